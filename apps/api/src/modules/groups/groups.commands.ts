import type { GroupSnapshot } from './groups.snapshot.ts';
import type { Db } from '../../db/client.ts';
import { assertHoldsGroup } from '../../platform/locks.ts';
import * as repo from './groups.repository.ts';
import { asGroupsWriter } from './groups.writer.ts';

/*
 * The group's commands: the only way any code changes a group (`communities`) or its members
 * (`memberships`), and the only way another module takes a group's lock (ADR 0038,
 * docs/product/lifecycle.md "Who changes a group"). Each command that writes checks that its
 * transaction holds the group's lock (outside production: platform/locks.ts) and marks its
 * statements as the groups module's, which the ownership check in the integration tests reads.
 * The repository behind them is private to this module (eslint.config.js refuses its import
 * elsewhere); reads that take no lock are exported by index.ts, the status in groups.status.ts
 * (the lifecycle's alone).
 *
 * Other modules pass their transaction into a command (as a unit of work, through index.ts,
 * ADR 0068) only after `lockGroup` in that transaction: the lock, the first one the transaction
 * takes, is always the group's (the lock order in platform/locks.ts). `withLockedGroup` is this
 * module's own way to the same.
 */

/** What the commands answer of a group: its snapshot (ADR 0068), never the row. */
export type Group = GroupSnapshot;

/**
 * Runs `fn` in a new transaction that holds the group's row lock first: every writer of this
 * group (joins, bids, payments, refunds, the sweeper, admins) waits for it to commit. `group` is
 * undefined when there is no such group (the caller answers 404 as it sees fit).
 */
export function withLockedGroup<T>(
  db: Db,
  id: string,
  fn: (tx: Db, group: Group | undefined) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => fn(tx, await repo.lockGroup(tx, id)));
}

/**
 * The group's lock in a transaction the caller opened (it must be the first lock the
 * transaction takes, as when a ticket's cancellation opens a refund request).
 */
export function lockGroup(tx: Db, id: string): Promise<Group | undefined> {
  return repo.lockGroup(tx, id);
}

/**
 * `lockGroup` with `userId`'s active membership of the group as the lock leaves it (undefined
 * when there is no such group; `membership` null for a non-member).
 */
export function lockGroupWithMember(
  tx: Db,
  id: string,
  userId: string,
): Promise<repo.GroupWithMember | undefined> {
  return repo.lockGroupWithMember(tx, id, userId);
}

/**
 * `lockGroupWithMember` holding the group to read only: other readers hold it at once, and no
 * command may write it in this transaction (platform/locks.ts refuses that).
 */
export function readLockGroupWithMember(
  tx: Db,
  id: string,
  userId: string,
): Promise<repo.GroupWithMember | undefined> {
  return repo.readLockGroupWithMember(tx, id, userId);
}

/** One more member of a locked group has paid their share: its paid counter, as it is now. */
export function recordPayment(tx: Db, groupId: string, now: Date): Promise<Group> {
  assertHoldsGroup(tx, groupId);
  return asGroupsWriter(tx, () => repo.addPaidMember(tx, groupId, now));
}

/** A bid on a locked group was made, replaced or withdrawn: its lowest bid and bid count. */
export function recordBidChange(tx: Db, groupId: string): Promise<Group> {
  assertHoldsGroup(tx, groupId);
  return asGroupsWriter(tx, () => repo.refreshBids(tx, groupId));
}

/**
 * Members of a locked group lose their seats (unpaid at the payment deadline): their
 * memberships end and the group's counters move with them. The group as it is now, or
 * undefined when nobody was released.
 */
export function releaseSeats(
  tx: Db,
  groupId: string,
  members: Array<{ id: string; passengerCount: number }>,
  now: Date,
): Promise<Group | undefined> {
  assertHoldsGroup(tx, groupId);
  return asGroupsWriter(tx, () => repo.endMemberships(tx, groupId, members, now));
}

/** A member leaves a locked group: the same as a released seat, asked for by the member. */
export function leave(
  tx: Db,
  groupId: string,
  membership: { id: string; passengerCount: number },
  now: Date,
): Promise<Group | undefined> {
  return releaseSeats(tx, groupId, [membership], now);
}

/**
 * A member's passenger of a locked, booked group gets corrected details (docs/product/ticketing.md
 * "Corrections"): only the fields given change. The passenger as it is now.
 */
export function correctPassenger(
  tx: Db,
  groupId: string,
  passengerId: string,
  fields: { fullName?: string; dob?: string; gender?: string },
) {
  assertHoldsGroup(tx, groupId);
  return asGroupsWriter(tx, () => repo.updatePassenger(tx, passengerId, fields));
}

/** The payment reminder of a locked group was mailed: it is not due again. */
export function clearPaymentReminder(tx: Db, groupId: string): Promise<void> {
  assertHoldsGroup(tx, groupId);
  return asGroupsWriter(tx, () => repo.clearPaymentReminder(tx, groupId));
}

/** The winning airline changed a locked, booked group's flight: the group's winning quote. */
export function rescheduleWinningQuote(
  tx: Db,
  groupId: string,
  schedule: { flightNumber: string; departureTime: Date; arrivalTime: Date },
): Promise<void> {
  assertHoldsGroup(tx, groupId);
  return asGroupsWriter(tx, () => repo.rescheduleWinningQuote(tx, groupId, schedule));
}

/*
 * The sweeper's claims: one group whose deadline has passed, locked, skipping groups another
 * process holds (so any number of sweepers share the work and each due group is handled once).
 */
export const claimFormationDue = repo.claimFormationDue;
export const claimBiddingDue = repo.claimBiddingDue;
export const claimPaymentReminderDue = repo.claimPaymentReminderDue;
export const claimPaymentDue = repo.claimPaymentDue;
export const claimTicketingReminderDue = repo.claimTicketingReminderDue;
export const claimTicketingDeadlineDue = repo.claimTicketingDeadlineDue;

// ---- the groups module's own commands (creating a group, joining) ------------------------------

/** Serialises creates of the same route, date and slot across processes (before any row lock). */
export const lockGroupKey = repo.lockGroupKey;

/** A new group, inserted under its route's key lock (nobody else can see it yet). */
export function openGroup(tx: Db, values: Parameters<typeof repo.insertGroup>[1]): Promise<Group> {
  return asGroupsWriter(tx, () => repo.insertGroup(tx, values));
}

/** Locks several groups at once, in id order (a join batch). */
export const lockGroups = repo.lockGroups;

/** A batch of joins into locked groups: memberships, passengers, mails and counters. */
export function recordJoins(tx: Db, write: Parameters<typeof repo.writeJoins>[1]) {
  for (const groupId of write.deltas.keys()) assertHoldsGroup(tx, groupId);
  return asGroupsWriter(tx, () => repo.writeJoins(tx, write));
}
