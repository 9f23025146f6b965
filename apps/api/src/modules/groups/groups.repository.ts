import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FORMING_STATUSES,
  JOINABLE_STATUSES,
  isOpenForJoining,
  type RouteDateFilter,
} from '@saath/shared/groups';
import { AWAITING_PAYMENT } from '@saath/shared/payment-rules';
import { preparedInsert, queryRows, type Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/statement.ts';
import { quotes } from '../../db/schema/airlines.ts';
import {
  communities,
  communityStatusHistory,
  memberships,
  passengers,
  rfqNumberSequence,
  type CommunityRow,
} from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { takeLock } from '../../platform/locks.ts';
import { OUTBOX_INSERT, type MailJobRow } from '../../platform/mailer.ts';

/*
 * The group aggregate's statements: every INSERT and UPDATE of `communities` and `memberships`
 * is in this file (ADR 0013, ADR 0038). It is private to the groups module: other modules change
 * a group through groups.commands.ts, which checks the lock and marks the write as the module's
 * (eslint.config.js refuses an import of this file elsewhere; the ownership check of the
 * integration tests catches a write made outside a command). Locks are taken through
 * platform/locks.ts, which keeps the documented lock order. The caches hear of each write from
 * the database itself (migration 0006): nothing here tells them.
 */

export type GroupWithMine = CommunityRow & { myPassengerCount: number | null };

// The caller's own active membership, joined to whatever group rows a query returns.
const mine = (userId: string | SQLWrapper) =>
  and(
    eq(memberships.communityId, communities.id),
    eq(memberships.userId, userId),
    isNull(memberships.leftAt),
  );

const groupColumns = getTableColumns(communities);

/** The optional route and date filters of a list, on the group's columns. */
export function routeDateCondition(filter: RouteDateFilter) {
  return and(
    filter.from_location ? eq(communities.fromLocation, filter.from_location) : undefined,
    filter.to_location ? eq(communities.toLocation, filter.to_location) : undefined,
    filter.travel_date ? eq(communities.travelDate, filter.travel_date) : undefined,
  );
}

export async function nextRfqSequence(tx: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    tx,
    sql`SELECT nextval(${`"${rfqNumberSequence.seqName}"`}::regclass) AS n`,
  );
  return Number(row!.n);
}

export async function insertGroup(
  tx: Db,
  values: typeof communities.$inferInsert,
): Promise<CommunityRow> {
  const [row] = await tx.insert(communities).values(values).returning();
  return row!;
}

/** An open group with the same route, date and slot (the create rule, docs/product/lifecycle.md). */
export async function findOpenGroup(
  tx: Db,
  key: { from: string; to: string; travelDate: string; timeSlot: string },
  now: Date,
): Promise<CommunityRow | undefined> {
  const rows = await tx
    .select()
    .from(communities)
    .where(
      and(
        eq(communities.fromLocation, key.from),
        eq(communities.toLocation, key.to),
        eq(communities.travelDate, key.travelDate),
        eq(communities.timeSlot, key.timeSlot),
        inArray(communities.status, [...JOINABLE_STATUSES]),
      ),
    );
  return rows.find((row) => isOpenForJoining(row, now));
}

