import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { detailLocs, detailMsgs } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import { airline, bid, createGroup, rfqGroup, traveller } from '../helpers/groups.ts';

const ctx = useTestApp();

const register = (payload: object) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/airline/register', payload });
const validRegistration = () => ({
  user_data: {
    name: 'Meera Iyer',
    email: 'meera@indigo.example',
    phone: '9876543210',
    password: 'Str0ng!pass',
  },
  company_data: {
    company_name: 'IndiGo Test',
    email: 'fares@indigo.example',
    airline_code: '6e',
    api_endpoint: 'https://api.indigo.example/rfq',
    website: 'https://indigo.example',
    headquarters: 'Gurugram',
    logo_url: '',
    description: 'Low-cost carrier',
  },
});

describe('POST /api/airline/register', () => {
  it('creates an AIRLINE user linked to a new company', async () => {
    const response = await register(validRegistration());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Registration successful! Please log in.' });
    const login = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'meera@indigo.example', password: 'Str0ng!pass' },
    });
    const me = (
      await ctx.t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      })
    ).json();
    expect(me).toMatchObject({
      role: 'AIRLINE',
      company_id: response.json().company_id,
      first_name: 'Meera',
      last_name: 'Iyer',
    });
  });

  it('names each missing required field in the message', async () => {
    const response = await register({ user_data: {}, company_data: {} });
    expect(response.statusCode).toBe(422);
    expect(detailMsgs(response).sort()).toEqual(
      [
        'Airline code is required.',
        'Company email is required.',
        'Company name is required.',
        'Email is required.',
        'Name is required.',
        'Password is required.',
      ].sort(),
    );
  });

  it('refuses a bad airline code, a weak password and non-web URLs', async () => {
    const body = validRegistration();
    body.company_data.airline_code = 'ABCD';
    body.company_data.website = 'javascript:alert(1)';
    body.user_data.password = 'weakpass';
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    expect(detailLocs(response)).toEqual(
      expect.arrayContaining([
        'body.company_data.airline_code',
        'body.company_data.website',
        'body.user_data.password',
      ]),
    );
    expect(detailMsgs(response)).toContain('IATA code (2-3 characters)');
  });

  it('refuses a second airline with the same code or the same user email', async () => {
    await register(validRegistration());
    const sameCode = validRegistration();
    sameCode.user_data.email = 'other@indigo.example';
    const code = await register(sameCode);
    expect(code.statusCode).toBe(422);
    expect(code.json().detail[0]).toMatchObject({
      loc: ['body', 'company_data', 'airline_code'],
      msg: 'An airline with this code is already registered',
    });
    const sameEmail = validRegistration();
    sameEmail.company_data.airline_code = 'QP';
    const email = await register(sameEmail);
    expect(email.json().detail[0]).toMatchObject({ loc: ['body', 'user_data', 'email'] });
    const [companies] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM companies`,
    );
    expect(companies!.n).toBe(1); // the refused registrations left nothing behind
  });
});

describe('what an airline sees', () => {
  it('lists open RFQs and shows a group without its passengers', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const asha = await traveller(ctx.t.app, 'Pending');
    const pending = await createGroup(ctx.t.app, asha.headers, { to_location: 'GOI' }, 1);
    const indigo = await airline(ctx.t.app);
    const list = (
      await ctx.t.app.inject({ url: '/api/communities/', headers: indigo.headers })
    ).json();
    expect(list.map((g: { community_id: string }) => g.community_id)).toEqual([group.community_id]);
    const detail = await ctx.t.app.inject({
      url: `/api/communities/${group.community_id}`,
      headers: indigo.headers,
    });
    expect(detail.json()).toMatchObject({
      status: 'RFQ_SENT',
      passenger_count: 7,
      my_passenger_count: 0,
    });
    expect(
      (
        await ctx.t.app.inject({
          url: `/api/communities/${group.community_id}/passengers`,
          headers: indigo.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.t.app.inject({
          url: `/api/communities/${pending.community_id}`,
          headers: indigo.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('RFQ dispatch', () => {
  it('mails every airline partner when a group reaches the threshold', async () => {
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    const { group } = await rfqGroup(ctx.t.app);
    await ctx.t.flushMail();
    const mail = ctx.t.mail
      .to(indigo.companyEmail)
      .find((m) => m.subject.startsWith(`New RFQ ${group.rfq_number}`));
    expect(mail?.text).toContain(`/airline/bid/${group.community_id}`);
  });
});

describe('POST /api/quotes/{communityId}', () => {
  it('records a bid in paise with times on the travel date (India time)', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    const response = await bid(ctx.t.app, indigo.headers, group.community_id, 450_000, {
      company_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      community_id: group.community_id,
      company_id: indigo.company_id, // from the token, not the body
      airline_name: 'IndiGo Test',
      price_per_ticket: 450_000,
      flight_number: 'AI101',
      departure_time: '2026-12-10T04:00:00.000Z',
      arrival_time: '2026-12-10T06:15:00.000Z',
      is_selected: false,
      is_lowest: true,
    });
    const detail = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}`,
        headers: indigo.headers,
      })
    ).json();
    expect(detail).toMatchObject({ lowest_known_price: 450_000, bid_count: 1 });
  });

  it('replaces the live quote and keeps every submission in the history', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    await bid(ctx.t.app, indigo.headers, group.community_id, 500_000);
    ctx.t.clock.advance(60_000);
    await bid(ctx.t.app, indigo.headers, group.community_id, 480_000, { flight_number: '6E 2345' });
    const quotes = (
      await ctx.t.app.inject({ url: `/api/quotes/${group.community_id}`, headers: indigo.headers })
    ).json();
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ price_per_ticket: 480_000, flight_number: '6E2345' });
    const history = await queryRows<{ price_per_ticket_paise: number }>(
      ctx.database.db,
      sql`SELECT price_per_ticket_paise FROM bid_history ORDER BY id`,
    );
    expect(history.map((h) => h.price_per_ticket_paise)).toEqual([500_000, 480_000]);
    const seen = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}`,
        headers: members[0]!.headers,
      })
    ).json();
    expect(seen).toMatchObject({ lowest_known_price: 480_000, bid_count: 1 });
  });

  it('lets a second airline underbid, and neither can see or touch the other’s quote', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    const akasa = await airline(ctx.t.app, 'Akasa Test');
    await bid(ctx.t.app, indigo.headers, group.community_id, 500_000);
    const under = await bid(ctx.t.app, akasa.headers, group.community_id, 470_000);
    expect(under.json().is_lowest).toBe(true);
    const indigoQuotes = (
      await ctx.t.app.inject({ url: `/api/quotes/${group.community_id}`, headers: indigo.headers })
    ).json();
    expect(indigoQuotes.map((q: { company_id: string }) => q.company_id)).toEqual([
      indigo.company_id,
    ]);
    expect(indigoQuotes[0]).toMatchObject({ price_per_ticket: 500_000, is_lowest: false });
    const bids = (
      await ctx.t.app.inject({ url: '/api/airline/bids', headers: akasa.headers })
    ).json();
    expect(bids).toHaveLength(1);
    expect(bids[0]).toMatchObject({
      price_per_ticket: 470_000,
      is_lowest: true,
      community: { member_count: 7, status: 'RFQ_SENT', lowest_known_price: 470_000 },
    });
    const groupNow = (
      await ctx.t.app.inject({
        url: `/api/communities/${group.community_id}`,
        headers: indigo.headers,
      })
    ).json();
    expect(groupNow).toMatchObject({ lowest_known_price: 470_000, bid_count: 2 });
  });

  it('refuses a bad price or flight number', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app);
    for (const price of [0, -100, 12.5]) {
      const response = await bid(ctx.t.app, indigo.headers, group.community_id, price);
      expect(response.statusCode).toBe(422);
    }
    expect(detailMsgs(await bid(ctx.t.app, indigo.headers, group.community_id, 0))).toEqual([
      'Please enter a valid price.',
    ]);
    const flight = await bid(ctx.t.app, indigo.headers, group.community_id, 100_000, {
      flight_number: 'hello',
      departure_time: '25:00',
    });
    expect(detailLocs(flight).sort()).toEqual(['body.departure_time', 'body.flight_number']);
  });

  it('refuses bids outside RFQ_SENT, after the window, and from non-airlines', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const asha = await traveller(ctx.t.app, 'Solo');
    const pending = await createGroup(ctx.t.app, asha.headers, { to_location: 'GOI' }, 1);
    const indigo = await airline(ctx.t.app);
    // A group not yet open for bids is hidden from airlines: it answers like a missing one.
    const early = await bid(ctx.t.app, indigo.headers, pending.community_id, 100_000);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({ detail: 'Group not found' });
    expect(
      (await bid(ctx.t.app, members[0]!.headers, group.community_id, 100_000)).statusCode,
    ).toBe(403);
    const admin = await traveller(ctx.t.app, 'Admin');
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, admin.email));
    await ctx.t.app.saath.changes.settle();
    expect((await bid(ctx.t.app, admin.headers, group.community_id, 100_000)).json()).toEqual({
      detail: 'Only airline partners can bid',
    });
    ctx.t.clock.advance(48 * 3600 * 1000);
    expect((await bid(ctx.t.app, indigo.headers, group.community_id, 100_000)).statusCode).toBe(
      409,
    );
    expect(
      (await bid(ctx.t.app, indigo.headers, '00000000-0000-4000-8000-000000000000', 100_000))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/quotes/{communityId}', () => {
  it('shows an admin every quote and refuses travellers', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const indigo = await airline(ctx.t.app);
    const akasa = await airline(ctx.t.app);
    await bid(ctx.t.app, indigo.headers, group.community_id, 500_000);
    await bid(ctx.t.app, akasa.headers, group.community_id, 490_000);
    const admin = await traveller(ctx.t.app, 'Admin');
    await ctx.database.db
      .update(users)
      .set({ isAdmin: true, role: 'ADMIN' })
      .where(eq(users.email, admin.email));
    const all = (
      await ctx.t.app.inject({ url: `/api/quotes/${group.community_id}`, headers: admin.headers })
    ).json();
    expect(all.map((q: { price_per_ticket: number }) => q.price_per_ticket)).toEqual([
      490_000, 500_000,
    ]);
    expect(
      (
        await ctx.t.app.inject({
          url: `/api/quotes/${group.community_id}`,
          headers: members[0]!.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.t.app.inject({ url: `/api/quotes/${group.community_id}` })).statusCode).toBe(
      401,
    );
  });
});
