import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { queryRows } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { buildTestApp } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';
import {
  airline,
  bid,
  createGroup,
  joinRequest,
  payAll,
  rfqGroup,
  traveller,
} from '../helpers/groups.ts';

const BIDDING_WINDOW = 48 * 3600 * 1000;
const ctx = useTestApp();

const groupOf = async (id: string, headers: Record<string, string>) =>
  (await ctx.t.app.inject({ url: `/api/communities/${id}`, headers })).json();
const ticketsOf = async (headers: Record<string, string>) =>
  (await ctx.t.app.inject({ url: '/api/tickets/', headers })).json();

describe('bidding deadline', () => {
  it('awards the lowest quote once even with two sweepers; paying books it with one ticket per passenger', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
    const indigo = await airline(ctx.t.app, 'IndiGo Test');
    const akasa = await airline(ctx.t.app, 'Akasa Test');
    await bid(ctx.t.app, indigo.headers, group.community_id, 520_000);
    await bid(ctx.t.app, akasa.headers, group.community_id, 480_000, { flight_number: 'QP 1402' });

    ctx.t.clock.advance(BIDDING_WINDOW);
    const other = await buildTestApp(ctx.database, {}, { clock: ctx.t.clock });
    const moved = await Promise.all([
      ctx.t.app.saath.lifecycle.sweep(),
      other.app.saath.lifecycle.sweep(),
    ]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    await other.app.close();
    // The winning bid opens the payment stage; nothing is ticketed before payment.
    expect(await groupOf(group.community_id, asha.headers)).toMatchObject({
      status: 'READY_FOR_BOOKING',
      winning_quote: { airline_name: 'Akasa Test', flight_number: 'QP1402' },
    });
    expect(await ticketsOf(asha.headers)).toEqual([]);
    await payAll(ctx.t.app, group.community_id, members);

    expect(await groupOf(group.community_id, asha.headers)).toMatchObject({
      status: 'BOOKED',
      lowest_known_price: 480_000,
    });
    const [count] = await queryRows<{ n: number; distinct_passengers: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT passenger_id)::int AS distinct_passengers FROM tickets`,
    );
    expect(count).toEqual({ n: 7, distinct_passengers: 7 });
    const ashaTickets = await ticketsOf(asha.headers);
    expect(ashaTickets).toHaveLength(4);
    // PENDING until the airline issues them (docs/product/ticketing.md).
    expect(ashaTickets[0]).toMatchObject({
      status: 'PENDING',
      eticket_number: null,
      issued_at: null,
      ticketing_deadline: expect.any(String),
      airline_name: 'Akasa Test',
      flight_number: 'QP1402',
      fare_paise: 480_000,
      fee_paise: 0, // members 1 to 2,000 pay no ticketing fee
      gst_paise: 0,
      price_paid: 480_000,
      rfq_number: group.rfq_number,
    });
    for (const ticket of ashaTickets)
      expect(ticket.ticket_number).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(await ticketsOf(ravi.headers)).toHaveLength(3);
    const me = (await ctx.t.app.inject({ url: '/api/users/me', headers: asha.headers })).json();
    expect(me.bookings_count).toBe(4);

    const quotes = (
      await ctx.t.app.inject({ url: `/api/quotes/${group.community_id}`, headers: akasa.headers })
    ).json();
    expect(quotes[0]).toMatchObject({ is_selected: true });
    await ctx.t.flushMail();
    expect(
      ctx.t.mail.to(asha.email).some((m) => m.subject.startsWith('Booked: Akasa Test QP1402')),
    ).toBe(true);
    // The bidding result reaches both airlines.
    expect(ctx.t.mail.to(akasa.companyEmail).map((m) => m.subject)).toContain(
      `You won ${group.rfq_number}`,
    );
    expect(ctx.t.mail.to(indigo.companyEmail).map((m) => m.subject)).toContain(
      `Bidding closed for ${group.rfq_number}`,
    );
    const history = await queryRows<{ to_status: string }>(
      ctx.database.db,
      sql`SELECT to_status FROM community_status_history WHERE community_id = ${group.community_id} ORDER BY id`,
    );
    expect(history.map((h) => h.to_status)).toEqual([
      'THRESHOLD_MET',
      'RFQ_SENT',
      'READY_FOR_BOOKING',
      'BOOKED',
    ]);
  });

  it('breaks a tie in favour of the earlier submission', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const first = await airline(ctx.t.app, 'First Air');
    const second = await airline(ctx.t.app, 'Second Air');
    await bid(ctx.t.app, first.headers, group.community_id, 500_000);
    ctx.t.clock.advance(1000);
    await bid(ctx.t.app, second.headers, group.community_id, 500_000);
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    await payAll(ctx.t.app, group.community_id, members);
    expect((await ticketsOf(members[0]!.headers))[0].airline_name).toBe('First Air');
  });

  it('charges later members the fee and GST, and uses a fee waiver where one is held', async () => {
    // Members after the first 2,000 pay ₹250 + 18 % GST per ticket.
    await ctx.database.db.execute(
      sql`SELECT setval(pg_get_serial_sequence('users', 'member_number'), 2500)`,
    );
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    // Asha earns one waiver from a group that fails to form.
    const failed = await createGroup(ctx.t.app, asha.headers, { to_location: 'GOI' }, 1);
    ctx.t.clock.advance(24 * 3600 * 1000);
    await ctx.t.app.saath.lifecycle.sweep();
    expect((await groupOf(failed.community_id, asha.headers)).status).toBe('DISABLED');

    const group = await createGroup(ctx.t.app, asha.headers, { travel_date: '2026-12-12' }, 2);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 4);
    const carrier = await airline(ctx.t.app);
    // The 7th passenger: Asha's second membership is not allowed, so a third traveller joins.
    const meera = await traveller(ctx.t.app, 'Meera');
    await joinRequest(ctx.t.app, meera.headers, group.community_id, 1);
    await bid(ctx.t.app, carrier.headers, group.community_id, 400_000);
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    await payAll(ctx.t.app, group.community_id, [asha, ravi, meera]);

    const ashas = await ticketsOf(asha.headers);
    const fees = ashas
      .map((x: { fee_paise: number; gst_paise: number; price_paid: number }) => [
        x.fee_paise,
        x.gst_paise,
        x.price_paid,
      ])
      .sort();
    expect(fees).toEqual([
      [0, 0, 400_000],
      [25_000, 4_500, 429_500],
    ]);
    const me = (await ctx.t.app.inject({ url: '/api/users/me', headers: asha.headers })).json();
    expect(me.credit_balance).toBe(1000);
    const [waivers] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT coalesce(sum(waivers), 0)::int AS n FROM credit_ledger WHERE user_id = ${asha.user.id}`,
    );
    expect(waivers!.n).toBe(0); // earned one, used one
    for (const x of await ticketsOf(ravi.headers))
      expect(x).toMatchObject({ fee_paise: 25_000, gst_paise: 4_500, price_paid: 429_500 });
  });

  it('cancels a group nobody bid on and credits each member one waiver', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    ctx.t.clock.advance(BIDDING_WINDOW);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(1);
    expect((await groupOf(group.community_id, members[0]!.headers)).status).toBe('CANCELLED');
    const ledger = await queryRows<{ waivers: number; amount_paise: number; reason: string }>(
      ctx.database.db,
      sql`SELECT waivers, amount_paise, reason FROM credit_ledger ORDER BY user_id`,
    );
    expect(ledger).toEqual([
      { waivers: 1, amount_paise: 0, reason: 'GROUP_CANCELLED' },
      { waivers: 1, amount_paise: 0, reason: 'GROUP_CANCELLED' },
    ]);
    expect(await ticketsOf(members[0]!.headers)).toEqual([]);
    await ctx.t.flushMail();
    expect(
      ctx.t.mail
        .to(members[1]!.email)
        .some((m) => m.subject.startsWith('No airline bid on your group')),
    ).toBe(true);
  });
});

