import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

// The real process: start-up, the embedded database on disk, and shutdown on a signal.
const apiDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(
  env: Record<string, string>,
  entry: string[] = ['--import', 'tsx', 'src/server.ts'],
): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, entry, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The processes whose parent is `pid` (a cluster's workers). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}

// Generous bounds: a process starts in a second on a quiet machine, many more on a loaded one
// (other suites, the fuzz test, other sessions share the two cores).
const PROCESS_WAIT_MS = 60_000;

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (const deadline = Date.now() + PROCESS_WAIT_MS; Date.now() < deadline;) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function waitForHealth(base: string) {
  for (const deadline = Date.now() + PROCESS_WAIT_MS; Date.now() < deadline;) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** Registers over HTTP (201 expected) and signs in: the access token. */
async function signUp(base: string, firstName: string, email: string): Promise<string> {
  const registered = await fetch(`${base}/api/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: firstName,
      last_name: 'Shah',
      email,
      password: 'Str0ng!pass',
    }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'Str0ng!pass' }).toString(),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

describe('the server process', { timeout: 3 * PROCESS_WAIT_MS }, () => {
  it('keeps data and sessions across a restart and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'saath-server-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base);
    const access_token = await signUp(base, 'Kabir', 'kabir@example.in');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base);
    // Same database and same generated secret: the token from before the restart still works.
    const me = await fetch(`${base}/api/users/me`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('kabir@example.in');
    second.child.kill('SIGINT');
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
    await waitForHealth(base);
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
describe.skipIf(!process.env.TEST_DATABASE_URL)('a cluster of API workers (ADR 0008)', () => {
  it('serves from several workers, replaces one that dies and stops them all on SIGTERM', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `saath_cluster_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const primary = start({
        PORT: String(port),
        API_WORKERS: '2',
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'cluster-test-secret-0123456789-abcdefghij',
      });
      // Both workers migrate the same new database at once: one waits for the other.
      await waitForHealth(base);
      const workers = await until(() => {
        const pids = childrenOf(primary.child.pid!);
        return pids.length === 2 && primary.output().split('Saath is running').length === 3
          ? pids
          : undefined;
      }, 'two workers');

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
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
