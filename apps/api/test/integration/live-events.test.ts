import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@saath/shared/http';
import { LIVE_API } from '@saath/shared/live';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openStream, type readEvents } from '../helpers/event-stream.ts';
import {
  airline,
  awaitingPaymentGroup,
  bid,
  createGroup,
  joinRequest,
  pay,
  rfqGroup,
  traveller,
} from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';
import { queryRows } from '../../src/db/client.ts';
import type { Change } from '../../src/platform/change-feed.ts';

// Live pages (ADR 0020): the group stream and the airlines' stream, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.
const ctx = useTestApp(ADMIN_ENV);
type Headers = Record<string, string>;

async function watch(id: string, headers: Headers, extra: Headers = {}) {
  const opened = await openStream(ctx.t.app, LIVE_API.communityEvents(id), {
    ...headers,
    ...extra,
  });
  expect(opened.status).toBe(200);
  return opened as typeof opened & { stream: ReturnType<typeof readEvents> };
}

const detail = async (id: string, headers: Headers) => {
  await ctx.t.app.saath.changes.settle();
  return (await ctx.t.app.inject({ url: API.community(id), headers })).json();
};

describe('GET /api/communities/{id}/events', () => {
  it('sends the record first, exactly as the detail call answers it', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const live = await watch(group.community_id, asha.headers);
    expect(live.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(live.headers['cache-control']).toBe('no-store');
    const first = await live.stream.next();
    expect(first.event).toBe('group');
    expect(first.id).toMatch(/^[\w-]{10,}$/);
    expect(JSON.parse(first.data)).toEqual(await detail(group.community_id, asha.headers));
    live.close();
  });

  it('follows joins, leaves, a status change and a new lowest bid', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const meera = await traveller(ctx.t.app, 'Meera');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 3);
    const id = group.community_id;
    const live = await watch(id, asha.headers);
    const record = async (match: (g: Record<string, unknown>) => boolean, what: string) =>
      JSON.parse(
        (await live.stream.next((e) => e.event === 'group' && match(JSON.parse(e.data)), what))
          .data,
      );

    await record((g) => g.passenger_count === 3, 'the first record');
    expect((await joinRequest(ctx.t.app, meera.headers, id, 1)).statusCode).toBe(200);
    expect((await record((g) => g.passenger_count === 4, 'a join')).my_passenger_count).toBe(3);

    const left = await ctx.t.app.inject({
      method: 'POST',
      url: API.leaveCommunity(id),
      headers: meera.headers,
    });
    expect(left.statusCode).toBe(200);
    await record((g) => g.passenger_count === 3, 'a leave');

    // Ravi's 4 take it to the threshold (7): RFQ_SENT.
    expect((await joinRequest(ctx.t.app, ravi.headers, id, 4)).json().status).toBe('RFQ_SENT');
    const rfq = await record((g) => g.status === 'RFQ_SENT', 'the status change');
    expect(rfq.passenger_count).toBe(7);

    const carrier = await airline(ctx.t.app, 'IndiGo Test');
    expect((await bid(ctx.t.app, carrier.headers, id, 480_000)).statusCode).toBe(201);
    const bidSeen = await record((g) => g.lowest_known_price === 480_000, 'the lowest bid');
    expect(bidSeen.bid_count).toBe(1);
    expect(bidSeen).toEqual(await detail(id, asha.headers));
    live.close();
  });

  it('sends nothing when the record did not change, and each event id names its record', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const live = await watch(group.community_id, asha.headers);
    const first = await live.stream.next();
    // A write that leaves the record as it was (a touched row) announces a change, but the
    // caller's record is the same: no event.
    await ctx.database.db.execute(
      sql`UPDATE communities SET updated_at = updated_at WHERE id = ${group.community_id}`,
    );
    const ravi = await traveller(ctx.t.app, 'Ravi');
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 1);
    const second = await live.stream.next();
    expect(JSON.parse(second.data).passenger_count).toBe(3);
    expect(second.id).not.toBe(first.id);
    expect(live.stream.events()).toHaveLength(2);
    live.close();
  });

  it('resumes from Last-Event-ID: the current record only if it changed since', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const id = group.community_id;
    const first = await watch(id, asha.headers);
    const seen = await first.stream.next();
    first.close();

    // Nothing changed: the reconnect is sent nothing until the next change.
    const same = await watch(id, asha.headers, { 'last-event-id': seen.id! });
    await joinRequest(ctx.t.app, ravi.headers, id, 1);
    const next = await same.stream.next();
    expect(JSON.parse(next.data).passenger_count).toBe(3);
    expect(same.stream.events()).toHaveLength(1);
    same.close();

    // A change happened while away: the current record comes at once.
    const stale = await watch(id, asha.headers, { 'last-event-id': seen.id! });
    expect(JSON.parse((await stale.stream.next()).data).passenger_count).toBe(3);
    stale.close();
  });

  it('cannot read another user’s group: 404 like the detail call; a guest gets 401', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const url = LIVE_API.communityEvents(group.community_id);
    const stranger = await openStream(ctx.t.app, url, ravi.headers);
    const detailAnswer = await ctx.t.app.inject({
      url: API.community(group.community_id),
      headers: ravi.headers,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json).toEqual(detailAnswer.json());
    expect((await openStream(ctx.t.app, url, {})).status).toBe(401);
    const missing = LIVE_API.communityEvents('00000000-0000-4000-8000-000000000000');
    expect((await openStream(ctx.t.app, missing, asha.headers)).status).toBe(404);
    expect((await openStream(ctx.t.app, '/api/communities/nope/events', asha.headers)).status).toBe(
      422,
    );
    // An admin watches any group.
    const admin = await watch(group.community_id, await adminHeaders(ctx.t.app));
    expect(JSON.parse((await admin.stream.next()).data).community_id).toBe(group.community_id);
    admin.close();
  });

  it('ends the stream of a member who leaves', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 1);
    const live = await watch(group.community_id, ravi.headers);
    await live.stream.next();
    await ctx.t.app.inject({
      method: 'POST',
      url: API.leaveCommunity(group.community_id),
      headers: ravi.headers,
    });
    await live.stream.closed();
  });

  it('sends a comment heartbeat on the configured period', async () => {
    await ctx.t.app.close();
    ctx.t = await buildTestApp(ctx.database, { ...ADMIN_ENV, EVENTS_HEARTBEAT_SECONDS: '0.02' });
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const live = await watch(group.community_id, asha.headers);
    await live.stream.comment();
    expect(live.stream.comments()).toBeGreaterThan(0);
    live.close();
  });

  it('closes a stream whose client stopped reading, and the others carry on', async () => {
    await ctx.t.app.close();
    ctx.t = await buildTestApp(ctx.database, { ...ADMIN_ENV, EVENTS_MAX_BUFFER_BYTES: '1024' });
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const id = group.community_id;
    const stalled = await openStream(ctx.t.app, LIVE_API.communityEvents(id), asha.headers, {
      read: false,
    });
    let dropped = false;
    stalled.body!.on('close', () => (dropped = true));
    const healthy = await watch(id, asha.headers);
    // Each write changes the record, so each is an event: the stalled client's buffer fills.
    for (let n = 3; n < 400 && !dropped; n += 1) {
      await ctx.database.db.execute(
        sql`UPDATE communities SET lowest_price_paise = ${n * 100} WHERE id = ${id}`,
      );
      await healthy.stream.next((e) => JSON.parse(e.data).lowest_known_price === n * 100, `${n}`);
    }
    expect(dropped).toBe(true);
    healthy.close();
  });

  it('ends every stream when the server closes', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const live = await watch(group.community_id, asha.headers);
    await live.stream.next();
    await ctx.t.app.close();
    await live.stream.closed();
    ctx.t = await buildTestApp(ctx.database, ADMIN_ENV);
  });
});

