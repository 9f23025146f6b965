import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { communities } from './groups.ts';
import { users } from './users.ts';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    airlineCode: text('airline_code').notNull(),
    apiEndpoint: text('api_endpoint'),
    website: text('website'),
    headquarters: text('headquarters'),
    logoUrl: text('logo_url'),
    description: text('description'),
    // The key webhooks are signed with, encrypted at rest (AES-256-GCM under a key
    // derived from JWT_SECRET, ADR 0026); null until the airline first creates it.
    webhookSecret: text('webhook_secret'),
    /** ADR 0056: the company's Razorpay Route linked account ('acc_…'), set by an admin. */
    payoutAccount: text('payout_account'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('companies_airline_code_key').on(t.airlineCode)],
);

/**
 * ADR 0027: the order of submissions. Bids on a group are made under its row lock, so
 * of two at the same instant the one that took the lock first draws the smaller number: ties of
 * price and time go to it ("ties go to the earlier bid"), never to a random id.
 */
export const quoteSubmissionSeq = pgSequence('quotes_submission_seq');

// The live quote of a company for a group: at most one, replaced by a new submission.
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    pricePerTicketPaise: integer('price_per_ticket_paise').notNull(),
    flightNumber: text('flight_number').notNull(),
    departureTime: timestamp('departure_time', { withTimezone: true }),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    /** Drawn afresh by every submission, a replacement too (the submission's place in line). */
    submissionSeq: bigint('submission_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('quotes_submission_seq')`),
    isSelected: boolean('is_selected').notNull().default(false),
    /**
     * The award's ticketing (ADR 0046, docs/product/ticketing.md): the group PNR the airline sent
     * with its first tickets, and when its tickets are due. Kept on the quote, not the group: a
     * fallback to the next-lowest bid gives that airline an award of its own.
     */
    pnr: text('pnr'),
    ticketingDeadline: timestamp('ticketing_deadline', { withTimezone: true }),
    /**
     * The deadline's sweep (docs/product/ticketing.md): when the airline is reminded (half of
     * its window; null once sent, or never due), when an admin extended the deadline (once),
     * and when the award failed at its deadline (the quote is then no longer selected; the
     * group fell back to another bid or was cancelled).
     */
    ticketingReminderDue: timestamp('ticketing_reminder_due', { withTimezone: true }),
    ticketingExtendedAt: timestamp('ticketing_extended_at', { withTimezone: true }),
    ticketingMissedAt: timestamp('ticketing_missed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_one_per_company_key').on(t.communityId, t.companyId),
    // Lowest bid of a group, ties to the earliest submission.
    index('quotes_lowest_idx').on(
      t.communityId,
      t.pricePerTicketPaise,
      t.quotedAt,
      t.submissionSeq,
    ),
    index('quotes_company_idx').on(t.companyId, t.quotedAt),
    check('quotes_price_positive', sql`${t.pricePerTicketPaise} > 0`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

/** What happened to a company's bid (ADR 0027). */
export const BID_EVENT_KINDS = ['SUBMITTED', 'REPLACED', 'WITHDRAWN'] as const;

// ADR 0027: every submission, replacement and withdrawal, written in the transaction
// of the quote write: the one record of bids (it replaced quote_history, whose rows it took over).
// Append-only: a trigger (migration) refuses UPDATE and DELETE, except the cascade of a group or
// company removed. `by_user_id` names who acted and has no foreign key: a user's removal must
// not have to change a row here.
export const bidHistory = pgTable(
  'bid_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull(),
    kind: text('kind', { enum: BID_EVENT_KINDS }).notNull(),
    pricePerTicketPaise: integer('price_per_ticket_paise').notNull(),
    flightNumber: text('flight_number').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    byUserId: uuid('by_user_id'),
  },
  (t) => [
    index('bid_history_community_idx').on(t.communityId, t.id),
    check('bid_history_kind', sql`${t.kind} IN ('SUBMITTED', 'REPLACED', 'WITHDRAWN')`),
  ],
);
