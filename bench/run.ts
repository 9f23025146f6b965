// Load benchmark of the API against the bench database (bench/generate-data.ts makes it).
//
//   npm run bench            (root)  or  npx tsx bench/run.ts
//
// Starts two child processes, a bare Fastify route (the machine's ceiling) and the real API
// (`node --import tsx apps/api/src/server.ts`, so the child pid is the node process whose RSS is
// sampled), then drives each case with autocannon from this process, all on 127.0.0.1.
//
// Knobs (environment): BENCH_DURATION (s, 12), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (64),
// BENCH_CASES (bare,floor,search,detail,join,pay; also work-25, work-50), BENCH_JOIN_GROUPS (10000),
// BENCH_PAY_GROUPS (2000), BENCH_PAY_SPREAD (1: members pay one group after another in turn),
// BENCH_API_PORT (3901),
// BENCH_BARE_PORT (3902), BENCH_WAIT_QUIET (s to wait for other work on the machine to stop, 0),
// BENCH_DATABASE_URL, BENCH_JWT_SECRET, BENCH_API_NODE_ARGS (extra node
// flags for the API, e.g. "--cpu-prof --cpu-prof-dir=bench/results/prof"), BENCH_VERBOSE,
// BENCH_STREAMS (0; N > 0 runs the API cases again while N live event streams are held),
// BENCH_SEARCH_KEYS (4000) and BENCH_DETAIL_PAIRS (10000): how many different searches and
// (member, group) pairs the cases deal out (fewer: the caches warm up on a slow machine too).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { maximumTravelDate, minimumTravelDate } from '@saath/shared/travel';
import {
  BENCH_JWT_SECRET,
  JOINABLE_STATUSES_SQL,
  ROOT,
  benchDatabase,
  positiveEnv,
  productionApi,
  signAccessToken,
  vacuumAsAutovacuumWould,
  analyzeAsAutovacuumWould,
  waitHealthy,
} from './lib/common.ts';
import { TICKS_PER_SECOND, cpuSplit, cpuTicks, postgresTicks } from './lib/cpu.ts';
import { payRequests, preparePayMembers, tallyAnswer, type PayMember } from './lib/pay.ts';
import { holdStreams, type StreamTarget } from './lib/streams.ts';

const DURATION = positiveEnv('BENCH_DURATION', 12);
const WARMUP = positiveEnv('BENCH_WARMUP', 3);
const CONNECTIONS = positiveEnv('BENCH_CONNECTIONS', 64);
const JOIN_GROUPS = positiveEnv('BENCH_JOIN_GROUPS', 10_000);
const SEARCH_KEYS = positiveEnv('BENCH_SEARCH_KEYS', 4_000);
const DETAIL_PAIRS = positiveEnv('BENCH_DETAIL_PAIRS', 10_000);
const PAY_GROUPS = positiveEnv('BENCH_PAY_GROUPS', 2_000);
const API_PORT = positiveEnv('BENCH_API_PORT', 3901);
const BARE_PORT = positiveEnv('BENCH_BARE_PORT', 3902);
const WORKERS = positiveEnv('BENCH_API_WORKERS', 1);
const CASES = (process.env.BENCH_CASES ?? 'bare,floor,search,detail,join,pay')
  .split(',')
  .map((s) => s.trim());

/** Live event streams held open while the API cases run a second time. */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 0);
if (!Number.isInteger(STREAMS) || STREAMS < 0)
  throw new Error('BENCH_STREAMS must be a whole number');
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const HOST = '127.0.0.1';
const DB_NAME = benchDatabase().name;

// ---- child processes ------------------------------------------------------------------------

const children: ChildProcess[] = [];

/**
 * BENCH_API_ENV="GROUP_CACHE_MAX_BUCKETS_MB=48 MALLOC_ARENA_MAX=4": more environment for the API;
 * "NAME=" (no value) leaves out a variable the start script sets (see start()).
 */
