import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * One WhatsApp or SMS message (ADR 0059): written with its delivery job, then updated by the
 * job (the provider's message id, or its failure and the fall-back mail) and by the provider's
 * delivery receipts. Receipts find the message by the provider's id.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['SMS', 'WHATSAPP'] }).notNull(),
    template: text('template').notNull(),
    phone: text('phone').notNull(),
    providerMessageId: text('provider_message_id'),
    /** QUEUED until the provider takes it; then SENT, DELIVERED, READ or FAILED. */
    status: text('status', { enum: ['QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    /** The provider's (or our) reason for a failure. */
    error: text('error'),
    /** When the message's mail was queued instead (the channel failed for good). */
    fellBackAt: timestamp('fell_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notification_messages_job_key').on(t.jobId),
    uniqueIndex('notification_messages_provider_key').on(t.channel, t.providerMessageId),
    index('notification_messages_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A one-time code sent to confirm a number for SMS or WhatsApp (ADR 0060): only its hash is
 * kept; it expires, allows a few tries, and a member may ask for a few codes an hour.
 */
export const phoneConfirmations = pgTable('phone_confirmations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: ['SMS', 'WHATSAPP'] }).notNull(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes tried against this code. */
  attempts: integer('attempts').notNull().default(0),
  /** Codes sent since `window_started_at` (the hourly limit). */
  sentInWindow: integer('sent_in_window').notNull().default(1),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export type NotificationMessageRow = typeof notificationMessages.$inferSelect;
