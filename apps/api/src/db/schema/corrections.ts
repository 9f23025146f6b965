import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities, passengers } from './groups.ts';
import { users } from './users.ts';

/**
 * A member's correction of a passenger's details once their ticket is issued
 * (docs/product/ticketing.md "Corrections"): the airline has printed the name, so Saath's team
 * decides. `changes` is the fields asked for (field -> new value).
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passengerId: uuid('passenger_id')
      .notNull()
      .references(() => passengers.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<Record<string, string>>().notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The admin's list: pending first, oldest first.
    index('correction_requests_status_idx').on(t.status, t.createdAt),
    check('correction_requests_status', sql`${t.status} in ('PENDING', 'PASSED', 'DECLINED')`),
  ],
);

/**
 * Every change of a passenger's details after booking, one row per field: the airline's
 * manifest shows them, so it can match the names it holds to the current ones.
 */
export const passengerCorrections = pgTable(
  'passenger_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passengerId: uuid('passenger_id')
      .notNull()
      .references(() => passengers.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    /** Who made it effective: the member, or the admin who passed their request. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => correctionRequests.id, {
      onDelete: 'set null',
    }),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The manifest reads a group's corrections.
  (t) => [index('passenger_corrections_community_idx').on(t.communityId, t.createdAt)],
);
