import type { WinningQuote } from '@saath/shared/payments';
import type { CommunityRow, memberships } from '../../db/schema/groups.ts';
import type { Carries } from '../../platform/snapshot.ts';

/**
 * A group as the other modules read it (ADR 0068): what crosses a port or the groups' public
 * API about a group. The groups module owns it and is the only one that builds it from its row;
 * other modules never name the row, so a column the groups module adds or renames stays its own
 * until it chooses to show it here.
 */
export type GroupSnapshot = {
  id: string;
  /** RFQ-<year>-<sequence> (docs/product/glossary.md). */
  rfqNumber: string;
  fromLocation: string;
  toLocation: string;
  /** YYYY-MM-DD. */
  travelDate: string;
  timeSlot: string;
  status: string;
  passengerCount: number;
  activeMemberCount: number;
  paidMemberCount: number;
  bidCount: number;
  lowestPricePaise: number | null;
  /** The quote the group pays for or is booked on (price per ticket in paise). */
  winningQuote: WinningQuote | null;
  formationDeadline: Date;
  biddingDeadline: Date | null;
  thresholdMetAt: Date | null;
  rfqSentAt: Date | null;
  paymentDeadline: Date | null;
  paymentReminderDue: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * A user's active membership of a group as other modules read it (ADR 0068): who, and for how
 * many passengers (a payment's share, a schedule change's member). It leaves out when the member
 * joined and left, which only the groups module reads.
 */
export type MembershipSnapshot = {
  id: string;
  communityId: string;
  userId: string;
  passengerCount: number;
};

/** A group with one user's active membership of it (null when they are not a member). */
export type GroupWithMemberSnapshot = {
  group: GroupSnapshot;
  membership: MembershipSnapshot | null;
};

// The groups module hands its rows on as snapshots (the commands answer `Group`): tsc fails here
// when the table and the snapshot part ways, before any caller does.
export type _RowIsSnapshot = Carries<GroupSnapshot, CommunityRow>;
export type _MembershipRowIsSnapshot = Carries<MembershipSnapshot, typeof memberships.$inferSelect>;
