import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The rate-limit counters every API process shares (ADR 0009). The columns are
// the ones rate-limiter-flexible's Drizzle store reads and writes: a key (route + client
// address), the requests counted in the current window, and when that window ends.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  // The store's clean-up deletes windows that ended long ago.
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);