function apiEnvOverrides(): Record<string, string> {
  const pairs = (process.env.BENCH_API_ENV ?? '').split(' ').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`BENCH_API_ENV: "${pair}" is not NAME=value`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: Object.fromEntries(
      Object.entries({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env })
        // An empty value (BENCH_API_ENV="NAME=") is no variable at all.
        .filter(([, value]) => value !== ''),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (process.env.BENCH_VERBOSE) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} exited early (code ${code}, signal ${signal}); last output:`);
      console.error(tail.join('\n'));
      process.exit(1);
    }
  });
  return child;
}

let stopping = false;
async function stopChildren() {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 8000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

// ---- /proc sampling -------------------------------------------------------------------------

/** A process and its children (a cluster's primary and workers, ADR 0008). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) tree.push(Number(entry));
    } catch {
      // exited
    }
  }
  return tree;
}

/** Resident memory of a process and its children, summed: the API's whole footprint. */
function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return kb / 1024;
}

/** Busy and total ticks of the whole machine (all cores), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const values = cpu.map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/** Share of the whole machine busy over `ms` (before the bench starts anything). */
async function machineBusy(ms = 2000): Promise<number> {
  const a = machineTicks();
  await new Promise((r) => setTimeout(r, ms));
  const b = machineTicks();
  return (b.busy - a.busy) / Math.max(1, b.total - a.total);
}

/** Other work on the machine skews every figure: report it, and optionally wait for quiet. */
async function checkQuiet(): Promise<number> {
  const waitUntil = Date.now() + Number(process.env.BENCH_WAIT_QUIET ?? 0) * 1000;
  let busy = await machineBusy();
  while (busy > 0.2 && Date.now() < waitUntil) {
    process.stdout.write(`machine ${Math.round(busy * 100)}% busy with other work, waiting ...\n`);
    await new Promise((r) => setTimeout(r, 5000));
    busy = await machineBusy();
  }
  if (busy > 0.2)
    console.log(
      `WARNING: before starting, ${Math.round(busy * 100)}% of the machine was busy with other ` +
        `processes; figures will be low (see the "other" CPU column). BENCH_WAIT_QUIET=<s> waits.`,
    );
  return busy;
}

// ---- data for the cases ---------------------------------------------------------------------

type Prepared = {
  searchPaths: string[];
  searchTokens: string[];
  detail: Array<{ path: string; token: string }>;
  joinUsers: Array<{ token: string; body: string }>;
  joinGroups: string[];
  /** A member of BENCH_STREAMS join groups spread over them (their pages are the busy ones). */
  streamTargets: StreamTarget[];
  /** The members of groups awaiting payment, one payment each. */
  payMembers: PayMember[];
};

async function prepare(client: pg.Client): Promise<Prepared> {
  const now = new Date();
  const token = (userId: string, sessionId: string) =>
    signAccessToken(BENCH_JWT_SECRET, userId, sessionId, now, new Date(now.getTime() + 86_400_000));
  const minDate = minimumTravelDate(now);

  // Search: real route/date/slot combinations of joinable groups, half asked with the slot and
  // half without (the client sends the slot empty when none is chosen), callers rotating.
  const combos = await client.query(
    `SELECT from_location, to_location, to_char(travel_date, 'YYYY-MM-DD') AS travel_date, time_slot
     FROM communities WHERE status IN ${JOINABLE_STATUSES_SQL} AND travel_date >= $1
       AND travel_date <= $2
     ORDER BY random() LIMIT $3`,
    // Data generated over more days (BENCH_DAYS=360) reaches past the latest bookable date.
    [minDate, maximumTravelDate(now), SEARCH_KEYS],
  );
  const searchPaths = combos.rows.map(
    (r, i) =>
      `/api/communities/search?from_location=${r.from_location}&to_location=${r.to_location}` +
      `&travel_date=${r.travel_date}&time_slot=${i % 2 ? r.time_slot : ''}`,
  );
  const callers = await client.query(
    `SELECT s.user_id, s.id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE u.email LIKE 'member%' AND s.revoked_at IS NULL ORDER BY random() LIMIT 2000`,
  );
  const searchTokens = callers.rows.map((r) => token(r.user_id, r.id));

  // Detail: a group of the token's own user, many different pairs.
  const pairs = await client.query(
    `SELECT m.user_id, m.community_id, s.id AS session_id
     FROM memberships m TABLESAMPLE SYSTEM (5)
     JOIN sessions s ON s.user_id = m.user_id AND s.revoked_at IS NULL
     WHERE m.left_at IS NULL LIMIT $1`,
    [DETAIL_PAIRS],
  );
  const detail = pairs.rows.map((r) => ({
    path: `/api/communities/${r.community_id}`,
    token: token(r.user_id, r.session_id),
  }));

  // Join: every request a different pre-made user (complete profile) with one passenger, into
  // open groups that no pool user is in yet, so re-runs need no regeneration.
  const joiners = await client.query(
    `SELECT u.id, s.id AS session_id, u.first_name, u.last_name, u.phone, u.email,
       to_char(u.date_of_birth, 'YYYY-MM-DD') AS dob, u.gender
     FROM users u JOIN sessions s ON s.user_id = u.id AND s.revoked_at IS NULL
     WHERE u.email LIKE 'join%' ORDER BY u.member_number`,
  );
  const joinUsers = joiners.rows.map((r) => ({
    token: token(r.id, r.session_id),
    body: JSON.stringify({
      passengers: [
        {
          full_name: `${r.first_name} ${r.last_name}`,
          dob: r.dob,
          age: now.getUTCFullYear() - Number(r.dob.slice(0, 4)) - 1,
          gender: r.gender === 'MALE' ? 'M' : r.gender === 'FEMALE' ? 'F' : 'Other',
          phone: r.phone,
          email: r.email,
        },
      ],
    }),
  }));
  const groups = await client.query(
    `SELECT c.id FROM communities c
     WHERE c.passenger_count < 15 AND c.travel_date >= $1
       AND (c.status IN ('THRESHOLD_MET', 'RFQ_SENT')
         OR (c.status IN ('PENDING', 'ACTIVE') AND c.formation_deadline > now() + interval '1 hour'))
       AND NOT EXISTS (SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
                       WHERE m.community_id = c.id AND u.email LIKE 'join%')
     ORDER BY random() LIMIT $2`,
    [minDate, JOIN_GROUPS],
  );
  const joinGroups = groups.rows.map((r) => r.id as string);
  if (CASES.includes('join') && joinGroups.length < JOIN_GROUPS)
    console.log(
      `WARNING: only ${joinGroups.length} of ${JOIN_GROUPS} open groups are left that no joiner ` +
        `is in; earlier join runs filled the rest. Regenerate (npm run bench:generate) or use ` +
        `another BENCH_DATABASE_URL.`,
    );
  if (CASES.includes('join') && joinGroups.length === 0)
    throw new Error('No open group left for the join case: regenerate the bench data');
  // Live pages: members watching groups the join case joins, so events flow while it
  // runs; without the join case, groups of the detail pairs.
  let streamTargets: StreamTarget[] = [];
  if (STREAMS > 0) {
    const watched = await client.query(
      `SELECT DISTINCT ON (m.community_id) m.community_id, m.user_id, s.id AS session_id
       FROM memberships m JOIN sessions s ON s.user_id = m.user_id AND s.revoked_at IS NULL
       WHERE m.left_at IS NULL AND m.community_id = ANY($1::uuid[])`,
      // Spread over the groups the join case rotates through: about one join in
      // (groups / streams) lands on a watched group.
      [joinGroups.filter((_, i) => i % Math.max(1, Math.floor(joinGroups.length / STREAMS)) === 0)],
    );
    streamTargets = watched.rows.map((r) => ({
      communityId: r.community_id as string,
      token: token(r.user_id, r.session_id),
    }));
    for (const pair of detail) {
      if (streamTargets.length >= STREAMS) break;
      streamTargets.push({ communityId: pair.path.split('/').pop()!, token: pair.token });
    }
  }
  // Pay: members of groups moved to READY_FOR_BOOKING for this run.
  const payMembers = CASES.includes('pay')
    ? await preparePayMembers(client, PAY_GROUPS, token, CASES.includes('join') ? joinGroups : [])
    : [];
  if (CASES.includes('pay') && payMembers.length === 0)
    throw new Error('No RFQ_SENT group left for the pay case: regenerate the bench data');
  return { searchPaths, searchTokens, detail, joinUsers, joinGroups, streamTargets, payMembers };
}

/**
 * The data set is made "as of" generation time: PENDING groups' formation windows run out a
 * day later. Moving every timestamp forward by the time since then keeps it as generated (and
 * keeps the sweeper from disabling tens of thousands of groups during a run).
 */
async function keepDataCurrent(client: pg.Client) {
  const { rows } = await client.query(
    `SELECT extract(epoch FROM now() - generated_at)::float8 AS lag FROM bench.meta`,
  );
  const lag = Number(rows[0]?.lag ?? 0);
  if (lag < 15 * 60) return;
  const started = Date.now();
  const shift = `interval '${Math.floor(lag)} seconds'`;
  await client.query('BEGIN');
  await client.query(`UPDATE communities SET created_at = created_at + ${shift},
    updated_at = updated_at + ${shift}, formation_deadline = formation_deadline + ${shift},
    bidding_deadline = bidding_deadline + ${shift}, threshold_met_at = threshold_met_at + ${shift},
    rfq_sent_at = rfq_sent_at + ${shift}`);
  await client.query(`UPDATE memberships SET joined_at = joined_at + ${shift},
    left_at = left_at + ${shift}`);
  await client.query(`UPDATE community_status_history SET at = at + ${shift}`);
  await client.query(`UPDATE sessions SET created_at = created_at + ${shift},
    expires_at = expires_at + ${shift}`);
  await client.query(`UPDATE bench.meta SET generated_at = generated_at + ${shift}`);
  await client.query('COMMIT');
  console.log(
    `data set was ${(lag / 3600).toFixed(1)} h old: timestamps moved forward (${Date.now() - started} ms)`,
  );
}

// ---- cases ----------------------------------------------------------------------------------

type CaseDef = {
  name: string;
  server: 'bare' | 'api';
  describe: string;
  /**
   * The requests of one connection, called once per connection and autocannon run. Static
   * ones are written to bytes once, before the connection's first send, instead of per send
   * (autocannon's setupRequest): the load generator shares the 2 cores with the API.
   */
  connection: (seconds: number) => Request[];
  /** Statuses that are expected and not errors (2xx always are). */
  allowed?: number[];
  /** Responses that make the run invalid although their status is allowed. */
  invalid?: () => number;
};

type CaseResult = {
  name: string;
  describe: string;
  rps: number;
  requests: number;
  durationS: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  statuses: Record<string, number>;
  errors: number;
  unexpectedStatuses: number;
  bytesPerResponse: number;
  maxRssMb: number;
  /** Percent of one core; `others` is everything else on the machine (other sessions' jobs). */
  cpu: {
    server: number;
    /** The part of `server` spent in the kernel (socket writes to clients and PostgreSQL). */
    serverSystem: number;
    postgres: number;
    loadGenerator: number;
    others: number;
  };
  notes: string[];
};

/** Spreads `count` items over the connections: connection k gets items k, k + C, k + 2C ... */
function dealer(count: number) {
  let next = 0;
  return () => {
    const k = next++ % CONNECTIONS;
    const mine: number[] = [];
    for (let i = k; i < count; i += CONNECTIONS) mine.push(i);
    return mine;
  };
}

type Tally = { counts: Map<string, number>; state: { next: number } };

function buildCases(
  data: Prepared,
  joinTally: Map<string, number>,
  joinState: { next: number },
  pay: Tally,
) {
  // Every request says what a browser says: it takes compressed answers.
  const auth = (token: string) => ({
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br',
  });
  const searchDeal = dealer(data.searchPaths.length);
  const detailDeal = dealer(data.detail.length);
  const ALREADY = `409 ${'You are already a member of this group'.slice(0, 60)}`;
  const cases: CaseDef[] = [
    {
      name: 'bare',
      server: 'bare',
      describe: 'GET /bare on a bare Fastify (same version): the ceiling of this machine',
      connection: () => [{ method: 'GET', path: '/bare' }],
    },
    // Not run by default (BENCH_CASES=bare,work-25,work-50): the bare route with 25 or 50 us of
    // synthetic JavaScript per request, i.e. the best an API route can do whose own work costs
    // that much more than the bare route's.
    ...[25, 50].map((us): CaseDef => ({
      name: `work-${us}`,
      server: 'bare',
      describe: `GET /work?us=${us} on the bare server: the bare route plus ${us} us of JavaScript`,
      connection: () => [{ method: 'GET', path: `/work?us=${us}` }],
    })),
    {
      // What any answer of the API costs before a route's own work: its hooks (security headers,
      // request id, rate and overload guards), routing and the error shape, for a path no route
      // serves. Search and detail cannot cost less than this plus their own work.
      name: 'floor',
      server: 'api',
      describe:
        'GET /api/bench-floor on the API: no route, so only the hooks every answer passes and a 404 in the error shape',
      allowed: [404],
      connection: () => [
        { method: 'GET', path: '/api/bench-floor', headers: auth(data.searchTokens[0]!) },
      ],
    },
    {
      name: 'search',
      server: 'api',
      describe: `GET /api/communities/search, ${data.searchPaths.length} real route/date combinations (half with slot), ${data.searchTokens.length} callers`,
      connection: () =>
        searchDeal().map((i) => ({
          method: 'GET',
          path: data.searchPaths[i]!,
          headers: auth(data.searchTokens[i % data.searchTokens.length]!),
        })),
    },
    {
      name: 'detail',
      server: 'api',
      describe: `GET /api/communities/{id}, ${data.detail.length} (member, own group) pairs`,
      connection: () =>
        detailDeal().map((i) => ({
          method: 'GET',
          path: data.detail[i]!.path,
          headers: auth(data.detail[i]!.token),
        })),
    },
    {
      name: 'join',
      server: 'api',
      describe: `POST /api/communities/{id}/join, 1 passenger, a different user per request, rotating over ${data.joinGroups.length} open groups`,
      allowed: [409],
      // A joiner used twice (the pool ran out) is refused as already a member: cheaper than a
      // join, so such a run does not count.
      invalid: () => joinTally.get(ALREADY) ?? 0,
      // Built per send (autocannon's setupRequest): a static share for each of the 64
      // connections would be built while the measurement runs, and a user must never repeat.
      connection: () => [
        {
          setupRequest: (req) => {
            const i = joinState.next++;
            const user = data.joinUsers[i % data.joinUsers.length]!;
            req.method = 'POST';
            req.path = `/api/communities/${data.joinGroups[i % data.joinGroups.length]}/join`;
            req.headers = { ...auth(user.token), 'content-type': 'application/json' };
            req.body = user.body;
            return req;
          },
          onResponse: (status, body) => {
            if (status !== 200) tallyAnswer(joinTally, status, body);
          },
        },
      ],
    },
    {
      name: 'pay',
      server: 'api',
      describe: `POST /api/communities/{id}/payments + the sandbox's signed capture to POST /api/payments/webhooks/sandbox (2 requests a payment), one member each, ${data.payMembers.length} members of groups awaiting payment`,
      // A member used twice (the pool ran out) is refused as already paid.
      invalid: () => (pay.state.next > data.payMembers.length ? 1 : 0),
      connection: () => payRequests(data.payMembers, pay.state, BENCH_JWT_SECRET, auth, pay.counts),
    },
  ];
  return cases.filter((c) => CASES.includes(c.name));
}

