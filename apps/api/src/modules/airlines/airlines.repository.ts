import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MyStanding } from '@saath/shared/groups';
import type { RouteDateFilter } from '@saath/shared/groups';
import type { Db } from '../../db/client.ts';
import {
  bidHistory,
  companies,
  quotes,
  type BID_EVENT_KINDS,
  type QuoteRow,
} from '../../db/schema/airlines.ts';
import { communities, passengers } from '../../db/schema/groups.ts';
import { tickets } from '../../db/schema/tickets.ts';
import { routeDateCondition } from '../groups/index.ts';
import { passengerCorrections } from '../../db/schema/corrections.ts';

export async function insertCompany(tx: Db, values: typeof companies.$inferInsert) {
  const [row] = await tx.insert(companies).values(values).returning();
  return row!;
}

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export type QuoteValues = Omit<typeof quotes.$inferInsert, 'id' | 'isSelected'>;

/** One live quote per company and group: a new submission replaces the old one. */
export async function upsertQuote(tx: Db, values: QuoteValues): Promise<QuoteRow> {
  const { communityId: _c, companyId: _co, ...changes } = values;
  const [row] = await tx
    .insert(quotes)
    .values(values)
    .onConflictDoUpdate({
      target: [quotes.communityId, quotes.companyId],
      // A replacement is a new submission: it takes a new place in line (ADR 0027).
      set: { ...changes, isSelected: false, submissionSeq: sql`nextval('quotes_submission_seq')` },
    })
    .returning();
  return row!;
}

/**
 * The winner's order (ADR 0027): lowest price, then the earlier submission (its time, then its
 * place in line under the group's lock). Every ranking of bids uses it.
 */
const WINNER_ORDER = [
  asc(quotes.pricePerTicketPaise),
  asc(quotes.quotedAt),
  asc(quotes.submissionSeq),
] as const;

/** The winning quote: lowest price, ties to the earliest submission. */
export async function lowestQuote(db: Db, communityId: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.communityId, communityId))
    .orderBy(...WINNER_ORDER)
    .limit(1);
  return row;
}

export async function findQuote(db: Db, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row;
}

/** A withdrawn bid leaves the live quotes; its submissions stay in the history. */
export async function deleteQuote(tx: Db, quoteId: string) {
  await tx.delete(quotes).where(eq(quotes.id, quoteId));
}

export async function markSelected(tx: Db, quoteId: string) {
  await tx.update(quotes).set({ isSelected: true }).where(eq(quotes.id, quoteId));
}

/**
 * The award's ticketing deadline, set when its group is booked or falls back to this quote
 * (docs/product/ticketing.md), with the airline's reminder at half of the window (none when
 * the window is already over) and a clean PNR: a new airline makes its own booking.
 */
export async function setTicketingDeadline(
  tx: Db,
  quoteId: string,
  deadline: Date,
  reminderDue: Date | null = null,
) {
  await tx
    .update(quotes)
    .set({ ticketingDeadline: deadline, ticketingReminderDue: reminderDue, pnr: null })
    .where(eq(quotes.id, quoteId));
}

/** The airline's reminder is sent: never again for this award. */
export async function clearTicketingReminder(tx: Db, quoteId: string) {
  await tx.update(quotes).set({ ticketingReminderDue: null }).where(eq(quotes.id, quoteId));
}

/**
 * The award missed its deadline: no longer selected, the miss recorded on the quote (the
 * airline's on-time record), its reminder gone.
 */
export async function markTicketingMissed(tx: Db, quoteId: string, now: Date) {
  await tx
    .update(quotes)
    .set({ isSelected: false, ticketingMissedAt: now, ticketingReminderDue: null })
    .where(eq(quotes.id, quoteId));
}

/**
 * The bid a missed deadline falls back to (docs/product/ticketing.md): the lowest live bid of
 * another company that has not itself missed this group's deadline, priced at or below the fare
 * the members paid; ties to the earlier bid.
 */
export async function fallbackQuote(
  db: Db,
  communityId: string,
  failed: { companyId: string; pricePerTicketPaise: number },
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.communityId, communityId),
        sql`${quotes.companyId} <> ${failed.companyId}`,
        eq(quotes.isSelected, false),
        sql`${quotes.ticketingMissedAt} IS NULL`,
        sql`${quotes.pricePerTicketPaise} <= ${failed.pricePerTicketPaise}`,
      ),
    )
    .orderBy(asc(quotes.pricePerTicketPaise), asc(quotes.quotedAt), asc(quotes.submissionSeq))
    .limit(1);
  return row;
}

/** The quote held for booking, if any (an admin's READY_FOR_BOOKING hold, ADR 0006). */
export async function selectedQuote(db: Db, communityId: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.communityId, communityId), eq(quotes.isSelected, true)))
    .limit(1);
  return row;
}

export async function unselectQuotes(tx: Db, communityId: string) {
  await tx.update(quotes).set({ isSelected: false }).where(eq(quotes.communityId, communityId));
}

// Whether a quote is its group's winning one right now (lowest, ties to the earliest).
const isLowest = sql<boolean>`NOT EXISTS (
  SELECT 1 FROM ${quotes} AS other
  WHERE other.community_id = ${quotes.communityId}
    AND (other.price_per_ticket_paise, other.quoted_at, other.submission_seq)
      < (${quotes.pricePerTicketPaise}, ${quotes.quotedAt}, ${quotes.submissionSeq}))`;

const quoteWithCompany = {
  quote: quotes,
  airlineName: companies.name,
  airlineCode: companies.airlineCode,
  isLowest,
};

