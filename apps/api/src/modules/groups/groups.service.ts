import {
  GROUP_EXISTS,
  buildMeta,
  LEFT_GROUP,
  MAXIMUM_DATE_MESSAGE,
  isJoinable,
  isLeavable,
  minimumDateMessage,
  type Group,
  type Meta,
  type PassengerInput,
} from '@saath/shared/groups';
import { COMPLETION_FIELD_LABELS, PROFILE_INCOMPLETE_MESSAGE } from '@saath/shared/profile';
import {
  ALTERNATIVE_WINDOW_DAYS,
  GROUP_CAPACITY,
  GROUP_THRESHOLD,
  addDays,
  indiaDate,
  isCalendarDate,
  maximumTravelDate,
  minimumTravelDate,
} from '@saath/shared/travel';
import type { z } from 'zod';
import type { createBodySchema, joinBodySchema, searchQuerySchema } from '@saath/shared/groups';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Principal } from '../../platform/auth.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, invalidField, notFound } from '../../platform/errors.ts';
import { enqueueMail, type MailWorker } from '../../platform/mailer.ts';
import type { Lifecycle } from '../lifecycle/lifecycle.service.ts';
import { lockGroup } from '../lifecycle/lifecycle.repository.ts';
import { companyHasQuote } from '../quotes/quotes.repository.ts';
import { bucketJson, createGroupCache, openAt, type GroupEntry } from './groups.cache.ts';
import {
  ALREADY_MEMBER,
  GROUP_FULL,
  GROUP_NOT_FOUND,
  NOT_OPEN,
  createJoinBatcher,
  type JoinRequest,
} from './groups.join-batcher.ts';
import { joinedMail } from './groups.mails.ts';
import { createSearchAnswers } from './groups.search-answers.ts';
import * as repo from './groups.repository.ts';

export { ALREADY_MEMBER, GROUP_FULL, GROUP_NOT_FOUND, NOT_OPEN };
export const CANNOT_LEAVE_BOOKED = 'You cannot leave a group whose flight is booked';
export const GROUP_CLOSED = 'This group is closed';

type SearchQuery = z.output<typeof searchQuerySchema>;
type CreateBody = z.output<typeof createBodySchema>;
type ParsedPassenger = z.output<typeof joinBodySchema>['passengers'][number];

export type GroupsDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'lifecycle' | 'groupCacheSeconds'>;
  lifecycle: Lifecycle;
  mail: MailWorker;
  changes: ChangeFeed;
};

/** A response body already serialised (the hot reads build it from cached JSON, ADR 0007). */
export type Json = { json: string };
/** A search answer: JSON, or the same JSON gzipped when the caller accepts that. */
export type SearchAnswer = Json | { gzip: Buffer };

const SEARCH_LIMIT = 100;
const withMine = (entry: GroupEntry, mine: Map<string, number>) =>
  `${entry.json}${mine.get(entry.id) ?? 0}}`;
/** Listed in a search answer for `slot` ('' for all) at `nowMs`. */
const listed = (entry: GroupEntry, slot: string, nowMs: number) =>
  (!slot || entry.timeSlot === slot) && openAt(entry, nowMs);
const touches = (mine: Map<string, number>, ids: { has(id: string): boolean }) => {
  for (const id of mine.keys()) if (ids.has(id)) return true;
  return false;
};

export function toGroup(row: CommunityRow, myPassengerCount: number | null): Group {
  return {
    community_id: row.id,
    rfq_number: row.rfqNumber,
    from_location: row.fromLocation,
    to_location: row.toLocation,
    travel_date: row.travelDate,
    time_slot: row.timeSlot,
    status: row.status as Group['status'],
    created_at: row.createdAt.toISOString(),
    passenger_count: row.passengerCount,
    member_count: row.passengerCount,
    threshold: GROUP_THRESHOLD,
    capacity: GROUP_CAPACITY,
    lowest_known_price: row.lowestPricePaise,
    bid_count: row.bidCount,
    formation_deadline: row.formationDeadline.toISOString(),
    bidding_deadline: row.biddingDeadline?.toISOString() ?? null,
    my_passenger_count: myPassengerCount ?? 0,
  };
}

