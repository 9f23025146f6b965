import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, quotes } from './airlines.ts';
import { communities } from './groups.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

/**
 * A schedule change by a booked group's winning airline (docs/product/ticketing.md "Schedule
 * changes", ADR 0054): the quote's flight and times before and after, why, who and when. A
 * significant change keeps until when its members may cancel for a full refund.
 */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The airline's user, or the user who created the API key that made the change. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    oldFlightNumber: text('old_flight_number').notNull(),
    newFlightNumber: text('new_flight_number').notNull(),
    oldDepartureTime: timestamp('old_departure_time', { withTimezone: true }),
    newDepartureTime: timestamp('new_departure_time', { withTimezone: true }).notNull(),
    oldArrivalTime: timestamp('old_arrival_time', { withTimezone: true }),
    newArrivalTime: timestamp('new_arrival_time', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    significant: boolean('significant').notNull(),
    fullRefundUntil: timestamp('full_refund_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('schedule_changes_community_idx').on(t.communityId, t.createdAt)],
);

export type ScheduleChangeRow = typeof scheduleChanges.$inferSelect;

/**
 * A ticket its member cancelled inside a significant change's full-refund window, and what it
 * refunded (ADR 0054): one per ticket, so asking again answers what the cancellation did.
 */
export const scheduleChangeRefunds = pgTable('schedule_change_refunds', {
  ticketId: uuid('ticket_id')
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  scheduleChangeId: uuid('schedule_change_id')
    .notNull()
    .references(() => scheduleChanges.id, { onDelete: 'cascade' }),
  amountPaise: integer('amount_paise').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
