import type { Db } from '../../db/client.ts';
import type { RefundClaim } from './tickets.types.ts';

/**
 * What tickets need of payments (ADR 0024), named here and wired in app.ts: a ticket
 * cancelled for an eligible reason opens a refund request in the cancelling transaction.
 */
export type TicketRefunds = {
  openRefundRequest(tx: Db, claim: RefundClaim): Promise<{ id: string; amount: number } | null>;
  refundRequestOfTicket(
    db: Db,
    ticketId: string,
  ): Promise<{ id: string; amountPaise: number } | undefined>;
};

/** An issued ticket a member cancelled, as the airline that issued it needs to void it. */
export type CancelledTicket = {
  ticketId: string;
  passengerId: string;
  eticketNumber: string | null;
  quoteId: string;
  companyId: string;
  communityId: string;
  rfqNumber: string;
  fromLocation: string;
  toLocation: string;
  travelDate: string;
  timeSlot: string;
};

/**
 * What tickets tell the airlines (the webhooks' events, wired in app.ts): an issued ticket a
 * member cancels is announced in the cancelling transaction, so the airline can void it.
 */
export type TicketEvents = {
  cancelledByMember(tx: Db, ticket: CancelledTicket): Promise<void>;
};
