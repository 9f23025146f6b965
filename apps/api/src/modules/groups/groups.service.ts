import {
  ADMIN_CANNOT_JOIN_GROUPS,
  ADMIN_ENDED_REASON,
  ADMIN_OVERRIDE_REASON,
  ENDED_STATUSES,
  type Group,
  type GroupEnding,
  AIRLINE_CANNOT_JOIN_GROUPS,
  CANNOT_LEAVE_BOOKED,
  GROUP_CLOSED,
  GROUP_EXISTS,
  GROUP_NOT_FOUND,
  buildMeta,
  LEFT_GROUP,
  isLeavable,
  type GroupPreview,
  type Meta,
  type PassengerInput,
  type RouteDateFilter,
} from '@saath/shared/groups';
import { PAYMENT_STAGE_STATUSES } from '@saath/shared/payment-rules';
import { CANNOT_LEAVE_PAID, type MyPayment } from '@saath/shared/payments';
import { COMPLETION_FIELD_LABELS, PROFILE_INCOMPLETE_MISSING } from '@saath/shared/profile';
import { formatMessage } from '@saath/shared/i18n';
import { MARKET_PRICE_PAISE } from '@saath/shared/constants';
import { indiaDate } from '@saath/shared/india-time';
import type { z } from 'zod';
import type { createBodySchema, MyStanding, searchQuerySchema } from '@saath/shared/groups';
import type { BidLadder } from '@saath/shared/airlines';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Principal } from '../../platform/auth.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { createJoins, type ParsedPassenger } from './groups.join.ts';
import type { AirlineBids, GroupLifecycle, GroupOpened, MemberPayments } from './groups.ports.ts';
import { toGroup, toGroupPreview } from './groups.presenter.ts';
import { createGroupCache, keptBesideRecord } from './read-model/group-cache.ts';
import { createSearchAnswers } from './read-model/search-answers.ts';
import { createSearch, type SearchAnswer } from './read-model/search.ts';
import * as commands from './groups.commands.ts';
import * as repo from './groups.repository.ts';
import * as ticketsRepo from '../tickets/index.ts';
import { asWork } from '../../platform/work.ts';

export type { SearchAnswer };

type SearchQuery = z.output<typeof searchQuerySchema>;
type CreateBody = z.output<typeof createBodySchema>;

export type GroupsDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'lifecycle' | 'groupCacheSeconds' | 'cacheLimits'>;
  lifecycle: GroupLifecycle;
  airlineBids: AirlineBids;
  payments: MemberPayments;
  mail: MailWorker;
  changes: ChangeFeed;
  /** Route alerts hear of every group opened, in its transaction (ADR 0021). */
  onGroupOpened?: GroupOpened;
};

/** A group row and the caller's own passenger count in it (the routes present it). */
export type GroupView = {
  row: CommunityRow;
  mine: number | null;
  myPayment?: MyPayment | null;
  myStanding?: MyStanding | null;
  /** A booked group's ticketing (deadline, issued of total, PNR) in the member's list. */
  ticketing?: Awaited<ReturnType<GroupsTicketing>>;
};

type GroupsTicketing = (
  id: string,
  status: string,
  withPnr: boolean,
) => Promise<{
  ticketing_deadline?: string | null;
  tickets_issued?: number;
  tickets_total?: number;
  pnr?: string | null;
}>;

type TicketingState = NonNullable<Awaited<ReturnType<typeof ticketsRepo.ticketingOfGroup>>>;

/** Statuses in which a group may have a payment stage to show (docs/product/money.md). */
const PAYMENT_STAGE = new Set(PAYMENT_STAGE_STATUSES);

/** An airline user (docs/product/roles.md); admins, who pass every check, see as travellers. */
const isAirline = (principal: Principal) =>
  !principal.isAdmin && (principal.role === 'AIRLINE' || principal.companyId !== null);

/**
 * A traveller's create, join, view and leave need a complete profile (docs/product/roles.md).
 * Admins pass every permission check, this one too (otherwise an admin could not open a group).
 */
function requireCompleteProfile(principal: Principal) {
  if (principal.isAdmin || principal.missingProfileFields.length === 0) return;
  const missing = principal.missingProfileFields.map((f) => COMPLETION_FIELD_LABELS[f]).join(', ');
  throw forbidden(formatMessage('en', PROFILE_INCOMPLETE_MISSING, { fields: missing }));
}

