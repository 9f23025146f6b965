import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { communities } from '../../src/db/schema/groups.ts';
import { users } from '../../src/db/schema/users.ts';
import { buildTestApp, detailLocs, detailMsgs, signUp } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ADMIN_CANNOT_JOIN_GROUPS, AIRLINE_CANNOT_JOIN_GROUPS } from '@saath/shared/groups';
import {
  ROUTE,
  TRAVEL_DATE,
  airline,
  createGroup,
  joinRequest,
  passengers,
  traveller,
} from '../helpers/groups.ts';

const ctx = useTestApp();

// Rows changed behind the app's back: once the app has heard the database's notice (ADR 0013),
// its caches answer with the change.
async function setStatus(id: string, status: string) {
  await ctx.database.db.update(communities).set({ status }).where(eq(communities.id, id));
  await ctx.t.app.saath.changes.settle();
}
async function setPassengerCount(id: string, passengerCount: number) {
  await ctx.database.db.update(communities).set({ passengerCount }).where(eq(communities.id, id));
  await ctx.t.app.saath.changes.settle();
}

async function membersOf(id: string) {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM memberships WHERE community_id = ${id} AND left_at IS NULL`,
  );
  return row!.n;
}

async function history(id: string) {
  return queryRows<{ from_status: string; to_status: string }>(
    ctx.database.db,
    sql`SELECT from_status, to_status FROM community_status_history WHERE community_id = ${id} ORDER BY id`,
  );
}

describe('GET /api/meta', () => {
  it('serves cities, routes, slots, group rules and India-time dates', async () => {
    const meta = (await ctx.t.app.inject({ url: '/api/meta' })).json();
    expect(meta.cities).toHaveLength(12);
    expect(meta.destinations.VNS).toEqual(['BOM', 'BLR', 'CCU', 'MAA']);
    expect(meta.destinations.DEL).toContain('VNS');
    expect(meta.time_slots.map((s: { code: string }) => s.code)).toEqual([
      'SLOT_04_08',
      'SLOT_08_12',
      'SLOT_12_16',
      'SLOT_16_20',
    ]);
    expect(meta).toMatchObject({
      threshold: 7,
      capacity: 15,
      max_passengers_per_booking: 4,
      today: '2026-11-21',
      minimum_travel_date: '2026-12-02',
    });
  });
});

describe('POST /api/communities/ (create)', () => {
  it('creates a PENDING group with an RFQ number and a 24 h formation deadline', async () => {
    const asha = await traveller(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: asha.headers,
      payload: ROUTE,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...ROUTE,
      status: 'PENDING',
      rfq_number: 'RFQ-2026-000001',
      passenger_count: 0,
      member_count: 0,
      threshold: 7,
      capacity: 15,
      lowest_known_price: null,
      bid_count: 0,
      bidding_deadline: null,
      my_passenger_count: 0,
      formation_deadline: '2026-11-22T06:30:00.000Z',
    });
  });

  it('creates and joins in one step when passengers are given', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    expect(group).toMatchObject({ passenger_count: 2, my_passenger_count: 2 });
    const mine = await ctx.t.app.inject({
      url: `/api/communities/${group.community_id}/passengers`,
      headers: asha.headers,
    });
    expect(mine.json().passengers.map((p: { full_name: string }) => p.full_name)).toEqual([
      'Passenger 1',
      'Passenger 2',
    ]);
  });

  it('answers 409 with the existing group when the same route, date and slot is open', async () => {
    const asha = await traveller(ctx.t.app);
    const first = await createGroup(ctx.t.app, asha.headers);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const again = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: ravi.headers,
      payload: ROUTE,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'A group for this route, date and time slot already exists',
      existing_community_id: first.community_id,
    });
    // Another slot is another group.
    await createGroup(ctx.t.app, ravi.headers, { time_slot: 'SLOT_16_20' });
  });

  it('lets only one of two simultaneous identical creates through', async () => {
    const asha = await traveller(ctx.t.app);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const results = await Promise.all(
      [asha, ravi].map((u) =>
        ctx.t.app.inject({
          method: 'POST',
          url: '/api/communities/',
          headers: u.headers,
          payload: ROUTE,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('enforces the route rules and the 11-day minimum on the server', async () => {
    const asha = await traveller(ctx.t.app);
    const post = (payload: object) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/communities/',
        headers: asha.headers,
        payload,
      });
    const varanasi = await post({ ...ROUTE, from_location: 'BOM', to_location: 'VNS' });
    expect(varanasi.statusCode).toBe(422);
    expect(varanasi.json().detail).toEqual([
      { loc: ['body', 'to_location'], msg: 'Please select a valid city pair', type: 'custom' },
    ]);
    expect((await post({ ...ROUTE, from_location: 'DEL', to_location: 'VNS' })).statusCode).toBe(
      201,
    );
    const soon = await post({ ...ROUTE, travel_date: '2026-12-01' });
    expect(soon.statusCode).toBe(422);
    expect(detailMsgs(soon)).toEqual([
      'Date must be at least 11 days in advance for DEL-BOM route',
    ]);
    const bad = await post({
      from_location: 'XXX',
      to_location: 'BOM',
      travel_date: '2026-02-30',
      time_slot: 'SLOT_00_04',
    });
    expect(bad.statusCode).toBe(422);
    expect(detailLocs(bad).sort()).toEqual([
      'body.from_location',
      'body.time_slot',
      'body.travel_date',
    ]);
    const count = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM communities`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it('requires a complete profile and names what is missing', async () => {
    const bare = await signUp(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: bare.headers,
      payload: ROUTE,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(
      'Your profile must be 100% complete to create or join groups. Missing: Phone, Gender, Date of birth.',
    );
  });

  it('refuses guests', async () => {
    expect(
      (await ctx.t.app.inject({ method: 'POST', url: '/api/communities/', payload: ROUTE }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/communities/search', () => {
  const search = (headers: Record<string, string>, query: Record<string, string>) =>
    ctx.t.app.inject({ url: `/api/communities/search?${new URLSearchParams(query)}`, headers });

  it('splits exact matches from alternatives within ±3 days and shows only joinable groups', async () => {
    const asha = await traveller(ctx.t.app);
    const exact = await createGroup(ctx.t.app, asha.headers, {}, 1);
    const near = await createGroup(ctx.t.app, asha.headers, { travel_date: '2026-12-13' });
    await createGroup(ctx.t.app, asha.headers, { travel_date: '2026-12-14' }); // 4 days away
    await createGroup(ctx.t.app, asha.headers, { to_location: 'BLR' }); // other route
    const disabled = await createGroup(ctx.t.app, asha.headers, { travel_date: '2026-12-08' });
    await setStatus(disabled.community_id, 'DISABLED');
    const full = await createGroup(ctx.t.app, asha.headers, { travel_date: '2026-12-09' });
    await setPassengerCount(full.community_id, 15);

    const ravi = await traveller(ctx.t.app, 'Ravi');
    const response = await search(ravi.headers, {
      from_location: 'DEL',
      to_location: 'BOM',
      travel_date: TRAVEL_DATE,
      time_slot: '',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.exact_matches.map((g: { community_id: string }) => g.community_id)).toEqual([
      exact.community_id,
    ]);
    expect(body.alternative_matches.map((g: { community_id: string }) => g.community_id)).toEqual([
      near.community_id,
    ]);
    expect(body.exact_matches[0]).toMatchObject({ passenger_count: 1, my_passenger_count: 0 });
  });

  it('filters by slot when one is given', async () => {
    const asha = await traveller(ctx.t.app);
    await createGroup(ctx.t.app, asha.headers);
    const evening = await createGroup(ctx.t.app, asha.headers, { time_slot: 'SLOT_16_20' });
    const body = (
      await search(asha.headers, {
        from_location: 'DEL',
        to_location: 'BOM',
        travel_date: TRAVEL_DATE,
        time_slot: 'SLOT_16_20',
      })
    ).json();
    expect(body.exact_matches.map((g: { community_id: string }) => g.community_id)).toEqual([
      evening.community_id,
    ]);
  });

  it('hides a forming group whose window has passed, before the sweeper runs', async () => {
    const asha = await traveller(ctx.t.app);
    await createGroup(ctx.t.app, asha.headers);
    ctx.t.clock.advance(24 * 3600 * 1000);
    const body = (
      await search(asha.headers, {
        from_location: 'DEL',
        to_location: 'BOM',
        travel_date: TRAVEL_DATE,
      })
    ).json();
    expect(body.exact_matches).toEqual([]);
  });

  it('refuses bad queries with 422 and guests with 401', async () => {
    const asha = await traveller(ctx.t.app);
    const missing = await search(asha.headers, { from_location: 'DEL' });
    expect(missing.statusCode).toBe(422);
    expect(detailLocs(missing).sort()).toEqual(['query.to_location', 'query.travel_date']);
    const sameCity = await search(asha.headers, {
      from_location: 'DEL',
      to_location: 'DEL',
      travel_date: TRAVEL_DATE,
    });
    expect(detailMsgs(sameCity)).toEqual(['Please select a valid city pair']);
    expect(
      (await ctx.t.app.inject({ url: '/api/communities/search?from_location=DEL' })).statusCode,
    ).toBe(401);
  });
});

describe('joining', () => {
  it('adds the passengers, counts them and mails the member', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const response = await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'PENDING',
      passenger_count: 4,
      my_passenger_count: 3,
    });
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(ravi.email).map((m) => m.subject)).toContain(
      `You joined ${group.rfq_number}`,
    );
    const me = (await ctx.t.app.inject({ url: '/api/users/me', headers: ravi.headers })).json();
    expect(me.communities_count).toBe(1);
  });

  it('refuses 0 or 5 passengers and incomplete passengers, changing nothing', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers);
    for (const count of [0, 5]) {
      const response = await joinRequest(ctx.t.app, asha.headers, group.community_id, count);
      expect(response.statusCode).toBe(422);
      expect(detailMsgs(response)).toEqual(['Please choose between 1 and 4 passengers.']);
    }
    const partial = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/join`,
      headers: asha.headers,
      payload: {
        passengers: [{ ...passengers(1)[0], full_name: ' ', age: 'x', gender: 'X', phone: '123' }],
      },
    });
    expect(partial.statusCode).toBe(422);
    expect(detailLocs(partial).sort()).toEqual([
      'body.passengers.0.age',
      'body.passengers.0.full_name',
      'body.passengers.0.gender',
      'body.passengers.0.phone',
    ]);
    const detail = await ctx.t.app.inject({
      url: `/api/communities/${group.community_id}`,
      headers: asha.headers,
    });
    expect(detail.statusCode).toBe(404); // still not a member
  });

  it('converts a numeric age given as text, as the form sends it', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/join`,
      headers: asha.headers,
      payload: { passengers: [{ ...passengers(1)[0], age: '42' }] },
    });
    expect(response.statusCode).toBe(200);
    const list = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}/passengers`,
        headers: asha.headers,
      })
    ).json();
    expect(list.passengers[0].age).toBe(42);
  });

  it('allows one membership per user, and refuses a full group', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 4);
    const twice = await joinRequest(ctx.t.app, asha.headers, group.community_id, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'You are already a member of this group' });
    await setPassengerCount(group.community_id, 13);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const tooMany = await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ detail: 'Group is full' });
    expect((await joinRequest(ctx.t.app, ravi.headers, group.community_id, 2)).statusCode).toBe(
      200,
    );
  });

  it('refuses groups that are closed, unknown ids and malformed ids', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers);
    for (const status of ['READY_FOR_BOOKING', 'BOOKED', 'DISABLED', 'CANCELLED']) {
      await setStatus(group.community_id, status);
      const response = await joinRequest(ctx.t.app, asha.headers, group.community_id, 1);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'This group is no longer open for joining' });
    }
    expect(
      (await joinRequest(ctx.t.app, asha.headers, '00000000-0000-4000-8000-000000000000', 1))
        .statusCode,
    ).toBe(404);
    const malformed = await joinRequest(ctx.t.app, asha.headers, 'not-a-uuid', 1);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0].loc).toEqual(['path', 'id']);
  });

  it('requires a complete profile', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers);
    const bare = await signUp(ctx.t.app);
    const response = await joinRequest(ctx.t.app, bare.headers, group.community_id, 1);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/^Your profile must be 100% complete/);
  });

  it('sends the RFQ in the request that adds the 7th passenger', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 4);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const response = await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    expect(response.json()).toMatchObject({
      status: 'RFQ_SENT',
      passenger_count: 7,
      bidding_deadline: '2026-11-23T06:30:00.000Z',
    });
    expect(await history(group.community_id)).toEqual([
      { from_status: 'PENDING', to_status: 'THRESHOLD_MET' },
      { from_status: 'THRESHOLD_MET', to_status: 'RFQ_SENT' },
    ]);
    await ctx.t.flushMail();
    for (const email of [asha.email, ravi.email]) {
      expect(ctx.t.mail.to(email).some((m) => m.subject.startsWith('Your group is complete'))).toBe(
        true,
      );
    }
    // RFQ_SENT groups still take passengers while there is room.
    const meera = await traveller(ctx.t.app, 'Meera');
    expect(
      (await joinRequest(ctx.t.app, meera.headers, group.community_id, 4)).json(),
    ).toMatchObject({
      status: 'RFQ_SENT',
      passenger_count: 11,
    });
    expect(await history(group.community_id)).toHaveLength(2);
  });
});

describe('concurrent joins', () => {
  it('never exceeds 15 passengers and sends the RFQ exactly once under 50 simultaneous joins', async () => {
    const owner = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, owner.headers, {}, 1);
    const joiners = [];
    for (let i = 0; i < 50; i++) joiners.push(await traveller(ctx.t.app, `J${i}`));
    // Two app instances on one database, as two API processes: each batches the joins it
    // receives (ADR 0007), and the batches of both meet at the group's row lock.
    const other = await buildTestApp(ctx.database, {}, { clock: ctx.t.clock });
    const results = await Promise.all(
      joiners.map((u, i) =>
        joinRequest(i % 2 ? other.app : ctx.t.app, u.headers, group.community_id, (i % 4) + 1),
      ),
    );
    await other.app.close();
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ detail: 'Group is full' });

    const [row] = await queryRows<{ passenger_count: number; status: string; members_sum: number }>(
      ctx.database.db,
      sql`SELECT c.passenger_count, c.status,
            (SELECT coalesce(sum(m.passenger_count), 0)::int FROM memberships m
              WHERE m.community_id = c.id AND m.left_at IS NULL) AS members_sum
          FROM communities c WHERE c.id = ${group.community_id}`,
    );
    expect(row!.passenger_count).toBeLessThanOrEqual(15);
    expect(row!.passenger_count).toBe(row!.members_sum);
    const accepted = results
      .filter((r) => r.statusCode === 200)
      .map((r, _i) => r.json().my_passenger_count as number);
    expect(row!.passenger_count).toBe(1 + accepted.reduce((a, b) => a + b, 0));
    expect(row!.status).toBe('RFQ_SENT');
    expect(await history(group.community_id)).toEqual([
      { from_status: 'PENDING', to_status: 'THRESHOLD_MET' },
      { from_status: 'THRESHOLD_MET', to_status: 'RFQ_SENT' },
    ]);
    // The RFQ went out once: one mail per member present then, nobody mailed twice.
    const [mails] = await queryRows<{ n: number; people: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT recipient)::int AS people FROM mail_outbox WHERE kind = 'rfq_sent'`,
    );
    expect(mails!.n).toBe(mails!.people);
    expect(mails!.n).toBeGreaterThanOrEqual(2);
  });

  it('gives each of many simultaneous joins over several groups its own answer', async () => {
    // Joins that arrive together are decided together (ADR 0007): a refusal must stay the
    // refused caller's, and every accepted join must land, whatever else is in the batch.
    const owner = await traveller(ctx.t.app, 'Owner');
    const almostFull = await createGroup(ctx.t.app, owner.headers, {}, 4);
    await setPassengerCount(almostFull.community_id, 13);
    const open = await createGroup(ctx.t.app, owner.headers, { time_slot: 'SLOT_12_16' }, 1);
    const closed = await createGroup(ctx.t.app, owner.headers, { time_slot: 'SLOT_16_20' }, 1);
    await setStatus(closed.community_id, 'CANCELLED');
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await traveller(ctx.t.app, `B${i}`));
    const [a, c, d, e, f, g] = users;
    const missing = '00000000-0000-4000-8000-000000000000';
    const results = await Promise.all([
      joinRequest(ctx.t.app, a!.headers, almostFull.community_id, 2), // fits exactly
      joinRequest(ctx.t.app, c!.headers, almostFull.community_id, 3), // can never fit
      joinRequest(ctx.t.app, c!.headers, open.community_id, 3),
      joinRequest(ctx.t.app, owner.headers, open.community_id, 1), // already a member
      joinRequest(ctx.t.app, d!.headers, missing, 1),
      joinRequest(ctx.t.app, e!.headers, closed.community_id, 1),
      joinRequest(ctx.t.app, f!.headers, open.community_id, 2),
      joinRequest(ctx.t.app, f!.headers, open.community_id, 2), // the same user again
      joinRequest(ctx.t.app, g!.headers, open.community_id, 4),
    ]);
    const answers = results.map((r) => [r.statusCode, r.json().detail]);
    expect(answers.slice(0, 6)).toEqual([
      [200, undefined],
      [409, 'Group is full'],
      [200, undefined],
      [409, 'You are already a member of this group'],
      [404, 'Group not found'],
      [409, 'This group is no longer open for joining'],
    ]);
    // One of the same user's two joins wins, whichever came first.
    expect(answers.slice(6, 8)).toContainEqual([200, undefined]);
    expect(answers.slice(6, 8)).toContainEqual([409, 'You are already a member of this group']);
    expect(answers[8]).toEqual([200, undefined]);

    // Each joiner sees the group as their own join left it, and the counters add up.
    expect(results[0]!.json()).toMatchObject({ passenger_count: 15, my_passenger_count: 2 });
    const intoOpen = [results[2], ...results.slice(6, 9)].filter((r) => r!.statusCode === 200);
    const seen = intoOpen.map((r) => r!.json().passenger_count as number).sort((x, y) => x - y);
    expect(new Set(seen).size).toBe(3);
    expect(seen.at(-1)).toBe(1 + 3 + 2 + 4);
    const detail = await ctx.t.app.inject({
      url: `/api/communities/${open.community_id}`,
      headers: g!.headers,
    });
    expect(detail.json()).toMatchObject({
      passenger_count: 10,
      my_passenger_count: 4,
      status: 'RFQ_SENT',
    });
    expect(await history(open.community_id)).toEqual([
      { from_status: 'PENDING', to_status: 'THRESHOLD_MET' },
      { from_status: 'THRESHOLD_MET', to_status: 'RFQ_SENT' },
    ]);
    const [sums] = await queryRows<{ mismatched: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS mismatched FROM communities c
          WHERE c.id <> ${almostFull.community_id} AND c.passenger_count <> (
            SELECT coalesce(sum(m.passenger_count), 0) FROM memberships m
            WHERE m.community_id = c.id AND m.left_at IS NULL)`,
    );
    expect(sums!.mismatched).toBe(0);
    const passengersOfG = await ctx.t.app.inject({
      url: `/api/communities/${open.community_id}/passengers`,
      headers: g!.headers,
    });
    expect(passengersOfG.json().passengers.map((p: { full_name: string }) => p.full_name)).toEqual(
      passengers(4).map((p) => p.full_name),
    );
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(g!.email).map((m) => m.subject)).toContain(
      `You joined ${open.rfq_number}`,
    );
  });
});

describe('leaving', () => {
  it('removes the passengers and lets the member rejoin', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 3);
    const left = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/leave`,
      headers: asha.headers,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: 'You have left the Flight Group successfully' });
    expect(
      (await ctx.t.app.inject({ url: '/api/communities/', headers: asha.headers })).json(),
    ).toEqual([]);
    const rejoin = await joinRequest(ctx.t.app, asha.headers, group.community_id, 2);
    expect(rejoin.json()).toMatchObject({ passenger_count: 2, my_passenger_count: 2 });
    const list = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}/passengers`,
        headers: asha.headers,
      })
    ).json();
    expect(list.passengers).toHaveLength(2);
  });

  it('never moves a group back below RFQ_SENT', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 4);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/leave`,
      headers: ravi.headers,
    });
    const detail = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}`,
        headers: asha.headers,
      })
    ).json();
    expect(detail).toMatchObject({ status: 'RFQ_SENT', passenger_count: 4 });
  });

  it('refuses to leave a booked or closed group, or a group one is not in', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    const leave = (headers: Record<string, string>) =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/api/communities/${group.community_id}/leave`,
        headers,
      });
    await setStatus(group.community_id, 'BOOKED');
    expect((await leave(asha.headers)).json()).toEqual({
      detail: 'You cannot leave a group whose flight is booked',
    });
    await setStatus(group.community_id, 'DISABLED');
    expect((await leave(asha.headers)).statusCode).toBe(409);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    expect((await leave(ravi.headers)).statusCode).toBe(404);
  });
});

