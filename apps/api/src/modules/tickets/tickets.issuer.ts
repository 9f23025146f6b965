import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/tickets.ts';
import type { CompanyRow, QuoteRow } from '../../db/schema/airlines.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { TicketRow } from '../../db/schema/tickets.ts';
import { newTicketNumber } from './ticket-number.ts';
import { bookablePassengers, insertTickets, type NewTicket } from './tickets.repository.ts';

/** One ticket's price as its member paid it (paise). */
export type TicketPrice = { fare: number; fee: number; gst: number; credits: number };

export type CreatedForMember = {
  userId: string;
  email: string;
  firstName: string;
  language: string;
  tickets: TicketRow[];
};

/**
 * One PENDING ticket per passenger of the group's paying members, priced as each paid for it
 * (docs/product/money.md: the fee, waivers and credits were settled when the share was paid).
 * Runs in the booking transaction; passengers already ticketed are skipped. The winning
 * airline issues them later with its e-ticket numbers (docs/product/ticketing.md); the
 * ticket number made here is Saath's booking reference.
 */
export async function createPendingTickets(
  tx: Db,
  now: Date,
  group: CommunityRow,
  quote: QuoteRow,
  company: CompanyRow,
  shares: Map<string, TicketPrice[]>,
): Promise<CreatedForMember[]> {
  const rows = await bookablePassengers(tx, group.id);
  const byMember = new Map<string, CreatedForMember & { pending: typeof rows }>();
  for (const row of rows) {
    const entry = byMember.get(row.userId) ?? {
      userId: row.userId,
      email: row.email,
      firstName: row.firstName,
      language: row.language,
      tickets: [],
      pending: [],
    };
    entry.pending.push(row);
    byMember.set(row.userId, entry);
  }

  const members = [...byMember.values()].filter((m) => shares.has(m.userId));
  const values = members.flatMap((member) => {
    const prices = shares.get(member.userId)!;
    return member.pending.map((p, i): NewTicket => {
      const price = prices[i] ?? prices.at(-1)!;
      return {
        ticketNumber: newTicketNumber(),
        communityId: group.id,
        passengerId: p.passengerId,
        userId: member.userId,
        quoteId: quote.id,
        companyId: company.id,
        status: 'PENDING',
        passengerName: p.fullName,
        airlineName: company.name,
        airlineCode: company.airlineCode,
        flightNumber: quote.flightNumber,
        departureTime: quote.departureTime,
        arrivalTime: quote.arrivalTime,
        farePaise: price.fare,
        feePaise: price.fee,
        gstPaise: price.gst,
        creditsPaise: price.credits,
        pricePaidPaise: price.fare + price.fee + price.gst - price.credits,
        createdAt: now,
      };
    });
  });
  const created = await insertTickets(tx, values);
  // Each member's tickets in their passengers' order (the rows come back in no promised order).
  const order = new Map(values.map((v, i) => [v.passengerId, i]));
  created.sort((a, b) => order.get(a.passengerId)! - order.get(b.passengerId)!);
  return members.map((member) => ({
    userId: member.userId,
    email: member.email,
    firstName: member.firstName,
    language: member.language,
    tickets: created.filter((t) => t.userId === member.userId),
  }));
}

/** A ticket the airline that missed its deadline had issued, voided by the fallback. */
export type VoidedTicket = {
  ticketId: string;
  passengerId: string;
  passengerName: string;
  eticketNumber: string | null;
};

/**
 * A missed ticketing deadline hands the group to another airline (docs/product/ticketing.md):
 * every ticket not cancelled moves to the new award, keeping its id (members hold links to
 * it), back to PENDING with no e-ticket number, with the new airline and flight; its fare drops
 * by `fareDrop` (the difference refunded to the member: the fee and GST stay as paid). Runs in
 * the sweep's transaction under the group's lock. Returns the tickets that had been ISSUED.
 */
export async function moveTicketsToAward(
  tx: Db,
  groupId: string,
  quote: QuoteRow,
  company: CompanyRow,
  fareDrop: number,
): Promise<VoidedTicket[]> {
  const voided = await tx
    .select({
      ticketId: tickets.id,
      passengerId: tickets.passengerId,
      passengerName: tickets.passengerName,
      eticketNumber: tickets.eticketNumber,
    })
    .from(tickets)
    .where(and(eq(tickets.communityId, groupId), eq(tickets.status, 'ISSUED')));
  await tx
    .update(tickets)
    .set({
      quoteId: quote.id,
      companyId: company.id,
      status: 'PENDING',
      eticketNumber: null,
      issuedAt: null,
      airlineName: company.name,
      airlineCode: company.airlineCode,
      flightNumber: quote.flightNumber,
      departureTime: quote.departureTime,
      arrivalTime: quote.arrivalTime,
      farePaise: sql`${tickets.farePaise} - ${fareDrop}`,
      pricePaidPaise: sql`${tickets.pricePaidPaise} - ${fareDrop}`,
    })
    .where(and(eq(tickets.communityId, groupId), ne(tickets.status, 'CANCELLED')));
  return voided;
}

/**
 * A missed deadline with no airline to fall back to cancels the group: its tickets not yet
 * cancelled are CANCELLED (every payment is refunded in full). Returns those that had been
 * ISSUED, for the failing airline's notice.
 */
export async function cancelGroupTickets(
  tx: Db,
  groupId: string,
  now: Date,
): Promise<VoidedTicket[]> {
  const rows = await tx
    .update(tickets)
    .set({ status: 'CANCELLED', cancelledAt: now })
    .where(and(eq(tickets.communityId, groupId), ne(tickets.status, 'CANCELLED')))
    .returning({
      ticketId: tickets.id,
      passengerId: tickets.passengerId,
      passengerName: tickets.passengerName,
      eticketNumber: tickets.eticketNumber,
    });
  return rows.filter((r) => r.eticketNumber !== null);
}

/** Each member's tickets not cancelled in a group (the fare difference is refunded on them). */
export async function liveTicketsByMember(tx: Db, groupId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ userId: tickets.userId, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.communityId, groupId), ne(tickets.status, 'CANCELLED')))
    .groupBy(tickets.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** How many of a group's tickets are still PENDING (the airline has them to issue). */
export async function pendingCount(tx: Db, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.communityId, groupId), eq(tickets.status, 'PENDING')));
  return Number(row?.n ?? 0);
}
