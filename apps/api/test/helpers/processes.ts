import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createServerDatabase } from './database.ts';

// Process tests: the API as real server processes (tsx or the built bundle), driven over HTTP.
export const apiDir = fileURLToPath(new URL('../..', import.meta.url));
export const TSX_ENTRY = ['--import', 'tsx', 'src/server.ts'];
/** What `npm start` runs (ADR 0008); `npm run build -w @saath/api` first. */
export const BUNDLE_ENTRY = ['dist/server.mjs'];

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

export function startServer(
  env: Record<string, string>,
  entry: string[] = TSX_ENTRY,
  options: {
    /** The process's open-files limit (`ulimit -n`, set by a shell that then execs Node). */
    openFiles?: number;
  } = {},
): ServerProcess {
  // `bash -c SCRIPT $0 $1 ...`: the limit is $1, Node and its arguments the rest.
  const [command, args]: [string, string[]] = options.openFiles
    ? [
        'bash',
        ['-c', 'ulimit -n "$1" || exit 1; shift; exec "$@"', 'bash', String(options.openFiles)],
      ]
    : [process.execPath, []];
  if (options.openFiles) args.push(process.execPath);
  args.push(...entry);
  const child = spawn(command, args, {
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

// Process tests wait on states, never on a count of tries: on a loaded machine a server start
// (tsx, PGlite's initdb, migrations) took over 15 s on a slow day, and a probe that makes a
// request takes longer itself. The bound only stops a test that would otherwise hang.
export const STATE_WAIT_MS = 90_000;
/** The budget of a process test: a few server starts and their waits, on a slow day. */
export const PROCESS_TEST_MS = 240_000;

/** Polls `probe` until it gives a value, for at most `withinMs`. */
export async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  withinMs = STATE_WAIT_MS,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Until the server at `base` answers its health check. Given the server process, a process that
 * exits first fails at once, and either failure says what the process printed.
 */
export async function waitForHealth(base: string, server?: ServerProcess): Promise<void> {
  let exited = false;
  void server?.exited.then(() => (exited = true));
  try {
    await until(async () => {
      if (exited) throw new Error(`the server at ${base} exited before it was healthy`);
      try {
        return (await fetch(`${base}/api/health`)).ok ? true : undefined;
      } catch {
        return undefined; // not listening yet
      }
    }, `${base} to become healthy`);
  } catch (error) {
    if (!server) throw error;
    throw new Error(`${(error as Error).message}; it said:\n${server.output().slice(-4000)}`);
  }
}

export type Answer = {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The Retry-After header, if any (a 429's or 503's). */
  retryAfter: string | null;
  /** How long the answer took, in milliseconds. */
  ms: number;
};

/** One HTTP call to a server process, with what a process test varies per call. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    form?: Record<string, string>;
    /** The client as a trusted proxy reports it (the server runs with TRUST_PROXY). */
    forwardedFor?: string;
    /** A connection of its own: a cluster deals new connections to its workers in turn. */
    fresh?: boolean;
    /** Gives up (the call rejects) after this long: a test that measures hangs ends anyway. */
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const started = performance.now();
  const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const { status, retryAfter, text } = options.fresh
    ? await onNewConnection(`${base}${path}`, { method, headers, body, signal })
    : await fetch(`${base}${path}`, { method, headers, body, signal }).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        text: await response.text(),
      }));
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status, body: parsed, retryAfter, ms: performance.now() - started };
}

/**
 * One request on a connection of its own, closed after the answer. fetch cannot do this: it
 * keeps connections alive in a pool and drops a `Connection: close` header (a forbidden header
 * in the Fetch standard), so a second "fresh" call went out on the first one's connection, which
 * a server shedding idle connections may close just as the request is sent.
 */
function onNewConnection(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
): Promise<{ status: number; retryAfter: string | null; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: init.method,
        headers: { ...init.headers, connection: 'close' },
        agent: false,
        signal: init.signal,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode!, retryAfter: retryAfter ?? null, text });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

