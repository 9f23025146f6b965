import { and, asc, count, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_GROUP_ACTIONS,
  RFQ_NUMBER_PATTERN,
  type AdminGroupFilters,
} from '@saath/shared/admin-groups';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import {
  communities,
  communityStatusHistory,
  memberships,
  type CommunityRow,
} from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';

// Reads for the admin Groups tab's filters and an admin's page of one group. Nothing here
// writes: groups.repository.ts writes communities, the lifecycle writes the history and audit.

/**
 * The Groups tab's filters, each an equality on one column of `communities`, so the indexes
 * that exist serve them: rfq_number (communities_rfq_number_key, unique; a part of a number is
 * the exception, below), from_location and
 * to_location (communities_route_idx, from_location leading), status (communities_status_idx).
 * travel_date has no index of its own: alone it is filtered while the list walks
 * communities_created_idx newest first.
 */
/**
 * A whole RFQ number is an equality (the unique index); a part of one ('000003') matches the
 * numbers that contain it. The shared schema lets only letters, digits and dashes through, so
 * the part holds no LIKE wildcard; the scan it costs is the Groups tab's, an admin's list.
 */
function rfqNumberFilter(value: string): SQL {
  return RFQ_NUMBER_PATTERN.test(value)
    ? eq(communities.rfqNumber, value)
    : like(communities.rfqNumber, `%${value}%`);
}

export function groupFilters(filters: AdminGroupFilters): SQL | undefined {
  return and(
    filters.rfq_number ? rfqNumberFilter(filters.rfq_number) : undefined,
    filters.from_location ? eq(communities.fromLocation, filters.from_location) : undefined,
    filters.to_location ? eq(communities.toLocation, filters.to_location) : undefined,
    filters.travel_date ? eq(communities.travelDate, filters.travel_date) : undefined,
    filters.status ? eq(communities.status, filters.status) : undefined,
  );
}

export async function findCommunity(db: Db, id: string): Promise<CommunityRow | undefined> {
  const [row] = await db.select().from(communities).where(eq(communities.id, id)).limit(1);
  return row;
}

export async function countActiveMembers(db: Db, communityId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.communityId, communityId), isNull(memberships.leftAt)));
  return row?.n ?? 0;
}

// Who acted: a name only, as the Users tab shows it ("First Last").
const actorName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Every move of the group's status, oldest first (community_status_history_community_idx). */
export async function statusHistoryOf(db: Db, communityId: string) {
  return db
    .select({
      fromStatus: communityStatusHistory.fromStatus,
      toStatus: communityStatusHistory.toStatus,
      reason: communityStatusHistory.reason,
      actorId: users.id,
      actorName,
      actorIsAdmin: users.isAdmin,
      at: communityStatusHistory.at,
    })
    .from(communityStatusHistory)
    .leftJoin(users, eq(users.id, communityStatusHistory.actorUserId))
    .where(eq(communityStatusHistory.communityId, communityId))
    .orderBy(asc(communityStatusHistory.id));
}

/** The admins' overrides and quote selections on the group, oldest first
 * (admin_audit_log_community_idx). */
export async function adminActionsOn(db: Db, communityId: string) {
  return db
    .select({
      action: adminAuditLog.action,
      fromStatus: adminAuditLog.fromStatus,
      toStatus: adminAuditLog.toStatus,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
      adminId: users.id,
      adminName: actorName,
      at: adminAuditLog.at,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminUserId))
    .where(
      and(
        eq(adminAuditLog.communityId, communityId),
        inArray(adminAuditLog.action, [...ADMIN_GROUP_ACTIONS]),
      ),
    )
    .orderBy(asc(adminAuditLog.id));
}
