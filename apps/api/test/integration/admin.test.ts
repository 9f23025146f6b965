import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OVERRIDE_STATUS_MESSAGE } from '@saath/shared/admin';
import { API } from '@saath/shared/http';
import { NO_PAID_MEMBER_TO_BOOK } from '@saath/shared/payments';
import { MARKET_PRICE_PAISE } from '@saath/shared/tickets';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp } from '../helpers/app.ts';
import { ADMIN_ENV, adminHeaders, adminUserId, outsiders } from '../helpers/admin.ts';
import {
  airline,
  bid,
  createGroup,
  joinRequest,
  pay,
  payAll,
  rfqGroup,
  traveller,
} from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

const MINUTE = 60_000;
const DAY = 24 * 3600 * 1000;
const ctx = useTestApp(ADMIN_ENV);

type Headers = Record<string, string>;

const get = async (url: string, headers: Headers) => ctx.t.app.inject({ url, headers });
const override = (id: string, headers: Headers, payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: API.adminOverride(id), headers, payload });

async function rows<T>(query: ReturnType<typeof sql>) {
  return queryRows<T>(ctx.database.db, query);
}
const ledger = (communityId: string) =>
  rows<{ user_id: string; amount_paise: number; waivers: number; reason: string }>(
    sql`SELECT user_id, amount_paise, waivers, reason FROM credit_ledger
        WHERE community_id = ${communityId} ORDER BY user_id`,
  );
const audit = () =>
  rows<{
    admin_user_id: string;
    community_id: string;
    from_status: string;
    to_status: string;
    reason: string | null;
    details: Record<string, unknown>;
    at: Date | string;
  }>(sql`SELECT * FROM admin_audit_log ORDER BY id`);
const history = (communityId: string) =>
  rows<{ from_status: string; to_status: string; reason: string; actor_user_id: string | null }>(
    sql`SELECT from_status, to_status, reason, actor_user_id FROM community_status_history
        WHERE community_id = ${communityId} ORDER BY id`,
  );
