import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A traveller's route alert (docs/product/glossary.md). A month is stored as its first and
// last day (date_from, date_to) and remembered in `month` for display; matching reads the range.
export const routeAlerts = pgTable(
  'route_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    // Null: any slot.
    timeSlot: text('time_slot'),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    month: text('month'),
    // At most one mail per alert a day (India time): the day of the last one, claimed atomically.
    lastNotifiedOn: date('last_notified_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The lookup when a group opens: one route, travel date inside the range (ADR 0021).
    index('route_alerts_match_idx').on(t.fromLocation, t.toLocation, t.dateFrom),
    // A traveller's list, and the duplicate check (the same route, slot and dates twice).
    unique('route_alerts_unique_key')
      .on(t.userId, t.fromLocation, t.toLocation, t.timeSlot, t.dateFrom, t.dateTo)
      .nullsNotDistinct(),
    check('route_alerts_range', sql`${t.dateTo} >= ${t.dateFrom}`),
  ],
);

export type RouteAlertRow = typeof routeAlerts.$inferSelect;
