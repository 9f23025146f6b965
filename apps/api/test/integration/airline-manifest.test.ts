import { afterEach, describe, expect, it } from 'vitest';
import {
  MANIFEST_NOT_BOOKED,
  MANIFEST_NOT_FOUND,
  airlineManifestPath,
  manifestCsvFileName,
  wonAwaitingPayment,
} from '@saath/shared/airlines';
import { API } from '@saath/shared/http';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { bearer, detailLocs } from '../helpers/app.ts';
import { airline, bid, pay, rfqGroup, traveller } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';

// The payment stage as the airline sees it: 'Your Airline Bids' follows the payment stage, and once the group
// is BOOKED its winning airline (only it) reads and downloads the passenger manifest.
const ctx = useTestApp(ADMIN_ENV);
const HOUR = 3600 * 1000;
type Headers = Record<string, string>;

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

const get = (url: string, headers: Headers) => ctx.t.app.inject({ url, headers });
const manifestOf = (quoteId: string, headers: Headers) =>
  get(airlineManifestPath(quoteId), headers);
const manifestCsvOf = (quoteId: string, headers: Headers) =>
  get(`${airlineManifestPath(quoteId)}.csv`, headers);

async function bidsOf(headers: Headers) {
  await ctx.t.app.saath.changes.settle();
  return (await get(API.airlineBids, headers)).json();
}

/**
 * A group of Asha (4 passengers), Ravi (3) and Meera (1, whose passenger's name starts like a
 * spreadsheet formula) with two bids: IndiGo ₹4,800 wins, Akasa ₹5,100 loses. Awaiting payment.
 */
async function wonGroup() {
  const { group, members } = await rfqGroup(ctx.t.app);
  ctx.t.clock.advance(60_000);
  const meera = await traveller(ctx.t.app, 'Meera');
  const joined = await ctx.t.app.inject({
    method: 'POST',
    url: API.joinCommunity(group.community_id),
    headers: meera.headers,
    payload: {
      passengers: [
        {
          full_name: '=HYPERLINK("http://x.example","Meera, "Q"")',
          dob: '1991-07-15',
          age: 35,
          gender: 'F',
          phone: '9876543210',
          email: 'meera@example.in',
        },
      ],
    },
  });
  expect(joined.statusCode).toBe(200);
  const winner = await airline(ctx.t.app, 'IndiGo Test');
  const loser = await airline(ctx.t.app, 'Akasa Test');
  const other = await airline(ctx.t.app, 'SpiceJet Test');
  const won = (await bid(ctx.t.app, winner.headers, group.community_id, 480_000)).json();
  const lost = (await bid(ctx.t.app, loser.headers, group.community_id, 510_000)).json();
  ctx.t.clock.advance(48 * HOUR);
  expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(1);
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  return { group, asha, ravi, meera, winner, loser, other, won, lost };
}

async function bookedGroup() {
  const setup = await wonGroup();
  for (const member of [setup.asha, setup.ravi, setup.meera])
    await pay(ctx.t.app, member.headers, setup.group.community_id);
  return setup;
}

describe("'Your Airline Bids' through the payment stage", () => {
  it('shows the winning bid as awaiting payment with n of m paid, then Booked', async () => {
    const { group, asha, winner, loser, won, lost } = await wonGroup();
    let [bid] = await bidsOf(winner.headers);
    expect(bid).toMatchObject({
      quote_id: won.quote_id,
      is_selected: true,
      community: { status: 'READY_FOR_BOOKING', paid_member_count: 0, active_member_count: 3 },
    });
    await pay(ctx.t.app, asha.headers, group.community_id);
    [bid] = await bidsOf(winner.headers);
    expect(bid.community).toMatchObject({ paid_member_count: 1, active_member_count: 3 });
    // The CSV export says what the page says.
    const csv = (await get(`${API.airlineBids}.csv`, winner.headers)).body;
    expect(csv).toContain(wonAwaitingPayment(1, 3));
    const [losing] = await bidsOf(loser.headers);
    expect(losing).toMatchObject({ quote_id: lost.quote_id, is_selected: false });
    expect((await get(`${API.airlineBids}.csv`, loser.headers)).body).toContain('Not selected');
  });

  it('shows Booked once every member has paid', async () => {
    const { winner } = await bookedGroup();
    const [bid] = await bidsOf(winner.headers);
    expect(bid.community).toMatchObject({
      status: 'BOOKED',
      paid_member_count: 3,
      active_member_count: 3,
    });
    expect((await get(`${API.airlineBids}.csv`, winner.headers)).body).toContain(',Booked,');
  });
});

