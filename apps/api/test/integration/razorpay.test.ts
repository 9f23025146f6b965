import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BAD_PAYMENT_SIGNATURE,
  BAD_SIGNATURE,
  NOT_RAZORPAY_PAYMENT,
  PROVIDER_UNAVAILABLE,
} from '@saath/shared/payments';
import { loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp, TEST_ENV } from '../helpers/app.ts';
import {
  RAZORPAY_TEST_KEYS,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../helpers/fake-razorpay.ts';
import { awaitingPaymentGroup, traveller } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';

// ADR 0022: the Razorpay adapter against a local fake of its API.
const env: Record<string, string> = { ...RAZORPAY_TEST_KEYS };
let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  env.RAZORPAY_API_URL = fake.url;
});
afterAll(async () => {
  await fake.close();
});
const ctx = useTestApp(env);

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

const PAYMENT_WINDOW = 24 * 3600 * 1000;
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  ctx.t.app.inject({ method: 'POST', url, headers, payload });
const paymentOf = async (id: string, headers: Record<string, string>) =>
  (await ctx.t.app.inject({ url: `/api/payments/${id}`, headers })).json();
const groupOf = async (id: string, headers: Record<string, string>) =>
  (await ctx.t.app.inject({ url: `/api/communities/${id}`, headers })).json();
const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
  )[0]!.n;

/** A group awaiting payment and Asha's Razorpay payment of ₹19,200 with its order. */
async function razorpayPayment() {
  const found = await awaitingPaymentGroup(ctx.t);
  const started = await post(`/api/communities/${found.group.community_id}/payments`, {
    ...found.asha.headers,
  });
  expect(started.statusCode).toBe(201);
  const body = started.json();
  const order = fake.orders.get(body.checkout.order_id)!;
  return { ...found, paymentId: body.payment_id as string, started: body, order };
}

