import type { GroupStatus } from '@saath/shared/groups';
import { historyReason } from '@saath/shared/group-history';

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

/**
 * Why a group moved, as its history records it (community_status_history.reason): in English,
 * from the shared templates a Hindi page translates them with (@saath/shared/group-history).
 */
export const REASONS = {
  thresholdReached: historyReason('thresholdReached'),
  rfqSent: historyReason('rfqSent'),
  formationFailed: historyReason('formationFailed'),
  noBid: historyReason('noBid'),
  awaitingPayment: (airline: string, flight: string, fare: string) =>
    historyReason('awaitingPayment', { airline, flight, fare }),
  allPaid: (count: number) => historyReason('allPaid', { count }),
  paidAtDeadline: (count: number) => historyReason('paidAtDeadline', { count }),
  tooFewPaid: historyReason('tooFewPaid'),
  ticketingFellBack: (failed: string, airline: string, flight: string, fare: string) =>
    historyReason('ticketingFellBack', { failed, airline, flight, fare }),
  ticketingMissedCancelled: (failed: string) =>
    historyReason('ticketingMissedCancelled', { failed }),
  adminOverride: (note: string | null) =>
    note ? historyReason('adminOverrideWithNote', { note }) : historyReason('adminOverride'),
  quoteSelectedByAdmin: (airline: string, flight: string, fare: string) =>
    historyReason('quoteSelectedByAdmin', { airline, flight, fare }),
} as const;

export class IllegalTransition extends Error {
  constructor(
    readonly from: string,
    readonly to: GroupStatus,
  ) {
    super(`A group cannot move from ${from} to ${to}`);
  }
}
