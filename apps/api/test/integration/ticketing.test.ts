import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { airlineManifestPath } from '@saath/shared/airlines';
import { API } from '@saath/shared/http';
import {
  AIRLINE_WON_GROUPS_PATH,
  ETICKET_ALREADY_ISSUED,
  ETICKET_INVALID,
  ETICKET_TAKEN,
  ETICKET_TWICE_IN_REQUEST,
  PASSENGER_NOT_IN_GROUP,
  PASSENGER_TWICE_IN_REQUEST,
  PNR_INVALID,
  PNR_MISMATCH,
  PNR_REQUIRED,
  TICKET_CANCELLED_BY_MEMBER,
  TICKETING_CSV_MAX_BYTES,
  TICKETING_NOT_BOOKED,
  TICKETING_NOT_WON,
  airlineTicketingCsvPath,
  airlineTicketingPath,
} from '@saath/shared/ticketing';
import { queryRows } from '../../src/db/client.ts';
import { ticketingDeadline } from '../../src/modules/lifecycle/index.ts';
import { ADMIN_ENV } from '../helpers/admin.ts';
import { detailLocs, detailMsgs } from '../helpers/app.ts';
import {
  airline,
  bid,
  createGroup,
  joinRequest,
  pay,
  rfqGroup,
  traveller,
} from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { eticketNumber, wonQuoteId } from '../helpers/ticketing.ts';

// docs/product/ticketing.md: the winning airline issues a booked group's tickets (PNR and one
// e-ticket number per passenger) by its deadline, through JSON, a CSV upload or its API key.
// Bidding closes an hour after the request for quote here, so that a test can book a second group
// before the first one's ticketing deadline (48 hours) passes and the sweep acts on it
// (ticketing-deadline.test.ts covers that).
const ctx = useTestApp({ ...ADMIN_ENV, BIDDING_WINDOW_SECONDS: '3600' });
const HOUR = 3600 * 1000;
const BIDDING_WINDOW = HOUR;
type Headers = Record<string, string>;
type Passenger = {
  passenger_id: string;
  full_name: string;
  ticket_status: string;
  eticket_number: string | null;
};

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

const put = (quoteId: string, headers: Headers, payload: unknown) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: airlineTicketingPath(quoteId),
    headers,
    payload: payload as object,
  });
const upload = (quoteId: string, headers: Headers, csv: string | Buffer, type = 'text/csv') =>
  ctx.t.app.inject({
    method: 'POST',
    url: airlineTicketingCsvPath(quoteId),
    headers: { ...headers, 'content-type': type },
    payload: csv,
  });
const getJson = async (url: string, headers: Headers) =>
  (await ctx.t.app.inject({ url, headers })).json();

/**
 * Asha (4 passengers) and Ravi (3): IndiGo's ₹4,800 wins over Akasa's ₹5,100; both pay, the
 * group is BOOKED with 7 PENDING tickets. `travel_date` moves the route's date.
 */
async function bookedGroup(route: { to_location?: string; travel_date?: string } = {}) {
  const { group, members } = await rfqGroup(ctx.t.app, route);
  ctx.t.clock.advance(60_000);
  const winner = await airline(ctx.t.app, 'IndiGo Test');
  const loser = await airline(ctx.t.app, 'Akasa Test');
  const won = (await bid(ctx.t.app, winner.headers, group.community_id, 480_000)).json();
  const lost = (await bid(ctx.t.app, loser.headers, group.community_id, 510_000)).json();
  ctx.t.clock.advance(BIDDING_WINDOW);
  await ctx.t.app.saath.lifecycle.sweep();
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  await pay(ctx.t.app, asha.headers, group.community_id);
  await pay(ctx.t.app, ravi.headers, group.community_id);
  const bookedAt = ctx.t.clock.now();
  const manifest = await getJson(airlineManifestPath(won.quote_id), winner.headers);
  const passengers: Passenger[] = manifest.passengers;
  return { group, asha, ravi, winner, loser, won, lost, passengers, bookedAt };
}