describe('Razorpay orders and Checkout', () => {
  it('creates an order through the API in paise with our payment id as receipt, once', async () => {
    const { paymentId, started, order, group, asha } = await razorpayPayment();
    expect(started).toEqual({
      payment_id: paymentId,
      status: 'CREATED',
      amount: 1_920_000,
      currency: 'INR',
      provider: 'razorpay',
      checkout: {
        key_id: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID,
        order_id: order.id,
        amount: 1_920_000,
        currency: 'INR',
        name: 'Saath',
      },
    });
    expect(order).toMatchObject({ amount: 1_920_000, currency: 'INR', receipt: paymentId });
    // The same open payment again answers its own order; no second order is made.
    const before = fake.orders.size;
    const again = await post(`/api/communities/${group.community_id}/payments`, asha.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().checkout.order_id).toBe(order.id);
    expect(fake.orders.size).toBe(before);
  });

  it('records the method of a captured payment from its payload: UPI with the VPA masked, or the card', async () => {
    // Checkout offers UPI itself; its payment.captured names the method and the VPA.
    const { paymentId, order, group, asha, ravi } = await razorpayPayment();
    const { payment } = fake.pay(order.id, 'captured', {
      method: 'upi',
      vpa: 'asha.verma@okhdfcbank',
    });
    expect(
      (await fake.deliver(ctx.t.app, fake.webhook('payment.captured', payment))).json(),
    ).toEqual({
      received: true,
    });
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'PAID',
      method: 'UPI',
      method_label: 'UPI (as***@okhdfcbank)',
    });
    // Paid through Checkout's handler first (the verify route reads the payment from Razorpay).
    const ravis = (
      await post(`/api/communities/${group.community_id}/payments`, ravi.headers)
    ).json();
    const paid = fake.pay(ravis.checkout.order_id, 'captured', { method: 'card', last4: '5449' });
    const verified = await post(
      `/api/payments/${ravis.payment_id}/razorpay/verify`,
      ravi.headers,
      paid.handler,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      status: 'PAID',
      method: 'CARD',
      method_label: 'Card ending 5449',
    });
  });

  it('books the share on a signed captured webhook, exactly once for a repeated event', async () => {
    const { paymentId, order, group, asha } = await razorpayPayment();
    const { payment } = fake.pay(order.id);
    const hook = fake.webhook('payment.captured', payment);
    const first = await fake.deliver(ctx.t.app, hook);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'PAID',
      provider: 'razorpay',
      provider_payment_id: payment.id,
      amount: 1_920_000,
    });
    expect(await groupOf(group.community_id, asha.headers)).toMatchObject({
      paid_member_count: 1,
      my_payment: { payment_id: paymentId, status: 'PAID' },
    });
    const ledger = await count('money_ledger');
    const repeat = await fake.deliver(ctx.t.app, hook);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ received: false });
    // Razorpay's retry of the event under another id changes nothing either: captured already.
    await fake.deliver(ctx.t.app, fake.webhook('payment.captured', payment));
    expect(await count('money_ledger')).toBe(ledger);
    expect((await groupOf(group.community_id, asha.headers)).paid_member_count).toBe(1);
  });

  it('names an event from its signed body: a replay under another event-id header is a repeat', async () => {
    const { paymentId, order, asha } = await razorpayPayment();
    // A declined attempt, then the member pays the same order.
    const declined = fake.pay(order.id, 'failed').payment;
    const failedHook = fake.webhook('payment.failed', declined);
    expect((await fake.deliver(ctx.t.app, failedHook)).json()).toEqual({ received: true });
    const { payment } = fake.pay(order.id);
    const captured = fake.webhook('payment.captured', payment);
    expect((await fake.deliver(ctx.t.app, captured)).json()).toEqual({ received: true });
    const events = await count('payment_events');
    const ledger = await count('money_ledger');
    // The header is not signed: whoever replays a signed body may put any id there.
    for (const hook of [failedHook, captured]) {
      const replay = { ...hook.headers, 'x-razorpay-event-id': 'evt_replayed0001' };
      const answer = await fake.deliver(ctx.t.app, { body: hook.body, headers: replay });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: false });
    }
    expect(await count('payment_events')).toBe(events);
    expect(await count('money_ledger')).toBe(ledger);
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({ status: 'PAID' });
  });

  it('answers 400 to a signed body that is not an event (null, a NUL in an id) and changes nothing', async () => {
    const { paymentId, order, asha } = await razorpayPayment();
    const { payment } = fake.pay(order.id);
    const signed = (body: string) => ({
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET)
          .update(body)
          .digest('hex'),
      },
    });
    for (const hook of [
      signed('null'),
      signed('[]'),
      fake.webhook('payment.captured', { ...payment, order_id: `${order.id}\u0000` }),
      fake.webhook('payment.captured', { ...payment, id: `${payment.id}\u0000` }),
    ]) {
      const answer = await fake.deliver(ctx.t.app, hook);
      expect(answer.statusCode, hook.body).toBe(400);
      expect(answer.json(), hook.body).toEqual({ detail: expect.any(String) });
    }
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({ status: 'CREATED' });
    expect(await count('payment_events')).toBe(0);
    expect(await count('money_ledger')).toBe(0);
  });

  it('refunds through Razorpay a capture of another amount or currency; the payment stays unpaid', async () => {
    const { group, asha } = await razorpayPayment();
    for (const differs of [{ amount: 100 }, { currency: 'USD' }]) {
      // The member's open payment (after a refused capture, a new one with its own order).
      const started = (
        await post(`/api/communities/${group.community_id}/payments`, asha.headers)
      ).json();
      const paymentId = started.payment_id as string;
      const order = fake.orders.get(started.checkout.order_id)!;
      const paid = fake.pay(order.id).payment;
      const payment = { ...paid, ...differs };
      fake.payments.set(payment.id, payment);
      const answer = await fake.deliver(ctx.t.app, fake.webhook('payment.captured', payment));
      expect(answer.json()).toEqual({ received: true });
      // ADR 0036: the refund is a job the worker does after the webhook's transaction.
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toEqual([]);
      await ctx.t.flushMail();
      expect(fake.refunds.filter((r) => r.payment_id === payment.id)).toMatchObject([
        { amount: payment.amount },
      ]);
      expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
        status: 'FAILED',
        paid_at: null,
      });
      const [row] = await queryRows<Record<string, unknown>>(
        ctx.database.db,
        sql`SELECT mismatch_amount, mismatch_currency, mismatch_refund_ref FROM payments
            WHERE id = ${paymentId}`,
      );
      expect(row).toEqual({
        mismatch_amount: payment.amount,
        mismatch_currency: payment.currency,
        mismatch_refund_ref: fake.refunds.at(-1)!.id,
      });
      expect((await groupOf(group.community_id, asha.headers)).paid_member_count).toBe(0);
      // Checkout's verify reads the same capture from Razorpay: still not payment.
      const handler = {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: createHmac('sha256', RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET)
          .update(`${order.id}|${payment.id}`)
          .digest('hex'),
      };
      const verified = await post(
        `/api/payments/${paymentId}/razorpay/verify`,
        asha.headers,
        handler,
      );
      expect(verified.json()).toMatchObject({ status: 'FAILED' });
    }
    expect(await count('money_ledger')).toBe(0);
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const { paymentId, order, asha } = await razorpayPayment();
    const { payment } = fake.pay(order.id);
    const hook = fake.webhook('payment.captured', payment);
    const forged = { ...hook.headers, 'x-razorpay-signature': 'a'.repeat(64) };
    const tampered = hook.body.replace('"amount":1920000', '"amount":100');
    const { 'x-razorpay-signature': _dropped, ...unsigned } = hook.headers;
    for (const attempt of [
      { body: hook.body, headers: forged },
      { body: tampered, headers: hook.headers },
      { body: hook.body, headers: unsigned },
    ]) {
      const answer = await fake.deliver(ctx.t.app, attempt);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: BAD_SIGNATURE });
    }
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({ status: 'CREATED' });
    expect(await count('payment_events')).toBe(0);
    expect(await count('money_ledger')).toBe(0);
  });

  it('marks a failed payment on payment.failed; a later capture of the same order still pays', async () => {
    const { paymentId, order, asha } = await razorpayPayment();
    const failed = fake.pay(order.id, 'failed').payment;
    expect((await fake.deliver(ctx.t.app, fake.webhook('payment.failed', failed))).statusCode).toBe(
      200,
    );
    expect((await paymentOf(paymentId, asha.headers)).status).toBe('FAILED');
    const { payment } = fake.pay(order.id);
    await fake.deliver(ctx.t.app, fake.webhook('payment.captured', payment));
    expect((await paymentOf(paymentId, asha.headers)).status).toBe('PAID');
  });

  it('refunds through Razorpay when the group is cancelled; refund.processed changes nothing more', async () => {
    const { paymentId, order, group, asha } = await razorpayPayment();
    const { payment } = fake.pay(order.id);
    await fake.deliver(ctx.t.app, fake.webhook('payment.captured', payment));
    ctx.t.clock.advance(PAYMENT_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    expect((await groupOf(group.community_id, asha.headers)).status).toBe('CANCELLED');
    await ctx.t.flushMail();
    const refund = fake.refunds.find((r) => r.payment_id === payment.id)!;
    expect(refund).toMatchObject({ amount: 1_920_000 });
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'REFUNDED',
      refunded_amount: 1_920_000,
      refunds: [
        { amount: 1_920_000, currency: 'INR', status: 'PROCESSED', provider_refund_id: refund.id },
      ],
    });
    const ledger = await count('money_ledger');
    const processed = await fake.deliver(
      ctx.t.app,
      fake.webhook('refund.processed', payment, refund),
    );
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toEqual({ received: true });
    expect(await count('money_ledger')).toBe(ledger);
    expect((await paymentOf(paymentId, asha.headers)).refunded_amount).toBe(1_920_000);
  });
});

