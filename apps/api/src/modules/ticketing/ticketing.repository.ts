import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/airlines.ts';
import { communities, memberships, passengers } from '../../db/schema/groups.ts';
import { tickets } from '../../db/schema/tickets.ts';
import { users } from '../../db/schema/users.ts';

/** The award's PNR, stored with its first tickets (ADR 0046). */
export async function storePnr(tx: Db, quoteId: string, pnr: string) {
  await tx.update(quotes).set({ pnr }).where(eq(quotes.id, quoteId));
}

/**
 * A group's tickets with their member and whether the membership still stands (a passenger of
 * a membership that ended is no passenger of the group).
 */
export async function ticketsOfGroup(db: Db, communityId: string) {
  return db
    .select({
      id: tickets.id,
      passengerId: tickets.passengerId,
      passengerName: tickets.passengerName,
      status: tickets.status,
      eticketNumber: tickets.eticketNumber,
      ticketNumber: tickets.ticketNumber,
      userId: tickets.userId,
      email: users.email,
      firstName: users.firstName,
      left: sql<boolean>`${memberships.leftAt} is not null`,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .innerJoin(passengers, eq(passengers.id, tickets.passengerId))
    .innerJoin(memberships, eq(memberships.id, passengers.membershipId))
    .where(eq(tickets.communityId, communityId))
    .orderBy(asc(tickets.passengerName), asc(tickets.ticketNumber));
}

/** Which of these e-ticket numbers some ticket (any group) already carries. */
export async function takenNumbers(db: Db, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ n: tickets.eticketNumber })
    .from(tickets)
    .where(and(isNotNull(tickets.eticketNumber), inArray(tickets.eticketNumber, numbers)));
  return new Set(rows.map((r) => r.n!));
}

/** Issues one PENDING ticket; false when it was no longer PENDING. */
export async function issueTicket(tx: Db, id: string, eticketNumber: string, now: Date) {
  const rows = await tx
    .update(tickets)
    .set({ status: 'ISSUED', eticketNumber, issuedAt: now })
    .where(and(eq(tickets.id, id), eq(tickets.status, 'PENDING')))
    .returning({ id: tickets.id });
  return rows.length === 1;
}

const issuedCount = sql<string>`(SELECT count(*) FROM ${tickets} WHERE ${tickets.communityId} = ${communities.id} AND ${tickets.status} = 'ISSUED')`;
const heldCount = sql<string>`(SELECT count(*) FROM ${tickets} WHERE ${tickets.communityId} = ${communities.id} AND ${tickets.status} <> 'CANCELLED')`;

const stateColumns = {
  quoteId: quotes.id,
  communityId: communities.id,
  rfqNumber: communities.rfqNumber,
  fromLocation: communities.fromLocation,
  toLocation: communities.toLocation,
  travelDate: communities.travelDate,
  timeSlot: communities.timeSlot,
  status: communities.status,
  flightNumber: quotes.flightNumber,
  departureTime: quotes.departureTime,
  arrivalTime: quotes.arrivalTime,
  pnr: quotes.pnr,
  ticketingDeadline: quotes.ticketingDeadline,
  issued: issuedCount,
  total: heldCount,
};

export type StateRow = Awaited<ReturnType<typeof stateOfQuote>>;

export async function stateOfQuote(db: Db, quoteId: string) {
  const [row] = await db
    .select(stateColumns)
    .from(quotes)
    .innerJoin(communities, eq(communities.id, quotes.communityId))
    .where(eq(quotes.id, quoteId))
    .limit(1);
  return row;
}

/** The company's won groups: its selected quotes of groups awaiting payment or booked. */
export async function wonGroupsOf(db: Db, companyId: string) {
  return db
    .select(stateColumns)
    .from(quotes)
    .innerJoin(communities, eq(communities.id, quotes.communityId))
    .where(
      and(
        eq(quotes.companyId, companyId),
        eq(quotes.isSelected, true),
        inArray(communities.status, ['READY_FOR_BOOKING', 'BOOKED']),
      ),
    )
    .orderBy(asc(communities.travelDate), asc(communities.rfqNumber));
}
