import type { Ticket } from '@saath/shared/tickets';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { renderETicket } from './e-ticket.pdf.ts';
import * as repo from './tickets.repository.ts';

export const TICKET_NOT_FOUND = 'Ticket not found';
export const ONLY_ISSUED_CANCEL = 'Only an issued ticket can be cancelled';

export function toTicket(row: repo.TicketView): Ticket {
  const t = row.ticket;
  return {
    ticket_id: t.id,
    ticket_number: t.ticketNumber,
    community_id: t.communityId,
    rfq_number: row.rfqNumber,
    status: t.status as Ticket['status'],
    from_location: row.fromLocation,
    to_location: row.toLocation,
    travel_date: row.travelDate,
    time_slot: row.timeSlot,
    passenger_name: t.passengerName,
    airline_name: t.airlineName,
    airline_code: t.airlineCode,
    flight_number: t.flightNumber,
    departure_time: t.departureTime?.toISOString() ?? null,
    arrival_time: t.arrivalTime?.toISOString() ?? null,
    fare_paise: t.farePaise,
    fee_paise: t.feePaise,
    gst_paise: t.gstPaise,
    price_paid: t.pricePaidPaise,
    created_at: t.createdAt.toISOString(),
    cancelled_at: t.cancelledAt?.toISOString() ?? null,
  };
}

export function createTicketsService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;

  async function list(principal: Principal): Promise<Ticket[]> {
    return (await repo.ticketsOfUser(db, principal.userId)).map(toTicket);
  }

  /** Someone else's ticket answers like a missing one. */
  async function get(principal: Principal, id: string): Promise<Ticket> {
    const row = await repo.ticketOfUser(db, id, principal.userId);
    if (!row) throw notFound(TICKET_NOT_FOUND);
    return toTicket(row);
  }

  async function cancel(principal: Principal, id: string): Promise<Ticket> {
    const current = await get(principal, id);
    // The status condition in the UPDATE makes a double cancel (even a simultaneous one) fail.
    const done = await repo.cancelIssued(db, id, principal.userId, deps.clock.now());
    if (!done || current.status !== 'ISSUED') throw conflict(ONLY_ISSUED_CANCEL);
    return get(principal, id);
  }

  async function eTicket(
    principal: Principal,
    id: string,
  ): Promise<{ ticket: Ticket; pdf: Buffer }> {
    const ticket = await get(principal, id);
    if (ticket.status !== 'ISSUED')
      throw conflict('An e-ticket is available for issued tickets only');
    return { ticket, pdf: await renderETicket(ticket) };
  }

  return { list, get, cancel, eTicket };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