describe('POST /api/payments/{id}/razorpay/verify', () => {
  it("verifies Checkout's signature and records the captured payment at once", async () => {
    const { paymentId, order, group, asha } = await razorpayPayment();
    const { payment, handler } = fake.pay(order.id);
    const verified = await post(
      `/api/payments/${paymentId}/razorpay/verify`,
      asha.headers,
      handler,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      payment_id: paymentId,
      status: 'PAID',
      provider_payment_id: payment.id,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${payment.id}`,
    });
    // The webhook that follows is the same event (the payment's capture): nothing more.
    const ledger = await count('money_ledger');
    const hook = await fake.deliver(ctx.t.app, fake.webhook('payment.captured', payment));
    expect(hook.json()).toEqual({ received: false });
    expect(await count('money_ledger')).toBe(ledger);
    expect((await groupOf(group.community_id, asha.headers)).paid_member_count).toBe(1);
  });

  it("refuses a bad signature (400), another order, someone else's payment (404)", async () => {
    const { paymentId, order, ravi, asha } = await razorpayPayment();
    const { handler } = fake.pay(order.id);
    const url = `/api/payments/${paymentId}/razorpay/verify`;
    const bad = await post(url, asha.headers, { ...handler, razorpay_signature: '0'.repeat(64) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: BAD_PAYMENT_SIGNATURE });
    const other = await post(url, asha.headers, { ...handler, razorpay_order_id: 'order_other1' });
    expect(other.statusCode).toBe(400);
    const malformed = await post(url, asha.headers, { ...handler, razorpay_signature: 'nope' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0].loc).toEqual(['body', 'razorpay_signature']);
    const stranger = await traveller(ctx.t.app, 'Meera');
    for (const headers of [ravi.headers, stranger.headers]) {
      const answer = await post(url, headers, handler);
      expect(answer.statusCode).toBe(404);
    }
    const missing = await post(
      '/api/payments/00000000-0000-4000-8000-000000000000/razorpay/verify',
      asha.headers,
      handler,
    );
    expect(missing.statusCode).toBe(404);
    expect((await paymentOf(paymentId, asha.headers)).status).toBe('CREATED');
    expect(await count('money_ledger')).toBe(0);
  });
});

describe('a sandbox payment made before Razorpay was configured', () => {
  it('is still paid in the sandbox and refused by the Razorpay verify (409)', async () => {
    const found = await awaitingPaymentGroup(ctx.t);
    const sandbox = await buildTestApp(ctx.database, {}, { clock: ctx.t.clock });
    let paymentId: string;
    try {
      const started = await sandbox.app.inject({
        method: 'POST',
        url: `/api/communities/${found.group.community_id}/payments`,
        headers: found.asha.headers,
        payload: {},
      });
      expect(started.json()).toMatchObject({
        provider: 'sandbox',
        checkout: { url: expect.any(String) },
      });
      paymentId = started.json().payment_id;
    } finally {
      await sandbox.app.close();
    }
    const handler = {
      razorpay_payment_id: 'pay_Abc123',
      razorpay_order_id: 'order_Xyz789',
      razorpay_signature: 'f'.repeat(64),
    };
    const refused = await post(
      `/api/payments/${paymentId}/razorpay/verify`,
      found.asha.headers,
      handler,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: NOT_RAZORPAY_PAYMENT });
    // Its open payment keeps its own (sandbox) checkout with Razorpay now the active provider.
    const again = await post(
      `/api/communities/${found.group.community_id}/payments`,
      found.asha.headers,
    );
    expect(again.json()).toMatchObject({
      payment_id: paymentId,
      provider: 'sandbox',
      checkout: { url: `/pay/${paymentId}` },
    });
  });
});

describe('Razorpay unreachable', () => {
  it('answers 502 with a detail and writes nothing when the order cannot be made', async () => {
    const found = await awaitingPaymentGroup(ctx.t);
    const gone = await startFakeRazorpay();
    await gone.close();
    const down = await buildTestApp(ctx.database, { ...env, RAZORPAY_API_URL: gone.url });
    try {
      const url = `/api/communities/${found.group.community_id}/payments`;
      const refused = await down.app.inject({
        method: 'POST',
        url,
        headers: found.asha.headers,
        payload: {},
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ detail: PROVIDER_UNAVAILABLE });
    } finally {
      await down.app.close();
    }
    // Razorpay answering errors (an outage): the same, and still nothing written.
    fake.state.failing = true;
    try {
      const answer = await post(
        `/api/communities/${found.group.community_id}/payments`,
        found.asha.headers,
      );
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ detail: PROVIDER_UNAVAILABLE });
    } finally {
      fake.state.failing = false;
    }
    expect(await count('payments')).toBe(0);
    expect(await count('payment_events')).toBe(0);
  });

  it('answers the payment as it is when Razorpay cannot confirm it; the webhook then records it', async () => {
    const { paymentId, order, asha } = await razorpayPayment();
    const { payment, handler } = fake.pay(order.id);
    fake.state.failing = true;
    try {
      const verified = await post(
        `/api/payments/${paymentId}/razorpay/verify`,
        asha.headers,
        handler,
      );
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ payment_id: paymentId, status: 'CREATED' });
    } finally {
      fake.state.failing = false;
    }
    await fake.deliver(ctx.t.app, fake.webhook('payment.captured', payment));
    expect((await paymentOf(paymentId, asha.headers)).status).toBe('PAID');
  });
});

describe('Razorpay in the content security policy', () => {
  it('allows Checkout (script, frame, API) only when Razorpay is configured', async () => {
    const csp = String((await ctx.t.app.inject({ url: '/' })).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toContain('https://checkout.razorpay.com');
    expect(directive('frame-src')).toContain('https://api.razorpay.com');
    expect(directive('connect-src')).toContain('https://api.razorpay.com');
    const sandbox = await buildTestApp(ctx.database, {});
    try {
      const plain = (await sandbox.app.inject({ url: '/' })).headers['content-security-policy'];
      expect(plain).not.toContain('razorpay');
    } finally {
      await sandbox.app.close();
    }
  });
});

describe('Razorpay configuration', () => {
  it('refuses to start with a partial key set, naming what is missing', () => {
    expect(() =>
      loadConfig({ ...TEST_ENV, RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' }),
    ).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET go together.*missing RAZORPAY_WEBHOOK_SECRET/s,
    );
    expect(loadConfig({ ...TEST_ENV }).razorpay).toBeUndefined();
    expect(loadConfig({ ...TEST_ENV, ...RAZORPAY_TEST_KEYS }).razorpay).toEqual({
      keyId: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: 'https://api.razorpay.com',
    });
  });
});