export const PASSWORD = 'Str0ng!pass';
let accounts = 0;

/**
 * A traveller signed up over HTTP with a complete profile (the gate for group actions): the
 * token and email. `forwardedFor` gives each sign-up its own address behind a trusted proxy,
 * so many sign-ups stay within the per-address limit.
 */
export async function travellerOverHttp(
  base: string,
  name: string,
  forwardedFor?: string,
): Promise<{ token: string; email: string }> {
  accounts += 1;
  const email = `${name.toLowerCase()}.${accounts}.${process.pid}@example.in`;
  const steps: Answer[] = [];
  steps.push(
    await call(base, 'POST', '/api/users/', {
      json: { first_name: name, last_name: 'Rao', email, password: PASSWORD },
      forwardedFor,
    }),
  );
  const login = await call(base, 'POST', '/api/users/login', {
    form: { username: email, password: PASSWORD },
    forwardedFor,
  });
  steps.push(login);
  const token = (login.body as { access_token: string }).access_token;
  steps.push(
    await call(base, 'PUT', '/api/users/me', {
      token,
      json: {
        first_name: name,
        last_name: 'Rao',
        email,
        phone: '9876543210',
        gender: 'FEMALE',
        date_of_birth: '1990-04-02',
      },
    }),
  );
  const failed = steps.find((s) => s.status >= 300);
  if (failed) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(failed)}`);
  return { token, email };
}

/** An airline partner registered over HTTP, signed in. */
export async function airlineOverHttp(
  base: string,
  code: string,
  forwardedFor?: string,
): Promise<{ token: string; email: string }> {
  const email = `ops.${code.toLowerCase()}.${process.pid}@airline.example`;
  const registered = await call(base, 'POST', '/api/airline/register', {
    json: {
      user_data: { name: 'Airline Ops', email, phone: '9876500000', password: PASSWORD },
      company_data: {
        company_name: `Carrier ${code}`,
        email: `fares.${code.toLowerCase()}.${process.pid}@airline.example`,
        airline_code: code,
      },
    },
    forwardedFor,
  });
  if (registered.status !== 201) throw new Error(`airline: ${JSON.stringify(registered)}`);
  const login = await call(base, 'POST', '/api/users/login', {
    form: { username: email, password: PASSWORD },
    forwardedFor,
  });
  return { token: (login.body as { access_token: string }).access_token, email };
}

/** Request id -> the pid of the process that logged it (pino's JSON request log lines). */
export function answeringProcesses(
  output: string,
): Map<string, { pid: number; url?: string; status?: number }> {
  const requests = new Map<string, { pid: number; url?: string; status?: number }>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as {
      pid: number;
      reqId?: string;
      req?: { url: string };
      res?: { statusCode: number };
    };
    if (!entry.reqId) continue;
    const known = requests.get(entry.reqId) ?? { pid: entry.pid };
    if (entry.req) known.url = entry.req.url;
    if (entry.res) known.status = entry.res.statusCode;
    requests.set(entry.reqId, known);
  }
  return requests;
}

/** Registers over HTTP (201 expected) and signs in: the access token. */
export async function signUpOver(base: string, firstName: string, email: string): Promise<string> {
  const registered = await fetch(`${base}/api/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: firstName, last_name: 'Shah', email, password: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  return signInOver(base, email);
}

export async function signInOver(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}
/** A new database on the TEST_DATABASE_URL server for `run`, dropped afterwards. */
export async function withServerDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const created = await createServerDatabase('saath_process');
  try {
    await run(created.url);
  } finally {
    await created.drop();
  }
}

/** A cluster of two API workers on `databaseUrl` (ADR 0008), once both serve: their pids. */
export async function startCluster(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: Parameters<typeof startServer>[2] = {},
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const primary = startServer(
    {
      PORT: String(port),
      API_WORKERS: '2',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'cluster-test-secret-0123456789-abcdefghij',
      ...env,
    },
    TSX_ENTRY,
    options,
  );
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
