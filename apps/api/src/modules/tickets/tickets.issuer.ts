import { FREE_MEMBER_LIMIT, TICKETING_FEE_PAISE, gstOn } from '@saath/shared/tickets';
import type { Db } from '../../db/client.ts';
import type { CompanyRow, QuoteRow } from '../../db/schema/airlines.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { TicketRow } from '../../db/schema/tickets.ts';
import { appendLedger, balanceOf } from '../credits/credits.repository.ts';
import { newTicketNumber } from './ticket-number.ts';
import { bookablePassengers, insertTickets } from './tickets.repository.ts';

export type IssuedForMember = {
  userId: string;
  email: string;
  firstName: string;
  tickets: TicketRow[];
};

/**
 * One ticket per passenger of the group, priced per decisions.md "Fees, credits and waivers":
 * fare = winning price; members 1 to 2,000 pay no ticketing fee; later members pay ₹250 + 18 %
 * GST per ticket unless they hold waivers, each of which covers one ticket and is used up.
 * Runs in the booking transaction; passengers already ticketed are skipped.
 */
export async function issueTickets(
  tx: Db,
  now: Date,
  group: CommunityRow,
  quote: QuoteRow,
  company: CompanyRow,
): Promise<IssuedForMember[]> {
  const rows = await bookablePassengers(tx, group.id);
  const byMember = new Map<string, IssuedForMember & { pending: typeof rows }>();
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

  const issued: IssuedForMember[] = [];
  for (const member of byMember.values()) {
    const free = member.pending[0]!.memberNumber <= FREE_MEMBER_LIMIT;
    let waivers = free ? 0 : Math.max(0, (await balanceOf(tx, member.userId)).feeWaivers);
    let waiversUsed = 0;
    const values = member.pending.map((p) => {
      let fee = free ? 0 : TICKETING_FEE_PAISE;
      if (fee > 0 && waivers > 0) {
        fee = 0;
        waivers -= 1;
        waiversUsed += 1;
      }
      const gst = gstOn(fee);
      return {
        ticketNumber: newTicketNumber(),
        communityId: group.id,
        passengerId: p.passengerId,
        userId: member.userId,
        quoteId: quote.id,
        companyId: company.id,
        status: 'ISSUED',
        passengerName: p.fullName,
        airlineName: company.name,
        airlineCode: company.airlineCode,
        flightNumber: quote.flightNumber,
        departureTime: quote.departureTime,
        arrivalTime: quote.arrivalTime,
        farePaise: quote.pricePerTicketPaise,
        feePaise: fee,
        gstPaise: gst,
        pricePaidPaise: quote.pricePerTicketPaise + fee + gst,
        createdAt: now,
      };
    });
    const created = await insertTickets(tx, values);
    if (waiversUsed > 0) {
      await appendLedger(tx, [
        {
          userId: member.userId,
          amountPaise: 0,
          waivers: -waiversUsed,
          reason: 'FEE_WAIVER_USED',
          communityId: group.id,
          createdAt: now,
        },
      ]);
    }
    issued.push({
      userId: member.userId,
      email: member.email,
      firstName: member.firstName,
      tickets: created,
    });
  }
  return issued;
}