/** The passenger ids of a member's tickets (the manifest names no member). */
async function passengerIdsOf(email: string): Promise<string[]> {
  const rows = await queryRows<{ passenger_id: string }>(
    ctx.database.db,
    sql`SELECT t.passenger_id FROM tickets t JOIN users u ON u.id = t.user_id
        WHERE u.email = ${email} ORDER BY t.passenger_name, t.id`,
  );
  return rows.map((r) => r.passenger_id);
}
const rowsOfIds = (ids: string[]) =>
  ids.map((id) => ({ passenger_id: id, eticket_number: eticketNumber() }));

/** A new API key of the airline: the header its ticketing system sends. */
async function apiKeyOf(headers: Headers): Promise<Headers> {
  const created = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/airline/api-keys',
    headers,
    payload: { name: 'Ticketing system' },
  });
  expect(created.statusCode).toBe(201);
  return { authorization: `Bearer ${created.json().key}` };
}

/** How many tickets are no longer PENDING (a refused request changes none). */
async function ticketsNotPending(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM tickets WHERE status <> 'PENDING'`,
  );
  return row!.n;
}

const rowsFor = (passengers: Passenger[]) =>
  passengers.map((p) => ({ passenger_id: p.passenger_id, eticket_number: eticketNumber() }));

describe('booking leaves the tickets to the airline', () => {
  it('creates PENDING tickets, sets the deadline and mails the members without numbers', async () => {
    const { group, asha, winner, won, bookedAt } = await bookedGroup();
    const tickets = await getJson(API.tickets, asha.headers);
    expect(tickets).toHaveLength(4);
    const deadline = new Date(bookedAt.getTime() + 48 * HOUR).toISOString();
    for (const ticket of tickets)
      expect(ticket).toMatchObject({
        status: 'PENDING',
        eticket_number: null,
        issued_at: null,
        pnr: null,
        ticketing_deadline: deadline,
      });
    // A PENDING ticket is neither cancelled nor downloaded.
    const cancel = await ctx.t.app.inject({
      method: 'PUT',
      url: API.cancelTicket(tickets[0].ticket_id),
      headers: asha.headers,
    });
    expect(cancel.statusCode).toBe(409);
    const pdf = await ctx.t.app.inject({
      url: `/api/tickets/${tickets[0].ticket_id}/e-ticket`,
      headers: asha.headers,
    });
    expect(pdf.statusCode).toBe(409);
    expect(await getJson(`/api/communities/${group.community_id}`, asha.headers)).toMatchObject({
      status: 'BOOKED',
      ticketing_deadline: deadline,
      tickets_issued: 0,
      tickets_total: 7,
      pnr: null,
    });
    await ctx.t.flushMail();
    const booked = ctx.t.mail.to(asha.email).find((m) => m.subject.startsWith('Booked:'));
    expect(booked?.subject).toBe(
      `Booked: IndiGo Test AI101, tickets to follow (${group.rfq_number})`,
    );
    expect(booked?.text).toContain('IndiGo Test will issue your e-tickets by');
    for (const ticket of tickets) expect(booked?.text).not.toContain(ticket.ticket_number);
    // The airline's won groups list it first, awaiting its tickets.
    expect(await getJson(AIRLINE_WON_GROUPS_PATH, winner.headers)).toEqual({
      awaiting_tickets: 1,
      groups: [
        expect.objectContaining({
          quote_id: won.quote_id,
          community_id: group.community_id,
          status: 'BOOKED',
          pnr: null,
          ticketing_deadline: deadline,
          tickets_issued: 0,
          tickets_total: 7,
        }),
      ],
    });
  });

  it('caps the deadline at 00:00 India time 8 days before travel, already due when past', () => {
    const window = 48 * 3600;
    // Travel 20 December: the cap is 12 December 00:00 IST = 11 December 18:30 UTC.
    const cap = '2026-12-11T18:30:00.000Z';
    expect(ticketingDeadline(new Date('2026-12-01T04:30:00Z'), '2026-12-20', window)).toEqual(
      new Date('2026-12-03T04:30:00Z'),
    );
    expect(
      ticketingDeadline(new Date('2026-12-10T12:30:00Z'), '2026-12-20', window).toISOString(),
    ).toBe(cap);
    // Booked after the cap (a long payment stage): due at the cap, already past.
    expect(
      ticketingDeadline(new Date('2026-12-12T06:00:00Z'), '2026-12-20', window).toISOString(),
    ).toBe(cap);
  });

  it('sets the capped deadline when the group books close to travel (clock)', async () => {
    // Created at 23:00 IST on 21 November for travel on 2 December (11 days ahead), booked an
    // hour later: the cap, 23 November 18:30 UTC, comes before the 48 hours after booking.
    ctx.t.clock.advance(11 * HOUR);
    const { asha, group } = await bookedGroup({ travel_date: '2026-12-02' });
    expect(
      (await getJson(`/api/communities/${group.community_id}`, asha.headers)).ticketing_deadline,
    ).toBe('2026-11-23T18:30:00.000Z');
  });
});

describe('PUT /api/airline/quotes/{id}/ticketing', () => {
  it('issues part of the group, then the rest, mailing each member once all theirs are issued', async () => {
    const { group, asha, ravi, winner, won } = await bookedGroup();
    const ashas = rowsOfIds(await passengerIdsOf(asha.email));
    // Read before: the group's page keeps its tickets beside the cached group, and must still
    // show each change of them at once (the database announces it).
    const detailUrl = `/api/communities/${group.community_id}`;
    expect(await getJson(detailUrl, ravi.headers)).toMatchObject({
      tickets_issued: 0,
      tickets_total: 7,
      pnr: null,
    });
    const first = await put(won.quote_id, winner.headers, {
      pnr: 'k7qx2m',
      tickets: ashas.slice(0, 2),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      quote_id: won.quote_id,
      community_id: group.community_id,
      status: 'BOOKED',
      pnr: 'K7QX2M',
      tickets_issued: 2,
      tickets_total: 7,
      issued: 2,
      unchanged: 0,
      refused: 0,
    });
    expect(first.json().rows[0]).toEqual({
      line: null,
      passenger_id: ashas[0]!.passenger_id,
      passenger_name: expect.any(String),
      eticket_number: ashas[0]!.eticket_number,
      outcome: 'ISSUED',
      reason: null,
    });
    expect(await getJson(detailUrl, ravi.headers)).toMatchObject({
      tickets_issued: 2,
      pnr: 'K7QX2M',
    });
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(asha.email).filter((m) => m.subject.startsWith('Your tickets'))).toEqual(
      [],
    );

    // The rest: the PNR may be left out now; a hyphen typed in a number is dropped.
    const rest = await put(won.quote_id, winner.headers, {
      tickets: [
        ...ashas.slice(2),
        ...ashas.slice(0, 2).map((r) => ({
          ...r,
          eticket_number: `${r.eticket_number.slice(0, 3)}-${r.eticket_number.slice(3)}`,
        })),
      ],
    });
    expect(rest.json()).toMatchObject({ issued: 2, unchanged: 2, refused: 0, tickets_issued: 4 });
    await ctx.t.flushMail();
    const mails = ctx.t.mail.to(asha.email).filter((m) => m.subject.startsWith('Your tickets'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Your tickets are issued: IndiGo Test AI101, PNR K7QX2M (${group.rfq_number})`,
    );
    for (const row of ashas) expect(mails[0]!.text).toContain(row.eticket_number);
    expect(mails[0]!.text).toContain('/tickets');
    // Ravi's tickets are still PENDING: no mail for him.
    expect(ctx.t.mail.to(ravi.email).filter((m) => m.subject.startsWith('Your tickets'))).toEqual(
      [],
    );
    const tickets = await getJson(API.tickets, asha.headers);
    for (const ticket of tickets)
      expect(ticket).toMatchObject({
        status: 'ISSUED',
        pnr: 'K7QX2M',
        eticket_number: expect.stringMatching(/^\d{13}$/),
        issued_at: ctx.t.clock.now().toISOString(),
        ticketing_deadline: null,
      });
    expect(await getJson(detailUrl, ravi.headers)).toMatchObject({
      tickets_issued: 4,
      tickets_total: 7,
      pnr: 'K7QX2M',
    });
    const manifest = await getJson(airlineManifestPath(won.quote_id), winner.headers);
    expect(manifest).toMatchObject({ pnr: 'K7QX2M', tickets_issued: 4, tickets_total: 7 });
  });

  it('is idempotent: the same request twice changes nothing the second time', async () => {
    const { winner, won, passengers, asha } = await bookedGroup();
    const body = { pnr: 'AB12CD', tickets: rowsFor(passengers) };
    const first = await put(won.quote_id, winner.headers, body);
    expect(first.json()).toMatchObject({ issued: 7, tickets_issued: 7 });
    const issuedAt = (await getJson(API.tickets, asha.headers))[0].issued_at;
    ctx.t.clock.advance(HOUR);
    const again = await put(won.quote_id, winner.headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ issued: 0, unchanged: 7, refused: 0, tickets_issued: 7 });
    expect(again.json().rows.every((r: { outcome: string }) => r.outcome === 'UNCHANGED')).toBe(
      true,
    );
    expect((await getJson(API.tickets, asha.headers))[0].issued_at).toBe(issuedAt);
    await ctx.t.flushMail();
    expect(
      ctx.t.mail.to(asha.email).filter((m) => m.subject.startsWith('Your tickets')),
    ).toHaveLength(1);
    // Every ticket issued: the won group no longer awaits tickets.
    expect((await getJson(AIRLINE_WON_GROUPS_PATH, winner.headers)).awaiting_tickets).toBe(0);
  });

  it('refuses rows one by one: other passengers, cancelled, already issued, taken, twice', async () => {
    const { winner, won, asha, ravi } = await bookedGroup();
    const other = await bookedGroup({ to_location: 'MAA' });
    const ashas = rowsOfIds(await passengerIdsOf(asha.email));
    const [r0, r1, r2] = await passengerIdsOf(ravi.email);
    await put(won.quote_id, winner.headers, { pnr: 'AB12CD', tickets: ashas });
    // Asha cancels one of her issued tickets.
    const [cancelledId, issuedId] = [ashas[0]!.passenger_id, ashas[1]!.passenger_id];
    const [ticket] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`SELECT id FROM tickets WHERE passenger_id = ${cancelledId}`,
    );
    const cancelled = await ctx.t.app.inject({
      method: 'PUT',
      url: API.cancelTicket(ticket!.id),
      headers: asha.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const otherNumber = eticketNumber();
    await put(other.won.quote_id, other.winner.headers, {
      pnr: 'ZZ99ZZ',
      tickets: [{ passenger_id: other.passengers[0]!.passenger_id, eticket_number: otherNumber }],
    });
    const dup = eticketNumber();
    const response = await put(won.quote_id, winner.headers, {
      tickets: [
        // A passenger of another group, and no passenger at all.
        { passenger_id: other.passengers[1]!.passenger_id, eticket_number: eticketNumber() },
        { passenger_id: crypto.randomUUID(), eticket_number: eticketNumber() },
        // Already issued with another number; cancelled by its member.
        { passenger_id: issuedId, eticket_number: eticketNumber() },
        { passenger_id: cancelledId, eticket_number: eticketNumber() },
        // A number another group's ticket carries.
        { passenger_id: r0, eticket_number: otherNumber },
        // The same number twice, the same passenger twice: the later row is refused.
        { passenger_id: r1, eticket_number: dup },
        { passenger_id: r2, eticket_number: dup },
        { passenger_id: r1, eticket_number: eticketNumber() },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .rows.map((r: { outcome: string; reason: string | null }) => [r.outcome, r.reason]),
    ).toEqual([
      ['REFUSED', PASSENGER_NOT_IN_GROUP],
      ['REFUSED', PASSENGER_NOT_IN_GROUP],
      ['REFUSED', ETICKET_ALREADY_ISSUED(ashas[1]!.eticket_number)],
      ['REFUSED', TICKET_CANCELLED_BY_MEMBER],
      ['REFUSED', ETICKET_TAKEN],
      ['ISSUED', null],
      ['REFUSED', ETICKET_TWICE_IN_REQUEST],
      ['REFUSED', PASSENGER_TWICE_IN_REQUEST],
    ]);
    // Another group's passenger is not named to this airline.
    expect(response.json().rows[0].passenger_name).toBeNull();
    // Tickets to issue leave the cancelled one out: 3 of Asha's and 1 of Ravi's of 6.
    expect(response.json()).toMatchObject({
      issued: 1,
      refused: 7,
      tickets_issued: 4,
      tickets_total: 6,
    });
  });

  it('needs the PNR first, and refuses a different one as a whole', async () => {
    const { winner, won, passengers } = await bookedGroup();
    const rows = rowsFor(passengers);
    const missing = await put(won.quote_id, winner.headers, { tickets: rows.slice(0, 1) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({ detail: PNR_REQUIRED });
    await put(won.quote_id, winner.headers, { pnr: 'AB12CD', tickets: rows.slice(0, 1) });
    const other = await put(won.quote_id, winner.headers, { pnr: 'ZZ12ZZ', tickets: rows });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: PNR_MISMATCH('AB12CD') });
    const [{ n }] = (await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM tickets WHERE status = 'ISSUED'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('answers 404 to another airline, 409 to the losing bid and before booking', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    ctx.t.clock.advance(60_000);
    const winner = await airline(ctx.t.app, 'IndiGo Test');
    const loser = await airline(ctx.t.app, 'Akasa Test');
    const won = (await bid(ctx.t.app, winner.headers, group.community_id, 480_000)).json();
    const lost = (await bid(ctx.t.app, loser.headers, group.community_id, 510_000)).json();
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    const body = {
      pnr: 'AB12CD',
      tickets: [{ passenger_id: crypto.randomUUID(), eticket_number: eticketNumber() }],
    };
    // Awaiting payment: not booked yet.
    const early = await put(won.quote_id, winner.headers, body);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: TICKETING_NOT_BOOKED('READY_FOR_BOOKING') });
    for (const m of members) await pay(ctx.t.app, m.headers, group.community_id);
    const losing = await put(lost.quote_id, loser.headers, body);
    expect(losing.statusCode).toBe(409);
    expect(losing.json()).toEqual({ detail: TICKETING_NOT_WON });
    for (const [quote, headers] of [
      [won.quote_id, loser.headers],
      [crypto.randomUUID(), winner.headers],
    ] as const) {
      const refused = await put(quote, headers, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Passenger manifest not found' });
    }
  });

  it('takes the API key of the winning airline; a traveller is refused (403)', async () => {
    const { winner, won, passengers, asha } = await bookedGroup();
    const key = await apiKeyOf(winner.headers);
    const rows = rowsFor(passengers);
    const viaKey = await put(won.quote_id, key, { pnr: 'AB12CD', tickets: rows });
    expect(viaKey.statusCode).toBe(200);
    expect(viaKey.json()).toMatchObject({ issued: 7 });
    expect(
      (await ctx.t.app.inject({ url: AIRLINE_WON_GROUPS_PATH, headers: key })).statusCode,
    ).toBe(200);
    const traveller = await put(won.quote_id, asha.headers, { pnr: 'AB12CD', tickets: rows });
    expect(traveller.statusCode).toBe(403);
    expect((await put(won.quote_id, {}, { pnr: 'AB12CD', tickets: rows })).statusCode).toBe(401);
  });

  it('refuses malformed input with the error shape and changes nothing', async () => {
    const { winner, won, passengers } = await bookedGroup();
    const id = passengers[0]!.passenger_id;
    // A NUL byte is refused as a control character before the pattern is checked.
    const cases: Array<[unknown, string[], string | null]> = [
      [
        { pnr: 'AB1', tickets: [{ passenger_id: id, eticket_number: eticketNumber() }] },
        ['body.pnr'],
        PNR_INVALID,
      ],
      [
        { pnr: 'AB12C!', tickets: [{ passenger_id: id, eticket_number: eticketNumber() }] },
        ['body.pnr'],
        PNR_INVALID,
      ],
      [
        { pnr: 'AB\u000012', tickets: [{ passenger_id: id, eticket_number: eticketNumber() }] },
        ['body.pnr'],
        null,
      ],
      [
        { pnr: 'AB12CD', tickets: [{ passenger_id: id, eticket_number: '098123456789' }] },
        ['body.tickets.0.eticket_number'],
        ETICKET_INVALID,
      ],
      [
        { pnr: 'AB12CD', tickets: [{ passenger_id: id, eticket_number: '098123456789X' }] },
        ['body.tickets.0.eticket_number'],
        ETICKET_INVALID,
      ],
      [
        { pnr: 'AB12CD', tickets: [{ passenger_id: id, eticket_number: '0981234\u0000567890' }] },
        ['body.tickets.0.eticket_number'],
        null,
      ],
      [
        { pnr: 'AB12CD', tickets: [{ passenger_id: 'nope', eticket_number: eticketNumber() }] },
        ['body.tickets.0.passenger_id'],
        'Passenger id must be a UUID',
      ],
      [{ pnr: 'AB12CD', tickets: [] }, ['body.tickets'], 'Send at least one ticket'],
    ];
    for (const [payload, locs, msg] of cases) {
      const response = await put(won.quote_id, winner.headers, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
      expect(detailLocs(response)).toEqual(locs);
      expect(detailMsgs(response)).toEqual([msg ?? expect.any(String)]);
    }
    const badJson = await ctx.t.app.inject({
      method: 'PUT',
      url: airlineTicketingPath(won.quote_id),
      headers: { ...winner.headers, 'content-type': 'application/json' },
      payload: '{"pnr": "AB12CD", "tickets": [',
    });
    expect(badJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(badJson.statusCode).toBeLessThan(500);
    expect(badJson.json()).toHaveProperty('detail');
    const huge = await ctx.t.app.inject({
      method: 'PUT',
      url: airlineTicketingPath(won.quote_id),
      headers: { ...winner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ pnr: 'AB12CD', tickets: [], pad: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: expect.any(String) });
    expect(await ticketsNotPending()).toBe(0);
  });

  it('lets one of two requests racing for an e-ticket number win; the other row is refused', async () => {
    // Two groups of the same airline, issued at the same moment with one number: the requests
    // hold different groups' locks, so the unique index decides.
    const one = await bookedGroup();
    const two = await bookedGroup({ to_location: 'MAA' });
    const number = eticketNumber();
    const race = await Promise.all([
      put(one.won.quote_id, one.winner.headers, {
        pnr: 'AB12CD',
        tickets: [{ passenger_id: one.passengers[0]!.passenger_id, eticket_number: number }],
      }),
      put(two.won.quote_id, two.winner.headers, {
        pnr: 'CD34EF',
        tickets: [{ passenger_id: two.passengers[0]!.passenger_id, eticket_number: number }],
      }),
    ]);
    expect(race.map((r) => r.statusCode)).toEqual([200, 200]);
    const outcomes = race.map((r) => r.json().rows[0].outcome).sort();
    expect(outcomes).toEqual(['ISSUED', 'REFUSED']);
    const refused = race.map((r) => r.json().rows[0]).find((r) => r.outcome === 'REFUSED');
    expect(refused.reason).toBe(ETICKET_TAKEN);
    // And in one group: two requests for two passengers with one number.
    const again = eticketNumber();
    const inGroup = await Promise.all(
      [one.passengers[1]!, one.passengers[2]!].map((p) =>
        put(one.won.quote_id, one.winner.headers, {
          pnr: 'AB12CD',
          tickets: [{ passenger_id: p.passenger_id, eticket_number: again }],
        }),
      ),
    );
    expect(inGroup.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(inGroup.map((r) => r.json().rows[0].outcome).sort()).toEqual(['ISSUED', 'REFUSED']);
    const [{ n }] = (await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM tickets WHERE eticket_number IN (${number}, ${again})`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });
});

describe('POST /api/airline/quotes/{id}/ticketing.csv', () => {
  /** The manifest CSV the airline downloads, with the pnr and numbers filled in. */
  async function filledCsv(
    quoteId: string,
    headers: Headers,
    fill: (line: string[], passengerId: string) => { pnr: string; number: string } | null,
  ) {
    const csv = (await ctx.t.app.inject({ url: `${airlineManifestPath(quoteId)}.csv`, headers }))
      .body;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const names = header!.split(',');
    const at = (name: string) => names.indexOf(name);
    const out = [header!];
    for (const row of rows) {
      // The download's cells hold no commas except the quoted names, which end before these.
      const cells = row.split(',');
      const tail = cells.slice(-3);
      const filled = fill(cells, tail[0]!);
      if (filled) {
        tail[1] = filled.pnr;
        tail[2] = filled.number;
      }
      out.push([...cells.slice(0, -3), ...tail].join(','));
    }
    expect(at('passenger_id')).toBe(names.length - 3);
    return out.join('\r\n') + '\r\n';
  }

  it('issues the filled-in rows of the downloaded manifest, skipping empty ones', async () => {
    const { winner, won, passengers, asha } = await bookedGroup();
    const numbers = new Map<string, string>();
    let n = 0;
    const csv = await filledCsv(won.quote_id, winner.headers, (_cells, id) => {
      n += 1;
      if (n > 5) return null; // the last two are left for later
      const number = eticketNumber();
      numbers.set(id, number);
      return { pnr: 'qw12er', number };
    });
    const response = await upload(won.quote_id, winner.headers, csv);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ pnr: 'QW12ER', issued: 5, refused: 0, tickets_issued: 5 });
    expect(report.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6]);
    for (const row of report.rows) expect(row.eticket_number).toBe(numbers.get(row.passenger_id));
    // The same file again changes nothing; the rest follow in a second file.
    const again = await upload(won.quote_id, winner.headers, csv);
    expect(again.json()).toMatchObject({ issued: 0, unchanged: 5 });
    const rest = passengers.filter((p) => !numbers.has(p.passenger_id));
    const second = [
      'eticket_number,Full name,passenger_id,pnr,Notes',
      ...rest.map((p) => `${eticketNumber()},"${p.full_name}",${p.passenger_id},,ok`),
    ].join('\n');
    const done = await upload(won.quote_id, winner.headers, second);
    expect(done.json()).toMatchObject({ issued: 2, tickets_issued: 7, tickets_total: 7 });
    expect((await getJson(API.tickets, asha.headers))[0]).toMatchObject({ pnr: 'QW12ER' });
  });

  it('takes the API key, refuses a traveller, and reports unreadable rows by line', async () => {
    const { winner, won, passengers, asha } = await bookedGroup();
    const key = await apiKeyOf(winner.headers);
    const csv = [
      'passenger_id,pnr,eticket_number',
      `${passengers[0]!.passenger_id},AB12CD,${eticketNumber()}`,
      `not-an-id,AB12CD,${eticketNumber()}`,
      `${passengers[1]!.passenger_id},AB12CD,12345`,
      `${passengers[2]!.passenger_id},AB12CD,0981234\u000056789`,
    ].join('\n');
    expect((await upload(won.quote_id, asha.headers, csv)).statusCode).toBe(403);
    const response = await upload(won.quote_id, key, csv);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .rows.map((r: { line: number; outcome: string; reason: string }) => [
          r.line,
          r.outcome,
          r.reason,
        ]),
    ).toEqual([
      [2, 'ISSUED', null],
      [3, 'REFUSED', 'Passenger id must be a UUID'],
      [4, 'REFUSED', ETICKET_INVALID],
      [5, 'REFUSED', expect.any(String)],
    ]);
  });

  it('refuses what is not a usable CSV with 422, too big with 413, another type with 415', async () => {
    const { winner, won, passengers } = await bookedGroup();
    const id = passengers[0]!.passenger_id;
    const refusals: Array<[string, RegExp]> = [
      // An unterminated quote.
      [`passenger_id,pnr,eticket_number\n"${id},AB12CD,${eticketNumber()}`, /not a readable CSV/],
      // A required column missing.
      [`passenger_id,eticket_number\n${id},${eticketNumber()}`, /must name the columns/],
      // PNR cells that differ.
      [
        `passenger_id,pnr,eticket_number\n${id},AB12CD,${eticketNumber()}\n${passengers[1]!.passenger_id},ZZ12ZZ,${eticketNumber()}`,
        /same PNR/,
      ],
      // A PNR that cannot be one.
      [`passenger_id,pnr,eticket_number\n${id},AB\u00001,${eticketNumber()}`, /^Line 2: /],
      // Nothing filled in.
      [`passenger_id,pnr,eticket_number\n${id},,`, /at least one eticket_number/],
      ['', /must name the columns/],
    ];
    for (const [csv, message] of refusals) {
      const response = await upload(won.quote_id, winner.headers, csv);
      expect({ csv, status: response.statusCode }).toEqual({ csv, status: 422 });
      expect(detailMsgs(response)[0]).toMatch(message);
    }
    const big = `passenger_id,pnr,eticket_number\n${'x,,\n'.repeat(TICKETING_CSV_MAX_BYTES / 4 + 1)}`;
    const tooBig = await upload(won.quote_id, winner.headers, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: expect.any(String) });
    const wrongType = await upload(won.quote_id, winner.headers, 'a,b', 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
    expect(await ticketsNotPending()).toBe(0);
  });
});

describe('GET /api/airline/won-groups', () => {
  it('lists booked groups awaiting tickets first by deadline, then the others', async () => {
    const later = await bookedGroup();
    const winner = later.winner;
    // A second group of the same airline, booked an hour later: its deadline is later.
    ctx.t.clock.advance(HOUR);
    const asha = await traveller(ctx.t.app, 'Kiran');
    const ravi = await traveller(ctx.t.app, 'Dev');
    const g = await createGroup(ctx.t.app, asha.headers, { to_location: 'GOI' }, 4);
    await joinRequest(ctx.t.app, ravi.headers, g.community_id, 3);
    const quote = (await bid(ctx.t.app, winner.headers, g.community_id, 450_000)).json();
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    // Awaiting payment still: listed after the booked one.
    let list = await getJson(AIRLINE_WON_GROUPS_PATH, winner.headers);
    expect(list.groups.map((g: { status: string }) => g.status)).toEqual([
      'BOOKED',
      'READY_FOR_BOOKING',
    ]);
    await pay(ctx.t.app, asha.headers, g.community_id);
    await pay(ctx.t.app, ravi.headers, g.community_id);
    // The first group fully ticketed: the second one, awaiting tickets, comes first.
    await put(later.won.quote_id, winner.headers, {
      pnr: 'AB12CD',
      tickets: rowsFor(later.passengers),
    });
    list = await getJson(AIRLINE_WON_GROUPS_PATH, winner.headers);
    expect(list.awaiting_tickets).toBe(1);
    expect(list.groups.map((g: { quote_id: string }) => g.quote_id)).toEqual([
      quote.quote_id,
      later.won.quote_id,
    ]);
    expect(await wonQuoteId(ctx.t.app, winner.headers, g.community_id)).toBe(quote.quote_id);
    // The losing airline has won nothing.
    expect(await getJson(AIRLINE_WON_GROUPS_PATH, later.loser.headers)).toEqual({
      awaiting_tickets: 0,
      groups: [],
    });
  });
});
