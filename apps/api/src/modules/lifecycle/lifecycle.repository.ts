import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communities,
  communityStatusHistory,
  memberships,
  type CommunityRow,
} from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { groupChanged } from '../../platform/change-feed.ts';

/** Reads a group and holds its row lock until the transaction ends: joins are serialised here. */
export async function lockGroup(tx: Db, id: string): Promise<CommunityRow | undefined> {
  const [row] = await tx.select().from(communities).where(eq(communities.id, id)).for('update');
  return row;
}

export async function updateGroup(
  tx: Db,
  id: string,
  expectedStatus: string,
  changes: Partial<typeof communities.$inferInsert>,
): Promise<CommunityRow | undefined> {
  const [row] = await tx
    .update(communities)
    .set(changes)
    .where(and(eq(communities.id, id), eq(communities.status, expectedStatus)))
    .returning();
  // Every status change passes here: the read caches hear of it when the transaction commits.
  if (row) groupChanged(tx, row);
  return row;
}

export async function insertHistory(
  tx: Db,
  values:
    typeof communityStatusHistory.$inferInsert | Array<typeof communityStatusHistory.$inferInsert>,
) {
  await tx.insert(communityStatusHistory).values(Array.isArray(values) ? values : [values]);
}

/**
 * Moves several locked groups from a forming status to RFQ_SENT in one statement (the join
 * batcher's threshold step; the caller checked the moves). Returns the rows as they are now.
 */
export async function moveFormingToRfq(
  tx: Db,
  ids: string[],
  changes: Partial<typeof communities.$inferInsert>,
): Promise<CommunityRow[]> {
  const rows = await tx
    .update(communities)
    .set({ ...changes, status: 'RFQ_SENT' })
    .where(and(inArray(communities.id, ids), inArray(communities.status, ['PENDING', 'ACTIVE'])))
    .returning();
  for (const row of rows) groupChanged(tx, row);
  return rows;
}

/** The active members of several groups, each with the group it belongs to. */
export async function activeMembersOf(
  tx: Db,
  communityIds: string[],
): Promise<Array<ActiveMember & { communityId: string }>> {
  return tx
    .select({
      communityId: memberships.communityId,
      userId: memberships.userId,
      email: users.email,
      firstName: users.firstName,
      passengerCount: memberships.passengerCount,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.communityId, communityIds), isNull(memberships.leftAt)))
    .orderBy(asc(memberships.joinedAt));
}

/**
 * Claims one group whose deadline has passed, skipping groups another process holds, so any
 * number of sweepers can run at once and each due group is handled by exactly one of them.
 */
export async function claimFormationDue(tx: Db, now: Date): Promise<CommunityRow | undefined> {
  const [row] = await tx
    .select()
    .from(communities)
    .where(
      and(
        inArray(communities.status, ['PENDING', 'ACTIVE']),
        lte(communities.formationDeadline, now),
      ),
    )
    .orderBy(asc(communities.formationDeadline))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function claimBiddingDue(tx: Db, now: Date): Promise<CommunityRow | undefined> {
  const [row] = await tx
    .select()
    .from(communities)
    .where(and(eq(communities.status, 'RFQ_SENT'), lte(communities.biddingDeadline, now)))
    .orderBy(asc(communities.biddingDeadline))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export type ActiveMember = {
  userId: string;
  email: string;
  firstName: string;
  passengerCount: number;
};

/** The active members of one group, in the order they joined. */
export async function activeMembers(tx: Db, communityId: string): Promise<ActiveMember[]> {
  return activeMembersOf(tx, [communityId]);
}
