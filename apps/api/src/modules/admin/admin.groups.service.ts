import type { AdminGroup } from '@saath/shared/admin-groups';
import type { BidHistoryEntry } from '@saath/shared/airlines';
import { GROUP_NOT_FOUND } from '@saath/shared/groups';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { bidHistoryOf, quotesForGroup, toQuote } from '../airlines/index.ts';
import { toGroup } from '../groups/index.ts';
import * as repo from './admin.groups.repository.ts';
import { asWork } from '../../platform/work.ts';

export type AdminGroupsDeps = { db: Db };

const named = (id: string | null, name: string | null) =>
  id ? { user_id: id, name: name ?? '' } : null;

/** One group as an operator sees it, for the admin's group page. */
export function createAdminGroupsService(deps: AdminGroupsDeps) {
  const { db } = deps;

  /**
   * The group, its members and passengers (counts only: groups are anonymous),
   * every status move, every admin action on it, and every quote with its total at today's
   * passenger count. Read side by side; an unknown id answers 404 like the group routes.
   */
  async function detail(id: string): Promise<AdminGroup> {
    const row = await repo.findCommunity(db, id);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    const [members, history, actions, quotes] = await Promise.all([
      repo.countActiveMembers(db, id),
      repo.statusHistoryOf(db, id),
      repo.adminActionsOn(db, id),
      quotesForGroup(asWork(db), id),
    ]);
    return {
      group: toGroup(row, null),
      members,
      status_history: history.map((h) => ({
        from_status: h.fromStatus,
        to_status: h.toStatus,
        reason: h.reason,
        // A member is not named: the page shows no more of a person than the Users tab.
        actor_kind: !h.actorId ? 'SYSTEM' : h.actorIsAdmin ? 'ADMIN' : 'MEMBER',
        actor: h.actorIsAdmin ? named(h.actorId, h.actorName) : null,
        at: h.at.toISOString(),
      })),
      admin_actions: actions.map((a) => ({
        action: a.action as AdminGroup['admin_actions'][number]['action'],
        from_status: a.fromStatus,
        to_status: a.toStatus,
        reason: a.reason,
        admin: named(a.adminId, a.adminName),
        details: a.details,
        at: a.at.toISOString(),
      })),
      quotes: quotes.map((q) => ({
        ...toQuote(q),
        total_price: q.quote.pricePerTicketPaise * row.passengerCount,
      })),
    };
  }

  /**
   * The group's append-only bid history (ADR 0027), oldest first: every submission,
   * replacement and withdrawal with its time, airline and price. An unknown id answers 404.
   */
  async function bids(id: string): Promise<{ bids: BidHistoryEntry[] }> {
    const [row, events] = await Promise.all([
      repo.findCommunity(db, id),
      bidHistoryOf(asWork(db), id),
    ]);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    return {
      bids: events.map(({ event, airlineName, airlineCode }) => ({
        kind: event.kind,
        at: event.at.toISOString(),
        company_id: event.companyId,
        airline_name: airlineName,
        airline_code: airlineCode,
        quote_id: event.quoteId,
        price_per_ticket: event.pricePerTicketPaise,
        flight_number: event.flightNumber,
      })),
    };
  }

  return { detail, bids };
}

export type AdminGroupsService = ReturnType<typeof createAdminGroupsService>;