describe('reading groups', () => {
  it("cannot read another user's group or passengers", async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const detail = await ctx.t.app.inject({
      url: `/api/communities/${group.community_id}`,
      headers: ravi.headers,
    });
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ detail: 'Group not found' });
    const missing = await ctx.t.app.inject({
      url: '/api/communities/00000000-0000-4000-8000-000000000000',
      headers: ravi.headers,
    });
    expect(missing.json()).toEqual(detail.json());
    expect(
      (
        await ctx.t.app.inject({
          url: `/api/communities/${group.community_id}/passengers`,
          headers: ravi.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.t.app.inject({ url: '/api/communities/', headers: ravi.headers })).json(),
    ).toEqual([]);

    // A member sees counts, never other members' passengers.
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 1);
    const ravisView = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}/passengers`,
        headers: ravi.headers,
      })
    ).json();
    expect(ravisView.passengers).toHaveLength(1);
    const groupView = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}`,
        headers: ravi.headers,
      })
    ).json();
    expect(groupView).toMatchObject({ passenger_count: 3, my_passenger_count: 1 });
  });

  it('lets an admin read any group', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers);
    const admin = await traveller(ctx.t.app, 'Admin');
    await ctx.database.db
      .update(users)
      .set({ isAdmin: true, role: 'ADMIN' })
      .where(eq(users.email, admin.email));
    expect(
      (
        await ctx.t.app.inject({
          url: `/api/communities/${group.community_id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets an admin whose own profile is incomplete open any group', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    // An admin as ADMIN_EMAIL creates one: a name and an email, no phone, gender or birth date.
    const admin = await signUp(ctx.t.app, { first_name: 'Saath', last_name: 'Admin' });
    await ctx.database.db
      .update(users)
      .set({ isAdmin: true, role: 'ADMIN' })
      .where(eq(users.email, admin.email));
    const response = await ctx.t.app.inject({
      url: `/api/communities/${group.community_id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      community_id: group.community_id,
      passenger_count: 2,
      my_passenger_count: 0,
    });
    // Passengers stay each member's own: the admin has none in this group.
    const passengersOf = await ctx.t.app.inject({
      url: `/api/communities/${group.community_id}/passengers`,
      headers: admin.headers,
    });
    expect(passengersOf.statusCode).toBe(404);
  });

  describe('only travellers create and join groups', () => {
    const completeProfile = async (who: { email: string; headers: Record<string, string> }) => {
      const response = await ctx.t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: who.headers,
        payload: {
          first_name: 'Kiran',
          last_name: 'Rao',
          email: who.email,
          phone: '9876543210',
          gender: 'FEMALE',
          date_of_birth: '1988-01-12',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().profile_completion).toBe(100);
    };
    const createAs = (headers: Record<string, string>) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/communities/',
        headers,
        payload: { ...ROUTE, to_location: 'GOI', passengers: passengers(1) },
      });

    it('refuses an airline account, even with a complete profile: it bids on groups', async () => {
      const group = await createGroup(ctx.t.app, (await traveller(ctx.t.app)).headers, {}, 1);
      const indigo = await airline(ctx.t.app, 'IndiGo Test');
      await completeProfile(indigo);
      for (const response of [
        await createAs(indigo.headers),
        await joinRequest(ctx.t.app, indigo.headers, group.community_id, 1),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: AIRLINE_CANNOT_JOIN_GROUPS });
      }
      expect(await membersOf(group.community_id)).toBe(1);
    });

    it('refuses an admin, even with a complete profile: staff travel as travellers', async () => {
      const group = await createGroup(ctx.t.app, (await traveller(ctx.t.app)).headers, {}, 1);
      const admin = await traveller(ctx.t.app, 'Admin');
      await ctx.database.db
        .update(users)
        .set({ isAdmin: true, role: 'ADMIN' })
        .where(eq(users.email, admin.email));
      for (const response of [
        await createAs(admin.headers),
        await joinRequest(ctx.t.app, admin.headers, group.community_id, 1),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: ADMIN_CANNOT_JOIN_GROUPS });
      }
      expect(await membersOf(group.community_id)).toBe(1);
    });
  });

  it('lists the caller’s groups in every status', async () => {
    const asha = await traveller(ctx.t.app);
    const a = await createGroup(ctx.t.app, asha.headers, {}, 1);
    const b = await createGroup(ctx.t.app, asha.headers, { to_location: 'GOI' }, 1);
    await setStatus(b.community_id, 'DISABLED');
    const list = (
      await ctx.t.app.inject({ url: '/api/communities/', headers: asha.headers })
    ).json();
    expect(
      list.map((g: { community_id: string; status: string }) => [g.community_id, g.status]).sort(),
    ).toEqual(
      [
        [a.community_id, 'PENDING'],
        [b.community_id, 'DISABLED'],
      ].sort(),
    );
  });

  it('requires a complete profile to view a group', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    await ctx.database.db.update(users).set({ phone: null }).where(eq(users.email, asha.email));
    await ctx.t.app.saath.changes.settle();
    const response = await ctx.t.app.inject({
      url: `/api/communities/${group.community_id}`,
      headers: asha.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