describe('GET /api/airline/quotes/{id}/manifest', () => {
  it('gives the winning airline every passenger with date of birth, gender and ticket', async () => {
    const { group, winner, won, asha } = await bookedGroup();
    const response = await manifestOf(won.quote_id, winner.headers);
    expect(response.statusCode).toBe(200);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      quote_id: won.quote_id,
      community_id: group.community_id,
      rfq_number: group.rfq_number,
      airline_name: 'IndiGo Test',
      flight_number: 'AI101',
      travel_date: group.travel_date,
      // Nothing issued yet: the airline's ticketing is due (docs/product/ticketing.md).
      pnr: null,
      ticketing_deadline: expect.any(String),
      tickets_issued: 0,
      tickets_total: 8,
    });
    expect(manifest.passengers).toHaveLength(8);
    const tickets = (await get(API.tickets, asha.headers)).json();
    const first = tickets.find((t: { passenger_name: string }) => t.passenger_name);
    expect(manifest.passengers).toContainEqual({
      passenger_id: expect.any(String),
      full_name: first.passenger_name,
      date_of_birth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      gender: expect.stringMatching(/^(M|F|Other)$/),
      ticket_number: first.ticket_number,
      ticket_status: 'PENDING',
      eticket_number: null,
      issued_at: null,
    });
    expect(manifest.passengers).toContainEqual(
      expect.objectContaining({ date_of_birth: '1991-07-15', gender: 'F' }),
    );
  });

  it('answers 404 to a losing airline, another airline, a traveller and an admin', async () => {
    const { winner, loser, other, asha, won, lost } = await bookedGroup();
    const admin = await adminHeaders(ctx.t.app);
    const refusals = [
      { who: 'the loser, for the winning quote', quote: won.quote_id, headers: loser.headers },
      { who: 'the loser, for its own quote', quote: lost.quote_id, headers: loser.headers },
      { who: 'another airline', quote: won.quote_id, headers: other.headers },
      { who: 'a traveller of the group', quote: won.quote_id, headers: asha.headers },
      { who: 'an admin', quote: won.quote_id, headers: admin },
      {
        who: 'the winner, for a missing quote',
        quote: crypto.randomUUID(),
        headers: winner.headers,
      },
    ];
    for (const { who, quote, headers } of refusals) {
      for (const response of [
        await manifestOf(quote, headers),
        await manifestCsvOf(quote, headers),
      ])
        expect({ who, status: response.statusCode, body: response.json() }).toEqual({
          who,
          status: 404,
          body: { detail: MANIFEST_NOT_FOUND },
        });
    }
    expect((await manifestOf(won.quote_id, {})).statusCode).toBe(401);
    expect((await manifestOf('not-a-uuid', winner.headers)).statusCode).toBe(422);
    expect(detailLocs(await manifestOf('not-a-uuid', winner.headers))).toEqual(['path.id']);
  });

  it("accepts the winning airline's API key for the JSON, not for the CSV", async () => {
    const { winner, loser, won } = await bookedGroup();
    const keyOf = async (headers: Headers) =>
      bearer(
        (
          await ctx.t.app.inject({
            method: 'POST',
            url: '/api/airline/api-keys',
            headers,
            payload: { name: 'Ticketing' },
          })
        ).json().key,
      );
    const winnerKey = await keyOf(winner.headers);
    const byKey = await manifestOf(won.quote_id, winnerKey);
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().passengers).toHaveLength(8);
    expect((await manifestOf(won.quote_id, await keyOf(loser.headers))).statusCode).toBe(404);
    expect((await manifestCsvOf(won.quote_id, winnerKey)).statusCode).toBe(401);
  });

  it('refuses the winner with 409 before the group is booked, and changes nothing', async () => {
    const { group, asha, winner, won } = await wonGroup();
    await pay(ctx.t.app, asha.headers, group.community_id);
    for (const response of [
      await manifestOf(won.quote_id, winner.headers),
      await manifestCsvOf(won.quote_id, winner.headers),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: MANIFEST_NOT_BOOKED('READY_FOR_BOOKING') });
    }
    const [bid] = await bidsOf(winner.headers);
    expect(bid.community).toMatchObject({ status: 'READY_FOR_BOOKING', paid_member_count: 1 });
  });
});

describe('GET /api/airline/quotes/{id}/manifest.csv', () => {
  it('is RFC 4180 CSV with one row per passenger and formula-like names defused', async () => {
    const { group, winner, won } = await bookedGroup();
    const json = (await manifestOf(won.quote_id, winner.headers)).json();
    const response = await manifestCsvOf(won.quote_id, winner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${manifestCsvFileName(group.rfq_number)}"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'RFQ,Flight,Travel date,Departure (IST),Ticket number,Full name,Date of birth,Gender,Ticket status,passenger_id,pnr,eticket_number',
    );
    expect(lines).toHaveLength(1 + 8);
    // The formula is prefixed with a quote, and its own quotes and comma are RFC 4180-escaped.
    const meera = json.passengers.find((p: { date_of_birth: string }) =>
      p.date_of_birth.startsWith('1991'),
    );
    expect(body).toContain(
      `"'=HYPERLINK(""http://x.example"",""Meera, ""Q"""")",1991-07-15,F,PENDING,${meera.passenger_id},,`,
    );
    expect(body).toContain(`,${meera.ticket_number},`);
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(lines[1]).toMatch(
      new RegExp(`^${group.rfq_number},AI101,${group.travel_date},${group.travel_date} 09:30,`),
    );
  });
});
