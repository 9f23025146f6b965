import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { insertMany, preparedInsert, type Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Clock } from './clock.ts';

export type Mail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (alert mail). */
  headers?: Record<string, string>;
};

/** Where mail finally goes: the log by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<void>;
}

export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send(mail) {
      log.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (log transport)',
      );
    },
  };
}

export function smtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  // nodemailer (~13 MB) is loaded when the first mail goes out, not by every process at start.
  const connect = () =>
    import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: parsed.hostname,
        port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
        secure: parsed.protocol === 'smtps:',
        // Local sinks (tests, development) rarely have a valid certificate: plain SMTP there.
        ignoreTLS: local,
        ...(parsed.username
          ? {
              auth: {
                user: decodeURIComponent(parsed.username),
                pass: decodeURIComponent(parsed.password),
              },
            }
          : {}),
      }),
    );
  let transporter: ReturnType<typeof connect> | undefined;
  return {
    async send(mail) {
      transporter ??= connect();
      await (await transporter).sendMail(mail);
    },
  };
}

/** A mail as its outbox row, due now. */
export function outboxRow(mail: Mail, now: Date): typeof mailOutbox.$inferInsert {
  return {
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    headers: mail.headers ?? null,
    nextAttemptAt: now,
    createdAt: now,
  };
}

/**
 * The outbox insert as part of a prepared statement of the caller's (the join batch writes its
 * mails in the same statement as its memberships): bind it with `outboxRow`s.
 */
export const OUTBOX_INSERT = preparedInsert(
  mailOutbox,
  ['kind', 'recipient', 'subject', 'textBody', 'htmlBody', 'nextAttemptAt', 'createdAt'],
  'mail',
);

/** Queues a mail in the caller's transaction: it exists exactly when the change commits. */
export async function enqueueMail(tx: Db, clock: Clock, mail: Mail): Promise<void> {
  await tx.insert(mailOutbox).values(outboxRow(mail, clock.now()));
}

/**
 * Queues a handled job (a row the worker gives to its kind's handler) in the caller's
 * transaction; returns its id, so the record it works on can point at it.
 */
export async function enqueueJob(tx: Db, clock: Clock, job: Mail): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values(outboxRow(job, clock.now()))
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Queues several mails in the caller's transaction with one statement. */
export async function enqueueMails(tx: Db, clock: Clock, mails: Mail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = clock.now();
  await insertMany(
    tx,
    mailOutbox,
    mails.map((mail) => outboxRow(mail, now)),
  );
}

/**
 * Writes the real mail of a row queued as a job (work done behind the answer,
 * so a request's time does not depend on what it found). It runs in the worker's transaction
 * and may write there (a reset token); its mail replaces the queued row, whose kind must differ,
 * and a retry resends that mail without composing it again. A composer may instead queue mails of
 * its own in that transaction (enqueueMails) and return null: the job is then done, sends nothing
 * itself, and its mails go out in the same delivery call (one group opening, many alerts).
 */
export type MailComposer = (tx: Db, queued: { recipient: string }) => Promise<Mail | null>;

/** Queues a job row of `kind` for `recipient`, to be composed by the worker (see MailComposer). */
export async function enqueueMailJob(db: Db, clock: Clock, kind: string, recipient: string) {
  await enqueueMail(db, clock, { kind, to: recipient, subject: '', text: '' });
}

const BATCH = 100;
const KICK_DELAY_MS = 50;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A mail (or composing job) that still fails after this long is DEAD: an admin looks. */
export const MAIL_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

export type JobRow = typeof mailOutbox.$inferSelect;

/** A job's failure; `responseCode` is kept on the row (a webhook's answer). */
export class JobError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | null = null,
  ) {
    super(message);
  }
}

/**
 * What the worker does with a row of a kind other than mail (ADR 0026: one job
 * mechanism). `run` is called OUTSIDE any transaction (a webhook POST may take seconds; on PGlite
 * a held transaction would hold the only connection); it resolves with the answer's code when
 * done and throws when the row is to be retried.
 */
export type JobHandler = {
  run(row: JobRow): Promise<{ responseCode?: number | null }>;
  /** The delay before the next attempt after `attempts` failed ones (attempts >= 1). */
  backoffMs(attempts: number): number;
  /** After this long from creation (or an admin's retry), a failing row is DEAD. */
  maxAgeMs: number;
};

