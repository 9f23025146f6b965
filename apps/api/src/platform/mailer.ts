import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { preparedInsert, type Db } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/jobs.ts';
import type { Clock } from './clock.ts';
import {
  complete,
  createJobWorker,
  enqueue,
  enqueueMany,
  jobRow,
  type JobHandler,
  type JobWorker,
  type NewJob,
} from './jobs.ts';

export type Mail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on route-alert mail (ADR 0021). */
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

/** What a mail's job keeps besides its address (`target`) and its template (`kind`). */
type MailPayload = {
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** A mail as a job: the kind is its template, the target its address. */
export function mailJob(mail: Mail): NewJob {
  const payload: MailPayload = { subject: mail.subject, text: mail.text };
  if (mail.html) payload.html = mail.html;
  if (mail.headers) payload.headers = mail.headers;
  return { kind: mail.kind, target: mail.to, payload };
}

/** A mail's job row, due now (for a caller's own multi-row insert, see OUTBOX_INSERT). */
export function outboxRow(mail: Mail, now: Date): MailJobRow {
  return jobRow(mailJob(mail), now);
}

export type MailJobRow = typeof jobs.$inferInsert;

/**
 * The mail insert as part of a prepared statement of the caller's (the join batch writes its
 * mails in the same statement as its memberships, a capture its receipt mail with the payment):
 * bind it with `outboxRow`s, whose ids the caller knows before the statement runs.
 */
export const OUTBOX_INSERT = preparedInsert(
  jobs,
  ['id', 'kind', 'target', 'payload', 'runAt', 'createdAt'],
  'mail',
);

/** Queues a mail in the caller's transaction: it exists exactly when the change commits. */
export async function enqueueMail(tx: Db, clock: Clock, mail: Mail): Promise<void> {
  await enqueue(tx, clock, mailJob(mail));
}

/** Queues several mails in the caller's transaction with one statement. */
export async function enqueueMails(tx: Db, clock: Clock, mails: Mail[]): Promise<void> {
  await enqueueMany(tx, clock, mails.map(mailJob));
}

/**
 * Writes the real mail of a job queued to be composed later (work done behind the answer, so a
 * request's time does not depend on what it found: a reset request answers the same whether or
 * not the address has an account). It runs in its own transaction and may write there (a reset
 * token); its mail replaces the job, whose kind must differ, and a retry resends that mail
 * without composing it again. A composer may instead queue mails of its own in that transaction
 * (enqueueMails) and return null: the job is then done, sends nothing itself, and its mails go
 * out in the same round (one group opening, many route alerts: ADR 0021).
 */
export type MailComposer = (tx: Db, queued: { recipient: string }) => Promise<Mail | null>;

/** Queues a job of `kind` for `recipient`, to be composed by the worker (see MailComposer). */
export async function enqueueMailJob(db: Db, clock: Clock, kind: string, recipient: string) {
  await enqueue(db, clock, { kind, target: recipient });
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A mail (or composing job) that still fails after this long is DEAD: an admin looks. */
export const MAIL_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/** Mail is retried from a second, doubling to an hour, for three days. */
export const MAIL_POLICY = {
  backoffMs: (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts - 1, 20)),
  maxAgeMs: MAIL_MAX_AGE_MS,
};

/** The job worker, which also sends every job without a handler of its own as a mail. */
export type MailWorker = JobWorker & {
  /** Lets jobs of `kind` be queued to be composed into mails before delivery. */
  compose(kind: string, composer: MailComposer): void;
};

export function createMailWorker(deps: {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  from: string;
  pollIntervalMs: number;
  /** Kinds polled at an interval of their own (webhooks, refunds). */
  pollIntervalsMs?: Record<string, number>;
  leaseMs?: number;
  log: FastifyBaseLogger;
}): MailWorker {
  async function sendMail(job: JobRow) {
    const mail = job.payload as MailPayload;
    await deps.transport.send({
      from: deps.from,
      to: job.target,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    return {};
  }

  const mailHandler: JobHandler = { run: sendMail, ...MAIL_POLICY, concurrency: 'serial' };
  const worker = createJobWorker({ ...deps, fallback: mailHandler });

  /**
   * A composing job in one short transaction: the composer's writes and the job's new content
   * (or its end: null means its mails are queued) commit together; then the mail is sent.
   */
  function composing(composer: MailComposer): JobHandler {
    return {
      ...MAIL_POLICY,
      concurrency: 'serial',
      async run(job) {
        const composed = await deps.db.transaction(async (tx) => {
          const mail = await composer(tx, { recipient: job.target });
          if (mail === null) {
            await complete(
              tx,
              [{ id: job.id, responseCode: null }],
              job.lockedBy!,
              deps.clock.now(),
            );
            return null;
          }
          if (mail.kind === job.kind)
            throw new Error(`composed mail keeps the job kind ${job.kind}`);
          const { kind, target, payload } = mailJob(mail);
          const [row] = await tx
            .update(jobs)
            .set({ kind, target, payload })
            .where(eq(jobs.id, job.id))
            .returning();
          return row!;
        });
        if (composed === null) return { queuedJobs: true };
        return sendMail(composed);
      },
    };
  }

  return {
    ...worker,
    compose(kind, composer) {
      worker.handle(kind, composing(composer));
    },
  };
}
