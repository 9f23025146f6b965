import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { API } from '@saath/shared/http';
import {
  ADMIN_PAYOUTS_PATH,
  ADMIN_PAYOUTS_RUN_PATH,
  ADMIN_RECONCILIATION_PATH,
  ADMIN_RECOVERIES_PATH,
  AIRLINE_BALANCE_PATH,
  NOTHING_TO_RECOVER,
  NO_TRANSFERS_TO_REVERSE,
  PAYOUT_ACCOUNT_INVALID,
  adminPayoutAccountPath,
  adminRecoverPath,
} from '@saath/shared/settlement';
import { AIRLINE_STATEMENT_CSV_PATH, AIRLINE_STATEMENT_PDF_PATH } from '@saath/shared/statements';
import { queryRows } from '../../src/db/client.ts';
import { razorpayClient } from '../../src/modules/payments/index.ts';
import { NO_LINKED_ACCOUNT, routePayouts } from '../../src/modules/settlement/index.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp, detailMsgs, type TestApp } from '../helpers/app.ts';
import { truncateAll } from '../helpers/database.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../helpers/fake-razorpay.ts';
import { airline, bid, rfqGroup } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { until } from '../helpers/processes.ts';
import { useTestDatabase } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// ADR 0056, 0062: with PAYOUT_PROVIDER=razorpay each payout is a Razorpay Route direct transfer
// to the airline company's linked account (set by an admin), with the payout's idempotency key
// in Route's idempotency header: SENT when Route took it, PAID on its signed transfer.processed
// webhook, sent again under a new key after transfer.failed. A negative balance is recovered by
// reversing the latest paid transfers. All against a local fake of Route's transfers,
// reversals and webhooks.
const ctx = useTestDatabase();
const FARE = 480_000;
const HOUR = 3600 * 1000;
const LINKED = 'acc_RouteTest00001';
type Headers = Record<string, string>;
let razorpay: FakeRazorpay;
let t: TestApp;

/** The adapter PAYOUT_PROVIDER=razorpay builds from the RAZORPAY_* keys, on the fake. */
const routeProvider = () =>
  routePayouts(
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

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  razorpay.linkedAccounts.add(LINKED);
});
afterAll(() => razorpay.close());
beforeEach(async () => {
  await truncateAll(ctx.database);
  razorpay.transfers.length = 0;
  razorpay.reversals.length = 0;
  // The members pay through Razorpay, whose webhook URL also receives Route's transfer events;
  // the payouts go through Route (the adapter PAYOUT_PROVIDER=razorpay builds from the keys).
  const route = routeProvider();

  t = await buildTestApp(
    ctx.database,
    { ...ADMIN_ENV, ...razorpay.env, BIDDING_WINDOW_SECONDS: '3600' },
    { payoutProvider: route },
  );
});
afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
  await t.app.close();
});