/** Serialises creates of the same route, date and slot across processes (both drivers). */
export async function lockGroupKey(tx: Db, key: string): Promise<void> {
  await takeLock(tx, 'group-key', [key], () =>
    tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`),
  );
}

export async function listMemberGroups(
  db: Db,
  userId: string,
  filter: RouteDateFilter = {},
): Promise<GroupWithMine[]> {
  return db
    .select({ ...groupColumns, myPassengerCount: memberships.passengerCount })
    .from(memberships)
    .innerJoin(communities, eq(communities.id, memberships.communityId))
    .where(
      and(eq(memberships.userId, userId), isNull(memberships.leftAt), routeDateCondition(filter)),
    )
    .orderBy(asc(communities.travelDate), asc(communities.timeSlot));
}

// The statements every payment runs are built once (ADR 0067).
const activeMembership = preparedOnce('groups_active_membership', (db) =>
  db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.communityId, sql.placeholder('communityId')),
        eq(memberships.userId, sql.placeholder('userId')),
        isNull(memberships.leftAt),
      ),
    )
    .limit(1),
);

export async function findActiveMembership(tx: Db, communityId: string, userId: string) {
  const [row] = await activeMembership(tx, { communityId, userId });
  return row;
}

export async function passengersOf(db: Db, communityId: string, userId: string) {
  return db
    .select({
      id: passengers.id,
      full_name: passengers.fullName,
      age: passengers.age,
      dob: passengers.dob,
      gender: passengers.gender,
      phone: passengers.phone,
      email: passengers.email,
    })
    .from(passengers)
    .innerJoin(memberships, eq(memberships.id, passengers.membershipId))
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.userId, userId),
        isNull(memberships.leftAt),
      ),
    )
    .orderBy(asc(passengers.position));
}

/** A passenger's corrected details (the groups command checks the group's lock). */
export async function updatePassenger(
  tx: Db,
  id: string,
  fields: { fullName?: string; dob?: string; gender?: string },
) {
  const [row] = await tx.update(passengers).set(fields).where(eq(passengers.id, id)).returning({
    id: passengers.id,
    full_name: passengers.fullName,
    age: passengers.age,
    dob: passengers.dob,
    gender: passengers.gender,
    phone: passengers.phone,
    email: passengers.email,
  });
  return row!;
}

export async function countActiveMemberships(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.leftAt)));
  return Number(row?.n ?? 0);
}

/** For airlines: groups whose RFQ is out and whose bidding window is still open. */
export async function listOpenForBidding(
  db: Db,
  now: Date,
  filter: RouteDateFilter = {},
): Promise<CommunityRow[]> {
  return db
    .select()
    .from(communities)
    .where(
      and(
        eq(communities.status, 'RFQ_SENT'),
        gt(communities.biddingDeadline, now),
        routeDateCondition(filter),
      ),
    )
    .orderBy(asc(communities.biddingDeadline))
    .limit(500);
}

/**
 * The passengers call's read, prepared once per database: PostgreSQL plans it once per
 * connection.
 */
export function prepareGroupReads(db: Db) {
  const withMine = db
    .select({ ...groupColumns, myPassengerCount: memberships.passengerCount })
    .from(communities)
    .leftJoin(memberships, mine(sql.placeholder('userId')))
    .where(eq(communities.id, sql.placeholder('id')))
    .limit(1)
    .prepare('groups_find_with_mine');

  return {
    async findWithMine(id: string, userId: string): Promise<GroupWithMine | undefined> {
      const [row] = await withMine.execute({ id, userId });
      return row;
    },
  };
}

/** One group as stored, or undefined (the route-alert job reads the group it names). */
const groupById = preparedOnce('groups_by_id', (db) =>
  db
    .select()
    .from(communities)
    .where(eq(communities.id, sql.placeholder('id')))
    .limit(1),
);

export async function findGroup(db: Db, id: string): Promise<CommunityRow | undefined> {
  const [row] = await groupById(db, { id });
  return row;
}

const lockById = preparedOnce('groups_lock', (db) =>
  db
    .select()
    .from(communities)
    .where(eq(communities.id, sql.placeholder('id')))
    .for('update'),
);

// ---- locks -------------------------------------------------------------------------------------

/** Reads a group and holds its row lock until the transaction ends: writes are serialised here. */
export async function lockGroup(tx: Db, id: string): Promise<CommunityRow | undefined> {
  const [row] = await takeLock(tx, 'group', [id], () => lockById(tx, { id }));
  return row;
}

/** The join to the `userId` placeholder's active membership of the group. */
const activeMembershipOfUser = and(
  eq(memberships.communityId, communities.id),
  eq(memberships.userId, sql.placeholder('userId')),
  isNull(memberships.leftAt),
);

/*
 * A group with one user's active membership of it (null when they are not a member), in one
 * statement: a payment reads both before its transaction (ADR 0067), and lockGroupWithMember
 * after the group's lock when its locking statement found no membership.
 */
function groupWithMemberSelect(db: Db) {
  return db
    .select({ group: communities, membership: memberships })
    .from(communities)
    .leftJoin(memberships, activeMembershipOfUser)
    .where(eq(communities.id, sql.placeholder('id')));
}

const groupWithMember = preparedOnce('groups_with_member', (db) =>
  groupWithMemberSelect(db).limit(1),
);

export type GroupWithMember = {
  group: CommunityRow;
  membership: typeof memberships.$inferSelect | null;
};

export async function findGroupWithMember(
  db: Db,
  id: string,
  userId: string,
): Promise<GroupWithMember | undefined> {
  const [row] = await groupWithMember(db, { id, userId });
  return row;
}

// The group's row and the member's active membership, both locked: the one-statement way in.
const lockWithMember = preparedOnce('groups_lock_with_member', (db) =>
  db
    .select({ group: communities, membership: memberships })
    .from(communities)
    .innerJoin(memberships, activeMembershipOfUser)
    .where(eq(communities.id, sql.placeholder('id')))
    .for('update'),
);

/**
 * The group's lock, and the group with the user's active membership as the lock leaves them.
 *
 * PostgreSQL's READ COMMITTED takes one snapshot per statement, and a locking statement that
 * waited for another transaction re-reads only the rows it locks (ADR 0070). So the usual way is
 * one statement that locks both the group's row and the member's membership row: each is read as
 * the previous holder of the group's lock left it (every writer of a membership holds that lock
 * first, so the second row lock never waits on its own), and a membership the previous holder
 * ended no longer matches. What that statement cannot see is a membership made while it waited
 * (its snapshot is older); so when it finds none (not a member, or no longer), the group's lock
 * is taken (already held, if the group exists) and the membership read again by a statement of
 * its own, which sees what was committed.
 */
export async function lockGroupWithMember(
  tx: Db,
  id: string,
  userId: string,
): Promise<GroupWithMember | undefined> {
  const [both] = await takeLock(tx, 'group', [id], () => lockWithMember(tx, { id, userId }));
  if (both) return both;
  if (!(await lockGroup(tx, id))) return undefined;
  const [row] = await groupWithMember(tx, { id, userId });
  return row;
}

const readLockById = preparedOnce('groups_read_lock', (db) =>
  db
    .select()
    .from(communities)
    .where(eq(communities.id, sql.placeholder('id')))
    .for('share'),
);

// The group's row held to read (`FOR SHARE`) and the member's active membership locked (`FOR
// UPDATE`). Drizzle writes one locking clause, `for <strength> of <tables>`, with the strength as
// given; PostgreSQL takes a clause per table, so the group's clause is written in the strength.
const readLockWithMember = preparedOnce('groups_read_lock_with_member', (db) =>
  db
    .select({ group: communities, membership: memberships })
    .from(communities)
    .innerJoin(memberships, activeMembershipOfUser)
    .where(eq(communities.id, sql.placeholder('id')))
    .for('share of "communities" for update' as 'update', { of: memberships }),
);

/**
 * `lockGroupWithMember` for a step that changes nothing of the group but needs it unchanged until
 * it commits (a member's new payment order): the group's row is held against its writers only,
 * so the readers of one group (its members ordering at once) do not wait for each other, while
 * every writer of the group (a capture, a member leaving, the deadline's sweep) waits for them
 * and they for it. The member's membership row is locked, so one member's steps still take
 * turns. As there, a membership made while the statement waited is not in its snapshot; when it
 * finds none, the group is held to read by a statement of its own and the joined statement runs
 * again, which sees what was committed and locks it.
 */
export async function readLockGroupWithMember(
  tx: Db,
  id: string,
  userId: string,
): Promise<GroupWithMember | undefined> {
  const both = () => takeLock(tx, 'group-read', [id], () => readLockWithMember(tx, { id, userId }));
  const [first] = await both();
  if (first) return first;
  const [group] = await takeLock(tx, 'group-read', [id], () => readLockById(tx, { id }));
  if (!group) return undefined;
  const [again] = await both();
  return again ?? { group, membership: null };
}

// Built once, with the ids as one array parameter: PostgreSQL plans it once per connection.
const lockMany = preparedOnce('groups_lock_many', (db) =>
  db
    .select()
    .from(communities)
    .where(sql`${communities.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(communities.id))
    .for('update'),
);

/** Locks several groups in id order, so two transactions locking overlapping sets never deadlock. */
export async function lockGroups(tx: Db, ids: string[]): Promise<CommunityRow[]> {
  return takeLock(tx, 'group', [...ids].sort(), () => lockMany(tx, { ids }));
}

/**
 * Claims one group whose deadline (`by`) has passed, earliest first, skipping groups another
 * process holds, so any number of sweepers can run at once and each due group is handled by
 * exactly one of them.
 */
async function claimDue(
  tx: Db,
  status: SQL,
  by: AnyPgColumn,
  now: Date,
): Promise<CommunityRow | undefined> {
  const [row] = await takeLock(
    tx,
    'group',
    [],
    () =>
      tx
        .select()
        .from(communities)
        .where(and(status, lte(by, now)))
        .orderBy(asc(by))
        .limit(1)
        .for('update', { skipLocked: true }),
    (rows) => rows.map((r) => r.id),
  );
  return row;
}

/** A forming group whose formation window has passed. */
export function claimFormationDue(tx: Db, now: Date) {
  const forming = inArray(communities.status, [...FORMING_STATUSES]);
  return claimDue(tx, forming, communities.formationDeadline, now);
}

/** A group awaiting payment whose deadline has passed (ADR 0018). */
export function claimPaymentDue(tx: Db, now: Date) {
  const awaiting = eq(communities.status, AWAITING_PAYMENT);
  return claimDue(tx, awaiting, communities.paymentDeadline, now);
}

/** A group awaiting payment whose reminder time has come. */
export function claimPaymentReminderDue(tx: Db, now: Date) {
  const awaiting = eq(communities.status, AWAITING_PAYMENT);
  return claimDue(tx, awaiting, communities.paymentReminderDue, now);
}

/**
 * Claims one booked group whose award (the selected quote) has a ticketing time `column` that
 * has passed with tickets still PENDING (docs/product/ticketing.md), earliest first, skipping
 * groups another process holds. The caller checks again under the lock: an airline's upload may
 * have issued the last tickets just before.
 */
async function claimTicketingDue(
  tx: Db,
  column: 'ticketing_deadline' | 'ticketing_reminder_due',
  now: Date,
): Promise<CommunityRow | undefined> {
  const due = sql`(SELECT q.${sql.raw(column)} FROM quotes q
    WHERE q.community_id = ${communities.id} AND q.is_selected)`;
  const [row] = await takeLock(
    tx,
    'group',
    [],
    () =>
      tx
        .select()
        .from(communities)
        .where(
          and(
            eq(communities.status, 'BOOKED'),
            sql`${due} <= ${now}`,
            sql`EXISTS (SELECT 1 FROM tickets t WHERE t.community_id = ${communities.id}
              AND t.status = 'PENDING')`,
          ),
        )
        .orderBy(asc(due))
        .limit(1)
        .for('update', { skipLocked: true }),
    (rows) => rows.map((r) => r.id),
  );
  return row;
}

/** A booked group whose airline's ticketing reminder is due (half of its window). */
export function claimTicketingReminderDue(tx: Db, now: Date) {
  return claimTicketingDue(tx, 'ticketing_reminder_due', now);
}

/** A booked group whose airline's ticketing deadline has passed with tickets to issue. */
export function claimTicketingDeadlineDue(tx: Db, now: Date) {
  return claimTicketingDue(tx, 'ticketing_deadline', now);
}

/** A group whose bidding window has passed. */
export function claimBiddingDue(tx: Db, now: Date) {
  return claimDue(tx, eq(communities.status, 'RFQ_SENT'), communities.biddingDeadline, now);
}

// ---- memberships ---------------------------------------------------------------------------------

const membershipKeys = preparedOnce('groups_active_membership_keys', (db) =>
  db
    .select({ communityId: memberships.communityId, userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        sql`${memberships.communityId} = ANY(${sql.placeholder('communityIds')}::uuid[])`,
        sql`${memberships.userId} = ANY(${sql.placeholder('userIds')}::uuid[])`,
        isNull(memberships.leftAt),
      ),
    ),
);

/** `communityId|userId` of the active memberships among these groups and users. */
export async function activeMembershipKeys(
  tx: Db,
  communityIds: string[],
  userIds: string[],
): Promise<Set<string>> {
  const rows = await membershipKeys(tx, { communityIds, userIds });
  return new Set(rows.map((m) => `${m.communityId}|${m.userId}`));
}

export type NewMembership = typeof memberships.$inferInsert & { id: string };
export type NewPassenger = typeof passengers.$inferInsert;

const MEMBERSHIP_INSERT = preparedInsert(
  memberships,
  ['id', 'communityId', 'userId', 'passengerCount', 'joinedAt'],
  'membership',
);
const PASSENGER_INSERT = preparedInsert(
  passengers,
  ['membershipId', 'position', 'fullName', 'dob', 'age', 'gender', 'phone', 'email'],
  'passenger',
);

const joinsWrite = preparedOnce('groups_write_joins', (db) => {
  const newMemberships = db.$with('new_memberships', {}).as(MEMBERSHIP_INSERT.sql);
  const newPassengers = db.$with('new_passengers', {}).as(PASSENGER_INSERT.sql);
  const newMails = db.$with('new_mails', {}).as(OUTBOX_INSERT.sql);
  return db
    .with(newMemberships, newPassengers, newMails)
    .update(communities)
    .set({
      passengerCount: sql`${communities.passengerCount} + "delta"."n"`,
      activeMemberCount: sql`${communities.activeMemberCount} + "delta"."members"`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .from(
      sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('deltas')}::int[], ${sql.placeholder('members')}::int[]) AS "delta"("id", "n", "members")`,
    )
    .where(sql`${communities.id} = "delta"."id"`)
    .returning({
      id: communities.id,
      passengerCount: communities.passengerCount,
      activeMemberCount: communities.activeMemberCount,
      updatedAt: communities.updatedAt,
    });
});

/**
 * Everything a batch of joins writes, in one statement prepared once per connection: the
 * memberships, their passengers (their reference to a membership of the same statement is
 * checked at its end), the joined mails and the counters of the locked groups. A batch is bound
 * by round trips to PostgreSQL, not by rows: this is one where five statements were (ADR 0007).
 * Returns what changed on each group (the caller holds its lock, so the rest of the row is as
 * locked; not sending it back saves reading every column of every group again).
 */
export async function writeJoins(
  tx: Db,
  write: {
    memberships: NewMembership[];
    passengers: NewPassenger[];
    mails: MailJobRow[];
    deltas: Map<string, number>;
    now: Date;
  },
): Promise<Array<Pick<CommunityRow, 'id' | 'passengerCount' | 'activeMemberCount' | 'updatedAt'>>> {
  const newMembers = new Map<string, number>();
  for (const m of write.memberships)
    newMembers.set(m.communityId, (newMembers.get(m.communityId) ?? 0) + 1);
  return joinsWrite(tx, {
    ...MEMBERSHIP_INSERT.bind(write.memberships),
    ...PASSENGER_INSERT.bind(write.passengers),
    ...OUTBOX_INSERT.bind(write.mails),
    ids: [...write.deltas.keys()],
    deltas: [...write.deltas.values()],
    members: [...write.deltas.keys()].map((id) => newMembers.get(id) ?? 0),
    now: write.now.toISOString(),
  });
}

/**
 * Ends memberships of one locked group (a leave, or unpaid seats released at the payment
 * deadline) and moves its counters with them. Returns the group as it is now.
 */
export async function endMemberships(
  tx: Db,
  communityId: string,
  ended: Array<{ id: string; passengerCount: number }>,
  now: Date,
): Promise<CommunityRow | undefined> {
  if (ended.length === 0) return undefined;
  await tx
    .update(memberships)
    .set({ leftAt: now })
    .where(
      inArray(
        memberships.id,
        ended.map((m) => m.id),
      ),
    );
  const [row] = await addPassengerCounts(
    tx,
    new Map([[communityId, -ended.reduce((n, m) => n + m.passengerCount, 0)]]),
    now,
    new Map([[communityId, -ended.length]]),
  );
  return row;
}

/** One more member of a locked group has paid their share (docs/product/money.md). */
const paidMember = preparedOnce('groups_add_paid_member', (db) =>
  db
    .update(communities)
    .set({
      paidMemberCount: sql`${communities.paidMemberCount} + 1`,
      updatedAt: sql`${sql.placeholder('now')}`,
    })
    .where(eq(communities.id, sql.placeholder('id')))
    .returning(),
);

export async function addPaidMember(tx: Db, communityId: string, now: Date): Promise<CommunityRow> {
  const [row] = await paidMember(tx, { id: communityId, now });
  return row!;
}

/** The payment reminder of a locked group was mailed (the sweeper's step, ADR 0018). */
export async function clearPaymentReminder(tx: Db, communityId: string): Promise<void> {
  await tx
    .update(communities)
    .set({ paymentReminderDue: null })
    .where(eq(communities.id, communityId));
}

/**
 * The winning airline changed a booked group's flight (ADR 0054): the group's copy of its
 * winning quote (what the group record shows) takes the new flight and times; its price and
 * airline stay.
 */
export async function rescheduleWinningQuote(
  tx: Db,
  communityId: string,
  schedule: { flightNumber: string; departureTime: Date; arrivalTime: Date },
): Promise<void> {
  const patch = {
    flight_number: schedule.flightNumber,
    departure_time: schedule.departureTime.toISOString(),
    arrival_time: schedule.arrivalTime.toISOString(),
  };
  await tx
    .update(communities)
    .set({ winningQuote: sql`${communities.winningQuote} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(communities.id, communityId), isNotNull(communities.winningQuote)));
}

export type ActiveMember = {
  membershipId: string;
  userId: string;
  email: string;
  firstName: string;
  /** The language their mails are written in (ADR 0064). */
  language: string;
  passengerCount: number;
};

/** The active members of several groups, each with the group it belongs to, in joining order. */
export async function activeMembersOf(
  tx: Db,
  communityIds: string[],
): Promise<Array<ActiveMember & { communityId: string }>> {
  return tx
    .select({
      communityId: memberships.communityId,
      membershipId: memberships.id,
      userId: memberships.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      passengerCount: memberships.passengerCount,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.communityId, communityIds), isNull(memberships.leftAt)))
    .orderBy(asc(memberships.joinedAt));
}

/** The active members of one group, in the order they joined. */
export async function activeMembers(tx: Db, communityId: string): Promise<ActiveMember[]> {
  return activeMembersOf(tx, [communityId]);
}

// ---- counters and status -------------------------------------------------------------------------

/**
 * Moves the passenger counters of locked groups, one statement for all; the rows as they are
 * now. `memberDeltas` moves their active member counters the same way (a leave is -1).
 */
export async function addPassengerCounts(
  tx: Db,
  deltas: Map<string, number>,
  now: Date,
  memberDeltas: Map<string, number> = new Map(),
): Promise<CommunityRow[]> {
  if (deltas.size === 0) return [];
  const caseOf = (map: Map<string, number>) =>
    sql.join(
      [...deltas.keys()].map((id) => sql`WHEN ${id}::uuid THEN ${map.get(id) ?? 0}::int`),
      sql` `,
    );
  return tx
    .update(communities)
    .set({
      passengerCount: sql`${communities.passengerCount} + CASE ${communities.id} ${caseOf(deltas)} END`,
      activeMemberCount: sql`${communities.activeMemberCount} + CASE ${communities.id} ${caseOf(memberDeltas)} END`,
      updatedAt: now,
    })
    .where(inArray(communities.id, [...deltas.keys()]))
    .returning();
}

/**
 * Sets the status (and the columns that go with it) of locked groups that are in `from`; the
 * lifecycle's transitions are the only callers (through groups.status.ts). Returns the rows
 * changed, as they are now.
 */
export async function setStatus(
  tx: Db,
  ids: string[],
  from: readonly string[],
  changes: Partial<Omit<CommunityRow, 'id'>> & Pick<CommunityRow, 'status' | 'updatedAt'>,
): Promise<CommunityRow[]> {
  return tx
    .update(communities)
    .set(changes)
    .where(and(inArray(communities.id, ids), inArray(communities.status, [...from])))
    .returning();
}

/** Keeps a group's lowest bid and bid count in step with its live quotes (caller holds the lock). */
export async function refreshBids(tx: Db, communityId: string): Promise<CommunityRow> {
  const [row] = await tx
    .update(communities)
    .set({
      lowestPricePaise: sql`(SELECT min(${quotes.pricePerTicketPaise}) FROM ${quotes} WHERE ${quotes.communityId} = ${communityId})`,
      bidCount: sql`(SELECT count(*) FROM ${quotes} WHERE ${quotes.communityId} = ${communityId})::int`,
    })
    .where(eq(communities.id, communityId))
    .returning();
  return row!;
}

/** The group's latest status move (community_status_history_community_idx), or null. */
export async function lastStatusChange(db: Db, communityId: string) {
  const [row] = await db
    .select({
      fromStatus: communityStatusHistory.fromStatus,
      toStatus: communityStatusHistory.toStatus,
      reason: communityStatusHistory.reason,
      at: communityStatusHistory.at,
    })
    .from(communityStatusHistory)
    .where(eq(communityStatusHistory.communityId, communityId))
    .orderBy(desc(communityStatusHistory.id))
    .limit(1);
  return row ?? null;
}
