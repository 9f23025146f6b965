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
  /** Extra headers, e.g. List-Unsubscribe (issue 12: alert mail). */
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
 * Writes the real mail of a row queued as a job (issue 13 item 4: work done behind the answer,
 * so a request's time does not depend on what it found). It runs in the worker's transaction
 * and may write there (a reset token); its mail replaces the queued row, whose kind must differ,
 * and a retry resends that mail without composing it again. A composer may instead queue mails of
 * its own in that transaction (enqueueMails) and return null: the job is then done, sends nothing
 * itself, and its mails go out in the same delivery call (issue 12: one group opening, many alerts).
 */
export type MailComposer = (tx: Db, queued: { recipient: string }) => Promise<Mail | null>;

/** Queues a job row of `kind` for `recipient`, to be composed by the worker (see MailComposer). */
export async function enqueueMailJob(db: Db, clock: Clock, kind: string, recipient: string) {
  await enqueueMail(db, clock, { kind, to: recipient, subject: '', text: '' });
}

const BATCH = 100;
const KICK_DELAY_MS = 50;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export type MailWorker = {
  /** Lets rows of `kind` be queued as jobs that `composer` turns into mails before delivery. */
  compose(kind: string, composer: MailComposer): void;
  /** Delivers what is due now; returns how many were sent. Safe to run in many processes. */
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

  /** The mail a due row stands for: itself, or what its composer writes (stored in its place). */
  async function mailOf(tx: Db, row: typeof mailOutbox.$inferSelect) {
    const composer = composers.get(row.kind);
    if (!composer) return row;
    // A savepoint: a composer that fails takes back only what it wrote, and the row is retried
    // with back-off like a failed send.
    return tx.transaction(async (sp) => {
      const mail = await composer(sp, row);
      if (mail === null) return null;
      if (mail.kind === row.kind) throw new Error(`composed mail keeps the job kind ${row.kind}`);
      const [composed] = await sp
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

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      // Claim a batch inside one transaction: SKIP LOCKED lets other processes deliver other
      // mails, and the row locks hold until the outcomes are written. One claim and one
      // "sent" update per batch, not per mail (a join mails its joiner: under load the
      // per-mail transactions cost more than the joins).
      const round = await deps.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, deps.clock.now())),
          )
          .orderBy(asc(mailOutbox.nextAttemptAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const delivered: string[] = [];
        let jobsDone = 0;
        for (const row of due) {
          try {
            const mail = await mailOf(tx, row);
            if (mail === null) {
              // A job that queued its own mails: done (marked sent below, nothing to send).
              delivered.push(row.id);
              jobsDone += 1;
              continue;
            }
            await deps.transport.send({
              from: deps.from,
              to: mail.recipient,
              subject: mail.subject,
              text: mail.textBody,
              ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
              ...(mail.headers ? { headers: mail.headers } : {}),
            });
            delivered.push(row.id);
          } catch (error) {
            // Never dropped: retried with exponential back-off capped at an hour.
            const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(row.attempts, 20));
            await tx
              .update(mailOutbox)
              .set({
                attempts: sql`${mailOutbox.attempts} + 1`,
                lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
                nextAttemptAt: new Date(deps.clock.now().getTime() + backoff),
              })
              .where(eq(mailOutbox.id, row.id));
            deps.log.warn({ err: error, mailId: row.id }, 'mail delivery failed; will retry');
          }
        }
        if (delivered.length > 0) {
          await tx
            .update(mailOutbox)
            .set({
              status: 'SENT',
              sentAt: deps.clock.now(),
              attempts: sql`${mailOutbox.attempts} + 1`,
              lastError: null,
            })
            .where(inArray(mailOutbox.id, delivered));
        }
        return { claimed: due.length, delivered: delivered.length, jobsDone };
      });
      sent += round.delivered;
      // A job's mails were committed with this round: another pass sends them now.
      if (round.jobsDone > 0 && sent < BATCH) continue;
      if (round.claimed < BATCH || sent >= BATCH) return sent;
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
