// Does POST /api/users/reset-password-request take as long for an unknown
// email as for a known one? (A difference tells an attacker which addresses have accounts.)
//
//   npm run reset-request -w @saath/bench      or   npx tsx bench/reset-request.ts
//
// Starts the API as `npm start` runs it (the built bundle) on a fresh embedded database in a
// temporary DATA_DIR (no PostgreSQL needed), registers one account, then sends, after 20
// warm-ups, BENCH_RESET_REQUESTS (20) requests for the known address and as many for unknown
// ones, alternating, one at a time, and prints the two medians. BENCH_RESET_ROUNDS (3) repeats
// the measurement, as this machine's speed varies from moment to moment.
// Other knobs: BENCH_API_PORT (3904), BENCH_VERBOSE.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, positiveEnv, startProductionApi, waitHealthy } from './lib/common.ts';

const REQUESTS = positiveEnv('BENCH_RESET_REQUESTS', 20);
const ROUNDS = positiveEnv('BENCH_RESET_ROUNDS', 3);
const PORT = positiveEnv('BENCH_API_PORT', 3904);
const BASE = `http://127.0.0.1:${PORT}`;
const KNOWN = 'known@bench.saath.in';

async function resetRequest(email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/users/reset-password-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`reset request answered ${response.status}`);
  return elapsed;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'saath-reset-bench-'));
  const api = startProductionApi(PORT, {
    DATA_DIR: dataDir,
    // Every request here is from one address: the limit would answer 429 after 20.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    await waitHealthy(`${BASE}/api/health`);
    const registered = await fetch(`${BASE}/api/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Known',
        last_name: 'User',
        email: KNOWN,
        password: 'Bench!pass1',
      }),
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    for (let i = 0; i < 20; i += 1) {
      await resetRequest(KNOWN);
      await resetRequest(`warm${i}@bench.saath.in`);
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        known.push(await resetRequest(KNOWN));
        unknown.push(await resetRequest(`nobody${round}.${i}@bench.saath.in`));
      }
      known.sort((a, b) => a - b);
      unknown.sort((a, b) => a - b);
      console.log(
        `round ${round}: median of ${REQUESTS} known ${percentile(known, 50).toFixed(2)} ms, ` +
          `unknown ${percentile(unknown, 50).toFixed(2)} ms`,
      );
    }
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
