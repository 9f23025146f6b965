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
