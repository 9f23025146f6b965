import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NO_REFUND_MESSAGE,
  NOTHING_LEFT_TO_REFUND,
  REFUND_ALREADY_DECIDED,
  REFUND_WHILE_AWAITING,
  refundMoreThanLeft,
  refundRequestedMessage,
} from '@saath/shared/refunds';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders, outsiders } from '../helpers/admin.ts';
import { airline, bid, pay, rfqGroup } from '../helpers/groups.ts';
import { checkInvariants, checkMoney } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// ADR 0024: a ticket cancelled with a reason, the refund requests it opens, and the
// admin's payments and refunds. "Money is accounted for" after every scenario.
const HOUR = 3600 * 1000;
const ctx = useTestApp(ADMIN_ENV);

afterEach(async () => {
  expect(await checkMoney(ctx.database.db)).toEqual([]);
  expect((await checkInvariants(ctx.database.db)).violations).toEqual([]);
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  ctx.t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ticketsOf = async (headers: Headers) =>
  (await inject('GET', '/api/tickets/', headers)).json();
const cancel = (ticketId: string, headers: Headers, payload?: unknown) =>
  inject('PUT', `/api/tickets/${ticketId}/cancel`, headers, payload);
const decide = (id: string, headers: Headers, payload: unknown) =>
  inject('POST', `/api/admin/refund-requests/${id}/decide`, headers, payload);
const refund = (id: string, headers: Headers, payload: unknown) =>
  inject('POST', `/api/admin/payments/${id}/refund`, headers, payload);
const ledgerRefunds = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM money_ledger WHERE kind = 'REFUND'`,
    )
  )[0]!.n;

/** Asha (4 passengers) and Ravi (3): a bid of ₹4,800 a ticket won, the group awaits payment. */
async function awaitingPayment() {
  const { group, members } = await rfqGroup(ctx.t.app);
  ctx.t.clock.advance(60_000);
  const carrier = await airline(ctx.t.app, 'IndiGo Test');
  await bid(ctx.t.app, carrier.headers, group.community_id, 480_000);
  ctx.t.clock.advance(48 * HOUR);
  await ctx.t.app.saath.lifecycle.sweep();
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  return { group, asha, ravi, carrier, admin: await adminHeaders(ctx.t.app) };
}

/** Both paid: BOOKED, 7 tickets, issued by the airline (only an issued ticket is cancelled). */
async function bookedGroup() {
  const { group, asha, ravi, carrier, admin } = await awaitingPayment();
  const ashaPay = await pay(ctx.t.app, asha.headers, group.community_id);
  ctx.t.clock.advance(60_000); // Ravi's payment is the newer one
  const raviPay = await pay(ctx.t.app, ravi.headers, group.community_id);
  await ticketGroup(ctx.t.app, carrier.headers, group.community_id);
  return {
    group,
    asha,
    ravi,
    admin,
    ashaPayment: ashaPay.paymentId,
    raviPayment: raviPay.paymentId,
  };
}

describe('cancelling a ticket with a reason', () => {
  it('opens a refund request of ₹800 for a medical reason, which an admin approves once', async () => {
    const { asha, admin, ashaPayment, group } = await bookedGroup();
    const [ticket] = await ticketsOf(asha.headers);
    const answer = await cancel(ticket.ticket_id, asha.headers, {
      reason: 'MEDICAL',
      note: 'Fever',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      ticket_id: ticket.ticket_id,
      status: 'CANCELLED',
      cancellation: {
        reason: 'MEDICAL',
        outcome: 'REFUND_REQUESTED',
        message: refundRequestedMessage(80_000),
        refund_amount: 80_000,
      },
    });
    const requestId = answer.json().cancellation.refund_request_id;

    const pending = await inject('GET', '/api/admin/refund-requests?status=PENDING', admin);
    expect(pending.json()).toMatchObject({
      total: 1,
      items: [
        {
          refund_request_id: requestId,
          status: 'PENDING',
          reason: 'MEDICAL',
          note: 'Fever',
          amount: 80_000,
          ticket_number: ticket.ticket_number,
          payment_id: ashaPayment,
          member: { email: asha.email },
          group: { community_id: group.community_id },
          decided_by: null,
        },
      ],
    });

    const approved = await decide(requestId, admin, { approve: true, note: 'Certificate seen' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      decided_by: { email: ADMIN_ENV.ADMIN_EMAIL },
      decision_note: 'Certificate seen',
    });
    const payment = (await inject('GET', `/api/payments/${ashaPayment}`, asha.headers)).json();
    expect(payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded_amount: 80_000 });
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(asha.email).map((m) => m.subject)).toContain(
      `Refund issued: ₹800.00 (${group.rfq_number})`,
    );
    const audit = (await inject('GET', '/api/admin/audit-log', admin)).json();
    expect(audit.items[0]).toMatchObject({
      action: 'REFUND_REQUEST_APPROVED',
      reason: 'Certificate seen',
      user: { email: asha.email },
      details: { refund_request_id: requestId, amount: 80_000 },
    });

    // Deciding twice, either way: 409, nothing moves.
    for (const approve of [true, false]) {
      const again = await decide(requestId, admin, { approve });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: REFUND_ALREADY_DECIDED });
    }
    expect(await ledgerRefunds()).toBe(1);
    // Asking to cancel again answers what the first cancellation did.
    const repeat = await cancel(ticket.ticket_id, asha.headers, { reason: 'OTHER' });
    expect(repeat.json().cancellation).toMatchObject({
      reason: 'MEDICAL',
      outcome: 'REFUND_REQUESTED',
      refund_request_id: requestId,
    });
  });

  it('answers the no-refund text for OTHER and for a call with no body (the older client)', async () => {
    const { asha, admin } = await bookedGroup();
    const [first, second] = await ticketsOf(asha.headers);
    const other = await cancel(first.ticket_id, asha.headers, { reason: 'OTHER' });
    const legacy = await cancel(second.ticket_id, asha.headers);
    for (const answer of [other, legacy]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        status: 'CANCELLED',
        cancellation: {
          reason: 'OTHER',
          outcome: 'NO_REFUND',
          message: NO_REFUND_MESSAGE,
          refund_request_id: null,
          refund_amount: 0,
        },
      });
    }
    expect((await inject('GET', '/api/admin/refund-requests', admin)).json().total).toBe(0);
  });

  it('declining records the decision and refunds nothing', async () => {
    const { ravi, admin, raviPayment } = await bookedGroup();
    const [ticket] = await ticketsOf(ravi.headers);
    const opened = await cancel(ticket.ticket_id, ravi.headers, { reason: 'JOB_LOSS' });
    const id = opened.json().cancellation.refund_request_id;
    const declined = await decide(id, admin, { approve: false, note: 'No proof sent' });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', decision_note: 'No proof sent' });
    expect(await ledgerRefunds()).toBe(0);
    expect((await inject('GET', `/api/payments/${raviPayment}`, admin)).json()).toMatchObject({
      status: 'PAID',
      refunded_amount: 0,
    });
    const list = await inject('GET', '/api/admin/refund-requests?status=DECLINED', admin);
    expect(
      list.json().items.map((r: { refund_request_id: string }) => r.refund_request_id),
    ).toEqual([id]);
  });

  it('refuses bad input with the usual shape and changes nothing', async () => {
    const { asha, admin } = await bookedGroup();
    const [ticket] = await ticketsOf(asha.headers);
    for (const payload of [{ reason: 'BORED' }, { reason: 'MEDICAL', extra: 1 }, { note: 'x' }]) {
      const answer = await cancel(ticket.ticket_id, asha.headers, payload);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().detail[0]).toMatchObject({
        loc: expect.any(Array),
        msg: expect.any(String),
      });
    }
    expect((await ticketsOf(asha.headers))[0].status).toBe('ISSUED');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await decide(missing, admin, { approve: true })).statusCode).toBe(404);
    expect((await decide(missing, admin, { approve: 'yes' })).statusCode).toBe(422);
    expect((await inject('GET', '/api/admin/refund-requests?status=MAYBE', admin)).statusCode).toBe(
      422,
    );
    for (const amount of [0, -5, 1.5, '100']) {
      expect((await refund(missing, admin, { amount, reason: 'x' })).statusCode).toBe(422);
    }
    expect((await refund(missing, admin, { amount: 100, reason: 'x' })).statusCode).toBe(404);
  });

  it('keeps the admin routes to admins', async () => {
    for (const { headers, status } of await outsiders(ctx.t.app)) {
      expect((await inject('GET', '/api/admin/payments', headers)).statusCode).toBe(status);
      expect((await inject('GET', '/api/admin/refund-requests', headers)).statusCode).toBe(status);
    }
  });
});

describe('admin payments', () => {
  it('lists payments newest first with totals, and refunds what is left, no more', async () => {
    const { asha, ravi, admin, ashaPayment, raviPayment, group } = await bookedGroup();
    const listed = (await inject('GET', '/api/admin/payments?limit=1', admin)).json();
    expect(listed).toMatchObject({
      total: 2,
      pages: 2,
      items: [{ payment_id: raviPayment, status: 'PAID', amount: 3 * 480_000, refunded_amount: 0 }],
      totals: { captured: 7 * 480_000, refunded: 0, net: 7 * 480_000 },
    });
    expect(listed.items[0]).toMatchObject({
      member: { email: ravi.email },
      group: { rfq_number: group.rfq_number },
    });

    const tooMuch = await refund(ashaPayment, admin, {
      amount: 4 * 480_000 + 1,
      reason: 'Goodwill',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ detail: refundMoreThanLeft(4 * 480_000) });

    const part = await refund(ashaPayment, admin, { amount: 50_000, reason: 'Goodwill' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded_amount: 50_000 });
    const rest = await refund(ashaPayment, admin, {
      amount: 4 * 480_000 - 50_000,
      reason: 'Flight moved',
    });
    expect(rest.json()).toMatchObject({ status: 'REFUNDED', refunded_amount: 4 * 480_000 });
    const none = await refund(ashaPayment, admin, { amount: 1, reason: 'Again' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: NOTHING_LEFT_TO_REFUND });

    const after = (await inject('GET', '/api/admin/payments', admin)).json();
    expect(after.totals).toEqual({
      captured: 7 * 480_000,
      refunded: 4 * 480_000,
      net: 3 * 480_000,
    });
    const analytics = (await inject('GET', '/api/admin/analytics', admin)).json();
    expect(analytics).toMatchObject({
      money_captured: 7 * 480_000,
      money_refunded: 4 * 480_000,
      money_net: 3 * 480_000,
      fees_earned: 0, // members 1 to 2,000 pay no fee
    });
    await ctx.t.flushMail();
    expect(
      ctx.t.mail.to(asha.email).filter((m) => m.subject.startsWith('Refund issued')),
    ).toHaveLength(2);
    const audit = (await inject('GET', '/api/admin/audit-log', admin)).json();
    expect(audit.items.slice(0, 2)).toMatchObject([
      {
        action: 'PAYMENT_REFUNDED',
        reason: 'Flight moved',
        details: { amount: 4 * 480_000 - 50_000 },
      },
      { action: 'PAYMENT_REFUNDED', reason: 'Goodwill', details: { amount: 50_000 } },
    ]);
  });

  it('two admins refunding the last paise at once: one refunds, the other gets 409', async () => {
    const { admin, raviPayment } = await bookedGroup();
    const left = 3 * 480_000;
    const answers = await Promise.all([
      refund(raviPayment, admin, { amount: left, reason: 'First' }),
      refund(raviPayment, await adminHeaders(ctx.t.app), { amount: left, reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerRefunds()).toBe(1);
  });

  it('an approval racing an admin refund of the rest: the ledger never refunds more than was paid', async () => {
    const { ravi, admin, raviPayment } = await bookedGroup();
    const [ticket] = await ticketsOf(ravi.headers);
    const id = (await cancel(ticket.ticket_id, ravi.headers, { reason: 'NATURAL_DISASTER' })).json()
      .cancellation.refund_request_id;
    const answers = await Promise.all([
      decide(id, admin, { approve: true }),
      refund(raviPayment, admin, { amount: 3 * 480_000, reason: 'Whole share' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses to refund a paid share while its group awaits payment', async () => {
    const { group, asha, admin } = await awaitingPayment();
    const { paymentId } = await pay(ctx.t.app, asha.headers, group.community_id);
    const answer = await refund(paymentId, admin, { amount: 100, reason: 'Early' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ detail: REFUND_WHILE_AWAITING });
  });
});
