import { hostname } from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { preparedOnce, preparedRowsInsert } from '../db/statement.ts';
import { jobs, type JobRow } from '../db/schema/jobs.ts';
import type { Clock } from './clock.ts';

export type { JobRow };

/**
 * The one job mechanism (ADR 0040): every piece of work done behind an answer (a mail, an
 * airline webhook, a route-alert match, a refund at the payment provider) is a row of `jobs`,
 * written in the transaction of the change that causes it and run later by a worker in any API
 * process. This module owns the table: enqueue, claim with a lease, complete, fail with the
 * kind's back-off, dead-letter, the admins' retry and list. Modules only register handlers.
 */

/**
 * A job to queue: its handler's kind, what it is about, and what else the handler needs; an id
 * only when the caller must name the job before it is written (a webhook redelivery).
 */
export type NewJob = {
  id?: string;
  kind: string;
  target: string;
  payload?: Record<string, unknown>;
  /** When it is due; now unless given (a deadline's job waits for its deadline). */
  runAt?: Date;
};

/** What admins and airlines see: waiting (PENDING), done (SENT), or given up on (DEAD). */
export type JobStatus = 'PENDING' | 'SENT' | 'DEAD';

export function jobStatus(row: Pick<JobRow, 'completedAt' | 'deadAt'>): JobStatus {
  if (row.deadAt) return 'DEAD';
  return row.completedAt ? 'SENT' : 'PENDING';
}

/**
 * Due at `now`: waiting, its time come, and no worker's lease running. What a worker claims, and
 * what the metrics count as due.
 */
export function isDue(now: Date | Placeholder): SQL {
  return and(whereStatus('PENDING'), lte(jobs.runAt, now), noLeaseRunning(now))!;
}

/** No worker holds the job at `now`: never leased, or its lease has ended. */
function noLeaseRunning(now: Date | Placeholder): SQL {
  return or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))!;
}

/**
 * When the job is tried next: its `run_at`, or while a worker holds its lease, the lease's end
 * (should that worker die, another one takes the job then).
 */
export function nextAttemptAt(row: Pick<JobRow, 'runAt' | 'lockedUntil'>): Date {
  return row.lockedUntil && row.lockedUntil > row.runAt ? row.lockedUntil : row.runAt;
}

/** The same in SQL, for a query that joins a job to its record (null: no job joined). */
export const jobStatusSql = sql<JobStatus | null>`CASE
  WHEN ${jobs.id} IS NULL THEN NULL
  WHEN ${jobs.deadAt} IS NOT NULL THEN 'DEAD'
  WHEN ${jobs.completedAt} IS NOT NULL THEN 'SENT'
  ELSE 'PENDING' END`;

/** The rows of one status, as a condition (the state is read from the row's times). */
export function whereStatus(status: JobStatus): SQL {
  if (status === 'DEAD') return isNotNull(jobs.deadAt);
  if (status === 'SENT') return isNotNull(jobs.completedAt);
  return and(isNull(jobs.completedAt), isNull(jobs.deadAt))!;
}

/** A job as its row, due now. */
export function jobRow(job: NewJob, now: Date) {
  return {
    // Named here, not by the table's default, so that every row has the same columns (one
    // statement for one job or many) and the caller knows the id without reading it back.
    id: job.id ?? randomUUID(),
    kind: job.kind,
    target: job.target,
    payload: job.payload ?? {},
    runAt: job.runAt ?? now,
    createdAt: now,
  } satisfies typeof jobs.$inferInsert;
}

const insertJobRows = preparedRowsInsert('jobs_insert', jobs, [
  'id',
  'kind',
  'target',
  'payload',
  'runAt',
  'createdAt',
]);

/**
 * Queues a job in the caller's transaction, so it exists exactly when the change commits;
 * returns its id (a record it works on may point at it: a refund's row names its job).
 */
export async function enqueue(tx: Db, clock: Clock, job: NewJob): Promise<string> {
  const row = jobRow(job, clock.now());
  await insertJobRows(tx, [row]);
  return row.id;
}

/** Queues several jobs in the caller's transaction with one statement. */
export async function enqueueMany(tx: Db, clock: Clock, list: NewJob[]): Promise<void> {
  await insertJobs(tx, list, clock.now());
}

/** The same, created at `now` (a caller that stamps its whole change with one time). */
export async function insertJobs(tx: Db, list: NewJob[], now: Date): Promise<void> {
  await insertJobRows(
    tx,
    list.map((job) => jobRow(job, now)),
  );
}

/**
 * A job's failure; `responseCode` is kept on the row (a webhook endpoint's answer). `final`:
 * no retry can succeed (a provider refused for good), so the job is dead-lettered now.
 */
export class JobError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | null = null,
    readonly final = false,
  ) {
    super(message);
  }
}

