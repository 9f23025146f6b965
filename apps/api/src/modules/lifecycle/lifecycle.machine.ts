import type { GroupStatus } from '@saath/shared/groups';
import { ADMIN_OVERRIDE_REASON } from '@saath/shared/groups';
import { GROUP_THRESHOLD } from '@saath/shared/travel';

// docs/product/lifecycle.md: the only moves a group's status can make. Automatic moves
// and admin overrides both go through this table, so an impossible move is refused the same way.
const TRANSITIONS: Readonly<Record<GroupStatus, readonly GroupStatus[]>> = {
  PENDING: ['ACTIVE', 'THRESHOLD_MET', 'DISABLED'],
  ACTIVE: ['PENDING', 'THRESHOLD_MET', 'DISABLED'],
  THRESHOLD_MET: ['RFQ_SENT', 'DISABLED'],
  RFQ_SENT: ['READY_FOR_BOOKING', 'CANCELLED', 'DISABLED'],
  // DISABLED: an admin can call off a booking held at READY_FOR_BOOKING (ADR 0006).
  READY_FOR_BOOKING: ['BOOKED', 'CANCELLED', 'DISABLED'],
  BOOKED: [],
  DISABLED: [],
  CANCELLED: [],
};

export function canTransition(from: string, to: GroupStatus): boolean {
  return (TRANSITIONS[from as GroupStatus] ?? []).includes(to);
}

/**
 * The one move out of BOOKED: its airline missed the ticketing deadline and no other bid can
 * take the group over (docs/product/ticketing.md). Kept out of the table above so that no other
 * path (an admin's override asks `canTransition`) can cancel a booked group.
 */
export const TICKETING_MISSED_MOVE = { from: 'BOOKED', to: 'CANCELLED' } as const;

/** Throws unless the state machine allows the move: every status change asks this first. */
export function assertTransition(
  from: string,
  to: GroupStatus,
  options: { ticketingMissed?: boolean } = {},
): void {
  if (
    options.ticketingMissed &&
    from === TICKETING_MISSED_MOVE.from &&
    to === TICKETING_MISSED_MOVE.to
  )
    return;
  if (!canTransition(from, to)) throw new IllegalTransition(from, to);
}

/** Why a group moved, as its history records it (community_status_history.reason). */
export const REASONS = {
  thresholdReached: `Reached ${GROUP_THRESHOLD} passengers`,
  rfqSent: 'Request for quote sent to airline partners',
  formationFailed: `Fewer than ${GROUP_THRESHOLD} passengers when the formation window closed`,
  noBid: 'No airline bid before the bidding window closed',
  lowestBidSelected: (airline: string, flight: string, fare: string) =>
    `Lowest bid selected: ${airline} ${flight} at ${fare}`,
  ticketsIssued: (count: number) => `${count} tickets issued`,
  awaitingPayment: (airline: string, flight: string, fare: string) =>
    `Lowest bid selected: ${airline} ${flight} at ${fare}; awaiting payment`,
  allPaid: (count: number) => `Every member paid: ${count} tickets for the airline to issue`,
  paidAtDeadline: (count: number) =>
    `Payment deadline passed: unpaid seats released, ${count} tickets for the airline to issue`,
  tooFewPaid: `Fewer than ${GROUP_THRESHOLD} passengers paid before the payment deadline; payments refunded`,
  ticketingReminded: (airline: string) =>
    `${airline} reminded: half of the ticketing window has passed`,
  ticketingFellBack: (failed: string, airline: string, flight: string, fare: string) =>
    `${failed} missed the ticketing deadline; the group moves to the next bid: ${airline} ${flight} at ${fare}`,
  ticketingMissedCancelled: (failed: string) =>
    `${failed} missed the ticketing deadline and no other bid can take the group over; payments refunded`,
  adminOverride: (note: string | null) =>
    note ? `${ADMIN_OVERRIDE_REASON}: ${note}` : ADMIN_OVERRIDE_REASON,
  quoteSelectedByAdmin: (airline: string, flight: string, fare: string) =>
    `Quote selected by an administrator: ${airline} ${flight} at ${fare}`,
} as const;

export class IllegalTransition extends Error {
  constructor(
    readonly from: string,
    readonly to: GroupStatus,
  ) {
    super(`A group cannot move from ${from} to ${to}`);
  }
}
