import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import { openStream } from '../helpers/event-stream.ts';
import { airline, bid, payAll, rfqGroup, traveller } from '../helpers/groups.ts';
import { LIVE_API } from '@saath/shared/live';

// Bidding in the open (ADR 0027): an airline's own standing, the admins' append-only
// bid history, the members' anonymous ladder; ties go to the earlier bid everywhere.
const ctx = useTestApp(ADMIN_ENV);
const BIDDING_WINDOW = 48 * 3600 * 1000;
type Headers = Record<string, string>;

const ladderUrl = (id: string) => `${API.community(id)}/bids`;
const historyUrl = (id: string) => `${API.adminCommunity(id)}/bids`;

async function read(headers: Headers, url: string) {
  await ctx.t.app.saath.changes.settle();
  return ctx.t.app.inject({ url, headers });
}
/** The group as an airline's detail call answers it: its `my_standing`. */
const standing = async (headers: Headers, id: string) =>
  (await read(headers, API.community(id))).json().my_standing;
/** The airline's RFQ list entry of the group. */
const listedStanding = async (headers: Headers, id: string) =>
  (await read(headers, API.communities))
    .json()
    .find((g: { community_id: string }) => g.community_id === id)?.my_standing;
/** The database's refusal of a statement (the driver wraps it), or null if it ran. */
const refusal = (statement: SQL) =>
  ctx.database.db.execute(statement).then(
    () => null,
    (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
  );
const withdraw = (headers: Headers, quoteId: string) =>
  ctx.t.app.inject({ method: 'DELETE', url: API.quotes(quoteId), headers });

async function threeAirlines() {
  const { group, members } = await rfqGroup(ctx.t.app);
  const [indigo, akasa, vistara] = await Promise.all([
    airline(ctx.t.app, 'IndiGo Test'),
    airline(ctx.t.app, 'Akasa Test'),
    airline(ctx.t.app, 'Vistara Test'),
  ]);
  return { id: group.community_id as string, members, indigo, akasa, vistara };
}

describe('an airline’s own standing', () => {
  it('is the lowest, or its rank of all bids and how far above the lowest, in detail and list', async () => {
    const { id, indigo, akasa, vistara } = await threeAirlines();
    expect(await standing(indigo.headers, id)).toBeNull();
    await bid(ctx.t.app, indigo.headers, id, 500_000);
    expect(await standing(indigo.headers, id)).toEqual({ rank: 1, of: 1, above_lowest: 0 });
    await bid(ctx.t.app, akasa.headers, id, 470_000);
    await bid(ctx.t.app, vistara.headers, id, 480_050);
    expect(await standing(akasa.headers, id)).toEqual({ rank: 1, of: 3, above_lowest: 0 });
    expect(await standing(vistara.headers, id)).toEqual({ rank: 2, of: 3, above_lowest: 10_050 });
    expect(await standing(indigo.headers, id)).toEqual({ rank: 3, of: 3, above_lowest: 30_000 });
    expect(await listedStanding(indigo.headers, id)).toEqual({
      rank: 3,
      of: 3,
      above_lowest: 30_000,
    });
  });

  it('follows a replaced bid and a withdrawn one', async () => {
    const { id, indigo, akasa, vistara } = await threeAirlines();
    await bid(ctx.t.app, indigo.headers, id, 500_000);
    const akasaQuote = (await bid(ctx.t.app, akasa.headers, id, 470_000)).json();
    await bid(ctx.t.app, vistara.headers, id, 480_000);
    // IndiGo replaces its bid with the lowest price: everyone moves down.
    await bid(ctx.t.app, indigo.headers, id, 460_000);
    expect(await standing(indigo.headers, id)).toEqual({ rank: 1, of: 3, above_lowest: 0 });
    expect(await standing(akasa.headers, id)).toEqual({ rank: 2, of: 3, above_lowest: 10_000 });
    expect(await standing(vistara.headers, id)).toEqual({ rank: 3, of: 3, above_lowest: 20_000 });
    // Akasa withdraws: Vistara is second of two, and Akasa has no standing.
    expect((await withdraw(akasa.headers, akasaQuote.quote_id)).statusCode).toBe(200);
    expect(await standing(vistara.headers, id)).toEqual({ rank: 2, of: 2, above_lowest: 20_000 });
    expect(await standing(akasa.headers, id)).toBeNull();
  });

  it('reaches the airline’s live stream when another bids lower, replaces or withdraws', async () => {
    const { id, indigo, akasa } = await threeAirlines();
    await bid(ctx.t.app, indigo.headers, id, 450_000);
    const live = await openStream(ctx.t.app, LIVE_API.airlineEvents, indigo.headers);
    const stream = live.stream!;
    const standingEvent = (rank: number, of: number, above: number, what: string) =>
      stream.next((e) => {
        if (e.event !== 'rfq') return false;
        const record = JSON.parse(e.data);
        return (
          record.community_id === id &&
          record.my_standing?.rank === rank &&
          record.my_standing.of === of &&
          record.my_standing.above_lowest === above
        );
      }, what);
    try {
      const akasaQuote = (await bid(ctx.t.app, akasa.headers, id, 440_000)).json();
      await standingEvent(2, 2, 10_000, 'outbid by ₹100');
      await bid(ctx.t.app, akasa.headers, id, 445_000);
      await standingEvent(2, 2, 5_000, 'the rival’s replacement');
      await withdraw(akasa.headers, akasaQuote.quote_id);
      await standingEvent(1, 1, 0, 'the lowest again after the withdrawal');
    } finally {
      live.close();
    }
  });

  it('gives a tie to the earlier bid, and a replacement at the same price queues again', async () => {
    const { id, indigo, akasa } = await threeAirlines();
    // The test clock does not move: both bids carry the same time, the earlier still wins.
    await bid(ctx.t.app, indigo.headers, id, 450_000);
    await bid(ctx.t.app, akasa.headers, id, 450_000);
    expect(await standing(indigo.headers, id)).toEqual({ rank: 1, of: 2, above_lowest: 0 });
    expect(await standing(akasa.headers, id)).toEqual({ rank: 2, of: 2, above_lowest: 0 });
    // IndiGo submits again at the same price: now it is the later of the two.
    await bid(ctx.t.app, indigo.headers, id, 450_000, { flight_number: '6E 201' });
    expect(await standing(akasa.headers, id)).toEqual({ rank: 1, of: 2, above_lowest: 0 });
    expect(await standing(indigo.headers, id)).toEqual({ rank: 2, of: 2, above_lowest: 0 });
    // The deadline awards the group to the one ranked first.
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    const admin = await adminHeaders(ctx.t.app);
    const group = (await read(admin, API.community(id))).json();
    expect(group.status).toBe('READY_FOR_BOOKING');
    expect(group.winning_quote).toMatchObject({
      airline_name: 'Akasa Test',
      flight_number: 'AI101',
    });
  });

  it('of two airlines bidding the same price at once, the earlier wins and the standings agree', async () => {
    const { id, indigo, akasa } = await threeAirlines();
    const other = await buildTestApp(ctx.database, ADMIN_ENV, { clock: ctx.t.clock });
    try {
      const [a, b] = await Promise.all([
        bid(ctx.t.app, indigo.headers, id, 430_000, { flight_number: '6E 100' }),
        bid(other.app, akasa.headers, id, 430_000, { flight_number: 'QP 100' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const first = await standing(indigo.headers, id);
      const second = await standing(akasa.headers, id);
      expect([first.rank, second.rank].sort()).toEqual([1, 2]);
      const winner = first.rank === 1 ? 'IndiGo Test' : 'Akasa Test';
      // The history's order is the order the bids took the group's lock.
      const history = (await read(await adminHeaders(ctx.t.app), historyUrl(id))).json().bids;
      expect(history[0].airline_name).toBe(winner);
      const quotes = (await read(await adminHeaders(ctx.t.app), API.quotes(id))).json();
      expect(quotes.find((q: { is_lowest: boolean }) => q.is_lowest).airline_name).toBe(winner);
      ctx.t.clock.advance(BIDDING_WINDOW);
      await ctx.t.app.saath.lifecycle.sweep();
      const group = (await read(await adminHeaders(ctx.t.app), API.community(id))).json();
      expect(group.winning_quote.airline_name).toBe(winner);
    } finally {
      await other.app.close();
    }
  });
});

describe('GET /api/admin/communities/{id}/bids: the append-only bid history', () => {
  it('records every submission, replacement and withdrawal with its time, airline and price', async () => {
    const { id, indigo, akasa } = await threeAirlines();
    await bid(ctx.t.app, indigo.headers, id, 500_000);
    ctx.t.clock.advance(60_000);
    const akasaQuote = (await bid(ctx.t.app, akasa.headers, id, 490_000)).json();
    ctx.t.clock.advance(60_000);
    await bid(ctx.t.app, indigo.headers, id, 480_000);
    ctx.t.clock.advance(60_000);
    await withdraw(akasa.headers, akasaQuote.quote_id);
    const response = await read(await adminHeaders(ctx.t.app), historyUrl(id));
    expect(response.statusCode).toBe(200);
    const start = ctx.t.clock.now().getTime() - 180_000;
    expect(response.json().bids).toEqual([
      expect.objectContaining({
        kind: 'SUBMITTED',
        airline_name: 'IndiGo Test',
        price_per_ticket: 500_000,
        at: new Date(start).toISOString(),
      }),
      expect.objectContaining({
        kind: 'SUBMITTED',
        airline_name: 'Akasa Test',
        price_per_ticket: 490_000,
        at: new Date(start + 60_000).toISOString(),
      }),
      expect.objectContaining({
        kind: 'REPLACED',
        airline_name: 'IndiGo Test',
        price_per_ticket: 480_000,
      }),
      expect.objectContaining({
        kind: 'WITHDRAWN',
        airline_name: 'Akasa Test',
        price_per_ticket: 490_000,
        quote_id: akasaQuote.quote_id,
        at: new Date(start + 180_000).toISOString(),
      }),
    ]);
  });

  it('refuses to change or remove a row, through SQL', async () => {
    const { id, indigo } = await threeAirlines();
    await bid(ctx.t.app, indigo.headers, id, 500_000);
    expect(
      await refusal(
        sql`UPDATE bid_history SET price_per_ticket_paise = 1 WHERE community_id = ${id}`,
      ),
    ).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM bid_history WHERE community_id = ${id}`)).toMatch(
      /append-only/,
    );
    const rows = await queryRows<{ price: number }>(
      ctx.database.db,
      sql`SELECT price_per_ticket_paise AS price FROM bid_history WHERE community_id = ${id}`,
    );
    expect(rows).toEqual([{ price: 500_000 }]);
  });

  it('goes with its group when the group itself is removed (the cascade passes the trigger)', async () => {
    const { id, indigo } = await threeAirlines();
    await bid(ctx.t.app, indigo.headers, id, 500_000);
    expect(await refusal(sql`DELETE FROM communities WHERE id = ${id}`)).toBeNull();
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM bid_history WHERE community_id = ${id}`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('is for admins only; an unknown group answers 404', async () => {
    const { id, members, indigo } = await threeAirlines();
    expect((await read(members[0]!.headers, historyUrl(id))).statusCode).toBe(403);
    expect((await read(indigo.headers, historyUrl(id))).statusCode).toBe(403);
    const missing = await read(
      await adminHeaders(ctx.t.app),
      historyUrl('00000000-0000-4000-8000-000000000000'),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/communities/{id}/bids: the members’ anonymous ladder', () => {
  it('shows prices in rank order without names until the group is booked, then names', async () => {
    const { id, members, indigo, akasa, vistara } = await threeAirlines();
    await bid(ctx.t.app, indigo.headers, id, 500_000);
    await bid(ctx.t.app, akasa.headers, id, 470_000);
    await bid(ctx.t.app, vistara.headers, id, 470_000);
    const response = await read(members[0]!.headers, ladderUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bids: [
        { rank: 1, price_per_ticket: 470_000, airline_name: null },
        { rank: 2, price_per_ticket: 470_000, airline_name: null },
        { rank: 3, price_per_ticket: 500_000, airline_name: null },
      ],
    });
    expect(response.body).not.toMatch(/Test|company|quote_id|flight/);
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    expect((await read(members[1]!.headers, ladderUrl(id))).json().bids[0].airline_name).toBeNull();
    await payAll(ctx.t.app, id, members);
    const booked = (await read(members[1]!.headers, ladderUrl(id))).json();
    expect(booked.bids.map((b: { airline_name: string }) => b.airline_name)).toEqual([
      'Akasa Test',
      'Vistara Test',
      'IndiGo Test',
    ]);
  });

  it('cannot read another group’s bid ladder: a non-member and an airline get 404 as from the detail; admins see it', async () => {
    const { id, indigo } = await threeAirlines();
    await bid(ctx.t.app, indigo.headers, id, 500_000);
    const stranger = await traveller(ctx.t.app, 'Meera');
    for (const headers of [stranger.headers, indigo.headers]) {
      const response = await read(headers, ladderUrl(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        (await read(headers, API.community('00000000-0000-4000-8000-000000000000'))).json(),
      );
    }
    expect((await read({}, ladderUrl(id))).statusCode).toBe(401);
    const admin = await read(await adminHeaders(ctx.t.app), ladderUrl(id));
    expect(admin.json().bids).toHaveLength(1);
  });
});
