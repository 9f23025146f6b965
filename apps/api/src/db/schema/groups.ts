import { sql } from 'drizzle-orm';
import {
  pgSequence,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WinningQuote } from '@saath/shared/payments';
import { users } from './users.ts';

export const rfqNumberSequence = pgSequence('rfq_number_seq');

const JOINABLE = sql`status IN ('PENDING', 'ACTIVE', 'THRESHOLD_MET', 'RFQ_SENT')`;

// A flight group ("community" in the API). Its status changes only through the lifecycle module.
export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // RFQ-<year>-<sequence>, human readable and unique (docs/product/glossary.md, "RFQ").
    rfqNumber: text('rfq_number').notNull(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    status: text('status').notNull().default('PENDING'),
    // Kept equal to the sum of active memberships by the join and leave transactions, which
    // hold the group's row lock; a counter here keeps search and detail to one row read.
    passengerCount: integer('passenger_count').notNull().default(0),
    lowestPricePaise: integer('lowest_price_paise'),
    bidCount: integer('bid_count').notNull().default(0),
    formationDeadline: timestamp('formation_deadline', { withTimezone: true }).notNull(),
    biddingDeadline: timestamp('bidding_deadline', { withTimezone: true }),
    thresholdMetAt: timestamp('threshold_met_at', { withTimezone: true }),
    rfqSentAt: timestamp('rfq_sent_at', { withTimezone: true }),
    // The payment stage (ADR 0018): set when a quote wins. The reminder time is
    // cleared once the sweeper has mailed it.
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    paymentReminderDue: timestamp('payment_reminder_due', { withTimezone: true }),
    // Counters the group record shows ("n of m members paid"), kept by the transactions that
    // change them under the group's row lock, like passenger_count.
    activeMemberCount: integer('active_member_count').notNull().default(0),
    paidMemberCount: integer('paid_member_count').notNull().default(0),
    /** The quote the group is paying for / booked on, as the group record shows it. */
    winningQuote: jsonb('winning_quote').$type<WinningQuote>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('communities_rfq_number_key').on(t.rfqNumber),
    // Search: route + date range (+ slot) over joinable groups only.
    index('communities_search_idx')
      .on(t.fromLocation, t.toLocation, t.travelDate, t.timeSlot)
      .where(JOINABLE),
    // Sweeper: groups still forming whose window has passed, and RFQs whose bidding closed.
    index('communities_formation_due_idx')
      .on(t.formationDeadline)
      .where(sql`status IN ('PENDING', 'ACTIVE')`),
    index('communities_bidding_due_idx')
      .on(t.biddingDeadline)
      .where(sql`status = 'RFQ_SENT'`),
    index('communities_status_idx').on(t.status),
    // Sweeper: groups awaiting payment whose deadline, or reminder time, has come.
    index('communities_payment_due_idx')
      .on(t.paymentDeadline)
      .where(sql`status = 'READY_FOR_BOOKING'`),
    index('communities_payment_reminder_idx')
      .on(t.paymentReminderDue)
      .where(sql`status = 'READY_FOR_BOOKING'`),
    // Admin (ADR 0006): groups newest first (list, recent activity) and groups per route,
    // both read from the index alone on the 100 000-group bench data.
    index('communities_created_idx').on(t.createdAt, t.id),
    index('communities_route_idx').on(t.fromLocation, t.toLocation),
    check('communities_capacity', sql`${t.passengerCount} BETWEEN 0 AND 15`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passengerCount: smallint('passenger_count').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    // Leaving keeps the row (history); a leaver may join again with a new membership.
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('memberships_one_active_per_user')
      .on(t.communityId, t.userId)
      .where(sql`left_at IS NULL`),
    index('memberships_user_active_idx')
      .on(t.userId)
      .where(sql`left_at IS NULL`),
    check('memberships_passenger_count', sql`${t.passengerCount} BETWEEN 1 AND 4`),
  ],
);

export const passengers = pgTable(
  'passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fullName: text('full_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    age: smallint('age').notNull(),
    gender: text('gender').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('passengers_membership_position_key').on(t.membershipId, t.position)],
);

// Every status change, whoever caused it (join, sweeper, admin): the audit trail.
export const communityStatusHistory = pgTable(
  'community_status_history',
  {
    // Moves made in one transaction share a timestamp; the sequence keeps their order.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('community_status_history_community_idx').on(t.communityId, t.id)],
);

export type CommunityRow = typeof communities.$inferSelect;
