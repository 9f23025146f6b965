import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { airlineManifestPath } from '@saath/shared/airlines';
import { API } from '@saath/shared/http';
import {
  ADMIN_TICKETING_PATH,
  DEADLINE_ALREADY_EXTENDED,
  TICKETING_NOT_WON,
  adminTicketingExtendPath,
  airlineTicketingPath,
} from '@saath/shared/ticketing';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { airline, bid, pay, rfqGroup } from '../helpers/groups.ts';
import { checkInvariants, checkMoney } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { eticketNumber, pnrCode, ticketGroup } from '../helpers/ticketing.ts';
import { type Received, verifySignature, webhookReceiver } from '../helpers/webhook-receiver.ts';

// docs/product/ticketing.md: the ticketing deadline. Half-way the airline is reminded once; at
// the deadline with tickets still to issue the group moves to the next bid at or below the fare
// the members paid (the difference refunded per ticket), or is cancelled and refunded in full.
const ctx = useTestApp({ ...ADMIN_ENV, WEBHOOKS_ALLOW_PRIVATE: '1' });
const HOUR = 3600 * 1000;
type Headers = Record<string, string>;

const receivers: Array<Awaited<ReturnType<typeof webhookReceiver>>> = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
  expect(await checkMoney(ctx.database.db)).toEqual([]);
});

/** An airline with webhooks on, delivering to a receiver of its own. */
async function hookedAirline(name: string) {
  const inbox = await webhookReceiver();
  receivers.push(inbox);
  const company = await airline(ctx.t.app, name);
  const put = await ctx.t.app.inject({
    method: 'PUT',
    url: '/api/airline/webhook',
    headers: company.headers,
    payload: { endpoint: inbox.url },
  });
  expect(put.statusCode).toBe(200);
  const created = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/airline/webhook/secret',
    headers: company.headers,
  });
  expect(created.statusCode).toBe(200);
  return { ...company, inbox, secret: created.json().secret as string };
}
type Hooked = Awaited<ReturnType<typeof hookedAirline>>;

/**
 * Asha (4 passengers) and Ravi (3); each airline bids its price (in order); the quote `award`
 * names wins (an admin's selection when it is not the lowest); both pay: BOOKED, 7 PENDING.
 */
async function bookedGroup(
  prices: number[],
  award = 0,
  route: { to_location?: string; travel_date?: string } = {},
) {
  const { group, members } = await rfqGroup(ctx.t.app, route);
  ctx.t.clock.advance(60_000);
  const airlines: Hooked[] = [];
  const quotes: string[] = [];
  for (const [i, price] of prices.entries()) {
    const company = await hookedAirline(`Airline ${i} Test`);
    const placed = await bid(ctx.t.app, company.headers, group.community_id, price, {
      flight_number: `AI ${100 + i}`,
    });
    expect(placed.statusCode).toBe(201);
    airlines.push(company);
    quotes.push(placed.json().quote_id);
    ctx.t.clock.advance(1000);
  }
  const selected = await ctx.t.app.inject({
    method: 'POST',
    url: API.selectQuote(quotes[award]!),
    headers: await adminHeaders(ctx.t.app),
  });
  expect(selected.statusCode).toBe(200);
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  await pay(ctx.t.app, asha.headers, group.community_id);
  await pay(ctx.t.app, ravi.headers, group.community_id);
  const detail = await groupOf(group.community_id, asha.headers);
  expect(detail.status).toBe('BOOKED');
  return {
    id: group.community_id as string,
    asha,
    ravi,
    airlines,
    quotes,
    deadline: new Date(detail.ticketing_deadline),
  };
}

const groupOf = async (id: string, headers: Headers) =>
  (await ctx.t.app.inject({ url: `/api/communities/${id}`, headers })).json();

const sweep = () => ctx.t.app.saath.lifecycle.sweep();
/**
 * Sweeps until the group's status history grows (the sweep skips a group another transaction
 * holds at that instant, e.g. a background job of the booking, and takes it at its next run).
 */
async function sweepUntilMoved(groupId: string) {
  const moves = async () =>
    (
      await queryRows<{ n: number }>(
        ctx.database.db,
        sql`SELECT count(*)::int AS n FROM community_status_history WHERE community_id = ${groupId}`,
      )
    )[0]!.n;
  const before = await moves();
  for (let i = 0; i < 50; i += 1) {
    await sweep();
    if ((await moves()) > before) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`the sweep never moved group ${groupId}`);
}
/** Every queued webhook sent to its receiver (the worker's run, on the injected clock). */
const deliver = () => ctx.t.app.saath.mail.deliverDue();
const eventsOf = (a: Hooked) =>
  a.inbox.received.map((x: Received) => String(x.headers['x-saath-event']));
