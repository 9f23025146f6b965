import type { MyStanding } from '@saath/shared/groups';
import type { MyPayment } from '@saath/shared/payments';
import type { Work } from '../../platform/work.ts';
import type { GroupSnapshot } from './groups.snapshot.ts';

/*
 * What the groups module needs of the modules above it, named here and wired in app.ts: the
 * groups folder imports none of them (no import loop between folders). They pass a unit of work
 * and snapshots (ADR 0068): no Drizzle handle or row crosses them.
 */

/** The lifecycle's reaction to joins: the threshold step, and closing a group found expired. */
export type GroupLifecycle = {
  /** The window closed before the sweeper got here: the group is disabled now, in `tx`. */
  disableUnformed(tx: Work, group: GroupSnapshot): Promise<unknown>;
  /**
   * Groups whose counters moved in this transaction, each with the member who took it past the
   * threshold (if one did): those at the threshold move on. Returns the groups that moved.
   */
  /** An unpaid member left a group awaiting payment (it may close now). */
  afterMemberLeft(tx: Work, group: GroupSnapshot): Promise<unknown>;
  afterPassengersAdded(
    tx: Work,
    added: Array<{ group: GroupSnapshot; actorUserId: string | null }>,
  ): Promise<Map<string, GroupSnapshot>>;
};

/**
 * A company's bids on groups: its standing where it has a live bid (it may then keep seeing the
 * group), and a group's live bids in the winner's order (ADR 0027).
 */
export type AirlineBids = {
  standingOf(db: Work, communityId: string, companyId: string): Promise<MyStanding | null>;
  standingsOf(
    db: Work,
    companyId: string,
    communityIds: string[],
  ): Promise<Map<string, MyStanding>>;
  ladderOf(db: Work, communityId: string): Promise<Array<{ price: number; airlineName: string }>>;
};

/** The caller's share of a group in its payment stage (the payments module). */
export type MemberPayments = {
  hasPaid(db: Work, communityId: string, userId: string): Promise<boolean>;
  myPayment(
    db: Work,
    group: { id: string; status: string; winningPrice: number | null },
    userId: string,
  ): Promise<MyPayment | null>;
};
/**
 * Told inside the transaction that creates a group (route alerts queue their job in it,
 * ADR 0021, so the job exists exactly when the group does).
 */
export type GroupOpened = (tx: Work, group: GroupSnapshot) => Promise<void>;
