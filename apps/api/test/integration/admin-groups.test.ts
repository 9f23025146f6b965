import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  FILTER_CITY_MESSAGE,
  FILTER_STATUS_MESSAGE,
  RFQ_NUMBER_MESSAGE,
} from '@saath/shared/admin-groups';
import { ANOTHER_QUOTE_SELECTED, quoteSelectionClosed } from '@saath/shared/airlines';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { buildTestApp } from '../helpers/app.ts';
import { ADMIN_ENV, adminHeaders, adminUserId, outsiders } from '../helpers/admin.ts';
import { airline, bid, createGroup, rfqGroup, traveller, TRAVEL_DATE } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

// The Groups tab's filters (GET /api/admin/communities), an admin's page of one group
// (GET /api/admin/communities/{id}) and an admin's quote selection (POST /api/quotes/{id}/select).

const MINUTE = 60_000;
const MISSING_ID = '0b8f6a0e-3c1e-4e59-9a53-5b4b3b7a9f10';
const ctx = useTestApp(ADMIN_ENV);

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.t.app.inject({ url, headers });
const select = (quoteId: string, headers: Headers) =>
  ctx.t.app.inject({ method: 'POST', url: API.selectQuote(quoteId), headers });

const audit = () =>
  queryRows<{
    action: string;
    admin_user_id: string;
    community_id: string;
    from_status: string | null;
    to_status: string | null;
    details: Record<string, unknown>;
  }>(ctx.database.db, sql`SELECT * FROM admin_audit_log ORDER BY id`);