/**
 * Waits until the server and PostgreSQL have finished what the last case left them (the join
 * case's queued mails, a booking's tickets): the next case's figures are its own. Quiet means
 * under a tenth of a core for half a second; after 60 s the run goes on regardless.
 */
async function settled(rootPid: number) {
  const pids = processTree(rootPid);
  const busy = () => cpuTicks(pids) + postgresTicks(DB_NAME);
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const start = busy();
    await new Promise((r) => setTimeout(r, 500));
    if ((busy() - start) / TICKS_PER_SECOND < 0.05) return;
  }
}

async function runCase(
  def: CaseDef,
  rootPid: number,
  port: number,
  db: pg.Client,
): Promise<CaseResult> {
  const pid = processTree(rootPid);
  const url = `http://${HOST}:${port}`;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      timeout: 10,
      duration,
      // Replaced per connection before it sends anything (see CaseDef.connection).
      requests: [{ method: 'GET', path: '/' }],
      setupClient: (client) => client.setRequests(def.connection(duration)),
    });
  await run(WARMUP);
  await analyzeAsAutovacuumWould(db);

  let maxRss = rssMb(pid);
  const sampler = setInterval(() => {
    try {
      maxRss = Math.max(maxRss, rssMb(pid));
    } catch {
      // process gone: the exit handler reports it
    }
  }, 200);
  const before = {
    server: cpuTicks(pid),
    serverSystem: cpuSplit(pid).system,
    pg: postgresTicks(DB_NAME),
    self: process.cpuUsage(),
    machine: machineTicks(),
  };
  const result: Result = await run(DURATION);
  clearInterval(sampler);
  maxRss = Math.max(maxRss, rssMb(pid));
  const self = process.cpuUsage(before.self);
  const wall = result.duration;
  const pct = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / wall) * 100);
  const serverPct = pct(cpuTicks(pid) - before.server);
  const serverSystemPct = pct(cpuSplit(pid).system - before.serverSystem);
  const pgPct = pct(postgresTicks(DB_NAME) - before.pg);
  const genPct = Math.round(((self.user + self.system) / 1e6 / wall) * 100);
  const machinePct = pct(machineTicks().busy - before.machine.busy);

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, v]) => [code, v.count]),
  );
  const allowed = new Set(def.allowed ?? []);
  const unexpectedStatuses =
    Object.entries(statuses)
      .filter(([code]) => !code.startsWith('2') && !allowed.has(Number(code)))
      .reduce((sum, [, n]) => sum + n, 0) + (def.invalid?.() ?? 0);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    name: def.name,
    describe: def.describe,
    rps: total / wall,
    requests: total,
    durationS: wall,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    statuses,
    errors: result.errors + result.timeouts + unexpectedStatuses,
    unexpectedStatuses,
    bytesPerResponse: total ? Math.round(result.throughput.total / total) : 0,
    maxRssMb: Math.round(maxRss),
    cpu: {
      server: serverPct,
      serverSystem: serverSystemPct,
      postgres: pgPct,
      loadGenerator: genPct,
      others: Math.max(0, machinePct - serverPct - pgPct - genPct),
    },
    notes: [],
  };
}