/**
 * Only travellers create or join groups: an airline bids on them (a conflict of interest), and
 * an admin is staff who travels with a traveller account. Checked before the group is looked up,
 * so the answer is the same for every group.
 */
function requireTravellerAccount(principal: Principal) {
  if (principal.isAdmin) throw forbidden(ADMIN_CANNOT_JOIN_GROUPS);
  if (isAirline(principal)) throw forbidden(AIRLINE_CANNOT_JOIN_GROUPS);
}

export function createGroupsService(deps: GroupsDeps) {
  const { db, clock } = deps;
  const reads = repo.prepareGroupReads(db);
  const cache = createGroupCache({
    db,
    ttlMs: deps.config.groupCacheSeconds * 1000,
    present: (row) => toGroup(row, 0),
    limits: deps.config.cacheLimits,
  });
  const answers = createSearchAnswers({ maxBytes: deps.config.cacheLimits.searchAnswerBytes });
  deps.changes.subscribe({
    // A user's change is the sessions' business, a manifest's the airline stream's, a
    // payment's its payer's stream's.
    changes: (list) =>
      cache.apply(
        list.filter(
          (change) =>
            change.kind !== 'user' && change.kind !== 'manifest' && change.kind !== 'payment',
        ),
      ),
    reset: () => {
      cache.clear();
      answers.clear();
    },
  });
  const { requireLeadTime, search: searchGroups } = createSearch({
    clock,
    cache,
    answers,
    keepAnswers: deps.config.groupCacheSeconds > 0,
  });
  const joins = createJoins(deps);

  function meta(): Meta {
    return buildMeta(clock.now(), deps.config.lifecycle);
  }

  /** Search (docs/product/search.md); `gzip`: the caller accepts a gzipped answer. */
  async function search(
    principal: Principal,
    query: SearchQuery,
    options: { gzip: boolean } = { gzip: false },
  ): Promise<SearchAnswer> {
    return searchGroups(principal.userId, query, options);
  }

  async function create(principal: Principal, body: CreateBody): Promise<GroupView> {
    requireTravellerAccount(principal);
    requireCompleteProfile(principal);
    requireLeadTime('body', body);
    const key = {
      from: body.from_location,
      to: body.to_location,
      travelDate: body.travel_date,
      timeSlot: body.time_slot,
    };
    const view = await db.transaction(async (tx): Promise<GroupView> => {
      // Two people creating the same group at once: the second finds the first's group.
      await commands.lockGroupKey(tx, `${key.from}|${key.to}|${key.travelDate}|${key.timeSlot}`);
      const existing = await repo.findOpenGroup(tx, key, clock.now());
      if (existing) throw conflict(GROUP_EXISTS, { existing_community_id: existing.id });
      const now = clock.now();
      const seq = await repo.nextRfqSequence(tx);
      const created = await commands.openGroup(tx, {
        rfqNumber: `RFQ-${indiaDate(now).slice(0, 4)}-${String(seq).padStart(6, '0')}`,
        fromLocation: key.from,
        toLocation: key.to,
        travelDate: key.travelDate,
        timeSlot: key.timeSlot,
        formationDeadline: new Date(
          now.getTime() + deps.config.lifecycle.formationWindowSeconds * 1000,
        ),
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      });
      await deps.onGroupOpened?.(asWork(tx), created);
      if (!body.passengers) return { row: created, mine: null };
      // The creator's passengers go in through the one join path, in this transaction.
      const [outcome] = await joins.run(tx, [
        { principal, groupId: created.id, passengers: body.passengers },
      ]);
      if ('error' in outcome!) throw outcome.error;
      return { row: outcome!.row, mine: body.passengers.length };
    });
    deps.mail.kick();
    return view;
  }

  async function join(
    principal: Principal,
    id: string,
    input: ParsedPassenger[],
  ): Promise<GroupView> {
    requireTravellerAccount(principal);
    requireCompleteProfile(principal);
    const row = await joins.join({ principal, groupId: id, passengers: input });
    return { row, mine: input.length };
  }

  async function leave(principal: Principal, id: string) {
    requireCompleteProfile(principal);
    await commands.withLockedGroup(db, id, async (tx, group) => {
      const membership = group && (await repo.findActiveMembership(tx, id, principal.userId));
      if (!group || !membership) throw notFound(GROUP_NOT_FOUND);
      if (group.status === 'BOOKED') throw conflict(CANNOT_LEAVE_BOOKED);
      if (!isLeavable(group.status)) throw conflict(GROUP_CLOSED);
      // A paid seat is bought; an unpaid one may go, as if released (docs/product/money.md).
      if (
        group.status === 'READY_FOR_BOOKING' &&
        (await deps.payments.hasPaid(asWork(tx), id, principal.userId))
      )
        throw conflict(CANNOT_LEAVE_PAID);
      // Leaving never moves a group back (docs/product/lifecycle.md): only the counters change.
      const row = await commands.leave(tx, id, membership, clock.now());
      if (row) await deps.lifecycle.afterMemberLeft(asWork(tx), row);
    });
    deps.mail.kick();
    return { message: LEFT_GROUP };
  }

  /**
   * A traveller gets their groups; an airline the groups open for bidding (docs/product/roles.md).
   * Either list narrows to a route and a travel date when asked.
   */
  async function list(principal: Principal, filter: RouteDateFilter = {}): Promise<GroupView[]> {
    if (isAirline(principal)) {
      const rows = await repo.listOpenForBidding(db, clock.now(), filter);
      const standings = await deps.airlineBids.standingsOf(
        asWork(db),
        principal.companyId!,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ row, mine: null, myStanding: standings.get(row.id) ?? null }));
    }
    const rows = await repo.listMemberGroups(db, principal.userId, filter);
    return Promise.all(
      rows.map(async (row) => ({
        row,
        mine: row.myPassengerCount,
        myPayment: await myPaymentOf(row.id, row.status, row.winningQuote, principal.userId),
        // The dashboard's card of a booked group says how many tickets its airline has issued.
        ticketing: await ticketingOf(row.id, row.status, true),
      })),
    );
  }

  /** The caller's share, read per request (never cached with the group), only when it can exist. */
  async function myPaymentOf(
    id: string,
    status: string,
    winning: { price_per_ticket: number } | null,
    userId: string,
  ): Promise<MyPayment | null> {
    if (!PAYMENT_STAGE.has(status) || !winning) return null;
    return deps.payments.myPayment(
      asWork(db),
      { id, status, winningPrice: winning.price_per_ticket },
      userId,
    );
  }

  /**
   * A traveller's or admin's view of a group: a member's, or any group for an admin. Someone
   * else's group answers exactly like a missing one (docs/product/roles.md).
   */
  async function memberView(principal: Principal, id: string) {
    requireCompleteProfile(principal);
    const [entry, mine] = await Promise.all([
      cache.group(id),
      cache.membershipsOf(principal.userId),
    ]);
    if (!entry || (!mine.has(id) && !principal.isAdmin)) throw notFound(GROUP_NOT_FOUND);
    return { entry, mine };
  }

  /** Someone else's group answers exactly like a missing one (docs/product/roles.md). */
  async function detail(principal: Principal, id: string): Promise<Group> {
    if (isAirline(principal)) {
      // An airline sees an RFQ it can bid on, or a group it bid on; never passengers.
      const [entry, standing] = await Promise.all([
        cache.group(id),
        deps.airlineBids.standingOf(asWork(db), id, principal.companyId!),
      ]);
      const visible = entry && (entry.status === 'RFQ_SENT' || standing !== null);
      if (!entry || !visible) throw notFound(GROUP_NOT_FOUND);
      // Its own standing, read per request (never cached with the group), merged as data.
      const award = await awardOf(entry);
      return { ...entry.group, my_standing: standing, ...ticketingFields(award?.ticketing, false) };
    }
    const { entry, mine } = await memberView(principal, id);
    const [myPayment, ended, award] = await Promise.all([
      mine.has(id)
        ? myPaymentOf(id, entry.status, entry.winningQuote, principal.userId)
        : Promise.resolve(null),
      endingOf(entry),
      awardOf(entry),
    ]);
    // The cached record is shared: the caller's parts go into a copy of it.
    return {
      ...entry.group,
      my_passenger_count: mine.get(id) ?? 0,
      my_payment: myPayment,
      ended,
      savings: award
        ? { amount: award.savings.savedPaise, issued_tickets: award.savings.issuedTickets }
        : null,
      ...ticketingFields(award?.ticketing, true),
    };
  }

  /**
   * A booked group's ticketing by its winning airline (docs/product/ticketing.md): when the
   * tickets are due and how many are issued, for whoever sees the winning quote; the PNR (with a
   * name, it manages a booking) for members and admins only.
   */
  function ticketingFields(
    state: TicketingState | undefined,
    withPnr: boolean,
  ): Awaited<ReturnType<GroupsTicketing>> {
    if (!state) return {};
    return {
      ticketing_deadline: state.deadline?.toISOString() ?? null,
      tickets_issued: state.issued,
      tickets_total: state.total,
      ...(withPnr ? { pnr: state.pnr } : {}),
    };
  }

  /** The member's list reads each booked group's ticketing with its rows. */
  async function ticketingOf(
    id: string,
    status: string,
    withPnr: boolean,
  ): ReturnType<GroupsTicketing> {
    if (status !== 'BOOKED') return {};
    return ticketingFields(await ticketsRepo.ticketingOfGroup(asWork(db), id), withPnr);
  }

  /**
   * A booked group's award (its ticketing) and savings (by the same rule as the admin's Total
   * Saved: tickets not cancelled). A ticket issued or cancelled changes no group row, but the
   * database announces it as a change of the group's tickets (migration 0030), which drops the
   * group's record from the cache: so they are read once per record, not once per request.
   */
  const awardOf = keptBesideRecord(async (entry) => {
    if (entry.status !== 'BOOKED') return null;
    const [ticketing, savings] = await Promise.all([
      ticketsRepo.ticketingOfGroup(asWork(db), entry.id),
      ticketsRepo.issuedSavingsOfGroup(asWork(db), entry.id, MARKET_PRICE_PAISE),
    ]);
    return { ticketing, savings };
  });

  /**
   * Why and when an ended group ended, read from its history once per cached record: an ended
   * status is final (docs/product/lifecycle.md), so the answer holds as long as the record it
   * was read for, which any change to the group replaces. Kept beside the record, not in it:
   * only a member's or admin's detail shows it.
   */
  const endingOf = keptBesideRecord((entry) =>
    ENDED_STATUSES.includes(entry.status)
      ? readEnding(entry.id, entry.status)
      : Promise.resolve(null),
  );

  async function readEnding(id: string, status: string): Promise<GroupEnding | null> {
    const last = await repo.lastStatusChange(db, id);
    if (!last || last.toStatus !== status) return null;
    return {
      from_status: last.fromStatus,
      reason: last.reason.startsWith(ADMIN_OVERRIDE_REASON) ? ADMIN_ENDED_REASON : last.reason,
      at: last.at.toISOString(),
    };
  }

  /**
   * ADR 0027: a member's anonymous bid ladder, the live bids in the winner's order
   * (price, then the earlier submission). Airlines are named once the group is booked. Who may
   * see it is who may see the detail (anyone else: 404); an airline is no member: 404.
   */
  async function ladder(principal: Principal, id: string): Promise<BidLadder> {
    if (isAirline(principal)) throw notFound(GROUP_NOT_FOUND);
    const { entry } = await memberView(principal, id);
    const named = entry.status === 'BOOKED';
    const rows = await deps.airlineBids.ladderOf(asWork(db), id);
    return {
      bids: rows.map((row, index) => ({
        rank: index + 1,
        price_per_ticket: row.price,
        airline_name: named ? row.airlineName : null,
      })),
    };
  }

  /**
   * The invite link: any group's public preview, for anyone (no sign-in). Served from
   * the group cache like the detail page, so a shared link costs no database work once warm.
   */
  async function preview(id: string): Promise<GroupPreview> {
    const entry = await cache.group(id);
    if (!entry) throw notFound(GROUP_NOT_FOUND);
    return toGroupPreview(entry, clock.now());
  }

  /** The airlines' live stream (ADR 0020): where a group stands, from the group cache. */
  async function rfqState(id: string) {
    const entry = await cache.group(id);
    if (!entry) return null;
    return { status: entry.status, biddingOpened: entry.group.bidding_deadline !== null };
  }

  async function passengers(principal: Principal, id: string) {
    // Airlines never see passengers: for them there is nothing here (docs/product/roles.md).
    if (isAirline(principal)) throw notFound(GROUP_NOT_FOUND);
    requireCompleteProfile(principal);
    const row = await reads.findWithMine(id, principal.userId);
    if (!row || row.myPassengerCount === null) throw notFound(GROUP_NOT_FOUND);
    const list = await repo.passengersOf(db, id, principal.userId);
    return {
      passengers: list.map((p) => ({ ...p, gender: p.gender as PassengerInput['gender'] })),
    };
  }

  return {
    meta,
    search,
    create,
    join,
    leave,
    list,
    detail,
    ladder,
    preview,
    passengers,
    rfqState,
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