/** How a kind is retried: the delay after `attempts` failed tries, and when it is given up. */
export type RetryPolicy = {
  /** The delay before the next attempt after `attempts` failed ones (attempts >= 1). */
  backoffMs(attempts: number): number;
  /** After this long from creation (or an admin's retry), a failing job is DEAD. */
  maxAgeMs: number;
};

/**
 * What the worker does with a job of one kind. `run` is called OUTSIDE any transaction (a
 * webhook POST may take seconds; on PGlite a held transaction would hold the only connection);
 * it resolves when done (with the answer's code, if any) and throws when the job is to be retried.
 */
export type JobHandler = RetryPolicy & {
  run(job: JobRow): Promise<JobDone>;
  /**
   * `serial` jobs of a batch run one after another (mail: one SMTP connection); `parallel` ones
   * side by side (webhooks, refunds: a batch then costs one time-out at worst).
   */
  concurrency?: 'serial' | 'parallel';
};

export type JobDone = {
  responseCode?: number | null;
  /** The job queued more jobs (a composer's mails): the round goes on to run them now. */
  queuedJobs?: boolean;
};

/** The next state of a job whose attempt failed at `now`: retried, or DEAD past its age limit. */
export function failureOutcome(
  row: Pick<JobRow, 'attempts' | 'createdAt' | 'expiresAt'>,
  now: Date,
  policy: RetryPolicy,
): { status: 'PENDING'; nextAttemptAt: Date } | { status: 'DEAD' } {
  const deadline = (row.expiresAt ?? new Date(row.createdAt.getTime() + policy.maxAgeMs)).getTime();
  if (now.getTime() >= deadline) return { status: 'DEAD' };
  // The last try lands on the deadline itself, never after it.
  const next = Math.min(deadline, now.getTime() + policy.backoffMs(Math.max(1, row.attempts)));
  return { status: 'PENDING', nextAttemptAt: new Date(next) };
}

/** Which kinds a claim takes: some kinds only, or all but some. */
export type KindFilter = { only: string[] } | { except: string[] };

/**
 * Claims up to `limit` due jobs in one short statement: attempts + 1 and a lease to `worker`
 * (`locked_until`); a leased job is not due until its lease ends (`isDue`). SKIP LOCKED: two
 * processes never claim one job. A process that dies holding a lease leaves its jobs to be
 * claimed again when it ends (at-least-once). No transaction stays open while the work is done.
 */
export async function claim(
  db: Db,
  options: { now: Date; leaseMs: number; worker: string; limit: number; kinds?: KindFilter },
): Promise<JobRow[]> {
  const { now } = options;
  const leaseEnd = new Date(now.getTime() + options.leaseMs);
  return claimStatement(options.kinds)(db, {
    now,
    leaseEnd,
    worker: options.worker,
    limit: options.limit,
  });
}

// Every kick of the worker claims once a poll lane, most often finding nothing: a named
// statement for each kind filter in use (a lane's never changes), parsed and planned once per
// connection instead of on every claim.
const claimStatements = new Map<string, ReturnType<typeof buildClaim>>();

function claimStatement(kinds: KindFilter | undefined) {
  const key = JSON.stringify(kinds ?? null);
  let statement = claimStatements.get(key);
  if (!statement) {
    statement = buildClaim(`jobs_claim_${claimStatements.size}`, kinds);
    claimStatements.set(key, statement);
  }
  return statement;
}

function buildClaim(name: string, kinds: KindFilter | undefined) {
  const ofKinds = !kinds
    ? undefined
    : 'only' in kinds
      ? inArray(jobs.kind, kinds.only)
      : kinds.except.length > 0
        ? notInArray(jobs.kind, kinds.except)
        : undefined;
  return preparedOnce<{ now: Date; leaseEnd: Date; worker: string; limit: number }, JobRow[]>(
    name,
    (db) => {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(isDue(sql.placeholder('now')), ofKinds))
        .orderBy(asc(jobs.runAt))
        .limit(sql.placeholder('limit'))
        .for('update', { skipLocked: true });
      // The lease is the claim's only mark: no indexed column changes, so PostgreSQL can write
      // the claimed row as a heap-only tuple, with no new entry in any of the table's indexes
      // (the jobs table's fillfactor leaves each page the room for it).
      return db
        .update(jobs)
        .set({
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: sql`${sql.placeholder('leaseEnd')}`,
          lockedBy: sql`${sql.placeholder('worker')}`,
        })
        .where(and(inArray(jobs.id, due), whereStatus('PENDING')))
        .returning();
    },
  );
}

