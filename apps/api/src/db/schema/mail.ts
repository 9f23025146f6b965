import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './airlines.ts';

// The mail outbox, grown into the one job table (ADR 0026): a job (a mail, an airline
// webhook, a composing job) is a row written in the same transaction as the change that caused
// it, done later by the worker. A failed attempt stays PENDING with a later attempt time; past its
// kind's age limit it is DEAD (the dead letters admins see and retry).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Extra headers (List-Unsubscribe and List-Unsubscribe-Post on alert mail).
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['PENDING', 'SENT', 'DEAD'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Webhooks: the airline a delivery goes to (recipient holds its id too) and the
    // HTTP status its endpoint last answered.
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    responseCode: integer('response_code'),
    // Retried by an admin: the kind's age limit counts from here instead of created_at.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // When it went DEAD.
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
    index('mail_outbox_company_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`company_id IS NOT NULL`),
    index('mail_outbox_dead_idx')
      .on(t.deadAt)
      .where(sql`status = 'DEAD'`),
  ],
);
