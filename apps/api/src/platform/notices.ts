import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notificationMessages } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import type { Clock } from './clock.ts';
import { enqueue, enqueueMany } from './jobs.ts';
import { mailJob, type Mail } from './mailer.ts';
import type { Language } from '@saath/shared/i18n';
import type { NoticeText } from './notice-texts.ts';
import { ENGLISH, textsIn, type Texts } from './texts.ts';

/**
 * A message to a member in the channel they chose (ADR 0059): a short text for SMS or WhatsApp,
 * and the mail that says the same at length. Members who read mail get the mail; the others get
 * the text, and the mail only when the text cannot reach them (the fall-back).
 */
export type Notice = {
  userId: string;
  /**
   * The text and the mail are written here, in the member's language (`users.language`, read
   * with their channel), when the notice is queued: what a member reads is in the language they
   * had then, and a member who switches later gets the new language from the next notice on.
   */
  text: (texts: Texts) => NoticeText;
  /**
   * null: the caller queues the mail itself (a receipt's mail, which it numbers): the text is
   * then a heads-up for text members only, like a document's.
   */
  mail: ((texts: Texts) => Mail) | null;
  /**
   * The mail carries a document (e-tickets, a receipt, a tax invoice): it always goes, and the
   * text is a heads-up beside it with no fall-back of its own.
   */
  document?: boolean;
  /**
   * How the member is reached, when the caller has just read it in the same transaction (a
   * payment reads its member's contact for the receipt): the notice does not read it again.
   */
  recipient?: Recipient;
};

/** A member's channel, confirmed number and language, as `users` keeps them. */
export type Recipient = {
  preference: (typeof users.$inferSelect)['notificationPreference'];
  phone: string | null;
  language: (typeof users.$inferSelect)['language'];
};

/** The job kind of one SMS or WhatsApp message; its handler lives in the notifications module. */
export const NOTIFY_JOB = 'notify';

export type NotifyChannel = 'SMS' | 'WHATSAPP';

/** What a message's job keeps: where it goes, its template and values, and its fall-back. */
export type NotifyPayload = {
  channel: NotifyChannel;
  phone: string;
  template: NoticeText['template'];
  params: string[];
  /** The language of the template and its values (absent in jobs queued before Hindi: English). */
  language?: Language;
  /**
   * A Hindi text's values in English, for an SMS whose Hindi template has no DLT id yet: it goes
   * in English rather than not at all (ADR 0065).
   */
  englishParams?: string[];
  /** The mail to queue if the channel fails for good (none for a document's heads-up). */
  fallback: ReturnType<typeof mailJob> | null;
};

/**
 * Queues notices in the caller's transaction, each by its member's channel: a member who chose
 * SMS or WhatsApp and confirmed a number gets a message job (and its `notification_messages`
 * row); everyone else gets the mail. Whether the channel is switched on is decided when the job
 * runs: a channel turned off meanwhile sends the mail then.
 */
export async function enqueueNotices(tx: Db, clock: Clock, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const byId = new Map<string, Recipient>();
  for (const n of notices) if (n.recipient) byId.set(n.userId, n.recipient);
  const ids = [...new Set(notices.filter((n) => !byId.has(n.userId)).map((n) => n.userId))];
  if (ids.length > 0) {
    const rows = await tx
      .select({
        id: users.id,
        preference: users.notificationPreference,
        phone: users.notificationPhone,
        language: users.language,
      })
      .from(users)
      .where(inArray(users.id, ids));
    for (const { id, ...recipient } of rows) byId.set(id, recipient);
  }
  const mails: Mail[] = [];
  const now = clock.now();
  for (const notice of notices) {
    const member = byId.get(notice.userId);
    const texts = textsIn(member?.language);
    const mail = notice.mail?.(texts) ?? null;
    const channel = member?.preference;
    if (!member?.phone || (channel !== 'SMS' && channel !== 'WHATSAPP')) {
      if (mail) mails.push(mail);
      continue;
    }
    if (notice.document && mail) mails.push(mail);
    const text = notice.text(texts);
    const payload: NotifyPayload = {
      channel,
      phone: member.phone,
      template: text.template,
      params: text.params,
      language: text.language,
      ...(text.language === ENGLISH.language ? {} : { englishParams: notice.text(ENGLISH).params }),
      fallback: notice.document || !mail ? null : mailJob(mail),
    };
    const jobId = await enqueue(tx, clock, {
      kind: NOTIFY_JOB,
      target: notice.userId,
      payload: payload as unknown as Record<string, unknown>,
    });
    await tx.insert(notificationMessages).values({
      jobId,
      userId: notice.userId,
      channel,
      template: text.template,
      phone: member.phone,
      createdAt: now,
      updatedAt: now,
    });
  }
  await enqueueMany(tx, clock, mails.map(mailJob));
}