/** The jobs `worker` holds are done. A lease another worker took over meanwhile is left to it. */
export async function complete(
  db: Db,
  done: Array<{ id: string; responseCode: number | null }>,
  worker: string,
  now: Date,
): Promise<void> {
  const held = (ids: string[]) =>
    and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), isNull(jobs.completedAt));
  const finished = { completedAt: now, lockedUntil: null, lastError: null };
  const plain = done.filter((d) => d.responseCode === null).map((d) => d.id);
  // One statement for the common case (mails); a job with an answer's code keeps it.
  if (plain.length > 0) await db.update(jobs).set(finished).where(held(plain));
  for (const d of done.filter((o) => o.responseCode !== null)) {
    await db
      .update(jobs)
      .set({ ...finished, responseCode: d.responseCode })
      .where(held([d.id]));
  }
}

/** A failed attempt: retried after the kind's back-off, or dead-lettered past its age limit. */
export async function fail(
  db: Db,
  job: JobRow,
  failure: { error: unknown; responseCode: number | null; final?: boolean },
  worker: string,
  now: Date,
  policy: RetryPolicy,
): Promise<'retry' | 'dead'> {
  const next = failure.final ? ({ status: 'DEAD' } as const) : failureOutcome(job, now, policy);
  const { error } = failure;
  await db
    .update(jobs)
    .set({
      lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
      responseCode: failure.responseCode,
      lockedUntil: null,
      ...(next.status === 'DEAD' ? { deadAt: now } : { runAt: next.nextAttemptAt }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), isNull(jobs.completedAt)));
  return next.status === 'DEAD' ? 'dead' : 'retry';
}

/** Jobs of one status, newest dead letters first (the admins' view). */
export async function listJobs(
  db: Db,
  query: { status: JobStatus; skip: number; limit: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = whereStatus(query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.deadAt), desc(jobs.createdAt))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The job `id`, locked for the caller's transaction (an admin's retry reads it first). */
