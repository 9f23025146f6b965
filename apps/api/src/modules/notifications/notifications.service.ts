import { createHmac, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db } from '../../db/client.ts';
import { jobs, type JobRow } from '../../db/schema/jobs.ts';
import { notificationMessages, phoneConfirmations } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../../platform/errors.ts';
import {
  enqueue,
  failureOutcome,
  JobError,
  type JobHandler,
  type RetryPolicy,
} from '../../platform/jobs.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { noticeTexts } from '../../platform/notice-texts.ts';
import { textsIn } from '../../platform/texts.ts';
import type { NotifyChannel, NotifyPayload } from '../../platform/notices.ts';
import { canonicalMobile } from '@saath/shared/notifications';
import { NotifierError, type Notifier } from './notifier.ts';
import { NOTIFY_TEXTS } from '@saath/shared/notifications';

/** A one-time code is good for ten minutes (the text says so). */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed against one code; then a new one must be asked for. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes a member may ask for in an hour (each costs a paid message). */
export const CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A text is about something happening now (bidding, a payment deadline): retried from thirty
 * seconds, doubling to a quarter of an hour, for two hours; after that the mail says it instead.
 */
export const NOTIFY_POLICY: RetryPolicy = {
  backoffMs: (attempts) => Math.min(15 * 60 * 1000, 30_000 * 2 ** Math.min(attempts - 1, 10)),
  maxAgeMs: 2 * HOUR_MS,
};

// The refusals' texts live in the contract package, where the web finds their Hindi.
export { NOTIFY_TEXTS };

/** What a message's status becomes on a receipt, in order; FAILED may come from any but READ. */
const RANK = { QUEUED: 0, SENT: 1, DELIVERED: 2, READ: 3, FAILED: 4 } as const;
export type ReceiptStatus = 'SENT' | 'DELIVERED' | 'READ' | 'FAILED';