const ticketCount = async (communityId: string) =>
  (
    await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets WHERE community_id = ${communityId}`,
    )
  )[0]!.n;

describe('admin routes', () => {
  it('refuse guests (401), travellers and airline users (403)', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const calls = [
      { method: 'GET' as const, url: API.adminAnalytics },
      { method: 'GET' as const, url: API.adminRfqConversion },
      { method: 'GET' as const, url: API.adminCommunities },
      { method: 'GET' as const, url: API.adminUsers },
      {
        method: 'POST' as const,
        url: API.adminOverride(group.community_id),
        payload: { status: 'disabled' },
      },
    ];
    for (const { who, headers, status } of await outsiders(ctx.t.app)) {
      for (const call of calls) {
        const response = await ctx.t.app.inject({ ...call, headers });
        expect(response.statusCode, `${who} ${call.method} ${call.url}`).toBe(status);
        expect(response.json()).toEqual({
          detail: status === 401 ? 'Not authenticated' : 'Administrators only',
        });
      }
    }
    // Nothing was overridden along the way.
    expect(await audit()).toEqual([]);
  });
});

/**
 * A known marketplace, built through the real API, the sweeper and the test clock:
 * - G1 DEL-BOM 08-12: 4 + 3 passengers, bids ₹4,500 (won) and ₹5,000, booked by the sweeper,
 *   once both members paid, 7 tickets of which Asha then cancels one;
 * - G2 DEL-BOM 12-16: 7 passengers, no bid: CANCELLED (waivers, no money);
 * - G3 DEL-BLR: 1 + 1 passengers: DISABLED at 24 h, ₹10 to each of the 2 members;
 * - G4 BOM-GOI: 3 passengers, still PENDING; G5 DEL-BOM 16-20: 7 passengers, RFQ_SENT.
 * Users: the admin, Asha, Ravi, Meera and two airline users.
 */
async function marketplace() {
  const { app, clock } = ctx.t;
  const asha = await traveller(app, 'Asha');
  const ravi = await traveller(app, 'Ravi');
  const meera = await traveller(app, 'Meera');
  const indigo = await airline(app, 'IndiGo Test');
  const akasa = await airline(app, 'Akasa Test');

  const g1 = await createGroup(app, asha.headers, { time_slot: 'SLOT_08_12' }, 4);
  await joinRequest(app, ravi.headers, g1.community_id, 3);
  await bid(app, indigo.headers, g1.community_id, 450_000);
  await bid(app, akasa.headers, g1.community_id, 500_000);
  clock.advance(MINUTE);
  const g2 = await createGroup(app, asha.headers, { time_slot: 'SLOT_12_16' }, 4);
  await joinRequest(app, ravi.headers, g2.community_id, 3);
  clock.advance(MINUTE);
  const g3 = await createGroup(app, asha.headers, { to_location: 'BLR' }, 1);
  await joinRequest(app, ravi.headers, g3.community_id, 1);

  clock.advance(DAY);
  expect(await app.saath.lifecycle.sweep()).toBe(1); // G3 disabled
  clock.advance(DAY);
  expect(await app.saath.lifecycle.sweep()).toBe(2); // G1 awaits payment, G2 cancelled
  await payAll(app, g1.community_id, [asha, ravi]); // the last share books G1
  const bookedAt = clock.now().toISOString();
  await ticketGroup(app, indigo.headers, g1.community_id); // IndiGo issues the 7 tickets

  const ashaTickets = (await get(API.tickets, asha.headers)).json();
  const cancel = await app.inject({
    method: 'PUT',
    url: API.cancelTicket(ashaTickets[0].ticket_id),
    headers: asha.headers,
  });
  expect(cancel.statusCode).toBe(200);

  clock.advance(MINUTE);
  const g4 = await createGroup(app, meera.headers, { from_location: 'BOM', to_location: 'GOI' }, 3);
  clock.advance(MINUTE);
  const g5 = await createGroup(app, asha.headers, { time_slot: 'SLOT_16_20' }, 4);
  await joinRequest(app, ravi.headers, g5.community_id, 3);
  return { asha, ravi, meera, indigo, akasa, g1, g2, g3, g4, g5, bookedAt };
}

describe('GET /api/admin/analytics', () => {
  it('answers zeros and nulls on an empty marketplace', async () => {
    const response = await get(API.adminAnalytics, await adminHeaders(ctx.t.app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total_users: 1, // the admin
      total_communities: 0,
      total_tickets: 0,
      total_saved_amount: 0,
      community_status_counts: {
        PENDING: 0,
        ACTIVE: 0,
        THRESHOLD_MET: 0,
        RFQ_SENT: 0,
        READY_FOR_BOOKING: 0,
        BOOKED: 0,
        DISABLED: 0,
        CANCELLED: 0,
      },
      popular_routes: [],
      avg_community_size: null,
      threshold_success_rate: null,
      avg_ticket_price: null,
      total_credits_issued: 0,
      fees_earned: 0,
      money_captured: 0,
      money_refunded: 0,
      money_net: 0,
      owed_to_airlines: 0,
      paid_to_airlines: 0,
      most_active_route: null,
      recent_communities: [],
      recent_tickets: [],
      airline_ticketing: [],
    });
  });

  it('breaks a tie for the most active route by the newest group, as the console says', async () => {
    const { app, clock } = ctx.t;
    const asha = await traveller(app, 'Asha');
    // One group each; the route later in route order has the newer group.
    await createGroup(app, asha.headers, { from_location: 'BOM', to_location: 'GOI' }, 1);
    clock.advance(MINUTE);
    await createGroup(app, asha.headers, { to_location: 'BLR' }, 1);
    const body = (await get(API.adminAnalytics, await adminHeaders(app))).json();
    expect(body.most_active_route).toBe('DEL-BLR');
    expect(body.popular_routes.map((r: { to_location: string }) => r.to_location)).toEqual([
      'BLR',
      'GOI',
    ]);
  });

  it("states one savings rule: a booked group's page and Total Saved agree, the cancelled ticket left out of both", async () => {
    const m = await marketplace();
    const admin = await adminHeaders(ctx.t.app);
    const body = (await get(API.adminAnalytics, admin)).json();
    const page = (await get(`/api/communities/${m.g1.community_id}`, m.ravi.headers)).json();
    // G1 is the only booked group: 7 tickets, one cancelled since.
    expect(page.savings).toEqual({
      amount: 6 * (MARKET_PRICE_PAISE - 450_000),
      issued_tickets: 6,
    });
    expect(page.savings.amount).toBe(body.total_saved_amount);
    // Only a booked group has savings.
    expect(
      (await get(`/api/communities/${m.g2.community_id}`, m.ravi.headers)).json(),
    ).toMatchObject({ status: 'CANCELLED', savings: null });
  });

  it('computes every figure of a known marketplace exactly', async () => {
    const m = await marketplace();
    const body = (await get(API.adminAnalytics, await adminHeaders(ctx.t.app))).json();
    expect(body).toMatchObject({
      total_users: 6,
      total_communities: 5,
      // Every ticket ever issued, the cancelled one included.
      total_tickets: 7,
      // Six tickets not cancelled, each ₹15,000 − ₹4,500 below the market price.
      total_saved_amount: 6 * (MARKET_PRICE_PAISE - 450_000),
      community_status_counts: {
        PENDING: 1,
        ACTIVE: 0,
        THRESHOLD_MET: 0,
        RFQ_SENT: 1,
        READY_FOR_BOOKING: 0,
        BOOKED: 1,
        DISABLED: 1,
        CANCELLED: 1,
      },
      popular_routes: [
        { from_location: 'DEL', to_location: 'BOM', count: 3 },
        // A tie: G4 is newer than G3.
        { from_location: 'BOM', to_location: 'GOI', count: 1 },
        { from_location: 'DEL', to_location: 'BLR', count: 1 },
      ],
      // (7 + 7 + 2 + 3 + 7) / 5
      avg_community_size: 5.2,
      // G1, G2, G5 reached 7; G3 closed without; G4 is still forming.
      threshold_success_rate: 0.75,
      // Members 1 to 2,000 pay no fee: price paid = fare.
      avg_ticket_price: 450_000,
      // ₹10 to each of G3's two members; G2's waivers are not money.
      total_credits_issued: 2_000,
      // ADR 0024: members 1 to 2,000 pay no fee; G1's 7 shares captured, the
      // cancelled ticket (no reason given: no refund) refunded nothing.
      fees_earned: 0,
      money_captured: 7 * 450_000,
      money_refunded: 0,
      money_net: 7 * 450_000,
      most_active_route: 'DEL-BOM',
    });
    expect(body.recent_communities.map((g: { community_id: string }) => g.community_id)).toEqual(
      [m.g5, m.g4, m.g3, m.g2, m.g1].map((g) => g.community_id),
    );
    expect(body.recent_communities[0]).toEqual({
      community_id: m.g5.community_id,
      rfq_number: m.g5.rfq_number,
      from_location: 'DEL',
      to_location: 'BOM',
      created_at: m.g5.created_at,
      status: 'RFQ_SENT',
    });
    expect(body.recent_tickets).toHaveLength(5);
    for (const ticket of body.recent_tickets) {
      expect(ticket).toEqual({
        ticket_id: expect.any(String),
        flight_number: 'AI101',
        created_at: m.bookedAt,
        status: expect.stringMatching(/^(ISSUED|CANCELLED)$/),
      });
    }
  });
});

describe('GET /api/admin/rfq-conversion', () => {
  it('counts the groups that ever reached each step after the RFQ', async () => {
    await marketplace();
    const headers = await adminHeaders(ctx.t.app);
    expect((await get(API.adminRfqConversion, headers)).json()).toEqual({
      rfq_sent: 3,
      ready_for_booking: 1,
      booked: 1,
      cancelled: 1,
      conversion_rate: 1 / 3,
    });
  });

  it('answers 0 % with no RFQ yet', async () => {
    const headers = await adminHeaders(ctx.t.app);
    expect((await get(API.adminRfqConversion, headers)).json()).toEqual({
      rfq_sent: 0,
      ready_for_booking: 0,
      booked: 0,
      cancelled: 0,
      conversion_rate: 0,
    });
  });
});

describe('admin lists', () => {
  it('pages every group newest first, as group records', async () => {
    const asha = await traveller(ctx.t.app);
    const ids: string[] = [];
    for (const to of ['BOM', 'BLR', 'CCU', 'MAA', 'HYD']) {
      ids.push((await createGroup(ctx.t.app, asha.headers, { to_location: to }, 1)).community_id);
      ctx.t.clock.advance(MINUTE);
    }
    const headers = await adminHeaders(ctx.t.app);
    const page = async (query: string) =>
      (await get(`${API.adminCommunities}?${query}`, headers)).json();

    const first = await page('skip=0&limit=2');
    expect(first).toMatchObject({ total: 5, page: 1, pages: 3 });
    expect(first.items.map((g: { community_id: string }) => g.community_id)).toEqual([
      ids[4],
      ids[3],
    ]);
    expect(first.items[0]).toMatchObject({
      from_location: 'DEL',
      to_location: 'HYD',
      status: 'PENDING',
      passenger_count: 1,
      member_count: 1,
      capacity: 15,
      my_passenger_count: 0,
    });
    // The last, partial page.
    const last = await page('skip=4&limit=2');
    expect(last).toMatchObject({ total: 5, page: 3, pages: 3 });
    expect(last.items.map((g: { community_id: string }) => g.community_id)).toEqual([ids[0]]);
    // Beyond the end: no items, the numbers still right.
    expect(await page('skip=40&limit=20')).toEqual({ items: [], total: 5, page: 3, pages: 1 });
    // defaults: skip 0, limit 20.
    expect(await page('')).toMatchObject({ total: 5, page: 1, pages: 1 });
    expect((await page('')).items).toHaveLength(5);
  });

  it('pages every account newest first with its credit balance', async () => {
    ctx.t.clock.advance(MINUTE); // after the admin, created when the app started
    const asha = await traveller(ctx.t.app, 'Asha');
    ctx.t.clock.advance(MINUTE);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 2);
    ctx.t.clock.advance(DAY);
    await ctx.t.app.saath.lifecycle.sweep();

    const headers = await adminHeaders(ctx.t.app);
    const body = (await get(`${API.adminUsers}?limit=2`, headers)).json();
    expect(body).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(body.items).toEqual([
      {
        user_id: ravi.user.id,
        name: 'Ravi Verma',
        email: ravi.email,
        phone: '9876543210',
        credit_balance: 1_000,
        created_at: ravi.user.created_at,
        is_active: true,
        // A field of our own: no Deactivate button is offered for an administrator.
        is_admin: false,
        // Added: the Users tab's Role column.
        role: 'TRAVELLER',
      },
      expect.objectContaining({ user_id: asha.user.id, credit_balance: 1_000 }),
    ]);
    const rest = (await get(`${API.adminUsers}?skip=2&limit=2`, headers)).json();
    expect(rest).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(rest.items).toEqual([
      expect.objectContaining({
        email: ADMIN_ENV.ADMIN_EMAIL,
        credit_balance: 0,
        is_admin: true,
        role: 'ADMIN',
      }),
    ]);
  });

  const bad: Array<[string, string, string]> = [
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['limit=ten', 'limit', 'limit must be a whole number'],
    ['skip=-1', 'skip', 'skip must be 0 or more'],
    ['skip=abc', 'skip', 'skip must be a whole number'],
    // Past PostgreSQL's 32-bit offset parameter (once a 500 there).
    ['skip=9007199254740991', 'skip', 'skip must be at most 2147483647'],
  ];
  it.each(bad)('refuses ?%s with 422 at [query, %s]', async (query, field, msg) => {
    const headers = await adminHeaders(ctx.t.app);
    for (const path of [API.adminCommunities, API.adminUsers, API.contact]) {
      const response = await get(`${path}?${query}`, headers);
      expect(response.statusCode, path).toBe(422);
      expect(response.json().detail, path).toEqual([
        { loc: ['query', field], msg, type: expect.any(String) },
      ]);
    }
  });

  it('accepts the largest skip, an empty page past the end', async () => {
    const headers = await adminHeaders(ctx.t.app);
    for (const path of [API.adminCommunities, API.adminUsers, API.contact]) {
      const response = await get(`${path}?skip=2147483647`, headers);
      expect(response.statusCode, path).toBe(200);
      expect(response.json().items, path).toEqual([]);
    }
  });

  it('accepts the largest page, limit=100', async () => {
    const headers = await adminHeaders(ctx.t.app);
    expect((await get(`${API.adminUsers}?limit=100`, headers)).json()).toMatchObject({
      total: 1,
      page: 1,
      pages: 1,
    });
  });
});

describe('POST /api/admin/communities/{id}/override', () => {
  it('marks a forming group active, keeps it joinable and writes the audit row', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 4);
    const headers = await adminHeaders(ctx.t.app);
    ctx.t.clock.advance(MINUTE);

    const response = await override(group.community_id, headers, {
      status: 'active',
      reason: 'Verified by phone',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      community_id: group.community_id,
      status: 'ACTIVE',
      passenger_count: 4,
      formation_deadline: group.formation_deadline,
    });
    const admin = await adminUserId(ctx.database);
    expect(await audit()).toEqual([
      {
        id: 1,
        action: 'GROUP_STATUS_OVERRIDE',
        admin_user_id: admin,
        community_id: group.community_id,
        user_id: null,
        from_status: 'PENDING',
        to_status: 'ACTIVE',
        reason: 'Verified by phone',
        details: {},
        at: expect.anything(),
      },
    ]);
    expect(new Date((await audit())[0]!.at).toISOString()).toBe(ctx.t.clock.now().toISOString());
    expect((await history(group.community_id)).at(-1)).toEqual({
      from_status: 'PENDING',
      to_status: 'ACTIVE',
      reason: 'Admin override: Verified by phone',
      actor_user_id: admin,
    });

    // Still forming: the seventh passenger sends the RFQ as usual.
    const joined = await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    expect(joined.json().status).toBe('RFQ_SENT');

    const again = await override(group.community_id, headers, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'A group cannot move from RFQ_SENT to ACTIVE' });
  });

  it('refuses the same status, and active once the formation window has closed', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const headers = await adminHeaders(ctx.t.app);
    expect((await override(group.community_id, headers, { status: 'ACTIVE' })).statusCode).toBe(
      200,
    );
    const same = await override(group.community_id, headers, { status: 'active' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ detail: 'The group is already ACTIVE' });

    const other = await createGroup(ctx.t.app, asha.headers, { to_location: 'GOI' }, 2);
    ctx.t.clock.advance(DAY);
    const late = await override(other.community_id, headers, { status: 'active' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: 'The formation window of this group has closed; it can no longer be made active',
    });
    expect(await audit()).toHaveLength(1);
  });

  it('disables a forming group with the sweeper’s credits, once, and an honest mail', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 1);
    const headers = await adminHeaders(ctx.t.app);

    const response = await override(group.community_id, headers, {
      status: 'disabled',
      reason: 'Duplicate of another group',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('DISABLED');
    const entries = await ledger(group.community_id);
    expect(entries).toHaveLength(2);
    for (const e of entries)
      expect(e).toMatchObject({ amount_paise: 1000, waivers: 1, reason: 'GROUP_DISABLED' });
    expect((await audit())[0]).toMatchObject({
      from_status: 'PENDING',
      to_status: 'DISABLED',
      reason: 'Duplicate of another group',
      details: { members_credited: 2, credit_paise_each: 1000, bidders_notified: 0 },
    });

    await ctx.t.flushMail();
    for (const email of [asha.email, ravi.email]) {
      const mail = ctx.t.mail
        .to(email)
        .find((m) => m.subject === `Your group has been closed (${group.rfq_number})`);
      expect(mail?.text).toContain('₹10.00');
    }
    const me = (await get(API.me, ravi.headers)).json();
    expect(me.credit_balance).toBe(1000);

    // The sweeper, later, finds nothing left to do; a second override is refused.
    ctx.t.clock.advance(DAY);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(0);
    expect(await ledger(group.community_id)).toHaveLength(2);
    const again = await override(group.community_id, headers, { status: 'disabled' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'The group is already DISABLED' });
  });

  it('holds an RFQ at READY_FOR_BOOKING on the lowest, earliest quote, then books it for the payers', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    const akasa = await airline(ctx.t.app, 'Akasa Test');
    const spicejet = await airline(ctx.t.app, 'SpiceJet Test');
    await bid(ctx.t.app, indigo.headers, group.community_id, 470_000, { flight_number: '6E 201' });
    ctx.t.clock.advance(MINUTE);
    await bid(ctx.t.app, akasa.headers, group.community_id, 470_000, { flight_number: 'QP 1402' });
    await bid(ctx.t.app, spicejet.headers, group.community_id, 520_000);
    const headers = await adminHeaders(ctx.t.app);

    const held = await override(group.community_id, headers, { status: 'ready_for_booking' });
    expect(held.statusCode).toBe(200);
    expect(held.json().status).toBe('READY_FOR_BOOKING');
    const quotes = (await get(API.quotes(group.community_id), headers)).json();
    expect(
      quotes
        .filter((q: { is_selected: boolean }) => q.is_selected)
        .map((q: { flight_number: string }) => q.flight_number),
    ).toEqual(['6E201']); // same price: the earlier bid wins
    expect(await ticketCount(group.community_id)).toBe(0);

    // Held: no more bids; the payment stage is open and only Asha pays.
    expect((await bid(ctx.t.app, akasa.headers, group.community_id, 400_000)).statusCode).toBe(409);
    const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
    await pay(ctx.t.app, asha.headers, group.community_id);
    ctx.t.clock.advance(MINUTE);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(0);

    // ADR 0018: booking by override closes the payment stage for the payers, unpaid released.
    const booked = await override(group.community_id, headers, {
      status: 'booked',
      reason: 'Fare confirmed with IndiGo',
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().status).toBe('BOOKED');
    expect(await ticketCount(group.community_id)).toBe(4);
    const tickets = (await get(API.tickets, asha.headers)).json();
    expect(tickets).toHaveLength(4);
    expect(tickets[0]).toMatchObject({ airline_name: 'IndiGo Test', fare_paise: 470_000 });

    expect((await audit()).map((a) => [a.from_status, a.to_status, a.details])).toEqual([
      [
        'RFQ_SENT',
        'READY_FOR_BOOKING',
        { quote_id: expect.any(String), price_per_ticket: 470_000 },
      ],
      [
        'READY_FOR_BOOKING',
        'BOOKED',
        { quote_id: expect.any(String), price_per_ticket: 470_000, tickets_issued: 4 },
      ],
    ]);
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(asha.email).map((m) => m.subject)).toContain(
      `Booked: IndiGo Test 6E201, tickets to follow (${group.rfq_number})`,
    );
    expect(ctx.t.mail.to(ravi.email).map((m) => m.subject)).toContain(
      `Your seat was released (${group.rfq_number})`,
    );
    expect(ctx.t.mail.to(indigo.companyEmail).map((m) => m.subject)).toContain(
      `You won ${group.rfq_number}`,
    );
    expect(ctx.t.mail.to(akasa.companyEmail).map((m) => m.subject)).toContain(
      `Bidding closed for ${group.rfq_number}`,
    );
  });

  it('refuses to book an RFQ nobody has paid for, and leaves it as it was', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const akasa = await airline(ctx.t.app, 'Akasa Test');
    await bid(ctx.t.app, akasa.headers, group.community_id, 480_000, { flight_number: 'QP 1402' });
    const headers = await adminHeaders(ctx.t.app);

    const response = await override(group.community_id, headers, { status: 'BOOKED' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: NO_PAID_MEMBER_TO_BOOK });
    const held = await override(group.community_id, headers, { status: 'ready_for_booking' });
    expect(held.statusCode).toBe(200);
    const again = await override(group.community_id, headers, { status: 'booked' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: NO_PAID_MEMBER_TO_BOOK });
    expect(await ticketCount(group.community_id)).toBe(0);
    expect(await audit()).toHaveLength(1);
  });

  it('refuses to book or hold a group with no quote, and leaves it as it was', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const headers = await adminHeaders(ctx.t.app);
    const book = await override(group.community_id, headers, { status: 'booked' });
    expect(book.statusCode).toBe(409);
    expect(book.json()).toEqual({ detail: 'This group has no airline quote to book on' });
    const hold = await override(group.community_id, headers, { status: 'ready_for_booking' });
    expect(hold.statusCode).toBe(409);
    expect(hold.json()).toEqual({ detail: 'This group has no airline quote to hold for booking' });
    const [admin] = (await get(`${API.adminCommunities}`, headers)).json().items;
    expect(admin.status).toBe('RFQ_SENT');
    expect(await audit()).toEqual([]);
  });

  it('refuses moves the state machine does not allow', async () => {
    const asha = await traveller(ctx.t.app);
    const pending = await createGroup(ctx.t.app, asha.headers, { to_location: 'GOI' }, 2);
    const headers = await adminHeaders(ctx.t.app);
    for (const status of ['booked', 'ready_for_booking']) {
      const response = await override(pending.community_id, headers, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: `A group cannot move from PENDING to ${status.toUpperCase()}`,
      });
    }
    // CANCELLED (no bid at the deadline) is final too.
    const { group } = await rfqGroup(ctx.t.app);
    ctx.t.clock.advance(2 * DAY);
    await ctx.t.app.saath.lifecycle.sweep();
    const response = await override(group.community_id, headers, { status: 'disabled' });
    expect(response.json()).toEqual({ detail: 'A group cannot move from CANCELLED to DISABLED' });
    expect(await audit()).toEqual([]);
  });

  it('ends a held booking with a fee waiver each, no ₹10, tells the bidders and un-selects the quote', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    await bid(ctx.t.app, indigo.headers, group.community_id, 450_000);
    const headers = await adminHeaders(ctx.t.app);
    await override(group.community_id, headers, { status: 'ready_for_booking' });

    const response = await override(group.community_id, headers, {
      status: 'disabled',
      reason: 'Airline withdrew the fare',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('DISABLED');
    // docs/product/lifecycle.md: the ₹10 belongs to a failed formation; a formed group ends as CANCELLED does.
    const entries = await ledger(group.community_id);
    expect(entries).toHaveLength(members.length);
    for (const e of entries)
      expect(e).toMatchObject({ amount_paise: 0, waivers: 1, reason: 'GROUP_DISABLED' });
    const bids = (await get(API.airlineBids, indigo.headers)).json();
    expect(bids[0]).toMatchObject({ is_selected: false, community: { status: 'DISABLED' } });
    expect((await audit()).at(-1)).toMatchObject({
      from_status: 'READY_FOR_BOOKING',
      to_status: 'DISABLED',
      details: {
        members_credited: 2,
        credit_paise_each: 0,
        fee_waivers_each: 1,
        bidders_notified: 1,
      },
    });
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(indigo.companyEmail).map((m) => m.subject)).toContain(
      `Request for quote withdrawn (${group.rfq_number})`,
    );
    for (const member of members) {
      const mail = ctx.t.mail
        .to(member.email)
        .find((m) => m.subject === `Your group has been closed (${group.rfq_number})`);
      expect(mail?.text).toContain('one ticketing-fee waiver');
      expect(mail?.text).not.toContain('₹');
      const me = (await get(API.me, member.headers)).json();
      expect(me.credit_balance).toBe(0);
    }
  });

  it('ends an RFQ_SENT or THRESHOLD_MET group with a fee waiver each and never the ₹10', async () => {
    const headers = await adminHeaders(ctx.t.app);
    const rfq = await rfqGroup(ctx.t.app);
    const met = await rfqGroup(ctx.t.app, { time_slot: 'SLOT_12_16' });
    // THRESHOLD_MET lasts only inside the join that reaches 7; put a group there to end it.
    await rows(
      sql`UPDATE communities SET status = 'THRESHOLD_MET' WHERE id = ${met.group.community_id}`,
    );
    await ctx.t.app.saath.changes.settle();
    for (const { group, members } of [rfq, met]) {
      const response = await override(group.community_id, headers, { status: 'DISABLED' });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('DISABLED');
      expect(await ledger(group.community_id)).toEqual(
        members
          .map((m) => ({
            user_id: m.user.id,
            amount_paise: 0,
            waivers: 1,
            reason: 'GROUP_DISABLED',
          }))
          .sort((a, b) => a.user_id.localeCompare(b.user_id)),
      );
    }
    expect((await audit()).map((a) => a.from_status)).toEqual(['RFQ_SENT', 'THRESHOLD_MET']);
    const analytics = (await get(API.adminAnalytics, headers)).json();
    expect(analytics.total_credits_issued).toBe(0);
  });

  it('answers 404 for an unknown group and 422 for a bad id or status', async () => {
    const headers = await adminHeaders(ctx.t.app);
    const missing = await override('0b8f6a0e-3c1e-4e59-9a53-5b4b3b7a9f10', headers, {
      status: 'disabled',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Group not found' });

    const badId = await override('not-a-uuid', headers, { status: 'disabled' });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail).toEqual([
      { loc: ['path', 'id'], msg: 'Group id must be a UUID', type: expect.any(String) },
    ]);

    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    for (const payload of [{ status: 'cancelled' }, { status: 'pending' }, {}, { status: 7 }]) {
      const response = await override(group.community_id, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().detail, JSON.stringify(payload)).toEqual([
        { loc: ['body', 'status'], msg: OVERRIDE_STATUS_MESSAGE, type: expect.any(String) },
      ]);
    }
    const long = await override(group.community_id, headers, {
      status: 'disabled',
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0]).toMatchObject({
      loc: ['body', 'reason'],
      msg: 'Reason must be at most 500 characters',
    });
    expect(await audit()).toEqual([]);
  });

  it('applies once when two admins override the same group at the same moment', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 2);
    const headers = await adminHeaders(ctx.t.app);
    const other = await buildTestApp(ctx.database, ADMIN_ENV, { clock: ctx.t.clock });
    const otherHeaders = await adminHeaders(other.app);

    const responses = await Promise.all([
      override(group.community_id, headers, { status: 'disabled' }),
      other.app.inject({
        method: 'POST',
        url: API.adminOverride(group.community_id),
        headers: otherHeaders,
        payload: { status: 'disabled' },
      }),
      override(group.community_id, headers, { status: 'active' }),
    ]);
    await other.app.close();
    const codes = responses.map((r) => r.statusCode);
    const applied = responses.filter((r) => r.statusCode === 200);
    // Either both disables raced (one wins) and active came too late, or active won first and
    // one disable then applied on top of it: never two disables.
    expect(codes.filter((c) => c === 409).length).toBeGreaterThanOrEqual(1);
    expect(applied.filter((r) => r.json().status === 'DISABLED')).toHaveLength(1);
    expect(await ledger(group.community_id)).toHaveLength(2);
    const moves = (await history(group.community_id)).filter((h) => h.to_status === 'DISABLED');
    expect(moves).toHaveLength(1);
    expect(await audit()).toHaveLength(applied.length);
  });

  it('applies once when an override races the sweeper on a due group', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 1);
    const headers = await adminHeaders(ctx.t.app);
    ctx.t.clock.advance(DAY);

    const [response, moved] = await Promise.all([
      override(group.community_id, headers, { status: 'disabled' }),
      ctx.t.app.saath.lifecycle.sweep(),
    ]);
    // Exactly one of them disabled the group.
    expect([response.statusCode, moved].sort()).toEqual(
      response.statusCode === 200 ? [0, 200] : [1, 409],
    );
    const moves = (await history(group.community_id)).filter((h) => h.to_status === 'DISABLED');
    expect(moves).toHaveLength(1);
    expect(await ledger(group.community_id)).toHaveLength(2);
    expect(await audit()).toHaveLength(response.statusCode === 200 ? 1 : 0);
  });
});
