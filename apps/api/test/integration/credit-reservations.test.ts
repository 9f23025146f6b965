import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  sandboxSecret,
} from '../../src/modules/payments/payments.provider.ts';
import { accountOf } from '../../src/modules/credits/index.ts';
import { asWork } from '../../src/platform/work.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { airline, bid, createGroup, joinRequest, traveller } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { holdInTransaction, someoneWaitsForALock, unlessItWaits } from '../helpers/lock-waits.ts';
import { useTestApp } from '../helpers/suite.ts';

// ADR 0030: credit and fee waivers applied to a payment are reserved while it is open, so the
// same ₹10 or waiver is never spent twice and no balance goes below zero.
const ctx = useTestApp(ADMIN_ENV);
const HOUR = 3600 * 1000;
const BIDDING_WINDOW = 48 * HOUR;
const PAYMENT_WINDOW = 24 * HOUR;

// Asha is member 2,501 (she pays the ticketing fee): 4 tickets at ₹4,000, ₹250 fee + ₹45 GST each.
const FULL = 4 * (400_000 + 25_000 + 4_500);
const WAIVED = FULL - 25_000 - 4_500; // her one waiver covers one ticket's fee and its GST
const WAIVED_AND_CREDITED = WAIVED - 1_000; // and her ₹10 of credit comes off
const CREDITED = FULL - 1_000;

// Whatever a scenario did: money accounted for, and no credit or waiver balance below zero.
afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  ctx.t.app.inject({ method: 'POST', url, headers, payload });
const startPayment = (id: string, headers: Record<string, string>, applyCredits: boolean) =>
  post(`/api/communities/${id}/payments`, headers, { apply_credits: applyCredits });
const checkout = (paymentId: string, headers: Record<string, string>, card = '4111111111111111') =>
  post(`/api/payments/${paymentId}/sandbox-checkout`, headers, { card_number: card });
const creditsOf = async (headers: Record<string, string>) =>
  (await ctx.t.app.inject({ url: API.myCredits, headers })).json();
/** The ledger's own sums, as the database holds them. */
const ledgerSums = async (userId: string) =>
  (
    await queryRows<{ credit: number; waivers: number }>(
      ctx.database.db,
      sql`SELECT coalesce(sum(amount_paise), 0)::int AS credit,
            coalesce(sum(waivers), 0)::int AS waivers
          FROM credit_ledger WHERE user_id = ${userId}`,
    )
  )[0]!;

/**
 * Asha, holding ₹10 and one waiver from a group that failed to form, is a member of two groups
 * awaiting payment. With `staggerHours`, the second group's payment window opens (and closes)
 * that much later than the first's.
 */
async function twoGroupsAwaitingPayment(staggerHours = 0) {
  const { app, clock } = ctx.t;
  await ctx.database.db.execute(
    sql`SELECT setval(pg_get_serial_sequence('users', 'member_number'), 2500)`,
  );
  const asha = await traveller(app, 'Asha');
  await createGroup(app, asha.headers, { to_location: 'GOI' }, 1);
  clock.advance(24 * HOUR);
  await app.saath.lifecycle.sweep(); // the lonely group is disabled: ₹10 and a waiver
  expect(await creditsOf(asha.headers)).toMatchObject({ credit_balance: 1_000, fee_waivers: 1 });
  const ravi = await traveller(app, 'Ravi');
  const meera = await traveller(app, 'Meera');
  const first = await createGroup(app, asha.headers, { travel_date: '2026-12-12' }, 4);
  await joinRequest(app, ravi.headers, first.community_id, 3);
  clock.advance(staggerHours * HOUR);
  const second = await createGroup(
    app,
    asha.headers,
    { to_location: 'BLR', travel_date: '2026-12-14' },
    4,
  );
  await joinRequest(app, meera.headers, second.community_id, 3);
  clock.advance(60_000);
  const carrier = await airline(app);
  await bid(app, carrier.headers, first.community_id, 400_000);
  await bid(app, carrier.headers, second.community_id, 400_000);
  clock.advance(BIDDING_WINDOW - staggerHours * HOUR);
  await app.saath.lifecycle.sweep();
  if (staggerHours > 0) {
    clock.advance(staggerHours * HOUR);
    await app.saath.lifecycle.sweep();
  }
  const idOf = async (headers: Record<string, string>) =>
    (await app.inject({ url: API.me, headers })).json().id as string;
  return {
    asha: { ...asha, userId: await idOf(asha.headers) },
    ravi: { ...ravi, userId: await idOf(ravi.headers) },
    first: first.community_id as string,
    second: second.community_id as string,
  };
}

