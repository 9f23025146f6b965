import type { Analytics, RfqConversion, overrideBodySchema } from '@saath/shared/admin';
import type { AdminGroupsQuery } from '@saath/shared/admin-groups';
import type { Group } from '@saath/shared/groups';
import { pageOf, type Paged } from '@saath/shared/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { toGroup } from '../groups/index.ts';
import type { AirlineTotals, StatusOverride } from './admin.ports.ts';
import { moneyTotals } from './admin.payments.repository.ts';
import * as repo from './admin.repository.ts';
import { airlineTicketing } from './admin.ticketing.ts';

type OverrideInput = z.output<typeof overrideBodySchema>;

export type AdminDeps = {
  db: Db;
  override: StatusOverride;
  clock: Clock;
  airlineTotals: AirlineTotals;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function createAdminService(deps: AdminDeps) {
  const { db } = deps;

  /**
   * The admin analytics (docs/product/roles.md): six short statements (aggregates and two
   * 5-row lists), run side by side on the pool; ~60-80 ms on the 100 000-group bench data
   * (bench/README.md).
   */
  async function analytics(): Promise<Analytics> {
    const [groups, routes, totals, recentGroups, recentTickets, money, ticketing, airlines] =
      await Promise.all([
        repo.groupFigures(db),
        repo.popularRoutes(db),
        repo.totals(db),
        repo.recentCommunities(db),
        repo.recentTickets(db),
        moneyTotals(db),
        airlineTicketing(db, deps.clock.now()),
        deps.airlineTotals(),
      ]);
    const top = routes[0];
    return {
      total_users: totals.users,
      total_communities: groups.total,
      total_tickets: totals.tickets,
      total_saved_amount: totals.savedPaise,
      community_status_counts: groups.statusCounts,
      popular_routes: routes,
      avg_community_size: groups.avgSize,
      // Reached the threshold / formation decided (reached it, or closed without it). Groups
      // still forming are left out: they have not succeeded or failed yet.
      threshold_success_rate: groups.decided > 0 ? groups.reachedThreshold / groups.decided : null,
      avg_ticket_price: totals.avgTicketPricePaise,
      total_credits_issued: totals.creditsIssuedPaise,
      fees_earned: totals.feesEarnedPaise,
      money_captured: money.captured,
      money_refunded: money.refunded,
      money_net: money.captured - money.refunded,
      owed_to_airlines: airlines.owed,
      paid_to_airlines: airlines.paid,
      most_active_route: top ? `${top.from_location}-${top.to_location}` : null,
      recent_communities: recentGroups.map((g) => ({ ...g, created_at: iso(g.created_at) })),
      recent_tickets: recentTickets.map((t) => ({ ...t, created_at: iso(t.created_at) })),
      airline_ticketing: ticketing,
    };
  }

  /** The RFQ funnel of the admin analytics; conversion = groups booked / RFQs sent. */
  async function rfqConversion(): Promise<RfqConversion> {
    const f = await repo.rfqFunnel(db);
    return {
      rfq_sent: f.rfqSent,
      ready_for_booking: f.readyForBooking,
      booked: f.booked,
      cancelled: f.cancelled,
      conversion_rate: f.rfqSent > 0 ? f.booked / f.rfqSent : 0,
    };
  }

  /** Every group, or those matching the Groups tab's filters. */
  async function communities(query: AdminGroupsQuery): Promise<Paged<Group>> {
    const { skip, limit, ...filters } = query;
    const [rows, total] = await Promise.all([
      repo.listCommunities(db, skip, limit, filters),
      repo.countCommunities(db, filters),
    ]);
    // The admin is not a member: my_passenger_count is 0 on every row.
    return { items: rows.map((r) => toGroup(r, null)), ...pageOf(skip, limit, total) };
  }

  async function override(principal: Principal, id: string, body: OverrideInput): Promise<Group> {
    const row = await deps.override.override(principal.userId, id, body.status, body.reason);
    return toGroup(row, null);
  }

  return { analytics, rfqConversion, communities, override };
}

export type AdminService = ReturnType<typeof createAdminService>;