const payloadsOf = (a: Hooked, event: string) =>
  a.inbox.received
    .filter((x: Received) => x.headers['x-saath-event'] === event)
    .map((x: Received) => x.json.data);

async function mails(kind: string) {
  return queryRows<{ target: string; subject: string; text: string }>(
    ctx.database.db,
    sql`SELECT target, payload->>'subject' AS subject, payload->>'text' AS text FROM jobs
        WHERE kind = ${kind} ORDER BY target`,
  );
}

async function ticketsOf(groupId: string) {
  return queryRows<{
    id: string;
    email: string;
    status: string;
    company_id: string;
    airline_name: string;
    flight_number: string;
    fare_paise: number;
    eticket_number: string | null;
  }>(
    ctx.database.db,
    sql`SELECT t.id, u.email, t.status, t.company_id, t.airline_name, t.flight_number,
          t.fare_paise, t.eticket_number
        FROM tickets t JOIN users u ON u.id = t.user_id
        WHERE t.community_id = ${groupId} ORDER BY t.id`,
  );
}

async function refundsOf(groupId: string) {
  return queryRows<{ email: string; amount: number; post_sale: boolean }>(
    ctx.database.db,
    sql`SELECT u.email, l.amount_paise AS amount, l.post_sale FROM money_ledger l
        JOIN users u ON u.id = l.user_id
        WHERE l.community_id = ${groupId} AND l.kind = 'REFUND' ORDER BY u.email`,
  );
}

describe('the ticketing reminder', () => {
  it('reminds the airline once, at half of its window: a mail and a signed ticketing.reminder', async () => {
    const g = await bookedGroup([480_000]);
    const [indigo] = g.airlines as [Hooked];
    // One passenger's ticket issued before the reminder (Asha's fourth: Ravi has three): 1 of 7.
    await ticketGroup(ctx.t.app, indigo.headers, g.id, {
      only: (p) => p.full_name === 'Passenger 4',
    });
    const window = g.deadline.getTime() - ctx.t.clock.now().getTime();
    ctx.t.clock.advance(window / 2 - 60_000);
    await sweep();
    expect(await mails('ticketing_reminder')).toEqual([]);

    ctx.t.clock.advance(2 * 60_000);
    await sweep();
    await sweep();
    ctx.t.clock.advance(HOUR);
    await sweep();
    const sent = await mails('ticketing_reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Reminder: tickets for');
    expect(sent[0]!.text).toContain('1 of 7 tickets are issued');

    await deliver();
    const reminders = indigo.inbox.received.filter(
      (x: Received) => x.headers['x-saath-event'] === 'ticketing.reminder',
    );
    expect(reminders).toHaveLength(1);
    expect(
      verifySignature(
        indigo.secret,
        reminders[0]!.headers['x-saath-signature'] as string,
        reminders[0]!.body,
      ),
    ).toBe(true);
    expect(reminders[0]!.json.data).toMatchObject({
      community_id: g.id,
      quote_id: g.quotes[0],
      ticketing_deadline: g.deadline.toISOString(),
      tickets_issued: 1,
      tickets_total: 7,
    });
  });

  it('sends no reminder once every ticket is issued', async () => {
    const g = await bookedGroup([480_000]);
    await ticketGroup(ctx.t.app, g.airlines[0]!.headers, g.id);
    ctx.t.clock.advance(g.deadline.getTime() - ctx.t.clock.now().getTime() + HOUR);
    await sweep();
    expect(await mails('ticketing_reminder')).toEqual([]);
    expect((await groupOf(g.id, g.asha.headers)).status).toBe('BOOKED');
  });
});

