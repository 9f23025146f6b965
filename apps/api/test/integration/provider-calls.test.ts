import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NOT_AWAITING_PAYMENT,
  PROVIDER_PAUSED,
  PROVIDER_UNAVAILABLE,
} from '@saath/shared/payments';
import { queryRows } from '../../src/db/client.ts';
import { appendLedger } from '../../src/modules/credits/credits.repository.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  RAZORPAY_TEST_KEYS,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../helpers/fake-razorpay.ts';
import { awaitingPaymentGroup } from '../helpers/groups.ts';
import { checkInvariants, checkMoney } from '../helpers/invariants.ts';
import { METRICS_AUTH, METRICS_TOKEN, series } from '../helpers/metrics.ts';
import { useTestApp } from '../helpers/suite.ts';

// ADR 0036: no payment-provider call inside a database transaction; refunds are jobs; provider
// calls time out and go through a circuit breaker. Razorpay is a local fake (ADR 0022).
const env: Record<string, string> = { ...RAZORPAY_TEST_KEYS, ...ADMIN_ENV };
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
  fake.state.failing = false;
  fake.state.refuseRefunds = 0;
  fake.state.dropRefundAnswers = 0;
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

const PAYMENT_WINDOW = 24 * 3600 * 1000;
const MINUTE = 60_000;

type Headers = Record<string, string>;
const startPayment = (t: TestApp, communityId: string, headers: Headers, payload = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/communities/${communityId}/payments`,
    headers,
    payload,
  });
const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
  )[0]!.n;

/**
 * Resolves once `ready()` holds, checking as often as the event loop allows; fails after
 * `limitMs` (a bound for a broken build, never a wait the test relies on).
 */
async function until(ready: () => boolean | Promise<boolean>, what: string, limitMs = 20_000) {
  const end = Date.now() + limitMs;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The promise's value, or a failure naming `what` if it is still pending after `limitMs`. */
async function answeredWithin<T>(promise: Promise<T>, what: string, limitMs = 15_000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} waited for the provider`)), limitMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A group awaiting payment whose member Asha paid her ₹19,200 share through Razorpay. */
async function paidThroughRazorpay(t: TestApp) {
  const found = await awaitingPaymentGroup(t);
  const started = (await startPayment(t, found.group.community_id, found.asha.headers)).json();
  const { payment } = fake.pay(started.checkout.order_id);
  await fake.deliver(t.app, fake.webhook('payment.captured', payment));
  return { ...found, paymentId: started.payment_id as string, payment };
}

/** Cancels the group at its deadline (only Asha paid): her payment is refunded in full. */
async function cancelAtDeadline(t: TestApp) {
  t.clock.advance(PAYMENT_WINDOW);
  await t.app.saath.lifecycle.sweep();
}

const adminPaymentOf = async (t: TestApp, paymentId: string) =>
  (await t.app.inject({ url: '/api/admin/payments', headers: await adminHeaders(t.app) }))
    .json()
    .items.find((p: { payment_id: string }) => p.payment_id === paymentId);
const memberPaymentOf = async (t: TestApp, paymentId: string, headers: Headers) =>
  (await t.app.inject({ url: `/api/payments/${paymentId}`, headers })).json();
const refundsAtFake = (providerPaymentId: string) =>
  fake.refunds.filter((r) => r.payment_id === providerPaymentId);

describe('a payment order is made outside any transaction', () => {
  it('while Razorpay is slow to make an order, leaving, the group page and the admin payments list are answered', async () => {
    const t = ctx.t;
    const { group, asha, ravi, more } = await awaitingPaymentGroup(t, [
      { passengers: 1, name: 'Meera' },
    ]);
    const admin = await adminHeaders(t.app);
    const release = fake.holdOrders();
    try {
      const paying = startPayment(t, group.community_id, asha.headers);
      await until(() => fake.state.ordersWaiting === 1, 'the order call');
      const [left, read, listed] = await answeredWithin(
        Promise.all([
          t.app.inject({
            method: 'POST',
            url: `/api/communities/${group.community_id}/leave`,
            headers: more[0]!.headers,
          }),
          t.app.inject({ url: `/api/communities/${group.community_id}`, headers: ravi.headers }),
          t.app.inject({ url: '/api/admin/payments', headers: admin }),
        ]),
        'a request on the same group',
      );
      expect(left.statusCode).toBe(200);
      expect(read.statusCode).toBe(200);
      expect(listed.statusCode).toBe(200);
      // All answered while Razorpay still had the order call.
      expect(fake.state.ordersWaiting).toBe(1);
      release();
      const paid = await paying;
      expect(paid.statusCode).toBe(201);
      expect(paid.json()).toMatchObject({ amount: 1_920_000, provider: 'razorpay' });
    } finally {
      release();
    }
  });

  it('abandons the order when the window closed meanwhile: 409, nothing stored', async () => {
    const t = ctx.t;
    const { group, asha } = await awaitingPaymentGroup(t);
    const release = fake.holdOrders();
    try {
      const paying = startPayment(t, group.community_id, asha.headers);
      await until(() => fake.state.ordersWaiting === 1, 'the order call');
      t.clock.advance(PAYMENT_WINDOW);
      release();
      const refused = await paying;
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: NOT_AWAITING_PAYMENT });
    } finally {
      release();
    }
    expect(await count('payments')).toBe(0);
  });

  it('makes one more order when the share changed meanwhile, and stores that one', async () => {
    const t = ctx.t;
    const { group, asha } = await awaitingPaymentGroup(t);
    const ashaId = (await t.app.inject({ url: '/api/users/me', headers: asha.headers })).json()
      .id as string;
    const ordersBefore = fake.orders.size;
    const release = fake.holdOrders();
    let paid;
    try {
      const paying = startPayment(t, group.community_id, asha.headers, { apply_credits: true });
      await until(() => fake.state.ordersWaiting === 1, 'the order call');
      // ₹10 of credit arrives while the order for the full share is being made.
      await appendLedger(ctx.database.db, [
        {
          userId: ashaId,
          amountPaise: 1000,
          waivers: 0,
          reason: 'PAYMENT_CREDITS_RETURNED',
          communityId: null,
          createdAt: t.clock.now(),
        },
      ]);
      release();
      paid = await paying;
    } finally {
      release();
    }
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: 1_920_000 - 1000 });
    const made = [...fake.orders.values()].slice(ordersBefore);
    expect(made.map((o) => o.amount)).toEqual([1_920_000, 1_920_000 - 1000]);
    expect(paid.json().checkout.order_id).toBe(made[1]!.id);
    expect(await count('payments')).toBe(1);
  });
});

