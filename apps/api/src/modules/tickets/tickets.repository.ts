import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { preparedRowsInsert } from '../../db/statement.ts';
import { quotes } from '../../db/schema/airlines.ts';
import { communities, memberships, passengers } from '../../db/schema/groups.ts';
import { tickets, type TicketRow } from '../../db/schema/tickets.ts';
import { users } from '../../db/schema/users.ts';

/** Passengers of a group's active memberships with what pricing needs about their member. */
export async function bookablePassengers(tx: Db, communityId: string) {
  return tx
    .select({
      passengerId: passengers.id,
      fullName: passengers.fullName,
      userId: memberships.userId,
      memberNumber: users.memberNumber,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(passengers)
    .innerJoin(memberships, eq(memberships.id, passengers.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.communityId, communityId), isNull(memberships.leftAt)))
    .orderBy(asc(memberships.joinedAt), asc(passengers.position));
}

const TICKET_KEYS = [
  'ticketNumber',
  'communityId',
  'passengerId',
  'userId',
  'quoteId',
  'companyId',
  'status',
  'passengerName',
  'airlineName',
  'airlineCode',
  'flightNumber',
  'departureTime',
  'arrivalTime',
  'farePaise',
  'feePaise',
  'gstPaise',
  'creditsPaise',
  'pricePaidPaise',
  'createdAt',
] as const;
export type NewTicket = Pick<typeof tickets.$inferInsert, (typeof TICKET_KEYS)[number]>;

// A passenger already ticketed keeps the ticket it has (tickets_passenger_key). One statement
// for a whole group's tickets, however many: a booking no longer costs a round trip a member.
const insertTicketRows = preparedRowsInsert<typeof tickets, Record<string, unknown>>(
  'tickets_insert',
  tickets,
  TICKET_KEYS,
  sql`ON CONFLICT (passenger_id) DO NOTHING RETURNING *`,
);

/** Inserts the tickets; answers those made (not the passengers already ticketed). */
export async function insertTickets(tx: Db, rows: NewTicket[]): Promise<TicketRow[]> {
  return rowsOf(tickets, await insertTicketRows(tx, rows));
}

const ticketView = {
  ticket: tickets,
  rfqNumber: communities.rfqNumber,
  fromLocation: communities.fromLocation,
  toLocation: communities.toLocation,
  travelDate: communities.travelDate,
  timeSlot: communities.timeSlot,
  // The award the ticket was booked on: its PNR and ticketing deadline (ADR 0046).
  pnr: quotes.pnr,
  ticketingDeadline: quotes.ticketingDeadline,
};

export async function ticketsOfUser(db: Db, userId: string) {
  return db
    .select(ticketView)
    .from(tickets)
    .innerJoin(communities, eq(communities.id, tickets.communityId))
    .leftJoin(quotes, eq(quotes.id, tickets.quoteId))
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt), asc(tickets.passengerName), asc(tickets.ticketNumber));
}

export async function ticketOfUser(db: Db, id: string, userId: string) {
  const [row] = await db
    .select(ticketView)
    .from(tickets)
    .innerJoin(communities, eq(communities.id, tickets.communityId))
    .leftJoin(quotes, eq(quotes.id, tickets.quoteId))
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)))
    .limit(1);
  return row;
}

/** Cancels an ISSUED ticket; returns nothing when it was not ISSUED (already cancelled). */
export async function cancelIssued(
  db: Db,
  id: string,
  userId: string,
  now: Date,
  why: { reason: string; note: string | null },
) {
  const [row] = await db
    .update(tickets)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: why.reason, cancelNote: why.note })
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId), eq(tickets.status, 'ISSUED')))
    .returning({ id: tickets.id, communityId: tickets.communityId });
  return row;
}

export async function countTickets(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(tickets)
    .where(eq(tickets.userId, userId));
  return Number(row?.n ?? 0);
}

export async function countTicketsOfGroup(db: Db, communityId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(tickets)
    .where(eq(tickets.communityId, communityId));
  return Number(row?.n ?? 0);
}

/**
 * A group's tickets not cancelled (PENDING ones are paid for) and their fares' savings
 * (SAVINGS_RULE, docs/product/money.md).
 */
export async function issuedSavingsOfGroup(
  db: Db,
  communityId: string,
  marketPricePaise: number,
): Promise<{ issuedTickets: number; savedPaise: number }> {
  const [row] = await db
    .select({
      n: sql<string>`count(*)`,
      saved: sql<string>`coalesce(sum(greatest(0, ${marketPricePaise}::int - ${tickets.farePaise})), 0)`,
    })
    .from(tickets)
    .where(and(eq(tickets.communityId, communityId), ne(tickets.status, 'CANCELLED')));
  return { issuedTickets: Number(row?.n ?? 0), savedPaise: Number(row?.saved ?? 0) };
}

export type TicketView = Awaited<ReturnType<typeof ticketsOfUser>>[number];

/**
 * A booked group's ticketing by its winning airline (docs/product/ticketing.md): the award's
 * PNR and deadline (the selected quote, ADR 0046), and how many of its tickets not cancelled
 * the airline has issued. Undefined when the group has no selected quote.
 */
export async function ticketingOfGroup(db: Db, communityId: string) {
  const [row] = await db
    .select({
      quoteId: quotes.id,
      pnr: quotes.pnr,
      deadline: quotes.ticketingDeadline,
      // The group's id as a parameter: a column of the outer table would be written unqualified
      // and read as the subquery's own tickets.community_id, counting every group's tickets.
      issued: sql<string>`(SELECT count(*) FROM ${tickets} WHERE ${tickets.communityId} = ${communityId} AND ${tickets.status} = 'ISSUED')`,
      total: sql<string>`(SELECT count(*) FROM ${tickets} WHERE ${tickets.communityId} = ${communityId} AND ${tickets.status} <> 'CANCELLED')`,
    })
    .from(quotes)
    .where(and(eq(quotes.communityId, communityId), eq(quotes.isSelected, true)))
    .limit(1);
  if (!row) return undefined;
  return {
    quoteId: row.quoteId,
    pnr: row.pnr,
    deadline: row.deadline,
    issued: Number(row.issued),
    total: Number(row.total),
  };
}