// ---- targets and report ---------------------------------------------------------------------

type Verdict = { target: string; ok: boolean | null };

/** The run of the same case without streams, for a `<case>+streams` result. */
const withoutStreams = (r: CaseResult, results: CaseResult[]) =>
  results.find((x) => `${x.name}+streams` === r.name);

function verdict(r: CaseResult, bareRps: number | undefined, results: CaseResult[] = []): Verdict {
  const rss = r.maxRssMb < 300;
  const base = withoutStreams(r, results);
  if (base)
    return {
      target: `RSS < 300 MB, >= 85 % of ${base.name} without streams`,
      ok: rss && r.errors === 0 && r.rps >= 0.85 * base.rps,
    };
  switch (r.name) {
    case 'search': {
      const ratioOk = bareRps ? r.rps >= 0.35 * bareRps : null;
      return {
        target: '>= 0.35 x bare, p99 < 25 ms, RSS < 300 MB',
        ok: ratioOk === null ? null : ratioOk && r.latencyMs.p99 < 25 && rss,
      };
    }
    case 'detail':
      return { target: '>= 16 000 req/s, RSS < 300 MB', ok: r.rps >= 16_000 && rss };
    case 'join':
      return {
        target: '>= 5 000 req/s, only 200/409, RSS < 300 MB',
        ok: r.rps >= 5_000 && r.errors === 0 && rss,
      };
    case 'pay':
      return { target: '(reported: x bare) only 2xx, RSS < 300 MB', ok: r.errors === 0 && rss };
    case 'bare':
      return { target: '(baseline)', ok: null };
    case 'floor':
      return { target: "(the API's fixed cost a request)", ok: null };
    default:
      return { target: '(ceiling of a route costing that much more)', ok: null };
  }
}

