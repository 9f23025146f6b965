import { afterEach } from 'vitest';

// A transaction holds one connection, and PostgreSQL runs one statement at a time on it: two
// queries started together on a transaction (a Promise.all over `tx`) are queued by the pg
// driver, which warns that it will refuse them from its next major version. This set-up turns
// that warning into the failure of the test that caused it. The driver warns once per process,
// so after a failure the next offence shows only in the next run: fix them one by one.
let offence: Error | null = null;
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && /already executing a query/.test(warning.message))
    offence = warning;
});

afterEach(async () => {
  // The driver emits its warning on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  if (!offence) return;
  const found = offence;
  offence = null;
  throw new Error(
    `Two queries at once on one connection (a Promise.all inside a transaction?)\n${found.stack}`,
  );
});