const ticketCount = async (communityId: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM tickets WHERE community_id = ${communityId}`,
    )
  )[0]!.n;

/** A signed-in admin besides the one made at start (a traveller promoted in the database). */
async function secondAdmin(app = ctx.t.app) {
  const person = await traveller(app, 'Nisha');
  await ctx.database.db
    .update(users)
    .set({ isAdmin: true, role: 'ADMIN' })
    .where(eq(users.email, person.email));
  return person;
}

/** An RFQ_SENT group (4 + 3 passengers) with two bids: IndiGo ₹4,500 and Akasa ₹5,200. */
async function groupWithBids() {
  const { group, members } = await rfqGroup(ctx.t.app);
  const indigo = await airline(ctx.t.app, 'IndiGo Test');
  const akasa = await airline(ctx.t.app, 'Akasa Test');
  const low = (await bid(ctx.t.app, indigo.headers, group.community_id, 450_000)).json();
  ctx.t.clock.advance(MINUTE);
  const high = (
    await bid(ctx.t.app, akasa.headers, group.community_id, 520_000, { flight_number: 'QP 22' })
  ).json();
  return { group, members, low, high };
}

describe('GET /api/admin/communities filters', () => {
  /** Five groups: DEL-BOM twice (2 slots), DEL-BLR, BOM-GOI on another date, one RFQ_SENT. */
  async function fiveGroups() {
    const asha = await traveller(ctx.t.app, 'Asha');
    const made: Record<string, { community_id: string; rfq_number: string }> = {};
    const add = async (name: string, route: Record<string, string>, count = 1) => {
      made[name] = await createGroup(ctx.t.app, asha.headers, route, count);
      ctx.t.clock.advance(MINUTE);
    };
    await add('delBomMorning', { time_slot: 'SLOT_08_12' });
    await add('delBomNoon', { time_slot: 'SLOT_12_16' });
    await add('delBlr', { to_location: 'BLR' });
    await add('bomGoi', { from_location: 'BOM', to_location: 'GOI', travel_date: '2026-12-20' });
    const { group } = await rfqGroup(ctx.t.app, { to_location: 'CCU' });
    made.rfq = group;
    return made;
  }
  const ids = (body: { items: Array<{ community_id: string }> }) =>
    body.items.map((g) => g.community_id);

  it('filters by RFQ number, route, travel date and status, each alone and together', async () => {
    const g = await fiveGroups();
    const headers = await adminHeaders(ctx.t.app);
    const list = async (query: string) =>
      (await get(`${API.adminCommunities}?${query}`, headers)).json();

    // No filter: the answer the existing client gets, unchanged (every group, newest first).
    expect(ids(await list(''))).toEqual([
      g.rfq!.community_id,
      g.bomGoi!.community_id,
      g.delBlr!.community_id,
      g.delBomNoon!.community_id,
      g.delBomMorning!.community_id,
    ]);
    // The RFQ number as an operator types it: any case, spaces around.
    const rfq = g.delBlr!.rfq_number;
    expect(ids(await list(`rfq_number=${encodeURIComponent(` ${rfq.toLowerCase()} `)}`))).toEqual([
      g.delBlr!.community_id,
    ]);
    // A part of the number, as read out on a call: its sequence digits, or year and sequence.
    expect(ids(await list(`rfq_number=${rfq.slice(-6)}`))).toEqual([g.delBlr!.community_id]);
    expect(ids(await list(`rfq_number=${rfq.slice(-11)}`))).toEqual([g.delBlr!.community_id]);
    expect(ids(await list('from_location=BOM'))).toEqual([g.bomGoi!.community_id]);
    expect(ids(await list('to_location=BOM'))).toEqual([
      g.delBomNoon!.community_id,
      g.delBomMorning!.community_id,
    ]);
    expect(ids(await list('from_location=DEL&to_location=BLR'))).toEqual([g.delBlr!.community_id]);
    expect(ids(await list('travel_date=2026-12-20'))).toEqual([g.bomGoi!.community_id]);
    expect(ids(await list('status=RFQ_SENT'))).toEqual([g.rfq!.community_id]);
    expect(ids(await list('status=rfq_sent'))).toEqual([g.rfq!.community_id]);
    expect(ids(await list(`from_location=DEL&status=PENDING&travel_date=${TRAVEL_DATE}`))).toEqual([
      g.delBlr!.community_id,
      g.delBomNoon!.community_id,
      g.delBomMorning!.community_id,
    ]);
    // Paging counts the matches only.
    const page = await list('from_location=DEL&status=PENDING&skip=2&limit=2');
    expect(page).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(ids(page)).toEqual([g.delBomMorning!.community_id]);
    // Nothing matches: an empty page, not an error.
    expect(await list('from_location=DEL&to_location=GOI')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pages: 1,
    });
    // A form's empty fields mean "any".
    expect((await list('rfq_number=&from_location=&to_location=&travel_date=&status=')).total).toBe(
      5,
    );
  });

  it('refuses bad filters with 422 and the field that is wrong', async () => {
    const headers = await adminHeaders(ctx.t.app);
    const cases: Array<[string, string, string]> = [
      ['rfq_number=12%2523', 'rfq_number', RFQ_NUMBER_MESSAGE],
      ['rfq_number=RFQ_2026', 'rfq_number', RFQ_NUMBER_MESSAGE],
      [
        'rfq_number=RFQ-2026-00012%00',
        'rfq_number',
        'RFQ number must not contain control characters',
      ],
      ['from_location=XXX', 'from_location', FILTER_CITY_MESSAGE],
      ['to_location=del', 'to_location', FILTER_CITY_MESSAGE],
      ['travel_date=2026-02-30', 'travel_date', 'Travel date must be a date (YYYY-MM-DD)'],
      ['status=SOLD', 'status', FILTER_STATUS_MESSAGE],
    ];
    for (const [query, field, msg] of cases) {
      const response = await get(`${API.adminCommunities}?${query}`, headers);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail, query).toEqual([
        { loc: ['query', field], msg, type: expect.any(String) },
      ]);
    }
  });

  it('refuses guests (401), travellers and airline users (403), filters or not', async () => {
    for (const { who, headers, status } of await outsiders(ctx.t.app)) {
      const response = await get(`${API.adminCommunities}?status=PENDING`, headers);
      expect(response.statusCode, who).toBe(status);
    }
  });
});

describe('GET /api/admin/communities/{id}', () => {
  it('shows the group, its counts, history, admin actions and every quote with its total', async () => {
    const { group, members, low, high } = await groupWithBids();
    const headers = await adminHeaders(ctx.t.app);
    const response = await get(API.adminCommunity(group.community_id), headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.group).toMatchObject({
      community_id: group.community_id,
      status: 'RFQ_SENT',
      passenger_count: 7,
      bid_count: 2,
    });
    expect(body.members).toBe(2);
    expect(body.status_history).toEqual([
      // The join that reached 7 moved it: a member, not named.
      expect.objectContaining({
        from_status: 'PENDING',
        to_status: 'THRESHOLD_MET',
        actor_kind: 'MEMBER',
        actor: null,
      }),
      expect.objectContaining({
        from_status: 'THRESHOLD_MET',
        to_status: 'RFQ_SENT',
        actor_kind: 'MEMBER',
        actor: null,
      }),
    ]);
    expect(body.admin_actions).toEqual([]);
    expect(body.quotes).toEqual([
      expect.objectContaining({
        quote_id: low.quote_id,
        airline_name: 'IndiGo Test',
        price_per_ticket: 450_000,
        total_price: 7 * 450_000,
        is_lowest: true,
        is_selected: false,
      }),
      expect.objectContaining({
        quote_id: high.quote_id,
        airline_name: 'Akasa Test',
        total_price: 7 * 520_000,
        quoted_at: expect.any(String),
      }),
    ]);
    // Counts only: the group stays anonymous, no member's or passenger's identity.
    for (const member of members) {
      expect(response.body).not.toContain(member.email);
      expect(response.body).not.toContain(member.user.id as string);
    }
    expect(response.body).not.toContain('Passenger 1');
    expect(response.body).not.toContain('p1@example.in');
  });

  it('lists an override with who and why, and the moves it made with their actor', async () => {
    const { group } = await groupWithBids();
    const headers = await adminHeaders(ctx.t.app);
    const held = await ctx.t.app.inject({
      method: 'POST',
      url: API.adminOverride(group.community_id),
      headers,
      payload: { status: 'ready_for_booking', reason: 'Airline asked for a day' },
    });
    expect(held.statusCode).toBe(200);
    const body = (await get(API.adminCommunity(group.community_id), headers)).json();
    const admin = { user_id: await adminUserId(ctx.database), name: expect.any(String) };
    expect(body.admin_actions).toEqual([
      expect.objectContaining({
        action: 'GROUP_STATUS_OVERRIDE',
        from_status: 'RFQ_SENT',
        to_status: 'READY_FOR_BOOKING',
        reason: 'Airline asked for a day',
        admin,
      }),
    ]);
    expect(body.status_history.at(-1)).toMatchObject({
      from_status: 'RFQ_SENT',
      to_status: 'READY_FOR_BOOKING',
      reason: 'Admin override: Airline asked for a day',
      actor_kind: 'ADMIN',
      actor: admin,
    });
  });

  it('refuses guests (401), travellers and airline users (403), bad ids (422), unknown (404)', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    for (const { who, headers, status } of await outsiders(ctx.t.app)) {
      const response = await get(API.adminCommunity(group.community_id), headers);
      expect(response.statusCode, who).toBe(status);
      expect(response.json()).toEqual({
        detail: status === 401 ? 'Not authenticated' : 'Administrators only',
      });
    }
    const headers = await adminHeaders(ctx.t.app);
    const bad = await get(API.adminCommunity('not-a-uuid'), headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      { loc: ['path', 'id'], msg: 'Group id must be a UUID', type: expect.any(String) },
    ]);
    const missing = await get(API.adminCommunity(MISSING_ID), headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Group not found' });
  });
});

describe('POST /api/quotes/{quoteId}/select by an admin', () => {
  it('awards the quote (awaiting payment), writes one QUOTE_SELECTED audit row, and shows it on the group page', async () => {
    const { group, high } = await groupWithBids();
    const headers = await adminHeaders(ctx.t.app);
    // Not the lowest: the admin's choice wins over the automatic rule.
    const response = await select(high.quote_id, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      community_id: group.community_id,
      status: 'READY_FOR_BOOKING',
    });
    // No ticket before the members pay.
    expect(await ticketCount(group.community_id)).toBe(0);
    const adminId = await adminUserId(ctx.database);
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'QUOTE_SELECTED',
        community_id: group.community_id,
        admin_user_id: adminId,
        from_status: null,
        to_status: null,
        details: {
          quote_id: high.quote_id,
          airline: 'Akasa Test',
          flight_number: 'QP22',
          price_per_ticket: 520_000,
          payment_deadline: new Date(ctx.t.clock.now().getTime() + 86_400_000).toISOString(),
        },
      }),
    ]);
    const page = (await get(API.adminCommunity(group.community_id), headers)).json();
    expect(page.admin_actions).toEqual([
      expect.objectContaining({
        action: 'QUOTE_SELECTED',
        admin: expect.objectContaining({ user_id: adminId }),
      }),
    ]);
    expect(page.status_history.slice(-1)).toEqual([
      expect.objectContaining({
        to_status: 'READY_FOR_BOOKING',
        reason: 'Quote selected by an administrator: Akasa Test QP22 at ₹5,200.00',
        actor: expect.objectContaining({ user_id: adminId }),
      }),
    ]);
    expect(
      page.quotes.find((q: { quote_id: string }) => q.quote_id === high.quote_id),
    ).toMatchObject({ is_selected: true });
  });

  it('answers a repeated select of the selected quote with the group as it stands, changing nothing', async () => {
    const { group, low } = await groupWithBids();
    const headers = await adminHeaders(ctx.t.app);
    expect((await select(low.quote_id, headers)).statusCode).toBe(200);
    await ctx.t.flushMail();
    const mails = ctx.t.mail.sent.length;
    const again = await select(low.quote_id, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      community_id: group.community_id,
      status: 'READY_FOR_BOOKING',
    });
    expect(await ticketCount(group.community_id)).toBe(0);
    expect(await audit()).toHaveLength(1);
    await ctx.t.flushMail();
    expect(ctx.t.mail.sent).toHaveLength(mails);
  });

  it('refuses another quote of a booked group, and any quote of a group past bidding', async () => {
    const { low, high } = await groupWithBids();
    const headers = await adminHeaders(ctx.t.app);
    expect((await select(low.quote_id, headers)).statusCode).toBe(200);
    const other = await select(high.quote_id, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: ANOTHER_QUOTE_SELECTED });

    // A group an admin ended: nothing is selected, the group cannot take a selection.
    const { group: ended } = await rfqGroup(ctx.t.app, { to_location: 'GOI' });
    const carrier = await airline(ctx.t.app, 'SpiceJet Test');
    const quote = (await bid(ctx.t.app, carrier.headers, ended.community_id, 400_000)).json();
    const disabled = await ctx.t.app.inject({
      method: 'POST',
      url: API.adminOverride(ended.community_id),
      headers,
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode).toBe(200);
    const late = await select(quote.quote_id, headers);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: quoteSelectionClosed('DISABLED') });
    expect(await ticketCount(ended.community_id)).toBe(0);
    expect((await audit()).map((a) => a.action)).toEqual([
      'QUOTE_SELECTED',
      'GROUP_STATUS_OVERRIDE',
    ]);
  });

  it('lets exactly one of two admins selecting different quotes at once win; the other gets 409', async () => {
    const { group, low, high } = await groupWithBids();
    const headers = await adminHeaders(ctx.t.app);
    // The second admin works on another API process over the same database.
    const other = await buildTestApp(ctx.database, ADMIN_ENV, { clock: ctx.t.clock });
    const nisha = await secondAdmin(other.app);
    const responses = await Promise.all([
      select(low.quote_id, headers),
      other.app.inject({
        method: 'POST',
        url: API.selectQuote(high.quote_id),
        headers: nisha.headers,
      }),
    ]);
    await other.app.close();
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = responses.find((r) => r.statusCode === 409)!;
    expect(lost.json()).toEqual({ detail: ANOTHER_QUOTE_SELECTED });
    const rows = await audit();
    expect(rows).toHaveLength(1);
    const winner = responses[0]!.statusCode === 200 ? low : high;
    expect(rows[0]!.details.quote_id).toBe(winner.quote_id);
    expect(await ticketCount(group.community_id)).toBe(0);
    const page = (await get(API.adminCommunity(group.community_id), headers)).json();
    expect(page.quotes.filter((q: { is_selected: boolean }) => q.is_selected)).toEqual([
      expect.objectContaining({ quote_id: winner.quote_id }),
    ]);
  });

  it('is refused to members and airlines, and changes nothing', async () => {
    const { group, members, low } = await groupWithBids();
    const carrier = await airline(ctx.t.app, 'Other Test');
    for (const headers of [members[0]!.headers, carrier.headers, {}]) {
      expect([401, 403]).toContain((await select(low.quote_id, headers)).statusCode);
    }
    expect(await audit()).toEqual([]);
    expect(await ticketCount(group.community_id)).toBe(0);
  });
});