function table(results: CaseResult[]) {
  const bare = results.find((r) => r.name === 'bare')?.rps;
  const head = [
    'case',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx by status',
    'errors',
    'x bare',
    'max RSS',
    'cpu srv/pg/gen/other %',
    'target',
    'met',
  ];
  const rows = results.map((r) => {
    const v = verdict(r, bare, results);
    const non2xx = Object.entries(r.statuses)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, n]) => `${code}:${n}`)
      .join(' ');
    return [
      r.name,
      Math.round(r.rps).toLocaleString('en-US'),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      non2xx || '-',
      String(r.errors),
      bare ? (r.rps / bare).toFixed(2) : '-',
      `${r.maxRssMb} MB`,
      `${r.cpu.server}/${r.cpu.postgres}/${r.cpu.loadGenerator}/${r.cpu.others}`,
      v.target,
      v.ok === null ? '' : v.ok ? 'yes' : 'NO',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

/** The delay from a join's request to the watching stream's event, one join at a time. */
async function probeDelay(
  held: Awaited<ReturnType<typeof holdStreams>>,
  data: Prepared,
  joinState: { next: number },
) {
  const delays: number[] = [];
  for (const target of data.streamTargets.slice(0, 20)) {
    const user = data.joinUsers[joinState.next++ % data.joinUsers.length]!;
    const next = held.nextRecord(target.communityId);
    const sent = performance.now();
    const answer = await fetch(
      `http://${HOST}:${API_PORT}/api/communities/${target.communityId}/join`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: user.body,
      },
    );
    await answer.text();
    if (answer.status === 200 && (await next)) delays.push(performance.now() - sent);
  }
  delays.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return delays.length
    ? {
        samples: delays.length,
        p50: round(delays[Math.floor(delays.length / 2)]!),
        max: round(delays.at(-1)!),
      }
    : null;
}