describe('refunds are jobs', () => {
  it('a refund Razorpay refuses leaves the group cancelled, is retried with back-off and made once', async () => {
    const t = ctx.t;
    const { group, asha, paymentId, payment } = await paidThroughRazorpay(t);
    fake.state.refuseRefunds = 1;
    await cancelAtDeadline(t);
    // The step is not rolled back: the group is cancelled and the refund counted.
    const record = (
      await t.app.inject({ url: `/api/communities/${group.community_id}`, headers: asha.headers })
    ).json();
    expect(record.status).toBe('CANCELLED');
    expect(await memberPaymentOf(t, paymentId, asha.headers)).toMatchObject({
      status: 'REFUNDED',
      refunded_amount: 1_920_000,
      refunds: [{ amount: 1_920_000, status: 'PENDING', provider_refund_id: null }],
    });

    await t.flushMail();
    expect(refundsAtFake(payment.id)).toEqual([]);
    expect(await adminPaymentOf(t, paymentId)).toMatchObject({
      refunded_amount: 1_920_000,
      refunds: [
        {
          kind: 'REFUND',
          status: 'PENDING',
          attempts: 1,
          last_error: expect.stringContaining('enough balance'),
        },
      ],
    });

    // Not before its back-off; then it is made, once.
    await t.flushMail();
    expect(refundsAtFake(payment.id)).toEqual([]);
    t.clock.advance(MINUTE);
    await t.flushMail();
    const made = refundsAtFake(payment.id);
    expect(made).toMatchObject([{ amount: 1_920_000 }]);
    expect(await memberPaymentOf(t, paymentId, asha.headers)).toMatchObject({
      refunds: [{ status: 'PROCESSED', provider_refund_id: made[0]!.id }],
    });
    expect(await adminPaymentOf(t, paymentId)).toMatchObject({
      refunds: [{ status: 'PROCESSED', provider_refund_id: made[0]!.id, attempts: 2 }],
    });

    // The job run once more (a lease that ran out, a replayed row): nothing more is refunded.
    await t.app.saath.database.db.execute(
      sql`UPDATE jobs SET completed_at = NULL, run_at = ${t.clock.now()}
          WHERE kind = 'payment_refund'`,
    );
    await t.flushMail();
    expect(refundsAtFake(payment.id)).toHaveLength(1);

    // The money checks see a ledger refund that nothing pays out.
    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`DELETE FROM payment_refunds RETURNING *`,
    );
    expect(await checkMoney(ctx.database.db)).toEqual([
      expect.stringMatching(
        /^a refund in the ledger without exactly one refund through the provider/,
      ),
    ]);
    await ctx.database.db.execute(
      sql`INSERT INTO payment_refunds SELECT * FROM json_populate_record(NULL::payment_refunds, ${JSON.stringify(row)}::json)`,
    );
    expect(await checkMoney(ctx.database.db)).toEqual([]);
  });

  it('a refund whose answer was lost is asked again with the same key and made once', async () => {
    const t = ctx.t;
    const { asha, paymentId, payment } = await paidThroughRazorpay(t);
    fake.state.dropRefundAnswers = 1;
    await cancelAtDeadline(t);
    await t.flushMail();
    // Razorpay made it; we could not know.
    expect(refundsAtFake(payment.id)).toHaveLength(1);
    expect((await memberPaymentOf(t, paymentId, asha.headers)).refunds).toMatchObject([
      { status: 'PENDING' },
    ]);
    t.clock.advance(MINUTE);
    await t.flushMail();
    const made = refundsAtFake(payment.id);
    expect(made).toHaveLength(1);
    expect((await memberPaymentOf(t, paymentId, asha.headers)).refunds).toMatchObject([
      { status: 'PROCESSED', provider_refund_id: made[0]!.id },
    ]);
    const sent = fake.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toEqual(sent[1]!.body);
  });

  it('a refund given up on is a dead job, FAILED to admins and PENDING to its member, until an admin retries it', async () => {
    const t = ctx.t;
    const { asha, paymentId, payment } = await paidThroughRazorpay(t);
    const admin = await adminHeaders(t.app);
    fake.state.refuseRefunds = 1_000;
    await cancelAtDeadline(t);
    await t.flushMail();
    t.clock.advance(PAYMENT_WINDOW);
    await t.flushMail();
    const dead = (
      await t.app.inject({ url: '/api/admin/jobs?status=DEAD', headers: admin })
    ).json();
    const job = dead.items.find((j: { kind: string }) => j.kind === 'payment_refund');
    expect(job).toMatchObject({ status: 'DEAD', attempts: 2 });
    expect(await adminPaymentOf(t, paymentId)).toMatchObject({
      refunds: [{ status: 'FAILED', job_id: job.id, last_error: expect.any(String) }],
    });
    expect((await memberPaymentOf(t, paymentId, asha.headers)).refunds).toMatchObject([
      { status: 'PENDING' },
    ]);

    fake.state.refuseRefunds = 0;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/retry`,
      headers: admin,
    });
    expect(retried.statusCode).toBe(200);
    await t.flushMail();
    expect(refundsAtFake(payment.id)).toHaveLength(1);
    expect(await adminPaymentOf(t, paymentId)).toMatchObject({
      refunds: [{ status: 'PROCESSED' }],
    });
  });
});

describe('provider time-out and circuit breaker', () => {
  it('answers 502 when Razorpay takes longer than PAYMENT_PROVIDER_TIMEOUT_MS, writing nothing', async () => {
    const { group, asha } = await awaitingPaymentGroup(ctx.t);
    const t = await buildTestApp(
      ctx.database,
      { ...env, PAYMENT_PROVIDER_TIMEOUT_MS: '200' },
      { clock: ctx.t.clock },
    );
    const release = fake.holdOrders();
    try {
      const answer = await answeredWithin(
        startPayment(t, group.community_id, asha.headers),
        'a payment past its time-out',
        // 25 times the time-out set here, and well under the 10 s the adapter used to wait.
        5_000,
      );
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ detail: PROVIDER_UNAVAILABLE });
      expect(fake.state.ordersWaiting).toBe(1);
    } finally {
      release();
      await t.app.close();
    }
    expect(await count('payments')).toBe(0);
  });

  it('opens after repeated outages: 503 with Retry-After at once, Razorpay not called, jobs back off; closes once it answers', async () => {
    const t = await buildTestApp(
      ctx.database,
      {
        ...env,
        PAYMENT_PROVIDER_BREAKER_FAILURES: '2',
        // Long enough for a slow machine to cancel the group and run its refund job while the
        // circuit is still open (the pause is wall-clock time, not the test's clock).
        PAYMENT_PROVIDER_BREAKER_PAUSE_SECONDS: '4',
        METRICS_TOKEN,
      },
      { clock: ctx.t.clock },
    );
    const circuit = async () =>
      series(
        (await t.app.inject({ url: '/metrics', headers: METRICS_AUTH })).body,
        'saath_payment_provider_circuit_state',
        'provider="razorpay"',
      );
    try {
      const { group, ravi, paymentId, payment } = await paidThroughRazorpay(t);
      expect(await circuit()).toBe(0);
      fake.state.failing = true;
      for (let i = 0; i < 2; i++) {
        const down = await startPayment(t, group.community_id, ravi.headers);
        expect(down.statusCode).toBe(502);
      }
      const calls = fake.requests.length;
      const paused = await startPayment(t, group.community_id, ravi.headers);
      expect(paused.statusCode).toBe(503);
      expect(paused.json()).toEqual({ detail: PROVIDER_PAUSED });
      expect(Number(paused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await circuit()).toBe(2);
      // A refund job meanwhile fails at once and backs off; Razorpay is not called either.
      await cancelAtDeadline(t);
      await t.flushMail();
      expect(fake.requests.length).toBe(calls);
      expect(await adminPaymentOf(t, paymentId)).toMatchObject({
        refunds: [{ status: 'PENDING', last_error: PROVIDER_PAUSED }],
      });

      // Razorpay is back: once the pause is over, the job's next try (made due at once here,
      // rather than waiting for its back-off) is the trial call that closes the circuit.
      fake.state.failing = false;
      await until(async () => {
        await t.app.saath.database.db.execute(
          sql`UPDATE jobs SET run_at = ${t.clock.now()}
              WHERE kind = 'payment_refund' AND completed_at IS NULL AND dead_at IS NULL`,
        );
        await t.flushMail();
        return refundsAtFake(payment.id).length === 1;
      }, 'the refund after the pause');
      expect(await circuit()).toBe(0);
    } finally {
      await t.app.close();
    }
  });
});
