// Shared by generate-data.ts, run.ts, analytics.ts and explain.ts: where the bench database is,
// how bench users are named, how access tokens are signed (exactly as
// apps/api/src/platform/auth.ts) and how the API is started.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A positive number from the environment (a bench knob), or `fallback`. */
export function positiveEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/**
 * How `npm start` runs the API (ADR 0008): the built bundle with the node flags of the root start
 * script (the heap limits, ADR 0007 and 0069) plus BENCH_API_NODE_ARGS, and the environment the
 * script sets before `node` (`NODE_ENV`, glibc's malloc settings of ADR 0071).
 * Builds the bundle first, so the bench measures the code in the tree; BENCH_API_DIST names a
 * bundle built earlier instead (a folder beside apps/api/dist, e.g. apps/api/dist-before, so that
 * its packages resolve the same), to compare two versions on the same data in turn.
 */
export function productionApi(): { args: string[]; env: Record<string, string> } {
  const startScript = (
    JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const command = / ((?:[A-Z][A-Z0-9_]*=\S+ )*)node ((?:--\S+ )*)apps\/api\/dist\/server\.mjs/.exec(
    startScript,
  );
  if (!command) throw new Error(`cannot read the command of npm start: ${startScript}`);
  const dist = process.env.BENCH_API_DIST;
  if (!dist)
    execFileSync('npm', ['run', 'build', '-w', '@saath/api'], { cwd: ROOT, stdio: 'ignore' });
  const env = Object.fromEntries(
    command[1]!
      .split(' ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return {
    args: [
      ...command[2]!.split(' ').filter(Boolean),
      ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
      `${dist ?? 'apps/api/dist'}/server.mjs`,
    ],
    env,
  };
}

/**
 * Starts the API as `npm start` does (productionApi) on 127.0.0.1:`port`, in production mode
 * with `env` added; its output shows with BENCH_VERBOSE.
 */
export function startProductionApi(port: number, env: Record<string, string>): ChildProcess {
  const api = productionApi();
  const child = spawn(process.execPath, api.args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...api.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const echo = (chunk: Buffer) => {
    if (process.env.BENCH_VERBOSE) process.stdout.write(`[api] ${chunk}`);
  };
  child.stdout!.on('data', echo);
  child.stderr!.on('data', echo);
  return child;
}

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/saath_bench';

/** The bench only ever creates, drops or changes a database whose name starts like this. */
const BENCH_DB_PREFIX = 'saath_bench';

export function benchDatabase(): { url: string; name: string; adminUrl: string } {
  const url = new URL(BENCH_DATABASE_URL);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name.startsWith(BENCH_DB_PREFIX) || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL must name a database called ${BENCH_DB_PREFIX}* (got "${name}")`,
    );
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { url: url.toString(), name, adminUrl: admin.toString() };
}

/**
 * What autovacuum does in a live system within a minute or so of heavy changes, done before a
 * bench measures. This machine's PostgreSQL runs with `autovacuum = off`, so without it each run
 * measured the dead rows of every run before it on the same data: an empty job claim read 162
 * index pages instead of 1, the planner kept statistics from before a case's data was prepared,
 * and the same code grew dearer run after run. A whole-database VACUUM (ANALYZE) takes a few
 * seconds on the bench data.
 */
export async function vacuumAsAutovacuumWould(client: {
  query(text: string): Promise<unknown>;
}): Promise<void> {
  await client.query('VACUUM (ANALYZE)');
}

/**
 * What autovacuum's ANALYZE does while a live system runs: a table changed by more than 50 rows
 * and a tenth of its size since its last statistics (PostgreSQL's default
 * `autovacuum_analyze_threshold` and `autovacuum_analyze_scale_factor`) is analyzed again, and the
 * plans built on the old statistics are planned anew. Run after each case's warm-up: without it a
 * table that starts nearly empty in the bench data (the jobs queue) keeps the plans of a table of a
 * few rows (a sequential scan) after the warm-up filled it, which a running system would not.
 */
export async function analyzeAsAutovacuumWould(client: {
  query(text: string): Promise<{ rows: Array<Record<string, unknown>> }>;
}): Promise<string[]> {
  const { rows } = await client.query(
    `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
      WHERE n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)`,
  );
  const names = rows.map((r) => String(r.name));
  for (const name of names) await client.query(`ANALYZE ${name}`);
  return names;
}

/** Shared by the API child process and the token signer; 32+ characters as config.ts wants. */
export const BENCH_JWT_SECRET =
  process.env.BENCH_JWT_SECRET ?? 'saath-bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export const MEMBER_EMAIL = (i: number) => `member${String(i).padStart(6, '0')}@bench.saath.in`;
export const JOIN_EMAIL = (i: number) => `join${String(i).padStart(6, '0')}@bench.saath.in`;
/** Every bench user can log in with this password (the hash is a real argon2id hash of it). */
export const BENCH_PASSWORD = 'Bench!pass1';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * The token auth.ts issues: jose's SignJWT({ sid }) with setSubject, setIssuedAt and
 * setExpirationTime, HS256, header {alg, typ}. Signed here with node:crypto because the bench
 * needs ~100 000 of them; run.ts checks one with jose before using them.
 */
export function signAccessToken(
  secret: string,
  userId: string,
  sessionId: string,
  issuedAt: Date,
  expiresAt: Date,
): string {
  const payload = b64url(
    JSON.stringify({
      sid: sessionId,
      sub: userId,
      iat: Math.floor(issuedAt.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    }),
  );
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest();
  return `${HEADER}.${payload}.${b64url(signature)}`;
}

export const JOINABLE_STATUSES_SQL = `('PENDING', 'ACTIVE', 'THRESHOLD_MET', 'RFQ_SENT')`;

/** Waits until `url` answers 2xx (the API or the bare server has started). */
export async function waitHealthy(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
