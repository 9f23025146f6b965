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
import { companies, quotes } from './airlines.ts';
import { communities, passengers } from './groups.ts';
import { users } from './users.ts';

// One ticket per passenger of a booked group; money in paise, each part kept apart.
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketNumber: text('ticket_number').notNull(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    passengerId: uuid('passenger_id')
      .notNull()
      .references(() => passengers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    // PENDING from booking until the winning airline issues it (docs/product/ticketing.md).
    status: text('status').notNull().default('PENDING'),
    passengerName: text('passenger_name').notNull(),
    airlineName: text('airline_name'),
    airlineCode: text('airline_code'),
    flightNumber: text('flight_number'),
    departureTime: timestamp('departure_time', { withTimezone: true }),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }),
    farePaise: integer('fare_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    /** The member's credits applied to this ticket; price_paid is what was paid. */
    creditsPaise: integer('credits_paise').notNull().default(0),
    pricePaidPaise: integer('price_paid_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** ADR 0024: why the owner cancelled (refunds.ts CANCEL_REASONS) and their note. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    /** The airline's 13-digit e-ticket number and when it was issued (null while PENDING). */
    eticketNumber: text('eticket_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tickets_ticket_number_key').on(t.ticketNumber),
    // Exactly one ticket per passenger, whatever retries or concurrent sweeps do.
    uniqueIndex('tickets_passenger_key').on(t.passengerId),
    // An e-ticket number names one ticket, whatever group or airline (the last word on races).
    uniqueIndex('tickets_eticket_number_key')
      .on(t.eticketNumber)
      .where(sql`${t.eticketNumber} is not null`),
    index('tickets_user_idx').on(t.userId, t.createdAt),
    index('tickets_community_idx').on(t.communityId),
    // Admin analytics: recent tickets, and the money figures per status from the index alone.
    index('tickets_created_idx').on(t.createdAt, t.id),
    index('tickets_status_money_idx').on(t.status, t.farePaise, t.pricePaidPaise),
    check(
      'tickets_price_adds_up',
      sql`${t.pricePaidPaise} = ${t.farePaise} + ${t.feePaise} + ${t.gstPaise} - ${t.creditsPaise}`,
    ),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