/** The next state of a row whose attempt failed at `now`: retried, or DEAD past its age limit. */
export function failureOutcome(
  row: Pick<JobRow, 'attempts' | 'createdAt' | 'expiresAt'>,
  now: Date,
  policy: Pick<JobHandler, 'backoffMs' | 'maxAgeMs'>,
): { status: 'PENDING'; nextAttemptAt: Date } | { status: 'DEAD' } {
  const deadline = (row.expiresAt ?? new Date(row.createdAt.getTime() + policy.maxAgeMs)).getTime();
  if (now.getTime() >= deadline) return { status: 'DEAD' };
  // The last try lands on the deadline itself, never after it.
  const next = Math.min(deadline, now.getTime() + policy.backoffMs(Math.max(1, row.attempts)));
  return { status: 'PENDING', nextAttemptAt: new Date(next) };
}

const MAIL_POLICY = {
  // Exponential from a second, capped at an hour (as before the dead letters).
  backoffMs: (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts - 1, 20)),
  maxAgeMs: MAIL_MAX_AGE_MS,
};

export type MailWorker = {
  /** Lets rows of `kind` be queued as jobs that `composer` turns into mails before delivery. */
  compose(kind: string, composer: MailComposer): void;
  /** Lets rows of `kind` be done by `handler` (a webhook POST) instead of being mailed. */
  handle(kind: string, handler: JobHandler): void;
  /** The age limit of a kind (an admin's retry gives a dead row that long again). */
  maxAgeOf(kind: string): number;
  /** Does what is due now; returns how many rows were done. Safe to run in many processes. */
  deliverDue(): Promise<number>;
  /** Asks for a delivery round soon (after a commit that queued mail). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
};

export function createMailWorker(deps: {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  from: string;
  pollIntervalMs: number;
  /** How long a claimed row is left to its claimant before another process may retry it. */
  leaseMs?: number;
  log: FastifyBaseLogger;
}): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  // Rounds run one after another in this process, never overlapping.
  let chain: Promise<number> = Promise.resolve(0);
  let stopped = true;
  // A kicked round is waiting in the chain and has not started yet (see kick below).
  let kickQueued = false;
  let kickTimer: NodeJS.Timeout | undefined;
  const composers = new Map<string, MailComposer>();
  const handlers = new Map<string, JobHandler>();
  const leaseMs = deps.leaseMs ?? 5 * 60 * 1000;

  /**
   * Claims up to BATCH due rows with a lease, in one short statement: attempts + 1 and the next
   * attempt pushed a lease away, SKIP LOCKED so processes never claim the same row. A process
   * that dies holding a lease leaves its rows to be claimed again when the lease ends
   * (at-least-once). No transaction stays open while the work is done.
   */
  async function claim(): Promise<JobRow[]> {
    const now = deps.clock.now();
    const due = deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return deps.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'PENDING')))
      .returning();
  }

  /**
   * A composing job's row in its own short transaction: the composer's writes and the row's new
   * content (or its end: null means its mails are queued) commit together. Returns the row to
   * send, or null when done.
   */
  async function composeRow(row: JobRow, composer: MailComposer): Promise<JobRow | null> {
    return deps.db.transaction(async (tx) => {
      const mail = await composer(tx, row);
      if (mail === null) {
        await tx
          .update(mailOutbox)
          .set({ status: 'SENT', sentAt: deps.clock.now(), lastError: null })
          .where(eq(mailOutbox.id, row.id));
        return null;
      }
      if (mail.kind === row.kind) throw new Error(`composed mail keeps the job kind ${row.kind}`);
      const [composed] = await tx
        .update(mailOutbox)
        .set({
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          headers: mail.headers ?? null,
        })
        .where(eq(mailOutbox.id, row.id))
        .returning();
      return composed!;
    });
  }

  async function sendMail(row: JobRow): Promise<{ responseCode?: number | null }> {
    await deps.transport.send({
      from: deps.from,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
    });
    return {};
  }

  type Outcome = { row: JobRow; responseCode: number | null; error?: unknown };

  /** One row's work, outside any transaction; never throws (the outcome says). */
  async function work(row: JobRow): Promise<Outcome | 'composed-job'> {
    try {
      let current = row;
      const composer = composers.get(row.kind);
      if (composer) {
        const composed = await composeRow(row, composer);
        if (composed === null) return 'composed-job';
        current = composed;
      }
      const handler = handlers.get(current.kind);
      const done = handler ? await handler.run(current) : await sendMail(current);
      return { row: current, responseCode: done.responseCode ?? null };
    } catch (error) {
      return {
        row,
        responseCode: error instanceof JobError ? error.responseCode : null,
        error,
      };
    }
  }

  /** Writes a batch's outcomes in one short transaction: one update for the done rows. */
  async function record(outcomes: Outcome[]) {
    const now = deps.clock.now();
    const done = outcomes.filter((o) => o.error === undefined);
    const failed = outcomes.filter((o) => o.error !== undefined);
    if (done.length === 0 && failed.length === 0) return;
    await deps.db.transaction(async (tx) => {
      const plain = done.filter((o) => o.responseCode === null).map((o) => o.row.id);
      if (plain.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ status: 'SENT', sentAt: now, lastError: null })
          .where(inArray(mailOutbox.id, plain));
      }
      for (const o of done.filter((d) => d.responseCode !== null)) {
        await tx
          .update(mailOutbox)
          .set({ status: 'SENT', sentAt: now, lastError: null, responseCode: o.responseCode })
          .where(eq(mailOutbox.id, o.row.id));
      }
      for (const { row, error, responseCode } of failed) {
        const policy = handlers.get(row.kind) ?? MAIL_POLICY;
        const next = failureOutcome(row, now, policy);
        await tx
          .update(mailOutbox)
          .set({
            lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
            responseCode,
            ...(next.status === 'DEAD'
              ? { status: 'DEAD' as const, deadAt: now }
              : { nextAttemptAt: next.nextAttemptAt }),
          })
          .where(eq(mailOutbox.id, row.id));
        deps.log.warn(
          { err: error, jobId: row.id, kind: row.kind, dead: next.status === 'DEAD' },
          next.status === 'DEAD' ? 'job failed past its age limit: dead' : 'job failed; will retry',
        );
      }
    });
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claim();
      if (due.length === 0) return sent;
      // Mails one after another (one SMTP connection); other jobs (webhooks: up to a time-out
      // each) side by side, so a batch takes one time-out at worst, well within the lease.
      const mails = due.filter((row) => !handlers.has(row.kind));
      const others = due.filter((row) => handlers.has(row.kind));
      const results: Array<Outcome | 'composed-job'> = [];
      const side = Promise.all(others.map(work));
      for (const row of mails) results.push(await work(row));
      results.push(...(await side));
      const outcomes = results.filter((r): r is Outcome => r !== 'composed-job');
      const jobsDone = results.length - outcomes.length;
      await record(outcomes);
      sent += outcomes.filter((o) => o.error === undefined).length;
      // A job's mails were committed with this round: another pass sends them now.
      if (jobsDone > 0 && sent < BATCH) continue;
      if (due.length < BATCH || sent >= BATCH) return sent;
    }
  }

  function round(work: () => Promise<number> = deliverDue): Promise<number> {
    chain = chain.then(work).catch((error: unknown) => {
      deps.log.error({ err: error }, 'mail worker round failed');
      return 0;
    });
    return chain;
  }

  /** A kicked round: from its start, everything due (it stands in for the kicks it absorbed). */
  async function kickedRound(): Promise<number> {
    kickQueued = false;
    let total = 0;
    for (;;) {
      const sent = await deliverDue();
      total += sent;
      if (sent < BATCH) return total;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void round().then(schedule), deps.pollIntervalMs);
    timer.unref();
  }

  return {
    compose(kind, composer) {
      composers.set(kind, composer);
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    maxAgeOf: (kind) => (handlers.get(kind) ?? MAIL_POLICY).maxAgeMs,
    deliverDue: () => round(),
    /**
     * Every join commits a mail and kicks: under load one round per kick piled up hundreds of
     * rounds, each ending with an empty claim transaction. A round that has not started yet
     * claims everything committed before it starts, so a kick while one is queued adds nothing.
     */
    kick() {
      if (stopped || kickQueued) return;
      kickQueued = true;
      // A short wait lets a burst of commits share one round (ADR 0007).
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        void round(kickedRound);
      }, KICK_DELAY_MS);
    },
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (kickTimer) clearTimeout(kickTimer);
      kickTimer = undefined;
      kickQueued = false;
      await chain;
    },
  };
}
