import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiDir,
  childrenOf,
  freePort,
  PROCESS_TEST_MS,
  signUpOver as signUp,
  startServer as start,
  startCluster,
  until,
  waitForHealth,
  withServerDatabase,
} from '../helpers/processes.ts';

// The real process: start-up, the embedded database on disk, and shutdown on a signal.

describe('the server process', { timeout: PROCESS_TEST_MS }, () => {
  it('keeps data and sessions across a restart and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'saath-server-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base, first);
    const access_token = await signUp(base, 'Kabir', 'kabir@example.in');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base, second);
    // Same database and same generated secret: the token from before the restart still works.
    const me = await fetch(`${base}/api/users/me`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('kabir@example.in');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('prints a one-time link to create the first admin on a fresh start, and none after (ADR 0042)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'saath-server-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const linkIn = (text: string) => /\/setup-admin\?token=([\w-]+)/.exec(text)?.[1];

    const first = start({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base });
    await waitForHealth(base, first);
    const token = await until(() => linkIn(first.output()), 'the admin setup link');
    expect(first.output()).toContain(`${base}/setup-admin?token=${token}`);
    const made = await fetch(`${base}/api/admin-setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        first_name: 'Meera',
        last_name: 'Operator',
        email: 'meera@example.in',
        password: 'Str0ng!pass',
      }),
    });
    expect(made.status).toBe(201);
    const signIn = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'meera@example.in', password: 'Str0ng!pass' }),
    });
    expect(signIn.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // An admin exists: a restart prints no link, and the old one is dead.
    const second = start({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base });
    await waitForHealth(base, second);
    expect((await fetch(`${base}/api/admin-setup/${token}`)).status).toBe(404);
    await until(() => (second.output().includes('Saath is running') ? true : undefined), 'start');
    expect(linkIn(second.output())).toBeUndefined();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('refuses to start with bad configuration and says what is wrong', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-server-')) });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
  });

  it('runs as the production bundle that `npm start` starts (ADR 0008)', async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: apiDir });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start(
      { PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-server-')) },
      ['dist/server.mjs'],
    );
    // The bundle finds its migrations: the schema is there and an account can be made.
    await waitForHealth(base, server);
    await signUp(base, 'Meera', 'meera@example.in');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses several workers on the embedded database', async () => {
    const bad = start({
      API_WORKERS: '2',
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-server-')),
    });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('API_WORKERS above 1 needs a PostgreSQL server');
  });
});

// A cluster needs a database server shared by its processes: PostgreSQL runs only.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a cluster of API workers (ADR 0008)',
  { timeout: PROCESS_TEST_MS },
  () => {
    it('serves from several workers, replaces one that dies and stops them all on SIGTERM', async () => {
      await withServerDatabase(async (databaseUrl) => {
        const { primary, base, workers } = await startCluster(databaseUrl);

        // A token issued through one worker is accepted by every worker (one secret, one database).
        const access_token = await signUp(base, 'Ravi', 'ravi@example.in');
        // Fresh connections are dealt to the workers in turn.
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            fetch(`${base}/api/users/me`, {
              headers: { authorization: `Bearer ${access_token}`, connection: 'close' },
            }).then((r) => r.status),
          ),
        );
        expect(answers).toEqual(Array(8).fill(200));

        // A worker that dies is replaced; the port keeps answering meanwhile.
        process.kill(workers[0]!, 'SIGKILL');
        const replaced = await until(() => {
          const pids = childrenOf(primary.child.pid!);
          return pids.length === 2 && !pids.includes(workers[0]!) ? pids : undefined;
        }, 'a replacement worker');
        expect(replaced).toContain(workers[1]);
        await waitForHealth(base);
        expect(primary.output()).toMatch(new RegExp(`worker ${workers[0]} exited \\(SIGKILL\\)`));

        primary.child.kill('SIGTERM');
        expect(await primary.exited).toBe(0);
        expect(childrenOf(primary.child.pid!)).toEqual([]);
        for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
      });
    });
  },
);
