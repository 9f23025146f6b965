import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// ADR 0033: failed password checks per account, counted for every address and every API process
// (a row per account, in the database all processes share). The key is a hash of the lowercased
// email, so the table never holds the addresses (or mistyped passwords) people type as a username,
// and an unknown email gets a row like a known one.
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    /** Failed checks since the last lock ended (or since the row was made). */
    failures: integer('failures').notNull(),
    /** Locks so far in this episode: the next lock lasts twice as long as the last. */
    locks: integer('locks').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  // The clean-up deletes episodes nobody has added to for a day.
  (t) => [index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt)],
);
