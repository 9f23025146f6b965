import type { GroupStatus } from '@saath/shared/groups';

// decisions.md "Group lifecycle": the only moves a group's status can make. Automatic moves
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

/** Groups still forming: they count toward the threshold and expire at the formation deadline. */
export const FORMING: readonly GroupStatus[] = ['PENDING', 'ACTIVE'];
export const isForming = (status: string) => (FORMING as readonly string[]).includes(status);

export class IllegalTransition extends Error {
  constructor(
    readonly from: string,
    readonly to: GroupStatus,
  ) {
    super(`A group cannot move from ${from} to ${to}`);
  }
}