export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  notifier: Notifier;
  /** Codes are kept as an HMAC under the server's secret, not as they were sent. */
  serverSecret: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, notifier } = deps;
  const codeHash = (userId: string, code: string) =>
    createHmac('sha256', deps.serverSecret).update(`phone-code:${userId}:${code}`).digest('hex');

  /** The message's mail instead of it, in one transaction with the message's failure. */
  async function fallBack(job: JobRow, reason: string) {
    const payload = job.payload as unknown as NotifyPayload;
    await db.transaction(async (tx) => {
      const now = clock.now();
      const [message] = await tx
        .update(notificationMessages)
        .set({ status: 'FAILED', error: reason.slice(0, 500), fellBackAt: now, updatedAt: now })
        .where(and(eq(notificationMessages.jobId, job.id), isNull(notificationMessages.fellBackAt)))
        .returning({ id: notificationMessages.id });
      // Already fallen back (a receipt said FAILED first): the mail is queued once.
      if (message && payload.fallback) await enqueue(tx, clock, payload.fallback);
    });
    deps.mail.kick();
  }

  /** The member still wants this channel at this number (a STOP or a switch may have come). */
  async function stillOptedIn(userId: string, payload: NotifyPayload) {
    const [row] = await db
      .select({ preference: users.notificationPreference, phone: users.notificationPhone })
      .from(users)
      .where(eq(users.id, userId));
    return row?.preference === payload.channel && row.phone === payload.phone;
  }

  const handler: JobHandler = {
    ...NOTIFY_POLICY,
    concurrency: 'parallel',
    async run(job) {
      const payload = job.payload as unknown as NotifyPayload;
      if (!notifier.isOn(payload.channel)) {
        await fallBack(job, `${payload.channel} is switched off`);
        return {};
      }
      if (!(await stillOptedIn(job.target, payload))) {
        await fallBack(job, 'the member no longer takes this channel');
        return {};
      }
      try {
        const { providerMessageId } = await notifier.send(payload.channel, {
          phone: payload.phone,
          template: payload.template,
          params: payload.params,
          language: payload.language ?? 'en',
          ...(payload.englishParams ? { englishParams: payload.englishParams } : {}),
        });
        const now = clock.now();
        await db
          .update(notificationMessages)
          .set({ providerMessageId, status: 'SENT', error: null, updatedAt: now })
          .where(
            and(eq(notificationMessages.jobId, job.id), eq(notificationMessages.status, 'QUEUED')),
          );
        return { responseCode: 200 };
      } catch (error) {
        const failure = error instanceof NotifierError ? error : null;
        const message = error instanceof Error ? error.message : String(error);
        const final =
          failure?.permanent === true ||
          failureOutcome(job, clock.now(), NOTIFY_POLICY).status === 'DEAD';
        // The job is dead-lettered (admins see it) and its mail goes in its place.
        if (final) await fallBack(job, message);
        else
          await db
            .update(notificationMessages)
            .set({ error: message.slice(0, 500), updatedAt: clock.now() })
            .where(eq(notificationMessages.jobId, job.id));
        throw new JobError(message, failure?.status ?? null, final);
      }
    },
  };

  /**
   * Sends a one-time code to `phone` through `channel`. The code is sent here, outside any
   * transaction (ADR 0036), not through a job: a job's payload would keep the code readable
   * at rest, and the member waits for this code now, so a failure is better told at once.
   */
  async function requestCode(
    principal: Principal,
    input: { channel: NotifyChannel; phone?: string | undefined },
  ) {
    if (!notifier.isOn(input.channel)) throw conflict(NOTIFY_TEXTS.channelOff);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { phone, expiresAt, texts } = await db.transaction(async (tx) => {
      const now = clock.now();
      const [user] = await tx
        .select({ phone: users.phone, language: users.language })
        .from(users)
        .where(eq(users.id, principal.userId))
        .for('update');
      if (!user) throw unauthorized();
      const given = input.phone ?? user.phone;
      if (!given) throw badRequest(NOTIFY_TEXTS.noPhone);
      const phone = canonicalMobile(given);
      const [previous] = await tx
        .select()
        .from(phoneConfirmations)
        .where(eq(phoneConfirmations.userId, principal.userId));
      const windowOpen = previous && now.getTime() - previous.windowStartedAt.getTime() < HOUR_MS;
      if (windowOpen && previous.sentInWindow >= CODES_PER_HOUR)
        throw new HttpError(429, NOTIFY_TEXTS.tooManyCodes);
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      const row = {
        userId: principal.userId,
        channel: input.channel,
        phone,
        codeHash: codeHash(principal.userId, code),
        expiresAt,
        attempts: 0,
        sentInWindow: windowOpen ? previous.sentInWindow + 1 : 1,
        windowStartedAt: windowOpen ? previous.windowStartedAt : now,
      };
      await tx
        .insert(phoneConfirmations)
        .values(row)
        .onConflictDoUpdate({ target: phoneConfirmations.userId, set: row });
      return { phone, expiresAt, texts: textsIn(user.language) };
    });
    try {
      await notifier.send(input.channel, { phone, ...noticeTexts.optInCode(texts, code) });
    } catch (error) {
      deps.log.warn({ err: error, channel: input.channel }, 'one-time code not sent');
      throw new HttpError(502, NOTIFY_TEXTS.sendFailed);
    }
    return { channel: input.channel, phone, expires_at: expiresAt.toISOString() };
  }

  /** The code right: the channel becomes the member's preference, at the confirmed number. */
  async function confirmCode(principal: Principal, code: string) {
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx
        .select()
        .from(phoneConfirmations)
        .where(eq(phoneConfirmations.userId, principal.userId))
        .for('update');
      if (!row || row.attempts < 0) return { refused: NOTIFY_TEXTS.noCode, status: 400 as const };
      if (row.expiresAt <= now) return { refused: NOTIFY_TEXTS.expired, status: 400 };
      if (row.attempts >= CODE_MAX_ATTEMPTS)
        return { refused: NOTIFY_TEXTS.tooManyTries, status: 429 };
      if (row.codeHash !== codeHash(principal.userId, code)) {
        // The wrong try counts even though the request is refused (this transaction commits).
        await tx
          .update(phoneConfirmations)
          .set({ attempts: sql`${phoneConfirmations.attempts} + 1` })
          .where(eq(phoneConfirmations.userId, principal.userId));
        return { refused: NOTIFY_TEXTS.wrong, status: 400 };
      }
      // Used up, but kept: the hourly count of codes asked for lives on the row.
      await tx
        .update(phoneConfirmations)
        .set({ attempts: -1, expiresAt: now })
        .where(eq(phoneConfirmations.userId, principal.userId));
      await tx
        .update(users)
        .set({
          notificationPreference: row.channel,
          notificationPhone: row.phone,
          notificationPhoneConfirmedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, principal.userId));
      return { channel: row.channel, phone: row.phone };
    });
    if ('refused' in outcome) throw new HttpError(outcome.status as 400 | 429, outcome.refused!);
    return { notification_preference: outcome.channel, notification_phone: outcome.phone };
  }

  /**
   * A provider's receipt: the message's status moves forward only (a late "sent" after
   * "delivered" changes nothing). A failure the provider reports after taking the message is
   * a failure for good: its mail goes instead.
   */
  async function recordReceipt(
    channel: NotifyChannel,
    providerMessageId: string,
    status: ReceiptStatus,
    error: string | null,
  ) {
    const [message] = await db
      .select()
      .from(notificationMessages)
      .where(
        and(
          eq(notificationMessages.channel, channel),
          eq(notificationMessages.providerMessageId, providerMessageId),
        ),
      );
    if (!message) return false;
    const current = message.status as keyof typeof RANK;
    const moves =
      status === 'FAILED'
        ? current !== 'READ' && current !== 'FAILED'
        : RANK[status] > RANK[current];
    if (!moves) return true;
    if (status === 'FAILED') {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, message.jobId));
      if (job) await fallBack(job, error ?? 'the provider could not deliver it');
      return true;
    }
    await db
      .update(notificationMessages)
      .set({ status, updatedAt: clock.now() })
      .where(
        and(
          eq(notificationMessages.id, message.id),
          inArray(
            notificationMessages.status,
            Object.keys(RANK).filter((s) => RANK[s as keyof typeof RANK] < RANK[status]) as Array<
              keyof typeof RANK
            >,
          ),
        ),
      );
    return true;
  }

  /**
   * A member replied STOP: whoever takes this channel at this number goes back to email, and
   * the confirmed number is forgotten (choosing the channel again needs a new code).
   */
  async function optOut(channel: NotifyChannel, phone: string) {
    const now = clock.now();
    const rows = await db
      .update(users)
      .set({
        notificationPreference: 'EMAIL',
        notificationPhone: null,
        notificationPhoneConfirmedAt: null,
        updatedAt: now,
      })
      .where(and(eq(users.notificationPhone, phone), eq(users.notificationPreference, channel)))
      .returning({ id: users.id });
    return rows.length;
  }

  return { handler, requestCode, confirmCode, recordReceipt, optOut };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
