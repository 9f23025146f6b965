import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// docs/product/money.md: one append-only ledger; a balance is a sum.
// amount_paise moves money credit, waivers moves ticketing-fee waivers (+1 granted, -1 used).
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull().default(0),
    waivers: integer('waivers').notNull().default(0),
    reason: text('reason').notNull(),
    communityId: uuid('community_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('credit_ledger_user_id_idx').on(t.userId),
    check('credit_ledger_moves_something', sql`${t.amountPaise} <> 0 OR ${t.waivers} <> 0`),
    // A group's outcome credits each member once, however often the sweeper looks at it.
    uniqueIndex('credit_ledger_once_per_group_reason')
      .on(t.userId, t.communityId, t.reason)
      .where(sql`${t.communityId} IS NOT NULL`),
  ],
);
