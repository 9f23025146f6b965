import {
  GROUP_EXISTS,
  buildMeta,
  LEFT_GROUP,
  isJoinable,
  isLeavable,
  minimumDateMessage,
  type Group,
  type Meta,
  type PassengerInput,
} from '@saath/shared/groups';
import { COMPLETION_FIELD_LABELS, PROFILE_INCOMPLETE_MESSAGE } from '@saath/shared/profile';
import {
  GROUP_CAPACITY,
  GROUP_THRESHOLD,
  alternativeWindow,
  indiaDate,
  isTravelDateAllowed,
} from '@saath/shared/travel';
import type { z } from 'zod';
import type { createBodySchema, joinBodySchema, searchQuerySchema } from '@saath/shared/groups';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, invalidField, notFound } from '../../platform/errors.ts';
import { enqueueMail, type MailWorker } from '../../platform/mailer.ts';
import type { Lifecycle } from '../lifecycle/lifecycle.service.ts';
import { lockGroup } from '../lifecycle/lifecycle.repository.ts';
import { companyHasQuote } from '../quotes/quotes.repository.ts';
import { joinedMail } from './groups.mails.ts';
import * as repo from './groups.repository.ts';

export const GROUP_NOT_FOUND = 'Group not found';
export const GROUP_FULL = 'Group is full';
export const ALREADY_MEMBER = 'You are already a member of this group';
export const NOT_OPEN = 'This group is no longer open for joining';
export const CANNOT_LEAVE_BOOKED = 'You cannot leave a group whose flight is booked';
export const GROUP_CLOSED = 'This group is closed';

type SearchQuery = z.output<typeof searchQuerySchema>;
type CreateBody = z.output<typeof createBodySchema>;
type ParsedPassenger = z.output<typeof joinBodySchema>['passengers'][number];

export type GroupsDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'lifecycle'>;
  lifecycle: Lifecycle;
  mail: MailWorker;
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

/** spec §5 + decisions.md: create, join, view and leave need a complete profile. */
function requireCompleteProfile(principal: Principal) {
  if (principal.missingProfileFields.length === 0) return;
  const missing = principal.missingProfileFields.map((f) => COMPLETION_FIELD_LABELS[f]).join(', ');
  throw forbidden(`${PROFILE_INCOMPLETE_MESSAGE} Missing: ${missing}.`);
}

export function createGroupsService(deps: GroupsDeps) {
  const { db, clock, lifecycle } = deps;
  const reads = repo.prepareGroupReads(db);

  function meta(): Meta {
    return buildMeta(clock.now(), deps.config.lifecycle);
  }

  function requireLeadTime(
    where: 'query' | 'body',
    q: { from_location: string; to_location: string; travel_date: string },
  ) {
    if (!isTravelDateAllowed(q.travel_date, clock.now())) {
      throw invalidField(
        [where, 'travel_date'],
        minimumDateMessage(q.from_location, q.to_location),
      );
    }
  }

  async function search(principal: Principal, query: SearchQuery) {
    requireLeadTime('query', query);
    const window = alternativeWindow(query.travel_date);
    const rows = await reads.search({
      from: query.from_location,
      to: query.to_location,
      dateFrom: window.from,
      dateTo: window.to,
      timeSlot: query.time_slot,
      userId: principal.userId,
      now: clock.now(),
    });
    const groups = rows.map((r) => toGroup(r, r.myPassengerCount));
    return {
      exact_matches: groups.filter((g) => g.travel_date === query.travel_date),
      alternative_matches: groups.filter((g) => g.travel_date !== query.travel_date),
    };
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

  async function join(principal: Principal, id: string, input: ParsedPassenger[]): Promise<Group> {
    requireCompleteProfile(principal);
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
    return toGroup(outcome.row, input.length);
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
      await repo.endMembership(tx, membership.id, clock.now());
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
  async function detail(principal: Principal, id: string): Promise<Group> {
    if (isAirline(principal)) {
      // An airline sees an RFQ it can bid on, or a group it bid on; never passengers.
      const row = await reads.findWithMine(id, principal.userId);
      const visible =
        row && (row.status === 'RFQ_SENT' || (await companyHasQuote(db, id, principal.companyId!)));
      if (!row || !visible) throw notFound(GROUP_NOT_FOUND);
      return toGroup(row, null);
    }
    requireCompleteProfile(principal);
    const row = await reads.findWithMine(id, principal.userId);
    if (!row || (row.myPassengerCount === null && !principal.isAdmin))
      throw notFound(GROUP_NOT_FOUND);
    return toGroup(row, row.myPassengerCount);
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