describe('credit and fee waivers applied to a payment (ADR 0030)', () => {
  it('reserves them for the first payment: the second is charged in full, and paying both never takes a balance below zero', async () => {
    const { asha, first, second } = await twoGroupsAwaitingPayment();
    const one = await startPayment(first, asha.headers, true);
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().amount).toBe(WAIVED_AND_CREDITED);
    // Reserved, so no longer available to anything else.
    expect(await creditsOf(asha.headers)).toMatchObject({
      credit_balance: 0,
      fee_waivers: 0,
      credit_reserved: 1_000,
      fee_waivers_reserved: 1,
    });
    const two = await startPayment(second, asha.headers, true);
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json().amount).toBe(FULL);

    expect((await checkout(one.json().payment_id, asha.headers)).json().status).toBe('PAID');
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
    expect((await checkout(two.json().payment_id, asha.headers)).json().status).toBe('PAID');
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
    expect(await creditsOf(asha.headers)).toMatchObject({
      credit_balance: 0,
      fee_waivers: 0,
      credit_reserved: 0,
      fee_waivers_reserved: 0,
    });
  });

  it('gives them to only one of two payments created at the same moment', async () => {
    const { asha, first, second } = await twoGroupsAwaitingPayment();
    const started = await Promise.all([
      startPayment(first, asha.headers, true),
      startPayment(second, asha.headers, true),
    ]);
    expect(started.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(started.map((r) => r.json().amount).sort((a, b) => a - b)).toEqual([
      WAIVED_AND_CREDITED,
      FULL,
    ]);
    await Promise.all(started.map((r) => checkout(r.json().payment_id, asha.headers)));
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
  });

  it('makes them available again when the card is declined', async () => {
    const { asha, first, second } = await twoGroupsAwaitingPayment();
    const one = (await startPayment(first, asha.headers, true)).json();
    expect((await startPayment(second, asha.headers, true)).json().amount).toBe(FULL);
    const declined = await checkout(one.payment_id, asha.headers, '4000 0000 0000 0002');
    expect(declined.json().status).toBe('FAILED');
    expect(await creditsOf(asha.headers)).toMatchObject({
      credit_balance: 1_000,
      fee_waivers: 1,
      credit_reserved: 0,
    });
    // The second group's open payment is replaced by one that applies them.
    const two = (await startPayment(second, asha.headers, true)).json();
    expect(two.amount).toBe(WAIVED_AND_CREDITED);
    expect((await checkout(two.payment_id, asha.headers)).json().status).toBe('PAID');
    // Used now: the first group's new payment is charged in full.
    expect((await startPayment(first, asha.headers, true)).json().amount).toBe(FULL);
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
  });

  it('makes the credit available again when the payment is replaced without it', async () => {
    const { asha, first, second } = await twoGroupsAwaitingPayment();
    expect((await startPayment(first, asha.headers, true)).json().amount).toBe(WAIVED_AND_CREDITED);
    // Asha changes her mind: the new payment keeps the waiver (always applied), not the credit.
    const replaced = (await startPayment(first, asha.headers, false)).json();
    expect(replaced.amount).toBe(WAIVED);
    expect(await creditsOf(asha.headers)).toMatchObject({
      credit_balance: 1_000,
      fee_waivers: 0,
      credit_reserved: 0,
      fee_waivers_reserved: 1,
    });
    const two = (await startPayment(second, asha.headers, true)).json();
    expect(two.amount).toBe(CREDITED);
    await checkout(replaced.payment_id, asha.headers);
    await checkout(two.payment_id, asha.headers);
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
  });

  it('makes them available again when the payment window closes', async () => {
    const { asha, first, second } = await twoGroupsAwaitingPayment(12);
    // The first group's window closes 12 hours before the second's.
    expect((await startPayment(first, asha.headers, true)).json().amount).toBe(WAIVED_AND_CREDITED);
    expect((await startPayment(second, asha.headers, true)).json().amount).toBe(FULL);
    ctx.t.clock.advance(PAYMENT_WINDOW - 12 * HOUR);
    // At the deadline, before the sweeper has even run, the reservation is gone.
    expect(await creditsOf(asha.headers)).toMatchObject({
      credit_balance: 1_000,
      fee_waivers: 1,
      credit_reserved: 0,
      fee_waivers_reserved: 0,
    });
    const two = (await startPayment(second, asha.headers, true)).json();
    expect(two.amount).toBe(WAIVED_AND_CREDITED);
    await ctx.t.app.saath.lifecycle.sweep(); // the first group closes unpaid
    expect((await checkout(two.payment_id, asha.headers)).json().status).toBe('PAID');
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
  });

  it('takes a replaced order paid after its credit went elsewhere without a negative balance, and shows admins the shortfall', async () => {
    const { asha, first, second } = await twoGroupsAwaitingPayment();
    const stale = (await startPayment(first, asha.headers, true)).json();
    const replacement = (await startPayment(first, asha.headers, false)).json();
    const two = (await startPayment(second, asha.headers, true)).json();
    expect(two.amount).toBe(CREDITED); // the credit, released by the replacement, went here
    // The stale order is paid all the same (the checkout was still open in another tab).
    const [order] = await queryRows<{ provider_order_id: string }>(
      ctx.database.db,
      sql`SELECT provider_order_id FROM payments WHERE id = ${stale.payment_id}`,
    );
    const sandbox = createSandboxProvider(
      sandboxSecret(undefined, ctx.t.app.saath.config.jwtSecret),
    );
    const body = sandboxEvent('payment.captured', {
      orderId: order!.provider_order_id,
      amount: WAIVED_AND_CREDITED,
    });
    const delivered = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(body),
      },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);
    const got = (id: string) =>
      ctx.t.app.inject({ url: `/api/payments/${id}`, headers: asha.headers }).then((r) => r.json());
    // The member keeps the seat at the price quoted; the open replacement is closed.
    expect(await got(stale.payment_id)).toMatchObject({
      status: 'PAID',
      amount: WAIVED_AND_CREDITED,
    });
    expect(await got(replacement.payment_id)).toMatchObject({ status: 'FAILED' });
    // The waiver was still hers and is used; the ₹10 is reserved by the second group's payment.
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 1_000, waivers: 0 });
    expect((await checkout(two.payment_id, asha.headers)).json().status).toBe('PAID');
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
    const admin = await adminHeaders(ctx.t.app);
    const listed = (await ctx.t.app.inject({ url: API.adminPayments, headers: admin })).json();
    const byId = new Map(
      listed.items.map((p: { payment_id: string }) => [p.payment_id, p] as const),
    );
    expect(byId.get(stale.payment_id)).toMatchObject({
      credit_shortfall: { credits: 1_000, waivers: 0 },
    });
    expect(byId.get(two.payment_id)).toMatchObject({
      credit_shortfall: { credits: 0, waivers: 0 },
    });
  });

  it('is enforced by the ledger itself: an entry that would take a balance below zero is refused', async () => {
    const { asha } = await twoGroupsAwaitingPayment();
    const insert = (credit: number, waivers: number) =>
      ctx.database.db.execute(
        sql`INSERT INTO credit_ledger (user_id, amount_paise, waivers, reason, created_at)
            VALUES (${asha.userId}, ${credit}, ${waivers}, 'PAYMENT_CREDITS_USED', now())`,
      );
    await expect(insert(-1_001, 0)).rejects.toThrow();
    await expect(insert(0, -2)).rejects.toThrow();
    // What is held can be used, to the last paisa.
    await insert(-1_000, -1);
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
    await expect(
      ctx.database.db.execute(sql`UPDATE credit_ledger SET amount_paise = -5000
        WHERE user_id = ${asha.userId} AND amount_paise > 0`),
    ).rejects.toThrow();
    expect(await ledgerSums(asha.userId)).toEqual({ credit: 0, waivers: 0 });
  });
});