describe('POST /api/quotes/{quoteId}/select', () => {
  it('lets an admin select a quote (the payment stage opens), and nobody else', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const carrier = await airline(ctx.t.app);
    const quote = (await bid(ctx.t.app, carrier.headers, group.community_id, 455_000)).json();
    const select = (headers: Record<string, string>) =>
      ctx.t.app.inject({ method: 'POST', url: `/api/quotes/${quote.quote_id}/select`, headers });
    expect((await select(members[0]!.headers)).statusCode).toBe(403);
    expect((await select(carrier.headers)).statusCode).toBe(403);
    const admin = await traveller(ctx.t.app, 'Admin');
    await ctx.database.db
      .update(users)
      .set({ isAdmin: true, role: 'ADMIN' })
      .where(eq(users.email, admin.email));
    const awarded = await select(admin.headers);
    expect(awarded.statusCode).toBe(200);
    expect(awarded.json()).toMatchObject({ status: 'READY_FOR_BOOKING' });
    expect(await ticketsOf(members[1]!.headers)).toHaveLength(0);
    // Asked again (a retry): the group as it stands, not an error.
    const again = await select(admin.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'READY_FOR_BOOKING' });
    await payAll(ctx.t.app, group.community_id, members);
    expect(await ticketsOf(members[1]!.headers)).toHaveLength(3);
    expect(
      (
        await ctx.t.app.inject({
          method: 'POST',
          url: '/api/quotes/00000000-0000-4000-8000-000000000000/select',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    // A booked group cannot be left.
    const leave = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/leave`,
      headers: members[0]!.headers,
    });
    expect(leave.statusCode).toBe(409);
  });
});

describe('tickets', () => {
  async function bookedTickets() {
    const { group, members } = await rfqGroup(ctx.t.app);
    const carrier = await airline(ctx.t.app, 'IndiGo Test');
    await bid(ctx.t.app, carrier.headers, group.community_id, 480_000);
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    await payAll(ctx.t.app, group.community_id, members);
    await ticketGroup(ctx.t.app, carrier.headers, group.community_id);
    return { members, group };
  }

  it("cannot read another user's ticket", async () => {
    const { members } = await bookedTickets();
    const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
    const ashaTicket = (await ticketsOf(asha.headers))[0];
    const own = await ctx.t.app.inject({
      url: `/api/tickets/${ashaTicket.ticket_id}`,
      headers: asha.headers,
    });
    expect(own.json()).toMatchObject({
      ticket_number: ashaTicket.ticket_number,
      passenger_name: ashaTicket.passenger_name,
    });
    for (const path of ['', '/e-ticket']) {
      const response = await ctx.t.app.inject({
        url: `/api/tickets/${ashaTicket.ticket_id}${path}`,
        headers: ravi.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Ticket not found' });
    }
    const cancel = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/tickets/${ashaTicket.ticket_id}/cancel`,
      headers: ravi.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect(
      (
        await ctx.t.app.inject({
          url: `/api/tickets/${ashaTicket.ticket_id}`,
          headers: asha.headers,
        })
      ).json().status,
    ).toBe('ISSUED');
  });

  it('cancels an issued ticket once; asking again answers the cancelled ticket', async () => {
    const { members, group } = await bookedTickets();
    const ticket = (await ticketsOf(members[0]!.headers))[0];
    // The group's page, read before and after: its tickets and savings are kept beside the
    // cached group, and a cancelled ticket must leave both at once.
    const page = async () =>
      (
        await ctx.t.app.inject({
          url: `/api/communities/${group.community_id}`,
          headers: members[1]!.headers,
        })
      ).json();
    const before = await page();
    expect(before).toMatchObject({ tickets_total: 7, savings: { issued_tickets: 7 } });
    const cancel = () =>
      ctx.t.app.inject({
        method: 'PUT',
        url: `/api/tickets/${ticket.ticket_id}/cancel`,
        headers: members[0]!.headers,
      });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'CANCELLED',
      cancelled_at: ctx.t.clock.now().toISOString(),
    });
    const cancelledAt = first.json().cancelled_at;
    expect(await page()).toMatchObject({
      tickets_total: 6,
      tickets_issued: 6,
      savings: { issued_tickets: 6, amount: (before.savings.amount / 7) * 6 },
    });
    ctx.t.clock.advance(60_000);
    const second = await cancel();
    expect(second.statusCode).toBe(200);
    // The finished state, unchanged: cancelled once, at the first request's time.
    expect(second.json()).toMatchObject({ status: 'CANCELLED', cancelled_at: cancelledAt });
  });

  it('cancels once under two simultaneous cancels, and both answer the cancelled ticket', async () => {
    const { members } = await bookedTickets();
    const ticket = (await ticketsOf(members[0]!.headers))[0];
    const results = await Promise.all(
      [1, 2].map(() =>
        ctx.t.app.inject({
          method: 'PUT',
          url: `/api/tickets/${ticket.ticket_id}/cancel`,
          headers: members[0]!.headers,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(results.map((r) => r.json().cancelled_at)).size).toBe(1);
    expect(results[0]!.json().status).toBe('CANCELLED');
  });

  it('serves a real PDF e-ticket carrying the ticket number, the PNR and the e-ticket number', async () => {
    const { members } = await bookedTickets();
    const ticket = (await ticketsOf(members[0]!.headers))[0];
    const response = await ctx.t.app.inject({
      url: `/api/tickets/${ticket.ticket_id}/e-ticket`,
      headers: members[0]!.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(ticket.ticket_number);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(ticket.ticket_number);
    expect(text).toContain(ticket.passenger_name);
    // The airline's PNR and e-ticket number, which check-in asks for.
    expect(ticket.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(text).toContain(ticket.pnr);
    expect(text).toContain(ticket.eticket_number);
    expect(text).toContain('New Delhi (DEL)');
    expect(text).toContain('IndiGo Test');
    // docs/product/money.md: the PDF embeds a font that draws the rupee sign.
    expect(text).toContain('₹4,800.00');
    expect(text).not.toContain('Rs.');
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).not.toContain('/BaseFont /Helvetica');
  });

  it('refuses malformed ids and guests', async () => {
    const asha = await traveller(ctx.t.app);
    expect(
      (await ctx.t.app.inject({ url: '/api/tickets/nope', headers: asha.headers })).statusCode,
    ).toBe(422);
    expect((await ctx.t.app.inject({ url: '/api/tickets/' })).statusCode).toBe(401);
    expect(await ticketsOf(asha.headers)).toEqual([]);
  });
});
