import type { Work } from '../../platform/work.ts';
import type { RefundClaim } from './tickets.types.ts';

/**
 * What tickets need of payments (ADR 0024), named here and wired in app.ts: a ticket
 * cancelled for an eligible reason opens a refund request in the cancelling transaction.
 */
export type TicketRefunds = {
  openRefundRequest(tx: Work, claim: RefundClaim): Promise<{ id: string; amount: number } | null>;
  refundRequestOfTicket(
    db: Work,
    ticketId: string,
  ): Promise<{ id: string; amountPaise: number } | undefined>;
  /**
   * ADR 0054: a ticket cancelled inside a significant schedule change's window is refunded in
   * full through the payments desk, in the cancelling transaction (group lock, then payment).
   */
  refundTicketInFull(
    tx: Work,
    claim: { communityId: string; userId: string; amountPaise: number; why: string },
  ): Promise<number>;
};

/**
 * What tickets need of the schedule changes (ADR 0054, wired in app.ts): whether a significant
 * change's full-refund window is open for a group now, and the record of a ticket cancelled in
 * it (so asking again answers what the cancellation did).
 */
export type TicketScheduleChanges = {
  openFullRefundWindow(
    db: Work,
    communityId: string,
    at: Date,
  ): Promise<{ changeId: string; until: Date } | null>;
  recordFullRefund(
    tx: Work,
    row: { ticketId: string; scheduleChangeId: string; amountPaise: number; createdAt: Date },
  ): Promise<void>;
  fullRefundOfTicket(db: Work, ticketId: string): Promise<{ amountPaise: number } | undefined>;
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
 * The airline ledger (ADR 0055, the settlement module, wired in app.ts): an issued ticket a
 * member cancels reverses what its airline was owed for it, in the cancelling transaction.
 */
export type TicketLedger = {
  ticketsChanged(tx: Work, scope: { ticketIds: string[] }): Promise<unknown>;
};

/**
 * What tickets tell the airlines (the webhooks' events, wired in app.ts): an issued ticket a
 * member cancels is announced in the cancelling transaction, so the airline can void it.
 */
export type TicketEvents = {
  cancelledByMember(tx: Work, ticket: CancelledTicket): Promise<void>;
};

/**
 * The groups' lock (ADR 0038, the groups module's `lockGroup`, wired in app.ts). A cancel takes
 * its ticket's group lock before it touches the ticket: the order every writer of a group's
 * tickets keeps (the ticketing-deadline sweep, the airline's issue and its schedule change lock
 * the group, then update its tickets). A cancel that updated the ticket first and locked the group afterwards (for the
 * refund) waited on the sweep while the sweep waited on the ticket: a deadlock.
 */
export type TicketGroups = {
  lockGroup(tx: Work, communityId: string): Promise<unknown>;
};