// A payment's transaction holds the member's credit (their user row) only when their share could
// use some: a member with none to use does not queue behind their own payment elsewhere, nor
// behind anything else that holds it. Only a PostgreSQL server runs two transactions at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)("holding a member's credit for a payment", () => {
  /** Holds the member's credit, as a payment of theirs in another group does, until released. */
  const holdCredit = (userId: string) =>
    holdInTransaction(ctx.database.db, (tx) =>
      accountOf(asWork(tx), userId, ctx.t.clock.now(), {
        exceptCommunityId: crypto.randomUUID(),
        lock: true,
      }),
    );

  it('starts the payment of a member with no credit or waivers at once', async () => {
    const { ravi, first } = await twoGroupsAwaitingPayment();
    const hold = await holdCredit(ravi.userId);
    try {
      const started = startPayment(first, ravi.headers, true).then((r) => [
        r.statusCode,
        r.json().amount,
      ]);
      // Ravi is member 2,502: 3 tickets with the fee, nothing off.
      expect(await unlessItWaits(started, 'the credit')).toEqual([201, (3 * FULL) / 4]);
    } finally {
      await hold.release();
    }
  });

  it('waits for the credit another transaction holds when the share would use some', async () => {
    const { asha, first } = await twoGroupsAwaitingPayment();
    const hold = await holdCredit(asha.userId);
    const started = startPayment(first, asha.headers, true);
    await someoneWaitsForALock(ctx.database.db, 'the payment to wait for the credit');
    await hold.release();
    const answer = await started;
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().amount).toBe(WAIVED_AND_CREDITED);
  });
});
