import {
  E_TICKET_ISSUED_ONLY,
  ONLY_ISSUED_CANCEL,
  TICKET_NOT_FOUND,
  type Ticket,
} from '@saath/shared/tickets';
import {
  NO_REFUND_MESSAGE,
  NOTHING_TO_REFUND_MESSAGE,
  isRefundEligible,
  refundRequestedMessage,
  type CancelReason,
  type CancelledTicket,
} from '@saath/shared/refunds';
import { formatAmountInText } from '@saath/shared/money';
import { FULL_REFUND_MESSAGE } from '@saath/shared/schedule-changes';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { textsOf } from '../../platform/texts.ts';
import { renderETicket } from './e-ticket.pdf.ts';
import type {
  TicketEvents,
  TicketGroups,
  TicketLedger,
  TicketRefunds,
  TicketScheduleChanges,
} from './tickets.ports.ts';
import * as repo from './tickets.repository.ts';
import { asWork } from '../../platform/work.ts';

/** The money ledger's reason for a full refund under a significant schedule change. */
const FULL_REFUND_WHY = (ticketNumber: string) =>
  `Ticket ${ticketNumber} cancelled after a significant flight change: full refund`;

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
    pnr: row.pnr,
    eticket_number: t.eticketNumber,
    issued_at: t.issuedAt?.toISOString() ?? null,
    ticketing_deadline:
      t.status === 'PENDING' ? (row.ticketingDeadline?.toISOString() ?? null) : null,
  };
}

export function createTicketsService(deps: {
  db: Db;
  clock: Clock;
  refunds: TicketRefunds;
  events: TicketEvents;
  schedule: TicketScheduleChanges;
  ledger: TicketLedger;
  groups: TicketGroups;
}) {
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

  /**
   * Cancels an ISSUED ticket once: the status condition in the UPDATE lets one of two
   * simultaneous cancels through. Asking again for a cancelled ticket answers the cancelled
   * ticket (a double click once showed 'Failed to cancel ticket' over a page that said
   * Cancelled); only a ticket that was never issued is refused.
   *
   * ADR 0024: the reason decides the refund. An eligible one (docs/product/money.md) opens a refund
   * request in the same transaction; OTHER (and a legacy call with no body) gets the policy's
   * no-refund text. Asking again answers what the first cancellation did.
   */
  async function cancel(
    principal: Principal,
    id: string,
    body: { reason: CancelReason; note?: string | undefined },
  ): Promise<CancelledTicket> {
    const ticket = await get(principal, id);
    const note = body.note || null;
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      // The group first, then the ticket (ADR 0038): the ticketing-deadline sweep holds the
      // group while it updates the group's tickets, so a cancel that updated the ticket before
      // the refund desk locked the group could deadlock with it. The desk re-enters this lock.
      await deps.groups.lockGroup(asWork(tx), ticket.community_id);
      const cancelled = await repo.cancelIssued(tx, id, principal.userId, now, {
        reason: body.reason,
        note,
      });
      if (cancelled) {
        // ADR 0055: the seat's fare is no longer owed to its airline (a REVERSAL), booked with
        // the cancellation so neither stands without the other.
        await deps.ledger.ticketsChanged(asWork(tx), { ticketIds: [id] });
        const view = await repo.ticketOfUser(tx, id, principal.userId);
        const t = view!.ticket;
        if (t.quoteId && t.companyId)
          await deps.events.cancelledByMember(asWork(tx), {
            ticketId: t.id,
            passengerId: t.passengerId,
            eticketNumber: t.eticketNumber,
            quoteId: t.quoteId,
            companyId: t.companyId,
            communityId: t.communityId,
            rfqNumber: view!.rfqNumber,
            fromLocation: view!.fromLocation,
            toLocation: view!.toLocation,
            travelDate: view!.travelDate,
            timeSlot: view!.timeSlot,
          });
      }
      // ADR 0054: inside a significant schedule change's window the member gets everything
      // they paid for this ticket back, whatever the reason; the policy's refund request is
      // not opened then (it would claim the same money twice).
      const window = cancelled
        ? await deps.schedule.openFullRefundWindow(asWork(tx), cancelled.communityId, now)
        : null;
      if (cancelled && window) {
        const view = await repo.ticketOfUser(tx, id, principal.userId);
        const amount = await deps.refunds.refundTicketInFull(asWork(tx), {
          communityId: cancelled.communityId,
          userId: principal.userId,
          amountPaise: view!.ticket.pricePaidPaise,
          why: FULL_REFUND_WHY(view!.ticket.ticketNumber),
        });
        // Nothing left of the payment to give back: no full refund to record or announce.
        if (amount > 0)
          await deps.schedule.recordFullRefund(asWork(tx), {
            ticketId: id,
            scheduleChangeId: window.changeId,
            amountPaise: amount,
            createdAt: now,
          });
      } else if (cancelled && isRefundEligible(body.reason))
        await deps.refunds.openRefundRequest(asWork(tx), {
          ticketId: id,
          communityId: cancelled.communityId,
          userId: principal.userId,
          reason: body.reason,
          note,
        });
    });
    const row = await repo.ticketOfUser(db, id, principal.userId);
    const after = toTicket(row!);
    if (after.status !== 'CANCELLED') throw conflict(ONLY_ISSUED_CANCEL);
    const reason = (row!.ticket.cancelReason ?? 'OTHER') as CancelReason;
    const full = await deps.schedule.fullRefundOfTicket(asWork(db), id);
    if (full)
      return {
        ...after,
        cancellation: {
          reason,
          outcome: 'FULL_REFUND',
          message: FULL_REFUND_MESSAGE(formatAmountInText(full.amountPaise)),
          refund_request_id: null,
          refund_amount: full.amountPaise,
        },
      };
    const request = await deps.refunds.refundRequestOfTicket(asWork(db), id);
    const outcome = request
      ? 'REFUND_REQUESTED'
      : isRefundEligible(reason)
        ? 'NOTHING_TO_REFUND'
        : 'NO_REFUND';
    return {
      ...after,
      cancellation: {
        reason,
        outcome,
        message: request
          ? refundRequestedMessage(request.amountPaise)
          : outcome === 'NO_REFUND'
            ? NO_REFUND_MESSAGE
            : NOTHING_TO_REFUND_MESSAGE,
        refund_request_id: request?.id ?? null,
        refund_amount: request?.amountPaise ?? 0,
      },
    };
  }

  async function eTicket(
    principal: Principal,
    id: string,
  ): Promise<{ ticket: Ticket; pdf: Buffer }> {
    const ticket = await get(principal, id);
    if (ticket.status !== 'ISSUED') throw conflict(E_TICKET_ISSUED_ONLY);
    // In the language of whoever downloads it (the member, or an admin reading theirs).
    return { ticket, pdf: await renderETicket(ticket, await textsOf(deps.db, principal.userId)) };
  }

  return { list, get, cancel, eTicket };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
