import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PAYOUTS_PATH,
  ADMIN_PAYOUTS_RUN_PATH,
  AIRLINE_BALANCE_PATH,
  PAYOUT_ACCOUNT_INVALID,
  adminPayoutAccountPath,
} from '@saath/shared/settlement';
import { razorpayClient } from '../../src/modules/payments/index.ts';
import { NO_LINKED_ACCOUNT, routePayouts } from '../../src/modules/settlement/index.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp, detailMsgs, type TestApp } from '../helpers/app.ts';
import { truncateAll } from '../helpers/database.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../helpers/fake-razorpay.ts';
import { airline, bid, pay, rfqGroup } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { until } from '../helpers/processes.ts';
import { useTestDatabase } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// ADR 0056: with PAYOUT_PROVIDER=razorpay each payout is a Razorpay Route direct transfer to
// the airline company's linked account (set by an admin), with the payout's idempotency key in
// Route's idempotency header, against a local fake of Route's transfers endpoint.
const ctx = useTestDatabase();
const FARE = 480_000;
const HOUR = 3600 * 1000;
const LINKED = 'acc_RouteTest00001';
type Headers = Record<string, string>;
let razorpay: FakeRazorpay;
let t: TestApp;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  razorpay.linkedAccounts.add(LINKED);
});
afterAll(() => razorpay.close());
beforeEach(async () => {
  await truncateAll(ctx.database);
  razorpay.transfers.length = 0;
  // The members pay in the sandbox; the payouts go through Route (the adapter
  // PAYOUT_PROVIDER=razorpay builds from the RAZORPAY_* keys).
  const route = routePayouts(
    razorpayClient(
      {
        keyId: razorpay.env.RAZORPAY_KEY_ID,
        keySecret: razorpay.env.RAZORPAY_KEY_SECRET,
        webhookSecret: razorpay.env.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: razorpay.url,
      },
      2000,
      undefined,
      undefined,
    ),
  );
  t = await buildTestApp(
    ctx.database,
    { ...ADMIN_ENV, BIDDING_WINDOW_SECONDS: '3600' },
    { payoutProvider: route },
  );
});
afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
  await t.app.close();
});

/** A group booked on IndiGo's ₹4,800 bid, paid through Razorpay, all seven seats issued. */
async function ticketedGroup() {
  const { group, members } = await rfqGroup(t.app);
  t.clock.advance(60_000);
  const winner = await airline(t.app, 'IndiGo Test');
  expect((await bid(t.app, winner.headers, group.community_id, FARE)).statusCode).toBe(201);
  t.clock.advance(HOUR);
  await t.app.saath.lifecycle.sweep();
  for (const member of members) await pay(t.app, member.headers, group.community_id);
  await ticketGroup(t.app, winner.headers, group.community_id);
  const me = (await t.app.inject({ url: '/api/users/me', headers: winner.headers })).json();
  return { winner, companyId: me.company_id as string };
}

const setAccount = (companyId: string, headers: Headers, account: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: adminPayoutAccountPath(companyId),
    headers,
    payload: { account },
  });

async function payoutState(admin: Headers, state: string) {
  await t.flushMail();
  return until(async () => {
    const [p] = (await t.app.inject({ url: ADMIN_PAYOUTS_PATH, headers: admin })).json().items;
    return p?.state === state ? p : undefined;
  }, `the payout ${state}`);
}

describe('payouts through Razorpay Route', () => {
  it("transfers the balance to the airline's linked account once, even when an answer is lost", async () => {
    const { winner, companyId } = await ticketedGroup();
    const admin = await adminHeaders(t.app);
    const set = await setAccount(companyId, admin, LINKED);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      company_id: companyId,
      company_name: 'IndiGo Test',
      payout_account: LINKED,
    });
    const audit = (await t.app.inject({ url: '/api/admin/audit-log', headers: admin })).json();
    expect(audit.items[0]).toMatchObject({
      action: 'PAYOUT_ACCOUNT_SET',
      details: { company_id: companyId, payout_account: LINKED },
    });

    // Route makes the transfer but its answer is lost: the job retries with the same key and
    // gets the same transfer back; the airline is paid once.
    razorpay.state.dropTransferAnswers = 1;
    const run = await t.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers: admin });
    expect(run.json().items).toEqual([
      expect.objectContaining({ amount: 7 * FARE, provider: 'razorpay', state: 'PENDING' }),
    ]);
    expect(await payoutState(admin, 'FAILED')).toMatchObject({ attempts: 1 });
    t.clock.advance(61_000);
    const paid = await payoutState(admin, 'PAID');
    expect(razorpay.transfers).toEqual([
      expect.objectContaining({ recipient: LINKED, amount: 7 * FARE, currency: 'INR' }),
    ]);
    expect(paid.provider_ref).toBe(razorpay.transfers[0]!.id);
    const keys = razorpay.requests.filter((r) => r.path === '/v1/transfers');
    expect(keys).toHaveLength(2);
    expect(
      (await t.app.inject({ url: AIRLINE_BALANCE_PATH, headers: winner.headers })).json(),
    ).toMatchObject({ balance: 0, paid_total: 7 * FARE });
  });

  it('waits for a linked account: the payout fails with the reason until an admin sets it', async () => {
    const { companyId } = await ticketedGroup();
    const admin = await adminHeaders(t.app);
    await t.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers: admin });
    expect(await payoutState(admin, 'FAILED')).toMatchObject({ last_error: NO_LINKED_ACCOUNT });
    expect(razorpay.transfers).toEqual([]);
    // A payout keeps the account it was made with (none): setting one now is for the next.
    expect((await setAccount(companyId, admin, LINKED)).statusCode).toBe(200);
  });

  it('takes only a linked account id, from admins only, for a company that exists', async () => {
    const { winner, companyId } = await ticketedGroup();
    const admin = await adminHeaders(t.app);
    for (const account of ['acc_short', 'xyz_RouteTest00001', 'acc_RouteTest0000\u0000', 7, null])
      expect(detailMsgs(await setAccount(companyId, admin, account))).toEqual([
        PAYOUT_ACCOUNT_INVALID,
      ]);
    expect((await setAccount(companyId, winner.headers, LINKED)).statusCode).toBe(403);
    expect((await setAccount(companyId, {}, LINKED)).statusCode).toBe(401);
    const missing = await setAccount('00000000-0000-4000-8000-000000000000', admin, LINKED);
    expect(missing.statusCode).toBe(404);
    expect((await setAccount('not-a-uuid', admin, LINKED)).statusCode).toBe(422);
  });
});
