import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NOT_AN_AIRLINE_WITHDRAW,
  ONLY_AIRLINES_EXPORT,
  QUOTE_NOT_FOUND,
  WITHDRAW_CLOSED,
  WITHDRAW_SELECTED,
} from '@saath/shared/airlines';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp, detailLocs } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import { airline, bid, rfqGroup, traveller } from '../helpers/groups.ts';

// What airlines expect of their bids: withdrawing a bid, the
// route/date filters of the airline's lists and the CSV export of its bids.
const ctx = useTestApp(ADMIN_ENV);
const HOUR = 3600 * 1000;
type Headers = Record<string, string>;

const withdraw = (headers: Headers, quoteId: string) =>
  ctx.t.app.inject({ method: 'DELETE', url: API.quotes(quoteId), headers });

async function groupSeenBy(headers: Headers, id: string) {
  await ctx.t.app.saath.changes.settle();
  return (await ctx.t.app.inject({ url: API.community(id), headers })).json();
}

/** What the database itself holds: the live quotes and the group's kept figures. */
async function stored(communityId: string) {
  const [group] = await queryRows<{ lowest: number | null; count: number; status: string }>(
    ctx.database.db,
    sql`SELECT lowest_price_paise AS lowest, bid_count AS count, status
        FROM communities WHERE id = ${communityId}`,
  );
  const quotes = await queryRows<{ price: number }>(
    ctx.database.db,
    sql`SELECT price_per_ticket_paise AS price FROM quotes WHERE community_id = ${communityId}`,
  );
  const prices = quotes.map((q) => q.price);
  return { ...group!, prices, min: prices.length ? Math.min(...prices) : null };
}

/** An RFQ with two bids: IndiGo ₹5,000 and Akasa ₹4,700 (the lowest). */
async function twoBids() {
  const { group, members } = await rfqGroup(ctx.t.app);
  const indigo = await airline(ctx.t.app, 'IndiGo Test');
  const akasa = await airline(ctx.t.app, 'Akasa Test');
  const indigoQuote = (await bid(ctx.t.app, indigo.headers, group.community_id, 500_000)).json();
  const akasaQuote = (await bid(ctx.t.app, akasa.headers, group.community_id, 470_000)).json();
  return { group, members, indigo, akasa, indigoQuote, akasaQuote };
}