describe('GET /api/airline/events', () => {
  it('is for airlines and admins only', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    expect((await openStream(ctx.t.app, LIVE_API.airlineEvents, {})).status).toBe(401);
    const refused = await openStream(ctx.t.app, LIVE_API.airlineEvents, asha.headers);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ detail: 'Airline partners only' });
    const carrier = await airline(ctx.t.app, 'IndiGo Test');
    for (const headers of [carrier.headers, await adminHeaders(ctx.t.app)]) {
      const live = await openStream(ctx.t.app, LIVE_API.airlineEvents, headers);
      expect(live.status).toBe(200);
      live.close();
    }
  });

  it('announces an RFQ opening, its lowest bid moving and its closing', async () => {
    const carrier = await airline(ctx.t.app, 'IndiGo Test');
    const rival = await airline(ctx.t.app, 'Akasa Test');
    const live = await openStream(ctx.t.app, LIVE_API.airlineEvents, carrier.headers);
    const stream = live.stream!;

    // A forming group is not announced; reaching the threshold opens the RFQ.
    const asha = await traveller(ctx.t.app, 'Asha');
    const forming = await createGroup(ctx.t.app, asha.headers, { time_slot: 'SLOT_12_16' }, 2);
    const { group } = await rfqGroup(ctx.t.app);
    const id = group.community_id;
    const opened = await stream.next((e) => e.event === 'rfq', 'the RFQ opening');
    const record = JSON.parse(opened.data);
    expect(record.community_id).toBe(id);
    expect(record.status).toBe('RFQ_SENT');
    expect(record).toEqual(await detail(id, carrier.headers));
    expect(stream.events().some((e) => e.data.includes(forming.community_id))).toBe(false);

    await bid(ctx.t.app, rival.headers, id, 510_000);
    const lower = await stream.next(
      (e) => e.event === 'rfq' && JSON.parse(e.data).lowest_known_price === 510_000,
      'the lowest bid',
    );
    expect(JSON.parse(lower.data).bid_count).toBe(1);

    const override = await ctx.t.app.inject({
      method: 'POST',
      url: API.adminOverride(id),
      headers: await adminHeaders(ctx.t.app),
      payload: { status: 'disabled', reason: 'Route suspended' },
    });
    expect(override.statusCode).toBe(200);
    const closed = await stream.next((e) => e.event === 'rfq_closed', 'the RFQ closing');
    expect(JSON.parse(closed.data)).toEqual({ community_id: id, status: 'DISABLED' });
    live.close();
  });
});

