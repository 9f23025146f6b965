import type { Db } from '../../db/client.ts';
import type { CompanyRow, QuoteRow } from '../../db/schema/airlines.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { TicketRow } from '../../db/schema/tickets.ts';
import { newTicketNumber } from './ticket-number.ts';
import { bookablePassengers, insertTickets } from './tickets.repository.ts';

/** One ticket's price as its member paid it (paise). */
export type TicketPrice = { fare: number; fee: number; gst: number; credits: number };

export type CreatedForMember = {
  userId: string;
  email: string;
  firstName: string;
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
      tickets: [],
      pending: [],
    };
    entry.pending.push(row);
    byMember.set(row.userId, entry);
  }

  const issued: CreatedForMember[] = [];
  for (const member of byMember.values()) {
    const prices = shares.get(member.userId);
    if (!prices) continue;
    const values = member.pending.map((p, i) => {
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
    const created = await insertTickets(tx, values);
    issued.push({
      userId: member.userId,
      email: member.email,
      firstName: member.firstName,
      tickets: created,
    });
  }
  return issued;
}