/** spec §6: an airline user (admins, who pass every check, keep the traveller view). */
export const isAirline = (principal: Principal) =>
  !principal.isAdmin && (principal.role === 'AIRLINE' || principal.companyId !== null);

/**
 * spec §5 + decisions.md: a traveller's create, join, view and leave need a complete profile.
 * Admins pass every permission check (decisions.md), this one too (issue 13 item 5: an admin
 * could not open a group).
 */
function requireCompleteProfile(principal: Principal) {
  if (principal.isAdmin || principal.missingProfileFields.length === 0) return;
  const missing = principal.missingProfileFields.map((f) => COMPLETION_FIELD_LABELS[f]).join(', ');
  throw forbidden(`${PROFILE_INCOMPLETE_MESSAGE} Missing: ${missing}.`);
}

export function createGroupsService(deps: GroupsDeps) {
  const { db, clock, lifecycle } = deps;
  const reads = repo.prepareGroupReads(db);
  const cache = createGroupCache({
    db,
    ttlMs: deps.config.groupCacheSeconds * 1000,
    toJson: (row) => JSON.stringify(toGroup(row, 0)),
  });
  const answers = createSearchAnswers();
  deps.changes.subscribe({
    changes: cache.apply,
    reset: () => {
      cache.clear();
      answers.clear();
    },
  });

  function meta(): Meta {
    return buildMeta(clock.now(), deps.config.lifecycle);
  }

  // The bookable dates only change at India's midnight, a whole minute: worked out once a
  // minute rather than through Intl on every search (spec §5, 11 days ahead; issue 13, at most
  // 365 days ahead).
  let bookable = { minute: -1, earliest: '', latest: '' };
  function bookableDates() {
    const minute = Math.floor(clock.now().getTime() / 60_000);
    if (minute !== bookable.minute) {
      const now = clock.now();
      bookable = { minute, earliest: minimumTravelDate(now), latest: maximumTravelDate(now) };
    }
    return bookable;
  }

  // The ±3-day window of a date, remembered for the dates people search.
  const windows = new Map<string, string[]>();
  function windowDates(date: string) {
    let dates = windows.get(date);
    if (!dates) {
      dates = Array.from({ length: 2 * ALTERNATIVE_WINDOW_DAYS + 1 }, (_, i) =>
        addDays(date, i - ALTERNATIVE_WINDOW_DAYS),
      );
      if (windows.size >= 1000) windows.delete(windows.keys().next().value as string);
      windows.set(date, dates);
    }
    return dates;
  }

  function requireLeadTime(
    where: 'query' | 'body',
    q: { from_location: string; to_location: string; travel_date: string },
  ) {
    // A date whose window is remembered was checked before (the check is ~3 us of a search).
    const known = windows.has(q.travel_date) || isCalendarDate(q.travel_date);
    const { earliest, latest } = bookableDates();
    if (!known || q.travel_date < earliest) {
      throw invalidField(
        [where, 'travel_date'],
        minimumDateMessage(q.from_location, q.to_location),
      );
    }
    // Before any date arithmetic: the ±3-day window of 9999-12-31 does not exist.
    if (q.travel_date > latest) throw invalidField([where, 'travel_date'], MAXIMUM_DATE_MESSAGE);
  }

  /**
   * spec §5: joinable groups on the route, the date asked for and ±3 days (one slot or all),
   * in date, slot and fullness order, from the group cache; the caller's own passenger counts
   * come from their memberships. `gzip`: the caller accepts a gzipped answer.
   */
  async function search(
    principal: Principal,
    query: SearchQuery,
    options: { gzip: boolean } = { gzip: false },
  ): Promise<SearchAnswer> {
    requireLeadTime('query', query);
    const dates = windowDates(query.travel_date);
    const [perDate, mine] = await Promise.all([
      cache.searchDates(query.from_location, query.to_location, dates),
      cache.membershipsOf(principal.userId),
    ]);
    const nowMs = clock.now().getTime();
    const slot = query.time_slot ?? '';
    // Answers are kept only beside the lists they were written from (GROUP_CACHE_SECONDS 0:
    // nothing is kept, every list is new).
    const keep = options.gzip && deps.config.groupCacheSeconds > 0;
    const key = `${query.from_location}|${query.to_location}|${query.travel_date}|${slot}`;
    const kept = keep ? answers.find(key, perDate, nowMs) : undefined;
    if (kept && !touches(mine, kept.ids)) return { gzip: kept.gzip };

    // The common case: each date's part written once and reused by every caller who is in
    // none of its groups (ADR 0007). Otherwise, or past the result limit, group by group.
    const parts = perDate.map((list) => bucketJson(list, slot, nowMs));
    const limited = parts.reduce((n, part) => n + part.count, 0) > SEARCH_LIMIT;
    // A date with one of the caller's groups is written for them alone.
    const personal = parts.map((part) => part.json !== '' && touches(mine, part.ids));
    const shared = !limited && !personal.includes(true);
    const exact: string[] = [];
    const alternative: string[] = [];
    let count = 0;
    for (let i = 0; i < dates.length && count < SEARCH_LIMIT; i += 1) {
      const into = dates[i] === query.travel_date ? exact : alternative;
      if (!limited && !personal[i]) {
        if (parts[i]!.json !== '') into.push(parts[i]!.json);
        continue;
      }
      for (const entry of perDate[i]!) {
        if (!listed(entry, slot, nowMs)) continue;
        into.push(withMine(entry, mine));
        if ((count += 1) === SEARCH_LIMIT) break;
      }
    }
    const json = `{"exact_matches":[${exact.join(',')}],"alternative_matches":[${alternative.join(',')}]}`;
    if (!keep || !shared) return { json };
    const ids = new Set<string>();
    for (const list of perDate)
      for (const entry of list) if (listed(entry, slot, nowMs)) ids.add(entry.id);
    const stored = answers.store(
      key,
      { lists: perDate, ids, until: Math.min(...parts.map((part) => part.until)) },
      json,
    );
    return { gzip: stored.gzip };
  }

  /**
   * Adds a membership and its passengers to a group the caller has locked, then lets the
   * lifecycle react (threshold -> RFQ). Returns the group as it stands afterwards.
   */
  async function addMember(
    tx: Db,
    group: CommunityRow,
    principal: Principal,
    input: ParsedPassenger[],
  ) {
    if (!isJoinable(group.status)) throw conflict(NOT_OPEN);
    if (await repo.findActiveMembership(tx, group.id, principal.userId))
      throw conflict(ALREADY_MEMBER);
    if (group.passengerCount + input.length > GROUP_CAPACITY) throw conflict(GROUP_FULL);
    const now = clock.now();
    const membership = await repo.insertMembership(tx, {
      communityId: group.id,
      userId: principal.userId,
      passengerCount: input.length,
      joinedAt: now,
    });
    await repo.insertPassengers(
      tx,
      input.map((p, i) => ({
        membershipId: membership.id,
        position: i + 1,
        fullName: p.full_name,
        dob: p.dob,
        age: p.age,
        gender: p.gender,
        phone: p.phone,
        email: p.email,
      })),
    );
    const counted = await repo.addPassengers(tx, group.id, input.length, now);
    const after = await lifecycle.afterPassengersAdded(tx, counted, principal.userId);
    await enqueueMail(
      tx,
      clock,
      joinedMail(principal.email, principal.firstName, after, input.length, deps.config.publicUrl),
    );
    return after;
  }

  async function create(principal: Principal, body: CreateBody): Promise<Group> {
    requireCompleteProfile(principal);
    requireLeadTime('body', body);
    const key = {
      from: body.from_location,
      to: body.to_location,
      travelDate: body.travel_date,
      timeSlot: body.time_slot,
    };
    const group = await db.transaction(async (tx) => {
      // Two people creating the same group at once: the second finds the first's group.
      await repo.lockGroupKey(tx, `${key.from}|${key.to}|${key.travelDate}|${key.timeSlot}`);
      const existing = await repo.findOpenGroup(tx, key, clock.now());
      if (existing) throw conflict(GROUP_EXISTS, { existing_community_id: existing.id });
      const now = clock.now();
      const seq = await repo.nextRfqSequence(tx);
      const created = await repo.insertGroup(tx, {
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
      if (!body.passengers) return { row: created, mine: null };
      // Nobody else can see the new group before this transaction commits: no lock needed.
      const joined = await addMember(tx, created, principal, body.passengers);
      return { row: joined, mine: body.passengers.length };
    });
    deps.mail.kick();
    return toGroup(group.row, group.mine);
  }

  /** The one-join transaction (the join batcher falls back on it when a batch fails). */
  async function joinOne({ principal, groupId: id, passengers: input }: JoinRequest) {
    const outcome = await db.transaction(async (tx) => {
      // The row lock serialises every join (and leave) of this group: capacity, counter and
      // the threshold transition are decided by one transaction at a time.
      const group = await lockGroup(tx, id);
      if (!group) throw notFound(GROUP_NOT_FOUND);
      if (lifecycle.isFormationOver(group)) {
        // The window closed before the sweeper got here: close it now, and keep that.
        await lifecycle.disableUnformed(tx, group);
        return { closed: true as const };
      }
      return { closed: false as const, row: await addMember(tx, group, principal, input) };
    });
    deps.mail.kick();
    if (outcome.closed) throw conflict(NOT_OPEN);
    return outcome.row;
  }
  const joinBatched = createJoinBatcher({ ...deps, joinOne });

  async function join(principal: Principal, id: string, input: ParsedPassenger[]): Promise<Group> {
    requireCompleteProfile(principal);
    const row = await joinBatched({ principal, groupId: id, passengers: input });
    return toGroup(row, input.length);
  }

  async function leave(principal: Principal, id: string) {
    requireCompleteProfile(principal);
    await db.transaction(async (tx) => {
      const group = await lockGroup(tx, id);
      const membership = group && (await repo.findActiveMembership(tx, id, principal.userId));
      if (!group || !membership) throw notFound(GROUP_NOT_FOUND);
      if (group.status === 'BOOKED') throw conflict(CANNOT_LEAVE_BOOKED);
      if (!isLeavable(group.status)) throw conflict(GROUP_CLOSED);
      // Leaving never moves a group back (decisions.md): only the counter changes.
      await repo.endMembership(tx, membership, clock.now());
      await repo.addPassengers(tx, id, -membership.passengerCount, clock.now());
    });
    return { message: LEFT_GROUP };
  }

  /** decisions.md: a traveller gets their groups; an airline the groups open for bidding. */
  async function list(principal: Principal): Promise<Group[]> {
    if (isAirline(principal)) {
      return (await repo.listOpenForBidding(db, clock.now())).map((r) => toGroup(r, null));
    }
    const rows = await repo.listMemberGroups(db, principal.userId);
    return rows.map((r) => toGroup(r, r.myPassengerCount));
  }

  /** Someone else's group answers exactly like a missing one (architecture.md rule 4). */
  async function detail(principal: Principal, id: string): Promise<Json> {
    if (isAirline(principal)) {
      // An airline sees an RFQ it can bid on, or a group it bid on; never passengers.
      const entry = await cache.group(id);
      const visible =
        entry &&
        (entry.status === 'RFQ_SENT' || (await companyHasQuote(db, id, principal.companyId!)));
      if (!entry || !visible) throw notFound(GROUP_NOT_FOUND);
      return { json: `${entry.json}0}` };
    }
    requireCompleteProfile(principal);
    const [entry, mine] = await Promise.all([
      cache.group(id),
      cache.membershipsOf(principal.userId),
    ]);
    if (!entry || (!mine.has(id) && !principal.isAdmin)) throw notFound(GROUP_NOT_FOUND);
    return { json: withMine(entry, mine) };
  }

  async function passengers(principal: Principal, id: string) {
    // Airlines never see passengers: for them there is nothing here (decisions.md).
    if (isAirline(principal)) throw notFound(GROUP_NOT_FOUND);
    requireCompleteProfile(principal);
    const row = await reads.findWithMine(id, principal.userId);
    if (!row || row.myPassengerCount === null) throw notFound(GROUP_NOT_FOUND);
    const list = await repo.passengersOf(db, id, principal.userId);
    return {
      passengers: list.map((p) => ({ ...p, gender: p.gender as PassengerInput['gender'] })),
    };
  }

  return { meta, search, create, join, leave, list, detail, passengers };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
