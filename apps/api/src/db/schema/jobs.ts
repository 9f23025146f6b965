import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The background jobs (ADR 0040): a mail, an airline webhook, a route-alert match, a refund at
 * the payment provider... A job is written in the same transaction as the change that causes
 * it, so it exists exactly when the change commits; a worker in any API process claims it with a
 * lease and runs its kind's handler outside any transaction.
 *
 * Its state is read from its times, not kept twice: waiting while neither `completed_at` nor
 * `dead_at` is set; due when `run_at` has passed and no lease (`locked_until`) is running.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The handler that runs it; for a mail, its template (`rfq_sent`, `password_reset`...). */
    kind: text('kind').notNull(),
    /**
     * What the job is about, as its handler finds it: a mail's address, an airline's company id,
     * a refund's `payment_refunds` id, a group's id. For webhooks it is indexed with the kind, so
     * an airline's deliveries are one lookup.
     */
    target: text('target').notNull(),
    /** The rest of what the handler needs (a mail's subject and bodies, a webhook's event and body). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Attempts started (a claim counts one, whatever its outcome). */
    attempts: integer('attempts').notNull().default(0),
    /** Not run before this: its creation, or its next attempt after a failure (back-off). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A claimant's lease: until then no other worker takes the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which worker holds (or last held) the lease: `host:pid:random`. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The HTTP status a webhook's endpoint (or a provider) last answered. */
    responseCode: integer('response_code'),
    /** Set by an admin's retry: the kind's age limit counts from here instead of created_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Dead-lettered: failed past its kind's age limit; it waits for an admin. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`completed_at IS NULL AND dead_at IS NULL`),
    // Only an airline's webhook deliveries are looked up by target. Mail, nearly every job, is
    // left out: each mail would add an entry here when written and another when completed.
    index('jobs_webhook_target_idx')
      .on(t.kind, t.target, t.createdAt)
      .where(sql`kind = 'webhook'`),
    index('jobs_dead_idx')
      .on(t.deadAt)
      .where(sql`dead_at IS NOT NULL`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
