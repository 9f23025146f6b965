import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  not,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { JOINABLE_STATUSES } from '@saath/shared/groups';
import { GROUP_CAPACITY } from '@saath/shared/travel';
import { queryRows, type Db } from '../../db/client.ts';
import { groupChanged, recordChange } from '../../platform/change-feed.ts';
import {
  communities,
  memberships,
  passengers,
  rfqNumberSequence,
  type CommunityRow,
} from '../../db/schema/groups.ts';

export type GroupWithMine = CommunityRow & { myPassengerCount: number | null };

// The caller's own active membership, joined to whatever group rows a query returns.
const mine = (userId: string | SQLWrapper) =>
  and(
    eq(memberships.communityId, communities.id),
    eq(memberships.userId, userId),
    isNull(memberships.leftAt),
  );

const groupColumns = getTableColumns(communities);

/** Open for joining right now: a joinable status, room left, formation window not passed. */
function joinableNow(now: Date | SQLWrapper): SQL {
  return and(
    inArray(communities.status, [...JOINABLE_STATUSES]),
    sql`${communities.passengerCount} < ${GROUP_CAPACITY}`,
    not(
      and(
        inArray(communities.status, ['PENDING', 'ACTIVE']),
        lte(communities.formationDeadline, now),
      )!,
    ),
  )!;
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
  groupChanged(tx, row!);
  return row!;
}

/** An open group with the same route, date and slot (the create rule). */
export async function findOpenGroup(
  tx: Db,
  key: { from: string; to: string; travelDate: string; timeSlot: string },
  now: Date,
): Promise<CommunityRow | undefined> {
  const [row] = await tx
    .select()
    .from(communities)
    .where(
      and(
        eq(communities.fromLocation, key.from),
        eq(communities.toLocation, key.to),
        eq(communities.travelDate, key.travelDate),
        eq(communities.timeSlot, key.timeSlot),
        joinableNow(now),
      ),
    )
    .limit(1);
  return row;
}

/** Serialises creates of the same route, date and slot across processes (both drivers). */
export async function lockGroupKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function listMemberGroups(db: Db, userId: string): Promise<GroupWithMine[]> {
  return db
    .select({ ...groupColumns, myPassengerCount: memberships.passengerCount })
    .from(memberships)
    .innerJoin(communities, eq(communities.id, memberships.communityId))
    .where(and(eq(memberships.userId, userId), isNull(memberships.leftAt)))
    .orderBy(asc(communities.travelDate), asc(communities.timeSlot));
}

export async function findActiveMembership(tx: Db, communityId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.userId, userId),
        isNull(memberships.leftAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertMembership(
  tx: Db,
  values: { communityId: string; userId: string; passengerCount: number; joinedAt: Date },
) {
  const [row] = await tx.insert(memberships).values(values).returning();
  recordChange(tx, { kind: 'member', userId: values.userId });
  return row!;
}

export async function insertPassengers(tx: Db, rows: Array<typeof passengers.$inferInsert>) {
  await tx.insert(passengers).values(rows);
}

export async function endMembership(tx: Db, membership: { id: string; userId: string }, now: Date) {
  await tx.update(memberships).set({ leftAt: now }).where(eq(memberships.id, membership.id));
  recordChange(tx, { kind: 'member', userId: membership.userId });
}

/** Moves the group's passenger counter (caller holds the group lock). */
export async function addPassengers(
  tx: Db,
  communityId: string,
  delta: number,
  now: Date,
): Promise<CommunityRow> {
  const [row] = await tx
    .update(communities)
    .set({ passengerCount: sql`${communities.passengerCount} + ${delta}`, updatedAt: now })
    .where(eq(communities.id, communityId))
    .returning();
  groupChanged(tx, row!);
  return row!;
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

export async function countActiveMemberships(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.leftAt)));
  return Number(row?.n ?? 0);
}

/** For airlines: groups whose RFQ is out and whose bidding window is still open. */
export async function listOpenForBidding(db: Db, now: Date): Promise<CommunityRow[]> {
  return db
    .select()
    .from(communities)
    .where(and(eq(communities.status, 'RFQ_SENT'), gt(communities.biddingDeadline, now)))
    .orderBy(asc(communities.biddingDeadline))
    .limit(500);
}

export type SearchCriteria = {
  from: string;
  to: string;
  dateFrom: string;
  dateTo: string;
  timeSlot?: string;
  userId: string;
  now: Date;
};

/**
 * The hot reads (search and detail), prepared once per database: no SQL is rebuilt per request
 * and PostgreSQL plans each statement once per connection.
 */
export function prepareGroupReads(db: Db) {
  const searchQuery = (withSlot: boolean, name: string) =>
    db
      .select({ ...groupColumns, myPassengerCount: memberships.passengerCount })
      .from(communities)
      .leftJoin(memberships, mine(sql.placeholder('userId')))
      .where(
        and(
          eq(communities.fromLocation, sql.placeholder('from')),
          eq(communities.toLocation, sql.placeholder('to')),
          gte(communities.travelDate, sql.placeholder('dateFrom')),
          lte(communities.travelDate, sql.placeholder('dateTo')),
          withSlot ? eq(communities.timeSlot, sql.placeholder('timeSlot')) : undefined,
          joinableNow(sql.placeholder('now')),
        ),
      )
      .orderBy(
        asc(communities.travelDate),
        asc(communities.timeSlot),
        desc(communities.passengerCount),
      )
      .limit(100)
      .prepare(name);
  const searchAnySlot = searchQuery(false, 'groups_search_any_slot');
  const searchOneSlot = searchQuery(true, 'groups_search_one_slot');

  const withMine = db
    .select({ ...groupColumns, myPassengerCount: memberships.passengerCount })
    .from(communities)
    .leftJoin(memberships, mine(sql.placeholder('userId')))
    .where(eq(communities.id, sql.placeholder('id')))
    .limit(1)
    .prepare('groups_find_with_mine');

  return {
    search(criteria: SearchCriteria): Promise<GroupWithMine[]> {
      return criteria.timeSlot ? searchOneSlot.execute(criteria) : searchAnySlot.execute(criteria);
    },
    async findWithMine(id: string, userId: string): Promise<GroupWithMine | undefined> {
      const [row] = await withMine.execute({ id, userId });
      return row;
    },
  };
}

export type GroupReads = ReturnType<typeof prepareGroupReads>;