describe('a missed ticketing deadline', () => {
  it('falls back to the next bid at or below the paid fare, refunds the difference per ticket, and voids the first airline', async () => {
    // ₹5,000 selected by an admin; ₹5,300 is above what the members paid (skipped); ₹4,900
    // takes over; ₹4,900 later from another airline loses the tie to the earlier bid.
    const g = await bookedGroup([530_000, 500_000, 490_000, 490_000], 1);
    const [high, failing, next, tied] = g.airlines as [Hooked, Hooked, Hooked, Hooked];
    const before = await ticketsOf(g.id);
    // The failing airline issues one ticket only (Asha's fourth passenger: Ravi has three).
    await ticketGroup(ctx.t.app, failing.headers, g.id, {
      only: (p) => p.full_name === 'Passenger 4',
    });
    const issued = (await ticketsOf(g.id)).filter((t) => t.status === 'ISSUED');
    expect(issued).toHaveLength(1);
    await deliver();
    for (const a of g.airlines) a.inbox.received.splice(0);

    ctx.t.clock.advance(g.deadline.getTime() - ctx.t.clock.now().getTime());
    const fellBackAt = ctx.t.clock.now();
    await sweepUntilMoved(g.id);

    const seen = await groupOf(g.id, g.asha.headers);
    expect(seen.status).toBe('BOOKED');
    expect(seen.winning_quote).toMatchObject({
      airline_name: 'Airline 2 Test',
      flight_number: 'AI102',
      price_per_ticket: 490_000,
    });
    expect(seen.tickets_issued).toBe(0);
    expect(seen.tickets_total).toBe(7);
    expect(seen.pnr).toBeNull();
    expect(new Date(seen.ticketing_deadline).getTime()).toBe(fellBackAt.getTime() + 48 * HOUR);

    // Same ticket ids (members hold links to them), now the new airline's, PENDING, ₹100 less.
    const after = await ticketsOf(g.id);
    expect(after.map((t) => t.id)).toEqual(before.map((t) => t.id));
    for (const t of after) {
      expect(t).toMatchObject({
        status: 'PENDING',
        airline_name: 'Airline 2 Test',
        flight_number: 'AI102',
        fare_paise: 490_000,
        eticket_number: null,
      });
    }
    // The difference, ₹100 on each ticket: Asha 4, Ravi 3; the fee and GST stay as paid.
    const refunds = await refundsOf(g.id);
    expect(refunds.map((r) => [r.email === g.asha.email ? 'asha' : 'ravi', r.amount])).toEqual(
      expect.arrayContaining([
        ['asha', 40_000],
        ['ravi', 30_000],
      ]),
    );
    expect(refunds).toHaveLength(2);
    const fallbackMails = await mails('ticketing_fallback');
    expect(fallbackMails).toHaveLength(2);
    expect(fallbackMails.find((m) => m.target === g.asha.email)!.text).toContain('₹400.00');

    // The failing airline is refused now; the new one tickets the group.
    const late = await ctx.t.app.inject({
      method: 'PUT',
      url: airlineTicketingPath(g.quotes[1]!),
      headers: failing.headers,
      payload: {
        pnr: pnrCode(),
        tickets: [
          { passenger_id: '00000000-0000-4000-8000-000000000000', eticket_number: eticketNumber() },
        ],
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(TICKETING_NOT_WON);
    const { report } = await ticketGroup(ctx.t.app, next.headers, g.id);
    expect(report).toMatchObject({ tickets_issued: 7, tickets_total: 7 });

    // The admins' on-time rate: the failing airline 0 of 1, the new one 1 of 1 (ticketed in
    // time); airlines that never won are left out.
    const analytics = (
      await ctx.t.app.inject({
        url: '/api/admin/analytics',
        headers: await adminHeaders(ctx.t.app),
      })
    ).json();
    expect(analytics.airline_ticketing).toEqual([
      { company_id: expect.any(String), name: 'Airline 1 Test', awards: 1, on_time: 0, rate: 0 },
      { company_id: expect.any(String), name: 'Airline 2 Test', awards: 1, on_time: 1, rate: 1 },
    ]);

    await deliver();
    expect(eventsOf(failing).sort()).toEqual([
      'quote.lost',
      'ticket.cancelled',
      'ticketing.reminder',
    ]);
    const [cancelled] = payloadsOf(failing, 'ticket.cancelled');
    expect(cancelled).toMatchObject({
      community_id: g.id,
      quote_id: g.quotes[1],
      reason: 'TICKETING_DEADLINE_MISSED',
    });
    expect(cancelled.tickets).toHaveLength(issued.length);
    expect(cancelled.tickets.map((t: { ticket_id: string }) => t.ticket_id).sort()).toEqual(
      issued.map((t) => t.id).sort(),
    );
    expect(eventsOf(next).sort()).toEqual(['group.booked', 'quote.won']);
    expect(payloadsOf(next, 'group.booked')[0]).toMatchObject({
      quote_id: g.quotes[2],
      ticketing_deadline: seen.ticketing_deadline,
    });
    expect(eventsOf(high)).toEqual([]);
    expect(eventsOf(tied)).toEqual([]);
  });

  it('cancels the group when no bid is at or below the paid fare: everything refunded, a waiver each', async () => {
    const g = await bookedGroup([480_000, 510_000]);
    const [indigo, akasa] = g.airlines as [Hooked, Hooked];
    await ticketGroup(ctx.t.app, indigo.headers, g.id, {
      only: (p) => p.full_name === 'Passenger 4',
    });
    await deliver();
    for (const a of g.airlines) a.inbox.received.splice(0);

    ctx.t.clock.advance(g.deadline.getTime() - ctx.t.clock.now().getTime() + 60_000);
    const at = ctx.t.clock.now().toISOString();
    await sweepUntilMoved(g.id);

    const seen = await groupOf(g.id, g.asha.headers);
    expect(seen.status).toBe('CANCELLED');
    expect(seen.ended).toEqual({
      from_status: 'BOOKED',
      reason:
        'Airline 0 Test missed the ticketing deadline and no other bid can take the group over; payments refunded',
      at,
    });
    expect((await ticketsOf(g.id)).every((t) => t.status === 'CANCELLED')).toBe(true);
    const payments = await queryRows<{ status: string; amount: number; refunded: number }>(
      ctx.database.db,
      sql`SELECT p.status, p.amount_paise AS amount,
            (SELECT sum(amount_paise)::int FROM money_ledger l
             WHERE l.payment_id = p.id AND l.kind = 'REFUND') AS refunded
          FROM payments p WHERE p.community_id = ${g.id} AND p.paid_at IS NOT NULL`,
    );
    expect(payments).toHaveLength(2);
    for (const p of payments) expect(p).toMatchObject({ status: 'REFUNDED', refunded: p.amount });
    const waivers = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM credit_ledger
          WHERE community_id = ${g.id} AND reason = 'GROUP_CANCELLED' AND waivers = 1`,
    );
    expect(waivers[0]!.n).toBe(2);
    expect((await mails('group_cancelled_unticketed')).map((m) => m.target).sort()).toEqual(
      [g.asha.email, g.ravi.email].sort(),
    );
    await deliver();
    // Reminded half-way, then told of the loss.
    expect(eventsOf(indigo).sort()).toEqual([
      'quote.lost',
      'ticket.cancelled',
      'ticketing.reminder',
    ]);
    expect(payloadsOf(indigo, 'ticket.cancelled')[0].tickets).toHaveLength(1);
    expect(eventsOf(akasa)).toEqual([]);
    // The airline can no longer ticket it.
    const late = await ticketGroup(ctx.t.app, indigo.headers, g.id).catch((e: Error) => e);
    expect(late).toBeInstanceOf(Error);
  });

  it('an upload and the deadline sweep at the same moment: exactly one wins, never a 500', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const g = await bookedGroup([480_000]);
      const [indigo] = g.airlines as [Hooked];
      const manifest = (
        await ctx.t.app.inject({
          url: airlineManifestPath(g.quotes[0]!),
          headers: indigo.headers,
        })
      ).json();
      const tickets = manifest.passengers.map((p: { passenger_id: string }) => ({
        passenger_id: p.passenger_id,
        eticket_number: eticketNumber(),
      }));
      ctx.t.clock.advance(g.deadline.getTime() - ctx.t.clock.now().getTime());
      const upload = () =>
        ctx.t.app.inject({
          method: 'PUT',
          url: airlineTicketingPath(g.quotes[0]!),
          headers: indigo.headers,
          payload: { pnr: pnrCode(), tickets },
        });
      // Both start at once, in either order: the group's lock puts one of them first.
      let response;
      if (round % 2 === 0) [response] = await Promise.all([upload(), sweep()]);
      else {
        const swept = sweep();
        response = await upload();
        await swept;
      }
      const status = (await groupOf(g.id, g.asha.headers)).status;
      const rows = await ticketsOf(g.id);
      expect([200, 409]).toContain(response.statusCode);
      if (response.statusCode === 200) {
        // The upload went first: every ticket issued, nothing left for the sweep.
        expect(status).toBe('BOOKED');
        expect(rows.every((t) => t.status === 'ISSUED')).toBe(true);
        outcomes.add('upload');
      } else {
        // The sweep went first: the group is cancelled (no other bid) and the upload refused.
        expect(status).toBe('CANCELLED');
        expect(rows.every((t) => t.status === 'CANCELLED')).toBe(true);
        outcomes.add('sweep');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe("the admin's ticketing board", () => {
  const extend = (quoteId: string, headers: Headers, payload: unknown) =>
    ctx.t.app.inject({
      method: 'POST',
      url: adminTicketingExtendPath(quoteId),
      headers,
      payload: payload as object,
    });

  it('lists awards awaiting tickets, overdue first, and extends one once, never past the cap, audited', async () => {
    const admin = await adminHeaders(ctx.t.app);
    const first = await bookedGroup([480_000]);
    ctx.t.clock.advance(HOUR);
    // Travel on 2 December: its cap, 23 November 18:30 UTC, is 11 hours after its deadline.
    const second = await bookedGroup([470_000], 0, {
      to_location: 'MAA',
      travel_date: '2026-12-02',
    });
    // Every ticket of a third group issued: not on the board.
    const done = await bookedGroup([460_000], 0, { to_location: 'GOI' });
    await ticketGroup(ctx.t.app, done.airlines[0]!.headers, done.id);

    let board = (await ctx.t.app.inject({ url: ADMIN_TICKETING_PATH, headers: admin })).json();
    expect(board.groups.map((g: { community_id: string }) => g.community_id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(board.groups[0]).toMatchObject({
      quote_id: first.quotes[0],
      airline_name: 'Airline 0 Test',
      ticketing_deadline: first.deadline.toISOString(),
      overdue: false,
      tickets_issued: 0,
      tickets_total: 7,
      extended: false,
    });

    // Bad input: 422, nothing changes.
    for (const body of [
      { hours: 0, reason: 'Airline asked' },
      { hours: 73, reason: 'Airline asked' },
      { hours: 1.5, reason: 'Airline asked' },
      { hours: 12, reason: 'no' },
      { hours: 12 },
    ]) {
      const refused = await extend(first.quotes[0]!, admin, body);
      expect({ body, status: refused.statusCode }).toEqual({ body, status: 422 });
    }
    expect(
      (await extend('not-a-uuid', admin, { hours: 1, reason: 'Airline asked' })).statusCode,
    ).toBe(422);
    // Not an admin: refused.
    const asAirline = await extend(first.quotes[0]!, first.airlines[0]!.headers, {
      hours: 12,
      reason: 'Airline asked',
    });
    expect(asAirline.statusCode).toBe(403);

    const extended = await extend(first.quotes[0]!, admin, {
      hours: 12,
      reason: 'The airline reported a system outage',
    });
    expect(extended.statusCode).toBe(200);
    const newDeadline = new Date(first.deadline.getTime() + 12 * HOUR).toISOString();
    expect(extended.json()).toMatchObject({ ticketing_deadline: newDeadline, extended: true });
    expect((await groupOf(first.id, first.asha.headers)).ticketing_deadline).toBe(newDeadline);
    // Once only.
    const again = await extend(first.quotes[0]!, admin, { hours: 1, reason: 'Once more please' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(DEADLINE_ALREADY_EXTENDED);
    // Never past the cap (00:00 IST of the travel date less 8 days).
    const beyond = await extend(second.quotes[0]!, admin, { hours: 12, reason: 'Beyond the cap' });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().detail).toMatch(/^The deadline cannot pass/);
    // A quote that did not win, or a group whose tickets are all issued: 409; no such quote: 404.
    expect(
      (await extend(done.quotes[0]!, admin, { hours: 1, reason: 'All issued already' })).statusCode,
    ).toBe(409);
    expect(
      (
        await extend('00000000-0000-4000-8000-000000000000', admin, {
          hours: 1,
          reason: 'No such award',
        })
      ).statusCode,
    ).toBe(404);

    const audit = await queryRows<{ action: string; reason: string; details: unknown }>(
      ctx.database.db,
      sql`SELECT action, reason, details FROM admin_audit_log
          WHERE action = 'TICKETING_DEADLINE_EXTENDED'`,
    );
    expect(audit).toEqual([
      {
        action: 'TICKETING_DEADLINE_EXTENDED',
        reason: 'The airline reported a system outage',
        details: expect.objectContaining({ quote_id: first.quotes[0], hours: 12, to: newDeadline }),
      },
    ]);
    expect(await mails('ticketing_extended')).toHaveLength(1);

    // The sweep honours the new deadline: past the old one (and the second group's), the first
    // group stays booked while the second, whose airline had no extension, is cancelled.
    ctx.t.clock.advance(second.deadline.getTime() - ctx.t.clock.now().getTime() + 60_000);
    await sweepUntilMoved(second.id);
    board = (await ctx.t.app.inject({ url: ADMIN_TICKETING_PATH, headers: admin })).json();
    expect(board.groups.map((g: { community_id: string }) => g.community_id)).toEqual([first.id]);
    expect((await groupOf(first.id, first.asha.headers)).status).toBe('BOOKED');
    expect((await groupOf(second.id, second.asha.headers)).status).toBe('CANCELLED');
  });
});