export async function quotesForGroup(db: Db, communityId: string, companyId?: string) {
  return db
    .select(quoteWithCompany)
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(
      and(
        eq(quotes.communityId, communityId),
        companyId ? eq(quotes.companyId, companyId) : undefined,
      ),
    )
    .orderBy(...WINNER_ORDER);
}

export async function quotesOfCompany(db: Db, companyId: string, filter: RouteDateFilter = {}) {
  return db
    .select({ ...quoteWithCompany, community: communities })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(communities, eq(communities.id, quotes.communityId))
    .where(and(eq(quotes.companyId, companyId), routeDateCondition(filter)))
    .orderBy(desc(quotes.quotedAt));
}

export async function companyHasQuote(
  db: Db,
  communityId: string,
  companyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.communityId, communityId), eq(quotes.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

export async function allCompanies(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name, email: companies.email })
    .from(companies);
}

/** The companies that bid on a group, with their contact address. */
export async function biddersOf(db: Db, communityId: string) {
  return db
    .select({ companyId: companies.id, name: companies.name, email: companies.email })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(eq(quotes.communityId, communityId));
}

// ---- Bidding in the open (ADR 0027) ---------------------------------------------------------

/** The append-only history: written in the transaction of the quote write it records. */
export async function appendBidEvent(
  tx: Db,
  quote: Pick<
    QuoteRow,
    'id' | 'communityId' | 'companyId' | 'pricePerTicketPaise' | 'flightNumber'
  >,
  kind: (typeof BID_EVENT_KINDS)[number],
  at: Date,
  byUserId: string,
) {
  await tx.insert(bidHistory).values({
    communityId: quote.communityId,
    companyId: quote.companyId,
    quoteId: quote.id,
    kind,
    pricePerTicketPaise: quote.pricePerTicketPaise,
    flightNumber: quote.flightNumber,
    at,
    byUserId,
  });
}

export async function bidHistoryOf(db: Db, communityId: string) {
  return (
    db
      .select({
        event: bidHistory,
        airlineName: companies.name,
        airlineCode: companies.airlineCode,
      })
      .from(bidHistory)
      .innerJoin(companies, eq(companies.id, bidHistory.companyId))
      .where(eq(bidHistory.communityId, communityId))
      // By time first: rows copied from quote_history (migration 0016) came after some written here.
      .orderBy(asc(bidHistory.at), asc(bidHistory.id))
  );
}

const other = aliasedTable(quotes, 'other');

/**
 * A company's standing on each of the given groups where it has a live quote: its rank by the
 * winner's order (`WINNER_ORDER`, as `lowestQuote` and `isLowest` rank), the number
 * of live quotes, and how far above the lowest price it is.
 */
export async function standingsOf(
  db: Db,
  companyId: string,
  communityIds: string[],
): Promise<Map<string, MyStanding>> {
  if (communityIds.length === 0) return new Map();
  const rows = await db
    .select({
      communityId: quotes.communityId,
      rank: sql<number>`1 + (count(*) FILTER (WHERE
        (${other.pricePerTicketPaise}, ${other.quotedAt}, ${other.submissionSeq})
        < (${quotes.pricePerTicketPaise}, ${quotes.quotedAt}, ${quotes.submissionSeq})))::int`,
      of: sql<number>`count(*)::int`,
      aboveLowest: sql<number>`(${quotes.pricePerTicketPaise} - min(${other.pricePerTicketPaise}))::int`,
    })
    .from(quotes)
    .innerJoin(other, eq(other.communityId, quotes.communityId))
    .where(and(eq(quotes.companyId, companyId), inArray(quotes.communityId, communityIds)))
    .groupBy(quotes.id);
  return new Map(
    rows.map((r) => [
      r.communityId,
      { rank: Number(r.rank), of: Number(r.of), above_lowest: Number(r.aboveLowest) },
    ]),
  );
}

export async function standingOf(
  db: Db,
  communityId: string,
  companyId: string,
): Promise<MyStanding | null> {
  return (await standingsOf(db, companyId, [communityId])).get(communityId) ?? null;
}

/** A group's live bids in the winner's order, with the airline's name (shown once booked). */
export async function ladderOf(db: Db, communityId: string) {
  return db
    .select({ price: quotes.pricePerTicketPaise, airlineName: companies.name })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(eq(quotes.communityId, communityId))
    .orderBy(...WINNER_ORDER);
}

/** The corrections of a group's passengers, oldest first (docs/product/ticketing.md). */
export async function correctionsOf(db: Db, communityId: string) {
  return db
    .select({
      passengerId: passengerCorrections.passengerId,
      field: passengerCorrections.field,
      oldValue: passengerCorrections.oldValue,
      newValue: passengerCorrections.newValue,
      at: passengerCorrections.createdAt,
      requestId: passengerCorrections.requestId,
    })
    .from(passengerCorrections)
    .where(eq(passengerCorrections.communityId, communityId))
    .orderBy(asc(passengerCorrections.createdAt), asc(passengerCorrections.field));
}

/** A booked group's passengers with their tickets, for its winning airline. */
export async function manifestOf(db: Db, communityId: string) {
  return db
    .select({
      passengerId: tickets.passengerId,
      fullName: tickets.passengerName,
      dateOfBirth: passengers.dob,
      gender: passengers.gender,
      ticketNumber: tickets.ticketNumber,
      ticketStatus: tickets.status,
      eticketNumber: tickets.eticketNumber,
      issuedAt: tickets.issuedAt,
    })
    .from(tickets)
    .innerJoin(passengers, eq(passengers.id, tickets.passengerId))
    .where(eq(tickets.communityId, communityId))
    .orderBy(asc(tickets.passengerName), asc(tickets.ticketNumber));
}
