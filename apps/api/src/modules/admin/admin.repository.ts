import { count, desc, sql } from 'drizzle-orm';
import type { AdminGroupFilters } from '@saath/shared/admin-groups';
import { GROUP_STATUSES, type GroupStatus } from '@saath/shared/groups';
import { MARKET_PRICE_PAISE } from '@saath/shared/tickets';
import { queryRows, type Db } from '../../db/client.ts';
import { communities, type CommunityRow } from '../../db/schema/groups.ts';
import { groupFilters } from './admin.groups.repository.ts';

// Every figure of the admin analytics is an aggregate computed by PostgreSQL: no query here
// returns more than a handful of rows, whatever the size of the tables: the dashboard stays fast.

export const POPULAR_ROUTES_LIMIT = 5;
export const RECENT_LIMIT = 5;

export type GroupFigures = {
  statusCounts: Record<GroupStatus, number>;
  total: number;
  /** Mean passengers over groups with at least one passenger; null when there is none. */
  avgSize: number | null;
  /** Groups that ever reached the threshold (threshold_met_at is set when they do). */
  reachedThreshold: number;
  /** Groups whose formation is decided: reached the threshold, or closed without reaching it. */
  decided: number;
};

/**
 * One pass over communities, one row per status (at most 8): PostgreSQL counts, the few status
 * rows are then added up here.
 */
export async function groupFigures(db: Db): Promise<GroupFigures> {
  const rows = await queryRows<{
    status: string;
    n: number;
    with_passengers: number;
    passengers: number;
    reached: number;
  }>(
    db,
    sql`SELECT status, count(*)::int AS n,
      count(*) FILTER (WHERE passenger_count > 0)::int AS with_passengers,
      sum(passenger_count)::int AS passengers,
      count(*) FILTER (WHERE threshold_met_at IS NOT NULL)::int AS reached
    FROM ${communities} GROUP BY status`,
  );
  const statusCounts = Object.fromEntries(GROUP_STATUSES.map((s) => [s, 0])) as Record<
    GroupStatus,
    number
  >;
  let total = 0;
  let withPassengers = 0;
  let passengers = 0;
  let reached = 0;
  let closedUnformed = 0;
  for (const row of rows) {
    if (row.status in statusCounts) statusCounts[row.status as GroupStatus] = row.n;
    total += row.n;
    withPassengers += row.with_passengers;
    passengers += row.passengers;
    reached += row.reached;
    // DISABLED without ever reaching the threshold: formation failed.
    if (row.status === 'DISABLED') closedUnformed += row.n - row.reached;
  }
  return {
    statusCounts,
    total,
    avgSize: withPassengers > 0 ? passengers / withPassengers : null,
    reachedThreshold: reached,
    decided: reached + closedUnformed,
  };
}

/**
 * Routes with the most groups (any status), most first. A tie goes to the route with the newest
 * group (the analytics page says so beside 'Most Active Route'), then route order.
 */
export async function popularRoutes(db: Db, limit = POPULAR_ROUTES_LIMIT) {
  return queryRows<{ from_location: string; to_location: string; count: number }>(
    db,
    sql`SELECT from_location, to_location, count(*)::int AS count
      FROM ${communities}
      GROUP BY from_location, to_location
      ORDER BY count DESC, max(created_at) DESC, from_location, to_location
      LIMIT ${limit}`,
  );
}

export type Totals = {
  users: number;
  tickets: number;
  savedPaise: number;
  avgTicketPricePaise: number | null;
  creditsIssuedPaise: number;
  feesEarnedPaise: number;
};

/**
 * The account, ticket and credit totals:
 * - users: every account (travellers, airline users, admins), the total the Users tab pages;
 * - tickets: every ticket its airline ever issued (a later cancellation does not un-issue it;
 *   a PENDING ticket is not issued yet: docs/product/ticketing.md);
 * - saved: Σ max(0, market price − fare) over tickets not cancelled (PENDING ones are paid
 *   for), the group page's saving (docs/product/money.md) summed per ticket; a cancelled ticket
 *   saved nobody anything;
 * - average price: mean price_paid (fare + fee + GST, what the traveller paid) of the tickets
 *   not cancelled;
 * - credits issued: Σ of the ledger's positive money entries (waivers are not money);
 * - fees earned (ADR 0024): Σ ticketing fees of every ticket sold (GST is the state's,
 *   not ours; a cancelled ticket's fee was earned, its refund is counted as money refunded).
 */
