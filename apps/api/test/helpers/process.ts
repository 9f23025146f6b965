import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect } from 'vitest';

/** Process tests run the real server: start-up, a database on disk, signals, several workers. */
export const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

export function start(
  env: Record<string, string>,
  entry: string[] = ['--import', 'tsx', 'src/server.ts'],
): ServerProcess {
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
export function childrenOf(pid: number): number[] {
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

// A server starts in 2 s on a quiet machine and in over 15 s on a loaded one: the bound is for
// a process that never gets there, not a measure of speed.
const PATIENCE_MS = 90_000;

/** Waits for a state (not for a time): `probe` answers undefined until it holds. */
export async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
): Promise<T> {
  for (const end = Date.now() + PATIENCE_MS; Date.now() < end;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function waitForHealth(base: string) {
  await until(async () => {
    try {
      return (await fetch(`${base}/api/health`)).ok || undefined;
    } catch {
      return undefined; // not listening yet
    }
  }, 'the server to become healthy');
}

/** Registers over HTTP (201 expected) and signs in: the access token. */
export async function signUpOver(base: string, firstName: string, email: string): Promise<string> {
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
  return signInOver(base, email);
}

export async function signInOver(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'Str0ng!pass' }).toString(),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A new database on the TEST_DATABASE_URL server for `run`, dropped afterwards. */
export async function withServerDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `saath_process_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** A cluster of two API workers on `databaseUrl` (ADR 0008), once both serve: their pids. */
export async function startCluster(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const primary = start({
    PORT: String(port),
    API_WORKERS: '2',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'cluster-test-secret-0123456789-abcdefghij',
    ...env,
  });
  // Both workers migrate the same new database at once: one waits for the other.
  await waitForHealth(base);
  const workers = await until(() => {
    const pids = childrenOf(primary.child.pid!);
    return pids.length === 2 && primary.output().split('Saath is running').length === 3
      ? pids
      : undefined;
  }, 'two workers');
  return { primary, base, workers };
}