describe('a ticket issued by the airline, live (docs/product/ticketing.md)', () => {
  it("reaches the group's page and the member's views as it is issued", async () => {
    const { group, asha, ravi, carrier } = await awaitingPaymentGroup(ctx.t);
    const id = group.community_id;
    await pay(ctx.t.app, asha.headers, id);
    await pay(ctx.t.app, ravi.headers, id);
    // The database announces each ticket's change as its member's (the change feed).
    const heard: Change[] = [];
    ctx.t.app.saath.changes.subscribe({ changes: (list) => heard.push(...list), reset: () => {} });
    const live = await watch(id, asha.headers);
    const record = async (match: (g: Record<string, unknown>) => boolean, what: string) =>
      JSON.parse(
        (await live.stream.next((e) => e.event === 'group' && match(JSON.parse(e.data)), what))
          .data,
      );
    expect(await record((g) => g.tickets_issued === 0, 'the booked group')).toMatchObject({
      status: 'BOOKED',
      tickets_total: 7,
      pnr: null,
    });

    // Part of the group first (each member's first passenger), then the rest.
    const { pnr } = await ticketGroup(ctx.t.app, carrier.headers, id, {
      only: (p) => p.full_name.endsWith(' 1'),
    });
    const partly = await record((g) => g.tickets_issued === 2, 'two tickets issued');
    expect(partly).toMatchObject({ tickets_total: 7, pnr });
    expect(partly).toEqual(await detail(id, asha.headers));
    await ticketGroup(ctx.t.app, carrier.headers, id);
    await record((g) => g.tickets_issued === 7, 'every ticket issued');
    await ctx.t.app.saath.changes.settle();
    const members = await queryRows<{ user_id: string }>(
      ctx.database.db,
      sql`SELECT DISTINCT user_id FROM tickets WHERE community_id = ${id}`,
    );
    expect(members).toHaveLength(2);
    for (const { user_id: userId } of members)
      expect(heard).toContainEqual({ kind: 'member', userId, communityId: id });
    // The member's dashboard reads its tickets: issued, with the PNR.
    const tickets = (await ctx.t.app.inject({ url: API.tickets, headers: asha.headers })).json();
    expect(tickets).toHaveLength(4);
    for (const ticket of tickets) expect(ticket).toMatchObject({ status: 'ISSUED', pnr });
    live.close();
  });
});