export async function totals(db: Db): Promise<Totals> {
  const [[counts], perStatus] = await Promise.all([
    queryRows<{ users: number; credits: string }>(
      db,
      sql`SELECT (SELECT count(*) FROM users)::int AS users,
        (SELECT coalesce(sum(amount_paise), 0) FROM credit_ledger WHERE amount_paise > 0)::bigint
          AS credits`,
    ),
    // One row per ticket status, read from tickets_status_money_idx alone.
    queryRows<{ status: string; n: number; saved: string; paid: string; fees: string }>(
      db,
      sql`SELECT status, count(*)::int AS n,
        sum(greatest(0, ${MARKET_PRICE_PAISE}::int - fare_paise))::bigint AS saved,
        sum(price_paid_paise)::bigint AS paid, sum(fee_paise)::bigint AS fees
      FROM tickets GROUP BY status`,
    ),
  ]);
  const held = perStatus.filter((r) => r.status !== 'CANCELLED');
  const heldCount = held.reduce((n, r) => n + r.n, 0);
  const heldPaid = held.reduce((n, r) => n + Number(r.paid ?? 0), 0);
  return {
    users: Number(counts?.users ?? 0),
    tickets: perStatus.filter((r) => r.status !== 'PENDING').reduce((n, r) => n + r.n, 0),
    savedPaise: held.reduce((n, r) => n + Number(r.saved ?? 0), 0),
    avgTicketPricePaise: heldCount > 0 ? Math.round(heldPaid / heldCount) : null,
    creditsIssuedPaise: Number(counts?.credits ?? 0),
    feesEarnedPaise: perStatus.reduce((n, r) => n + Number(r.fees ?? 0), 0),
  };
}

export async function recentCommunities(db: Db, limit = RECENT_LIMIT) {
  return queryRows<{
    community_id: string;
    rfq_number: string;
    from_location: string;
    to_location: string;
    created_at: Date | string;
    status: GroupStatus;
  }>(
    db,
    sql`SELECT id AS community_id, rfq_number, from_location, to_location, created_at, status
      FROM ${communities} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
}

export async function recentTickets(db: Db, limit = RECENT_LIMIT) {
  return queryRows<{
    ticket_id: string;
    flight_number: string | null;
    created_at: Date | string;
    status: 'ISSUED' | 'CANCELLED' | 'PENDING';
  }>(
    db,
    sql`SELECT id AS ticket_id, flight_number, created_at, status
      FROM tickets ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
}

/**
 * From the status history (every move of every group, whoever made it): how many groups ever
 * reached each step after the RFQ. A group counts once per step however often it got there.
 */
export async function rfqFunnel(db: Db) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT
      count(DISTINCT community_id) FILTER (WHERE to_status = 'RFQ_SENT')::int AS rfq_sent,
      count(DISTINCT community_id) FILTER (WHERE to_status = 'READY_FOR_BOOKING')::int
        AS ready_for_booking,
      count(DISTINCT community_id) FILTER (WHERE to_status = 'BOOKED')::int AS booked,
      count(DISTINCT community_id) FILTER (WHERE to_status = 'CANCELLED')::int AS cancelled
    FROM community_status_history
    WHERE to_status IN ('RFQ_SENT', 'READY_FOR_BOOKING', 'BOOKED', 'CANCELLED')`,
  );
  return {
    rfqSent: Number(row?.rfq_sent ?? 0),
    readyForBooking: Number(row?.ready_for_booking ?? 0),
    booked: Number(row?.booked ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
  };
}

/** Every group matching the filters, newest first (ties by id, so pages never overlap). */
export async function listCommunities(
  db: Db,
  skip: number,
  limit: number,
  filters: AdminGroupFilters = {},
): Promise<CommunityRow[]> {
  return db
    .select()
    .from(communities)
    .where(groupFilters(filters))
    .orderBy(desc(communities.createdAt), desc(communities.id))
    .limit(limit)
    .offset(skip);
}

export async function countCommunities(db: Db, filters: AdminGroupFilters = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communities).where(groupFilters(filters));
  return row?.n ?? 0;
}