/** A member pays their share through Razorpay: Checkout, then its signed captured webhook. */
async function pay(headers: Headers, communityId: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/communities/${communityId}/payments`,
    headers,
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(201);
  const { payment } = razorpay.pay(started.json().checkout.order_id);
  const hook = await razorpay.deliver(t.app, razorpay.webhook('payment.captured', payment));
  expect(hook.json()).toEqual({ received: true });
}

/** A group booked on IndiGo's ₹4,800 bid, paid through Razorpay, all seven seats issued. */
async function ticketedGroup() {
  const { group, members } = await rfqGroup(t.app);
  t.clock.advance(60_000);
  const winner = await airline(t.app, 'IndiGo Test');
  expect((await bid(t.app, winner.headers, group.community_id, FARE)).statusCode).toBe(201);
  t.clock.advance(HOUR);
  await t.app.saath.lifecycle.sweep();
  for (const member of members) await pay(member.headers, group.community_id);
  await ticketGroup(t.app, winner.headers, group.community_id);
  const me = (await t.app.inject({ url: '/api/users/me', headers: winner.headers })).json();
  return { winner, members, companyId: me.company_id as string };
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
    const sent = await payoutState(admin, 'SENT');
    expect(razorpay.transfers).toEqual([
      expect.objectContaining({ recipient: LINKED, amount: 7 * FARE, currency: 'INR' }),
    ]);
    expect(sent.provider_ref).toBe(razorpay.transfers[0]!.id);
    const keys = razorpay.requests.filter((r) => r.path === '/v1/transfers');
    expect(keys).toHaveLength(2);
    // Route processes it: its signed webhook makes the payout PAID.
    const hook = razorpay.settleTransfer(sent.provider_ref, 'processed');
    expect((await razorpay.deliver(t.app, hook)).json()).toEqual({ received: true });
    expect(await payoutState(admin, 'PAID')).toMatchObject({ provider_ref: sent.provider_ref });
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

/** The airline's linked account set, its balance paid out, the transfer processed by Route. */
async function paidThroughRoute() {
  const group = await ticketedGroup();
  const admin = await adminHeaders(t.app);
  expect((await setAccount(group.companyId, admin, LINKED)).statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers: admin });
  const sent = await payoutState(admin, 'SENT');
  const hook = razorpay.settleTransfer(sent.provider_ref, 'processed');
  expect((await razorpay.deliver(t.app, hook)).statusCode).toBe(200);
  await payoutState(admin, 'PAID');
  return { ...group, admin, payoutId: sent.payout_id as string };
}

const payoutsNow = async (admin: Headers) =>
  (await t.app.inject({ url: ADMIN_PAYOUTS_PATH, headers: admin })).json().items;

describe("Route's transfer webhooks", () => {
  it('a sent transfer is paid once on transfer.processed; a replay, a forgery and an unknown transfer change nothing', async () => {
    const { companyId, winner } = await ticketedGroup();
    const admin = await adminHeaders(t.app);
    await setAccount(companyId, admin, LINKED);
    await t.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers: admin });
    const sent = await payoutState(admin, 'SENT');
    expect(sent).toMatchObject({ paid_at: null, attempts: 1, last_error: null });
    // The transfer carries the payout's key in its notes: that is how its webhook finds it.
    expect(razorpay.transfers[0]!.notes).toEqual({ saath_transfer_key: sent.payout_id });
    const hook = razorpay.settleTransfer(sent.provider_ref, 'processed');

    // A body signed with another secret: refused, nothing changed.
    const forged = {
      ...hook,
      headers: { ...hook.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    };
    const refused = await razorpay.deliver(t.app, forged);
    expect(refused.statusCode).toBe(400);
    expect((await payoutsNow(admin))[0]).toMatchObject({ state: 'SENT' });

    expect((await razorpay.deliver(t.app, hook)).json()).toEqual({ received: true });
    const paid = (await payoutsNow(admin))[0];
    expect(paid).toMatchObject({ state: 'PAID', provider_ref: sent.provider_ref });
    // Razorpay delivers again (its retry): acknowledged, nothing changes twice.
    const again = await razorpay.deliver(t.app, hook);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: false });
    expect((await payoutsNow(admin))[0]).toEqual(paid);

    // A transfer none of ours is waiting on (another environment's): 200, ignored.
    const stranger = razorpay.transferWebhook('transfer.processed', {
      ...razorpay.transfers[0]!,
      id: 'trf_Unknown0000001',
      notes: { saath_transfer_key: '00000000-0000-4000-8000-000000000000' },
    });
    const unknown = await razorpay.deliver(t.app, stranger);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: false });
    const noNotes = razorpay.transferWebhook('transfer.failed', {
      ...razorpay.transfers[0]!,
      notes: {},
    });
    expect((await razorpay.deliver(t.app, noNotes)).json()).toEqual({ received: false });
    expect((await payoutsNow(admin))[0]).toEqual(paid);
    expect(
      (await t.app.inject({ url: AIRLINE_BALANCE_PATH, headers: winner.headers })).json(),
    ).toMatchObject({ balance: 0, paid_total: 7 * FARE });
  });

  it('a processed transfer of another sum than the payout is not marked paid, and says why', async () => {
    const { companyId } = await ticketedGroup();
    const admin = await adminHeaders(t.app);
    await setAccount(companyId, admin, LINKED);
    await t.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers: admin });
    const sent = await payoutState(admin, 'SENT');
    const transfer = razorpay.transfers.find((tr) => tr.id === sent.provider_ref)!;
    for (const amount of [transfer.amount - 100, undefined]) {
      const short = razorpay.transferWebhook('transfer.processed', {
        ...transfer,
        status: 'processed',
        amount: amount as number,
      });
      const answer = await razorpay.deliver(t.app, short);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: false });
      expect((await payoutsNow(admin))[0]).toMatchObject({
        state: 'SENT',
        paid_at: null,
        last_error: expect.stringContaining('not marked paid'),
      });
    }
    expect((await payoutsNow(admin))[0].last_error).toContain('no amount');
    // Route's own event for the full sum pays it and clears the reason.
    const hook = razorpay.settleTransfer(sent.provider_ref, 'processed');
    expect((await razorpay.deliver(t.app, hook)).json()).toEqual({ received: true });
    expect(await payoutState(admin, 'PAID')).toMatchObject({ last_error: null });
  });

  it('a failed transfer is sent again under a new key and the airline is paid once', async () => {
    const { companyId } = await ticketedGroup();
    const admin = await adminHeaders(t.app);
    await setAccount(companyId, admin, LINKED);
    await t.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers: admin });
    const first = await payoutState(admin, 'SENT');
    const failed = razorpay.settleTransfer(first.provider_ref, 'failed');
    expect((await razorpay.deliver(t.app, failed)).json()).toEqual({ received: true });
    const retrying = (await payoutsNow(admin))[0];
    expect(retrying).toMatchObject({
      state: 'FAILED',
      last_error: expect.stringContaining('bank rejected the transfer'),
    });
    // The same failure delivered again changes nothing (the payout has moved to a new key).
    expect((await razorpay.deliver(t.app, failed)).json()).toEqual({ received: false });
    expect((await payoutsNow(admin))[0]).toEqual(retrying);

    // The job sends it again: a new transfer, under the payout's next key.
    const second = await payoutState(admin, 'SENT');
    expect(second.provider_ref).not.toBe(first.provider_ref);
    expect(razorpay.transfers.map((x) => x.notes.saath_transfer_key)).toEqual([
      first.payout_id,
      `${first.payout_id}-1`,
    ]);
    const processed = razorpay.settleTransfer(second.provider_ref, 'processed');
    expect((await razorpay.deliver(t.app, processed)).json()).toEqual({ received: true });
    await payoutState(admin, 'PAID');
    // A late repeat of the first transfer's failure cannot undo the payment.
    expect((await razorpay.deliver(t.app, failed)).json()).toEqual({ received: false });
    const done = razorpay.transfers.filter((x) => x.status === 'processed');
    expect(done.map((x) => x.amount)).toEqual([7 * FARE]);
    expect(await payoutsNow(admin)).toEqual([expect.objectContaining({ state: 'PAID' })]);
  });
});

/** A member cancels one of their issued seats (no refund): its fare is reversed. */
async function cancelOneSeat(headers: Headers) {
  const tickets = (await t.app.inject({ url: API.tickets, headers })).json();
  const issued = tickets.find((x: { status: string }) => x.status === 'ISSUED');
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: `/api/tickets/${issued.ticket_id}/cancel`,
    headers,
    payload: { reason: 'OTHER' },
  });
  expect(cancelled.statusCode).toBe(200);
}

describe('recovering a negative balance through Route', () => {
  /** One of the seats paid out is cancelled by its member: the airline owes its fare back. */
  async function owingAirline() {
    const paid = await paidThroughRoute();
    await cancelOneSeat(paid.members[0]!.headers);
    const balance = await t.app.inject({ url: AIRLINE_BALANCE_PATH, headers: paid.winner.headers });
    expect(balance.json()).toMatchObject({ balance: -FARE });
    return paid;
  }

  const recover = (companyId: string, headers: Headers) =>
    t.app.inject({ method: 'POST', url: adminRecoverPath(companyId), headers });

  it('reverses the owed fare from the latest transfer, books it, and brings the balance to zero', async () => {
    const { companyId, winner, admin, payoutId } = await owingAirline();
    const made = await recover(companyId, admin);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().items).toEqual([
      expect.objectContaining({
        company_id: companyId,
        payout_id: payoutId,
        transfer_id: razorpay.transfers[0]!.id,
        amount: FARE,
        state: 'PENDING',
      }),
    ]);
    // The ledger has it at once: the balance is back at zero.
    const balance = (
      await t.app.inject({ url: AIRLINE_BALANCE_PATH, headers: winner.headers })
    ).json();
    expect(balance).toMatchObject({
      balance: 0,
      paid_total: 7 * FARE,
      reversed_total: FARE,
      recovered_total: FARE,
    });
    expect(balance.recent[0]).toMatchObject({ kind: 'RECOVERED', amount: FARE });
    // The job asks Route for the reversal, once, with the recovery's key in its notes.
    await t.flushMail();
    const done = await until(async () => {
      const [r] = (await t.app.inject({ url: ADMIN_RECOVERIES_PATH, headers: admin })).json().items;
      return r?.state === 'DONE' ? r : undefined;
    }, 'the reversal made');
    expect(razorpay.reversals).toEqual([
      expect.objectContaining({
        id: done.provider_ref,
        transfer_id: razorpay.transfers[0]!.id,
        amount: FARE,
        notes: { saath_recovery_key: done.recovery_id },
      }),
    ]);
    expect(razorpay.transfers[0]).toMatchObject({
      status: 'partially_reversed',
      amount_reversed: FARE,
    });
    const audit = (await t.app.inject({ url: '/api/admin/audit-log', headers: admin })).json();
    expect(audit.items[0]).toMatchObject({
      action: 'PAYOUT_RECOVERED',
      details: { company_id: companyId, payout_id: payoutId, amount: FARE },
    });
    // The statement shows it, the balance after it at zero.
    const csv = (await t.app.inject({ url: AIRLINE_STATEMENT_CSV_PATH, headers: winner.headers }))
      .body;
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows.find((r) => r.includes('Recovered from a payout'))).toMatch(
      new RegExp(`,${payoutId},${(FARE / 100).toFixed(2)},0\\.00$`),
    );
    expect(rows.at(-1)).toMatch(/Closing balance,.*,0\.00$/);
    const pdf = await t.app.inject({ url: AIRLINE_STATEMENT_PDF_PATH, headers: winner.headers });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    // The recovery's row and the month's total of it (narrow columns wrap their words).
    expect(text).toContain('Reversed from payout');
    expect(text.match(/Recovered from/g)).toHaveLength(2);
    const report = (await t.app.inject({ url: ADMIN_RECONCILIATION_PATH, headers: admin })).json();
    expect(report.clean).toBe(true);
    expect(report.airlines).toEqual([
      expect.objectContaining({ company_id: companyId, balance: 0, recovered_total: FARE }),
    ]);
    // A RECOVERED row booked by hand, with no recovery behind it, is named by the report.
    const [stray] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`INSERT INTO airline_ledger (company_id, recovery_id, kind, amount_paise, created_at)
          VALUES (${companyId}::uuid, gen_random_uuid(), 'RECOVERED', 100, now()) RETURNING id`,
    );
    const tampered = (
      await t.app.inject({ url: ADMIN_RECONCILIATION_PATH, headers: admin })
    ).json();
    expect(tampered.differences).toEqual([
      expect.objectContaining({
        subject: 'RECOVERY',
        expected: 0,
        actual: 100,
        rows: expect.arrayContaining([`airline_ledger ${stray!.id}`]),
      }),
    ]);
    // Undo it (by hand, past the trigger) so the file's invariants hold again.
    await ctx.database.db.execute(
      sql`ALTER TABLE airline_ledger DISABLE TRIGGER airline_ledger_append_only`,
    );
    await ctx.database.db.execute(sql`DELETE FROM airline_ledger WHERE id = ${stray!.id}`);
    await ctx.database.db.execute(
      sql`ALTER TABLE airline_ledger ENABLE TRIGGER airline_ledger_append_only`,
    );
    // Nothing is owed any more: a second recovery is refused.
    const twice = await recover(companyId, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(NOTHING_TO_RECOVER);
  });

  it('two admins recovering at once reverse once', async () => {
    const { companyId, admin } = await owingAirline();
    const answers = await Promise.all([recover(companyId, admin), recover(companyId, admin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await t.flushMail();
    await until(async () => razorpay.reversals.length === 1 || undefined, 'the one reversal made');
    const list = (await t.app.inject({ url: ADMIN_RECOVERIES_PATH, headers: admin })).json();
    expect(list.items).toHaveLength(1);
  });

  it('a reversal whose answer was lost is found by its key, not made twice', async () => {
    const { companyId, admin } = await owingAirline();
    razorpay.state.dropReversalAnswers = 1;
    expect((await recover(companyId, admin)).statusCode).toBe(200);
    await t.flushMail();
    await until(async () => {
      const [r] = (await t.app.inject({ url: ADMIN_RECOVERIES_PATH, headers: admin })).json().items;
      return r?.state === 'FAILED' || undefined;
    }, 'the lost answer recorded');
    t.clock.advance(61_000);
    await t.flushMail();
    const done = await until(async () => {
      const [r] = (await t.app.inject({ url: ADMIN_RECOVERIES_PATH, headers: admin })).json().items;
      return r?.state === 'DONE' ? r : undefined;
    }, 'the reversal found');
    expect(razorpay.reversals).toHaveLength(1);
    expect(done.provider_ref).toBe(razorpay.reversals[0]!.id);
  });

  it('refuses what cannot be recovered: no debt, more than was transferred, the sandbox, non-admins', async () => {
    const { companyId, admin, winner } = await paidThroughRoute();
    const none = await recover(companyId, admin);
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe(NOTHING_TO_RECOVER);
    expect((await recover(companyId, winner.headers)).statusCode).toBe(403);
    expect((await recover(companyId, {})).statusCode).toBe(401);
    expect((await recover('not-a-uuid', admin)).statusCode).toBe(422);
    expect((await recover('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    // Route refuses to reverse more than is left of a transfer, as Razorpay does.
    const transfer = razorpay.transfers[0]!;
    const route = routeProvider();

    await expect(
      route.reverse!({
        transferId: transfer.id,
        amount: transfer.amount + 1,
        idempotencyKey: 'over-recovery',
      }),
    ).rejects.toMatchObject({ why: expect.stringMatching(/greater than the transfer amount/) });
    expect(razorpay.reversals).toEqual([]);
  });

  it('with the sandbox as payout provider there is no transfer to reverse: 409', async () => {
    // The same database served by a deployment paying through the sandbox (paid at once).
    const sandbox = await buildTestApp(ctx.database, ADMIN_ENV, { clock: t.clock });
    try {
      const { companyId, members } = await ticketedGroup();
      const admin = await adminHeaders(sandbox.app);
      await sandbox.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers: admin });
      await sandbox.flushMail();
      await until(async () => {
        const [p] = (await sandbox.app.inject({ url: ADMIN_PAYOUTS_PATH, headers: admin })).json()
          .items;
        return p?.state === 'PAID' || undefined;
      }, 'the sandbox payout paid');
      await cancelOneSeat(members[0]!.headers);
      const refused = await sandbox.app.inject({
        method: 'POST',
        url: adminRecoverPath(companyId),
        headers: admin,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(NO_TRANSFERS_TO_REVERSE);
    } finally {
      await sandbox.app.close();
    }
  });
});