export async function lockJob(tx: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

/**
 * Gives a dead job another go in the caller's transaction: due now, its age limit counted anew
 * from now. Returns the job, or undefined when it was not dead. `orWaiting`: a job still waiting
 * out its back-off after a failure is brought forward the same way (an admin retrying a refused
 * payout need not wait for the next try); one being run now (its lease unexpired) or done is not.
 */
export async function retryDead(
  tx: Db,
  id: string,
  now: Date,
  maxAgeMs: number,
  options: { orWaiting?: boolean } = {},
): Promise<JobRow | undefined> {
  const waitingNotLeased = and(isNull(jobs.completedAt), noLeaseRunning(now));
  const [row] = await tx
    .update(jobs)
    .set({
      runAt: now,
      deadAt: null,
      lockedUntil: null,
      expiresAt: new Date(now.getTime() + maxAgeMs),
    })
    .where(
      and(
        eq(jobs.id, id),
        options.orWaiting ? or(isNotNull(jobs.deadAt), waitingNotLeased) : isNotNull(jobs.deadAt),
      ),
    )
    .returning();
  return row;
}

const BATCH = 100;
const KICK_DELAY_MS = 50;

export type JobWorker = {
  /** Lets jobs of `kind` be run by `handler`. */
  handle(kind: string, handler: JobHandler): void;
  /** The retry policy of a kind (an admin's retry gives a dead job its age limit again). */
  policyOf(kind: string): RetryPolicy;
  /** Runs what is due now, every kind; returns how many jobs were done. Safe in many processes. */
  deliverDue(): Promise<number>;
  /** Asks for a round soon (after a commit that queued jobs). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
};

/**
 * The worker: claims due jobs, runs each kind's handler outside any transaction and records the
 * outcome. Each kind may be polled at its own interval (`pollIntervalsMs`); the kinds without one
 * share the default interval. Rounds of one poll lane never overlap in a process; lanes claim
 * disjoint kinds, so a slow webhook endpoint does not hold up mail.
 */
export function createJobWorker(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** What runs a job whose kind has no handler of its own (mail: the kind is its template). */
  fallback: JobHandler;
  pollIntervalMs: number;
  /** Kinds polled at an interval of their own. */
  pollIntervalsMs?: Record<string, number>;
  /** How long a claimed job is left to its claimant before another process may run it again. */
  leaseMs?: number;
}): JobWorker {
  const handlers = new Map<string, JobHandler>();
  const leaseMs = deps.leaseMs ?? 5 * 60 * 1000;
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const own = deps.pollIntervalsMs ?? {};
  let stopped = true;

  type Lane = {
    kinds: KindFilter;
    intervalMs: number;
    chain: Promise<number>;
    timer?: NodeJS.Timeout;
  };
  const lanes: Lane[] = [
    {
      kinds: { except: Object.keys(own) },
      intervalMs: deps.pollIntervalMs,
      chain: Promise.resolve(0),
    },
    ...Object.entries(own).map(([kind, intervalMs]) => ({
      kinds: { only: [kind] },
      intervalMs,
      chain: Promise.resolve(0),
    })),
  ];
  // A kicked round is waiting and has not started yet (see kick below).
  let kickQueued = false;
  let kickTimer: NodeJS.Timeout | undefined;

  const handlerOf = (kind: string) => handlers.get(kind) ?? deps.fallback;

  type Outcome = { job: JobRow; done?: JobDone; error?: unknown };

  /** One job's work, outside any transaction; never throws (the outcome says). */
  async function work(job: JobRow): Promise<Outcome> {
    try {
      return { job, done: await handlerOf(job.kind).run(job) };
    } catch (error) {
      return { job, error };
    }
  }

  async function record(outcomes: Outcome[]) {
    const now = deps.clock.now();
    const done = outcomes.filter((o) => o.error === undefined);
    await complete(
      deps.db,
      done.map((o) => ({ id: o.job.id, responseCode: o.done?.responseCode ?? null })),
      worker,
      now,
    );
    for (const { job, error } of outcomes.filter((o) => o.error !== undefined)) {
      const responseCode = error instanceof JobError ? error.responseCode : null;
      const final = error instanceof JobError && error.final;
      // A handler may have changed the job's kind before failing (a composed mail): its
      // policy is the new kind's, as the row now says.
      const outcome = await fail(
        deps.db,
        job,
        { error, responseCode, final },
        worker,
        now,
        handlerOf(job.kind),
      );
      deps.log.warn(
        { err: error, jobId: job.id, kind: job.kind, dead: outcome === 'dead' },
        outcome === 'dead' ? 'job failed past its age limit: dead' : 'job failed; will retry',
      );
    }
  }

  /** Claims and runs batches of one lane's due jobs until none is left (or a batch's worth). */
  async function runLane(lane: Lane): Promise<number> {
    let finished = 0;
    for (;;) {
      const due = await claim(deps.db, {
        now: deps.clock.now(),
        leaseMs,
        worker,
        limit: BATCH,
        kinds: lane.kinds,
      });
      if (due.length === 0) return finished;
      const parallel = due.filter((job) => handlerOf(job.kind).concurrency === 'parallel');
      const serial = due.filter((job) => handlerOf(job.kind).concurrency !== 'parallel');
      const side = Promise.all(parallel.map(work));
      const outcomes: Outcome[] = [];
      for (const job of serial) outcomes.push(await work(job));
      outcomes.push(...(await side));
      await record(outcomes);
      const done = outcomes.filter((o) => o.error === undefined);
      finished += done.length;
      // A job's new jobs were committed with it: another pass runs them now.
      const queuedMore = done.some((o) => o.done?.queuedJobs);
      if (queuedMore && finished < BATCH) continue;
      if (due.length < BATCH || finished >= BATCH) return finished;
    }
  }

  function round(lane: Lane, run: () => Promise<number> = () => runLane(lane)): Promise<number> {
    lane.chain = lane.chain.then(run).catch((error: unknown) => {
      deps.log.error({ err: error }, 'job worker round failed');
      return 0;
    });
    return lane.chain;
  }

  /** A kicked round: from its start, everything due (it stands in for the kicks it absorbed). */
  async function kickedRound(lane: Lane): Promise<number> {
    kickQueued = false;
    let total = 0;
    for (;;) {
      const done = await runLane(lane);
      total += done;
      if (done < BATCH) return total;
    }
  }

  /** Every lane's round at once: the lanes claim disjoint kinds and wait for nothing shared. */
  async function deliverDue(): Promise<number> {
    const done = await Promise.all(lanes.map((lane) => round(lane)));
    return done.reduce((a, b) => a + b, 0);
  }

  function schedule(lane: Lane) {
    if (stopped) return;
    lane.timer = setTimeout(() => void round(lane).then(() => schedule(lane)), lane.intervalMs);
    lane.timer.unref();
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    policyOf: handlerOf,
    deliverDue,
    /**
     * Every join commits a mail and kicks: under load one round per kick piled up hundreds of
     * rounds, each ending with an empty claim. A round that has not started yet claims
     * everything committed before it starts, so a kick while one is queued adds nothing.
     */
    kick() {
      if (stopped || kickQueued) return;
      kickQueued = true;
      // A short wait lets a burst of commits share one round (ADR 0007).
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        for (const lane of lanes) void round(lane, () => kickedRound(lane));
      }, KICK_DELAY_MS);
    },
    start() {
      stopped = false;
      for (const lane of lanes) schedule(lane);
    },
    async stop() {
      stopped = true;
      for (const lane of lanes) if (lane.timer) clearTimeout(lane.timer);
      if (kickTimer) clearTimeout(kickTimer);
      kickTimer = undefined;
      kickQueued = false;
      await Promise.all(lanes.map((lane) => lane.chain));
    },
  };
}