// ---- main -----------------------------------------------------------------------------------

async function main() {
  const { url: databaseUrl } = benchDatabase();
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query('SELECT 1 FROM bench.meta');
  } catch {
    throw new Error('No bench data: run `npx tsx bench/generate-data.ts` first');
  }
  await keepDataCurrent(client);
  const busyBefore = await checkQuiet();
  const data = await prepare(client);
  await vacuumAsAutovacuumWould(client);
  console.log(
    `prepared: ${data.searchPaths.length} searches, ${data.detail.length} detail pairs, ` +
      `${data.joinUsers.length} joining users, ${data.joinGroups.length} open groups`,
  );

  // The tokens must be the ones auth.ts accepts: check one with jose as the API does.
  const sample = data.searchTokens[0]!;
  await jwtVerify(sample, new TextEncoder().encode(BENCH_JWT_SECRET), { algorithms: ['HS256'] });

  const bare = start('bare', ['bench/bare-server.mjs'], { PORT: String(BARE_PORT) });
  // What `npm start` runs (ADR 0008), here with API_WORKERS processes.
  const production = productionApi();
  const api = start('api', production.args, {
    ...production.env,
    API_WORKERS: String(WORKERS),
    HOST,
    PORT: String(API_PORT),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // Settings to try without editing anything: the cache bounds, glibc's MALLOC_* variables...
    ...apiEnvOverrides(),
    PUBLIC_URL: `http://${HOST}:${API_PORT}`,
  });
  await waitHealthy(`http://${HOST}:${BARE_PORT}/bare`);
  await waitHealthy(`http://${HOST}:${API_PORT}/api/health`);
  const apiPids = processTree(api.pid!);
  const idleRss = Math.round(rssMb(apiPids));
  console.log(
    `servers up: bare pid ${bare.pid}, api pids ${apiPids.join(', ')} (RSS at start ${idleRss} MB)`,
  );

  const probe = await fetch(`http://${HOST}:${API_PORT}${data.detail[0]!.path}`, {
    headers: { authorization: `Bearer ${data.detail[0]!.token}` },
  });
  if (probe.status !== 200) throw new Error(`probe request answered ${probe.status}`);

  const joinTally = new Map<string, number>();
  const joinState = { next: 0 };
  const pay: Tally = { counts: new Map(), state: { next: 0 } };
  const results: CaseResult[] = [];
  // Each API case runs again right after, with live event streams held meanwhile.
  const streamRuns: Array<{ events: number; rssIdleMb: number; closedByServer: number }> = [];
  let delayProbe: Awaited<ReturnType<typeof probeDelay>> = null;
  for (const def of buildCases(data, joinTally, joinState, pay)) {
    const child = def.server === 'bare' ? bare : api;
    const port = def.server === 'bare' ? BARE_PORT : API_PORT;
    process.stdout.write(`running ${def.name} (${WARMUP} s warm-up + ${DURATION} s) ... `);
    const result = await runCase(def, child.pid!, port, client);
    if (def.name === 'join') {
      for (const [key, n] of joinTally) result.notes.push(`${n} x ${key} (incl. warm-up)`);
      if (joinState.next > data.joinUsers.length)
        result.notes.push('joining user pool exhausted: users were reused (an error)');
    }
    if (def.name === 'pay') {
      result.notes.push(`${Math.round(result.rps / 2)} payments/s (two requests each)`);
      for (const [key, n] of pay.counts) result.notes.push(`${n} x ${key} (incl. warm-up)`);
      if (pay.state.next > data.payMembers.length)
        result.notes.push('member pool exhausted: members paid twice (raise BENCH_PAY_GROUPS)');
    }
    results.push(result);
    console.log(`${Math.round(result.rps)} req/s`);
    await new Promise((r) => setTimeout(r, 1000));
    await settled(child.pid!);
    if (STREAMS > 0 && def.server === 'api') {
      const held = await holdStreams(HOST, API_PORT, data.streamTargets);
      await new Promise((r) => setTimeout(r, 1000));
      const rssIdleMb = Math.round(rssMb(processTree(api.pid!)));
      process.stdout.write(
        `running ${def.name} with ${held.stats.open} streams (${held.stats.refused} refused, ` +
          `API RSS ${rssIdleMb} MB before) ... `,
      );
      const events = held.stats.events;
      const withStreams = await runCase(def, api.pid!, API_PORT, client);
      withStreams.name = `${def.name}+streams`;
      withStreams.notes.push(
        `${held.stats.events - events} events received on the streams (incl. warm-up), ` +
          `${held.stats.open} still open, ${held.stats.closedByServer} closed by the server`,
      );
      streamRuns.push({
        events: held.stats.events - events,
        rssIdleMb,
        closedByServer: held.stats.closedByServer,
      });
      if (def.name === 'join') delayProbe = await probeDelay(held, data, joinState);
      held.close();
      results.push(withStreams);
      console.log(`${Math.round(withStreams.rps)} req/s`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  const streamsReport =
    STREAMS > 0
      ? { streams: data.streamTargets.length, runs: streamRuns, joinToEventMs: delayProbe }
      : null;

  // What the join case did to the data: the counter must still equal the memberships.
  if (CASES.includes('join') && data.joinGroups.length) {
    const { rows } = await client.query(
      `SELECT count(*) FILTER (WHERE c.passenger_count <> COALESCE((SELECT sum(m.passenger_count)
          FROM memberships m WHERE m.community_id = c.id AND m.left_at IS NULL), 0))::int AS mismatched,
        count(*) FILTER (WHERE c.passenger_count = 15)::int AS full,
        count(*) FILTER (WHERE c.status = 'RFQ_SENT')::int AS rfq_sent
       FROM communities c WHERE c.id = ANY($1::uuid[])`,
      [data.joinGroups],
    );
    const joinResult = results.find((r) => r.name === 'join');
    joinResult?.notes.push(
      `after the run: ${rows[0].full} of ${data.joinGroups.length} groups full, ${rows[0].rfq_sent} RFQ_SENT, ` +
        `${rows[0].mismatched} counter mismatches`,
    );
    if (rows[0].mismatched) joinResult!.errors += rows[0].mismatched;
  }
  await client.end();
  await stopChildren();

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per case after ${WARMUP} s warm-up; ` +
      `${os.cpus().length} cores; load generator, API and PostgreSQL share them\n`,
  );
  table(results);
  for (const r of results) {
    console.log(`\n${r.name}: ${r.describe}`);
    console.log(
      `  ${r.requests} requests in ${r.durationS} s, mean ${r.latencyMs.mean.toFixed(2)} ms, ` +
        `p90 ${r.latencyMs.p90} ms, max ${r.latencyMs.max} ms, ${r.bytesPerResponse} bytes/response`,
    );
    const perRequest = (pct: number) => Math.round(((pct / 100) * 1e6) / Math.max(1, r.rps));
    console.log(
      `  CPU per request: server ${perRequest(r.cpu.server)} us (kernel ${perRequest(r.cpu.serverSystem)}), ` +
        `PostgreSQL ${perRequest(r.cpu.postgres)} us, load generator ${perRequest(r.cpu.loadGenerator)} us; ` +
        `other processes used ${r.cpu.others}% of a core meanwhile`,
    );
    for (const note of r.notes) console.log(`  ${note}`);
  }

  if (streamsReport) {
    console.log(`\nwith ${STREAMS} live event streams held:`);
    for (const r of results) {
      const base = withoutStreams(r, results);
      if (!base) continue;
      const bareRps = results.find((x) => x.name === 'bare')?.rps;
      const ratio = (x: CaseResult) => (bareRps ? (x.rps / bareRps).toFixed(2) : '-');
      console.log(
        `  ${base.name}: ${Math.round(base.rps)} -> ${Math.round(r.rps)} req/s ` +
          `(${((r.rps / base.rps - 1) * 100).toFixed(1)} %; x bare ${ratio(base)} -> ${ratio(r)}), ` +
          `max RSS ${base.maxRssMb} -> ${r.maxRssMb} MB`,
      );
    }
    console.log(`  ${JSON.stringify(streamsReport)}`);
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    settings: {
      duration: DURATION,
      warmup: WARMUP,
      connections: CONNECTIONS,
      joinGroups: JOIN_GROUPS,
    },
    apiRssAtStartMb: idleRss,
    streams: streamsReport,
    machineBusyBeforeStart: Math.round(busyBefore * 100) / 100,
    results: results.map((r) => ({
      ...r,
      ...verdict(r, results.find((x) => x.name === 'bare')?.rps, results),
    })),
  };
  const file = `${RESULTS_DIR}${stamp}.json`;
  writeFileSync(file, JSON.stringify(report, null, 2));
  writeFileSync(`${RESULTS_DIR}latest.json`, JSON.stringify(report, null, 2));
  console.log(`\nresults written to ${file.replace(ROOT, '')}`);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopChildren();
  process.exit(1);
});