describe('DELETE /api/quotes/{quoteId}: withdrawing a bid', () => {
  it('removes the bid, and the group’s lowest bid and bid count follow', async () => {
    const { group, members, indigo, akasa, akasaQuote } = await twoBids();
    const response = await withdraw(akasa.headers, akasaQuote.quote_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      community_id: group.community_id,
      status: 'RFQ_SENT',
      lowest_known_price: 500_000,
      bid_count: 1,
    });
    // Everyone reading the group sees the new lowest bid.
    expect(await groupSeenBy(members[0]!.headers, group.community_id)).toMatchObject({
      lowest_known_price: 500_000,
      bid_count: 1,
    });
    const mine = await ctx.t.app.inject({
      url: API.quotes(group.community_id),
      headers: akasa.headers,
    });
    expect(mine.json()).toEqual([]);
    const theirs = await ctx.t.app.inject({
      url: API.quotes(group.community_id),
      headers: indigo.headers,
    });
    expect(theirs.json()[0]).toMatchObject({ price_per_ticket: 500_000, is_lowest: true });
    expect(
      (await ctx.t.app.inject({ url: API.airlineBids, headers: akasa.headers })).json(),
    ).toEqual([]);
    // The submission itself stays on record.
    const [history] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM bid_history
          WHERE quote_id = ${akasaQuote.quote_id} AND kind = 'SUBMITTED'`,
    );
    expect(history!.n).toBe(1);
    // While bidding is open the airline may bid again.
    const again = await bid(ctx.t.app, akasa.headers, group.community_id, 490_000);
    expect(again.statusCode).toBe(201);
    expect(again.json().quote_id).not.toBe(akasaQuote.quote_id);
    expect(await stored(group.community_id)).toMatchObject({ lowest: 490_000, count: 2 });
  });

  it('clears the lowest bid when the only bid is withdrawn', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app);
    const quote = (await bid(ctx.t.app, indigo.headers, group.community_id, 450_000)).json();
    const response = await withdraw(indigo.headers, quote.quote_id);
    expect(response.json()).toMatchObject({ lowest_known_price: null, bid_count: 0 });
  });

  it('answers a second withdraw of the same bid with 404: it is gone', async () => {
    const { group, akasa, akasaQuote } = await twoBids();
    expect((await withdraw(akasa.headers, akasaQuote.quote_id)).statusCode).toBe(200);
    const second = await withdraw(akasa.headers, akasaQuote.quote_id);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual({ detail: QUOTE_NOT_FOUND });
    expect(await stored(group.community_id)).toMatchObject({ lowest: 500_000, count: 1 });
  });

  it('cannot withdraw another airline’s bid: it answers like a missing one', async () => {
    const { group, indigo, akasaQuote } = await twoBids();
    const response = await withdraw(indigo.headers, akasaQuote.quote_id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: QUOTE_NOT_FOUND });
    const missing = await withdraw(indigo.headers, '00000000-0000-4000-8000-000000000000');
    expect(missing.json()).toEqual(response.json());
    expect(await stored(group.community_id)).toMatchObject({ lowest: 470_000, count: 2 });
  });

  it('refuses guests, travellers and administrators, and a malformed id', async () => {
    const { group, members, akasaQuote } = await twoBids();
    const guest = await withdraw({}, akasaQuote.quote_id);
    expect(guest.statusCode).toBe(401);
    const member = await withdraw(members[0]!.headers, akasaQuote.quote_id);
    expect(member.statusCode).toBe(403);
    const outsider = await traveller(ctx.t.app, 'Outsider');
    expect((await withdraw(outsider.headers, akasaQuote.quote_id)).statusCode).toBe(403);
    // An administrator has no company: the bid is the airline's own commitment to end.
    const admin = await withdraw(await adminHeaders(ctx.t.app), akasaQuote.quote_id);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ detail: NOT_AN_AIRLINE_WITHDRAW });
    const akasaBad = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/quotes/not-a-uuid',
      headers: (await airline(ctx.t.app)).headers,
    });
    expect(akasaBad.statusCode).toBe(422);
    expect(detailLocs(akasaBad)).toEqual(['path.id']);
    expect(await stored(group.community_id)).toMatchObject({ lowest: 470_000, count: 2 });
  });

  it('refuses with 409 once the bidding window has passed, before the sweep runs', async () => {
    const { group, akasa, akasaQuote } = await twoBids();
    ctx.t.clock.advance(48 * HOUR);
    const response = await withdraw(akasa.headers, akasaQuote.quote_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: WITHDRAW_CLOSED });
    expect(await stored(group.community_id)).toMatchObject({ count: 2, status: 'RFQ_SENT' });
  });

  it('refuses with 409 once the bid is selected, and once the group closed on another bid', async () => {
    const { group, indigo, akasa, indigoQuote, akasaQuote } = await twoBids();
    ctx.t.clock.advance(48 * HOUR);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(1);
    const winner = await withdraw(akasa.headers, akasaQuote.quote_id);
    expect(winner.statusCode).toBe(409);
    expect(winner.json()).toEqual({ detail: WITHDRAW_SELECTED });
    const loser = await withdraw(indigo.headers, indigoQuote.quote_id);
    expect(loser.statusCode).toBe(409);
    expect(loser.json()).toEqual({ detail: WITHDRAW_CLOSED });
    const after = await stored(group.community_id);
    expect(after).toMatchObject({ lowest: 470_000, count: 2 });
    expect(after.status).not.toBe('RFQ_SENT');
  });

  it('keeps the lowest bid and count right when a withdraw races another airline’s bid', async () => {
    const { group, indigo, akasa, akasaQuote } = await twoBids();
    const spice = await airline(ctx.t.app, 'SpiceJet Test');
    // A second app on the same database: the two requests meet only in PostgreSQL.
    const other = await buildTestApp(ctx.database, ADMIN_ENV, { clock: ctx.t.clock });
    try {
      const [withdrawn, placed, replaced] = await Promise.all([
        withdraw(akasa.headers, akasaQuote.quote_id),
        other.app.inject({
          method: 'POST',
          url: API.quotes(group.community_id),
          headers: spice.headers,
          payload: { price_per_ticket: 480_000, flight_number: 'SG 8' },
        }),
        bid(ctx.t.app, indigo.headers, group.community_id, 495_000),
      ]);
      expect([withdrawn.statusCode, placed.statusCode, replaced.statusCode]).toEqual([
        200, 201, 201,
      ]);
    } finally {
      await other.app.close();
    }
    const after = await stored(group.community_id);
    expect(after.prices.sort()).toEqual([480_000, 495_000]);
    expect(after).toMatchObject({ lowest: 480_000, count: 2 });
  });

  it('lets either a withdraw or an admin’s selection of the same bid win, never both', async () => {
    const { group, akasa, akasaQuote } = await twoBids();
    const admin = await adminHeaders(ctx.t.app);
    const [withdrawn, selected] = await Promise.all([
      withdraw(akasa.headers, akasaQuote.quote_id),
      ctx.t.app.inject({
        method: 'POST',
        url: API.selectQuote(akasaQuote.quote_id),
        headers: admin,
      }),
    ]);
    const after = await stored(group.community_id);
    if (withdrawn.statusCode === 200) {
      expect(selected.statusCode).toBe(404);
      expect(after).toMatchObject({ status: 'RFQ_SENT', lowest: 500_000, count: 1 });
    } else {
      expect(selected.statusCode).toBe(200);
      expect(withdrawn.json()).toEqual({ detail: WITHDRAW_SELECTED });
      expect(after).toMatchObject({ lowest: 470_000, count: 2 });
      expect(after.status).not.toBe('RFQ_SENT');
    }
  });

  it('never takes the winning bid from under the deadline sweep', async () => {
    const { group, akasa, akasaQuote } = await twoBids();
    ctx.t.clock.advance(48 * HOUR);
    const [withdrawn, moved] = await Promise.all([
      withdraw(akasa.headers, akasaQuote.quote_id),
      ctx.t.app.saath.lifecycle.sweep(),
    ]);
    // The sweep skips a group whose lock the withdraw holds (SKIP LOCKED): the next sweep
    // then moves it. Either way the group moves once, on the bid it had.
    const movedLater = moved === 0 ? await ctx.t.app.saath.lifecycle.sweep() : 0;
    expect(moved + movedLater).toBe(1);
    expect(withdrawn.statusCode).toBe(409);
    const [selected] = await queryRows<{ is_selected: boolean }>(
      ctx.database.db,
      sql`SELECT is_selected FROM quotes WHERE id = ${akasaQuote.quote_id}`,
    );
    expect(selected?.is_selected).toBe(true);
    expect(await stored(group.community_id)).toMatchObject({ lowest: 470_000, count: 2 });
  });
});

/** Three open RFQs on different routes and dates, and one airline's bid on each. */
async function threeRfqs() {
  const delBom = (await rfqGroup(ctx.t.app)).group;
  const delGoi = (await rfqGroup(ctx.t.app, { to_location: 'GOI' })).group;
  const blrDel = (
    await rfqGroup(ctx.t.app, {
      from_location: 'BLR',
      to_location: 'DEL',
      travel_date: '2026-12-12',
    })
  ).group;
  const indigo = await airline(ctx.t.app, 'IndiGo Test');
  await bid(ctx.t.app, indigo.headers, delBom.community_id, 450_000);
  await bid(ctx.t.app, indigo.headers, delGoi.community_id, 520_000);
  await bid(ctx.t.app, indigo.headers, blrDel.community_id, 610_000);
  return { delBom, delGoi, blrDel, indigo };
}

const rfqsOf = (headers: Headers, query: string) =>
  ctx.t.app.inject({ url: `${API.communities}${query}`, headers });
const bidsOf = (headers: Headers, query: string) =>
  ctx.t.app.inject({ url: `${API.airlineBids}${query}`, headers });
const ids = (response: { json(): Array<{ community_id: string }> }) =>
  response
    .json()
    .map((g) => g.community_id)
    .sort();

describe('filters by route and travel date on the airline’s lists', () => {
  it('narrows the open RFQs and the company’s bids alike', async () => {
    const { delBom, delGoi, blrDel, indigo } = await threeRfqs();
    for (const list of [rfqsOf, bidsOf]) {
      expect(ids(await list(indigo.headers, ''))).toEqual(
        [delBom, delGoi, blrDel].map((g) => g.community_id).sort(),
      );
      expect(ids(await list(indigo.headers, '?from_location=DEL'))).toEqual(
        [delBom, delGoi].map((g) => g.community_id).sort(),
      );
      expect(ids(await list(indigo.headers, '?to_location=DEL'))).toEqual([blrDel.community_id]);
      expect(ids(await list(indigo.headers, '?travel_date=2026-12-10&to_location=GOI'))).toEqual([
        delGoi.community_id,
      ]);
      expect(ids(await list(indigo.headers, '?travel_date=2026-12-11'))).toEqual([]);
      // A form's cleared fields mean "any".
      expect(
        ids(await list(indigo.headers, '?from_location=&to_location=&travel_date=')),
      ).toHaveLength(3);
    }
  });

  it('narrows a traveller’s own groups by the same filters', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    expect(ids(await rfqsOf(members[0]!.headers, '?to_location=BOM'))).toEqual([
      group.community_id,
    ]);
    expect(ids(await rfqsOf(members[0]!.headers, '?to_location=GOI'))).toEqual([]);
  });

  it('refuses an unknown city or an impossible date with 422, naming the field', async () => {
    const indigo = await airline(ctx.t.app);
    for (const list of [rfqsOf, bidsOf]) {
      const response = await list(indigo.headers, '?from_location=XYZ&travel_date=2026-02-30');
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ['query', 'from_location'],
          msg: 'From must be one of the listed cities',
          type: expect.any(String),
        },
        {
          loc: ['query', 'travel_date'],
          msg: 'Travel date must be a date (YYYY-MM-DD)',
          type: expect.any(String),
        },
      ]);
    }
  });
});

const csvOf = (headers: Headers, query = '') =>
  ctx.t.app.inject({ url: `${API.airlineBids}.csv${query}`, headers });
const BOM = '\uFEFF';
const HEADER =
  'RFQ,From,To,Travel date,Preferred time,Airline,Flight,Departure (IST),Arrival (IST),' +
  'Passengers,Bid per passenger (INR),Total value (INR),Status,Standing,Quoted at (IST)';

describe('GET /api/airline/bids.csv', () => {
  it('exports the company’s bids with exact rupee amounts, as a download', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    await bid(ctx.t.app, indigo.headers, group.community_id, 450_005);
    const response = await csvOf(indigo.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="saath-airline-bids-2026-11-21.csv"',
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const row = lines[1]!.split(',');
    expect(row.slice(0, 14)).toEqual([
      group.rfq_number,
      'DEL',
      'BOM',
      '2026-12-10',
      '08:00-12:00',
      'IndiGo Test',
      'AI101',
      '2026-12-10 09:30',
      '2026-12-10 11:45',
      '7',
      '4500.05', // ₹4,500.05 per passenger
      '31500.35', // × 7 passengers, paise exact
      'Pending',
      'Lowest',
    ]);
    expect(row[14]).toMatch(/^2026-11-21 \d\d:\d\d$/);
    expect(lines.slice(2)).toEqual(['']);
  });

  it('quotes cells as RFC 4180 says and defuses formulas in text cells', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const sly = await airline(ctx.t.app, '=HYPERLINK("http://evil.example"), "Air"');
    await bid(ctx.t.app, sly.headers, group.community_id, 450_000);
    const body = (await csvOf(sly.headers)).body;
    expect(body).toContain(',"\'=HYPERLINK(""http://evil.example""), ""Air""",AI101,');
  });

  it('honours the list’s filters, and shows another airline none of them', async () => {
    const { delGoi, indigo } = await threeRfqs();
    const filtered = (await csvOf(indigo.headers, '?to_location=GOI')).body.split('\r\n');
    expect(filtered).toHaveLength(3); // header, one bid, the final line break
    expect(filtered[1]).toContain(`${delGoi.rfq_number},DEL,GOI,`);
    const akasa = await airline(ctx.t.app, 'Akasa Test');
    expect((await csvOf(akasa.headers)).body).toBe(`${BOM}${HEADER}\r\n`);
  });

  it('refuses guests, travellers and administrators, and bad filters', async () => {
    const asha = await traveller(ctx.t.app);
    expect((await csvOf({})).statusCode).toBe(401);
    expect((await csvOf(asha.headers)).statusCode).toBe(403);
    const admin = await csvOf(await adminHeaders(ctx.t.app));
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ detail: ONLY_AIRLINES_EXPORT });
    const bad = await csvOf((await airline(ctx.t.app)).headers, '?to_location=Goa');
    expect(bad.statusCode).toBe(422);
    expect(detailLocs(bad)).toEqual(['query.to_location']);
  });
});
