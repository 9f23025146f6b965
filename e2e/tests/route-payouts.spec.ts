import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwright, test, type APIRequestContext } from '@playwright/test';
import { startFakeRazorpay, type FakeRazorpay } from '../../apps/api/test/helpers/fake-razorpay.ts';
import { openAdminConsole } from '../support/admin.ts';
import { shoot } from '../support/screenshots.ts';
import {
  ADMIN,
  expectAccessible,
  logInViaForm,
  registerAirlineViaApi,
  rfqGroupViaApi,
  ticketGroupViaApi,
  tokenViaApi,
} from '../support/helpers.ts';

// ADR 0062: with PAYOUT_PROVIDER=razorpay a payout is a Route transfer, "Sent, awaiting the
// bank" until Route's signed transfer.processed webhook; a seat cancelled after its payout is
// recovered from the airline by an admin's "Recover ₹x through Razorpay". The suite's server
// pays through the sandbox, so this journey runs its own server (the same production bundle)
// against a local fake of Razorpay: payments, Route transfers, reversals and webhooks.

const LINKED = 'acc_RouteE2E000001';
const FARE = 410_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let fake: FakeRazorpay;
let server: ChildProcess;
let api: APIRequestContext;
let URL = '';

/** A port nothing listens on now (the OS picks it), so parallel checkouts never collide. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  const PORT = await freePort();
  URL = `http://127.0.0.1:${PORT}`;
  fake = await startFakeRazorpay();
  fake.linkedAccounts.add(LINKED);
  server = spawn(process.execPath, ['../apps/api/dist/server.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...fake.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-e2e-route-')),
      PUBLIC_URL: URL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYOUT_PROVIDER: 'razorpay',
      MAIL_POLL_INTERVAL_SECONDS: '1',
    },
  });
  api = await playwright.newContext({ baseURL: URL });
  await expect(async () => {
    expect((await api.get('/api/health')).status()).toBe(200);
  }).toPass({ timeout: 60_000, intervals: [500] });
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill();
  await fake?.close();
});

/** Each member pays through Razorpay: Checkout (the fake), then its signed captured webhook. */
async function payThroughRazorpay(
  communityId: string,
  members: ReadonlyArray<{ email: string; password: string }>,
) {
  for (const member of members) {
    const headers = bearer(await tokenViaApi(api, member));
    const created = await api.post(`/api/communities/${communityId}/payments`, {
      headers,
      data: {},
    });
    expect(created.status(), await created.text()).toBe(201);
    const { payment } = fake.pay((await created.json()).checkout.order_id);
    expect(await fake.post(URL, fake.webhook('payment.captured', payment))).toBe(200);
  }
}

/** A group won by the airline at FARE a seat, paid and all seven seats issued. */
async function ticketedGroup(airline: { email: string; password: string }) {
  const { group, travellers } = await rfqGroupViaApi(api);
  const bid = await api.post(`/api/quotes/${group.community_id}`, {
    headers: bearer(await tokenViaApi(api, airline)),
    data: {
      price_per_ticket: FARE,
      flight_number: 'RT 101',
      departure_time: '09:30',
      arrival_time: '11:45',
    },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const selected = await api.post(`/api/quotes/${(await bid.json()).quote_id}/select`, {
    headers: bearer(await tokenViaApi(api, ADMIN)),
  });
  expect(selected.status(), await selected.text()).toBe(200);
  await payThroughRazorpay(group.community_id, travellers);
  await ticketGroupViaApi(api, airline, group.community_id);
  return { communityId: group.community_id as string, travellers };
}

/** The admin runs the payouts; resolves with the newest payout once Route took its transfer. */
async function runPayoutsUntilSent(admin: Record<string, string>) {
  expect((await api.post('/api/admin/payouts/run', { headers: admin })).status()).toBe(200);
  let payout: { payout_id: string; state: string; provider_ref: string } | undefined;
  await expect(async () => {
    [payout] = (await (await api.get('/api/admin/payouts', { headers: admin })).json()).items;
    expect(payout?.state).toBe('SENT');
  }).toPass({ timeout: 30_000, intervals: [500] });
  return payout!;
}

test('a Route payout awaits the bank; an admin recovers a refunded fare through Razorpay @journey-screenshots', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const airline = await registerAirlineViaApi(api, 'Route Air');
  const admin = bearer(await tokenViaApi(api, ADMIN));
  const first = await ticketedGroup(airline);
  const report = (await (
    await api.get('/api/admin/reconciliation', { headers: admin })
  ).json()) as {
    airlines: Array<{ company_id: string; name: string }>;
  };
  const companyId = report.airlines.find((a) => a.name === airline.companyName)!.company_id;
  const account = await api.put(`/api/admin/airlines/${companyId}/payout-account`, {
    headers: admin,
    data: { account: LINKED },
  });
  expect(account.status(), await account.text()).toBe(200);

  // The first payout is transferred and Route processes it (its signed webhook).
  const paid = await runPayoutsUntilSent(admin);
  expect(await fake.post(URL, fake.settleTransfer(paid.provider_ref, 'processed'))).toBe(200);

  // A member cancels a seat already paid out: the airline owes its fare back.
  const member = bearer(await tokenViaApi(api, first.travellers[0]));
  const tickets = (await (await api.get('/api/tickets/', { headers: member })).json()) as Array<{
    ticket_id: string;
    status: string;
  }>;
  const seat = tickets.find((t) => t.status === 'ISSUED')!;
  const cancelled = await api.put(`/api/tickets/${seat.ticket_id}/cancel`, {
    headers: member,
    data: { reason: 'OTHER' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // The admin recovers it from the Settlement tab.
  const context = await browser.newContext({ baseURL: URL });
  const settlement = await context.newPage();
  await openAdminConsole(settlement);
  await settlement.getByRole('link', { name: 'Settlement' }).click();
  const recover = settlement.getByRole('button', {
    name: `Recover ₹4,100.00 through Razorpay from ${airline.companyName}`,
  });
  await expect(recover).toBeVisible();
  await expectAccessible(settlement);
  await shoot(settlement, 'admin-settlement-recover');
  await recover.click();
  await expect(recover).toBeHidden();
  const balances = settlement.getByRole('table', { name: 'Balances per airline' });
  await expect(balances.getByRole('row', { name: new RegExp(airline.companyName) })).toContainText(
    '₹4,100.00',
  );
  // The job reverses it at Route, once.
  await expect(async () => {
    expect(fake.reversals.map((r) => r.amount)).toEqual([FARE]);
  }).toPass({ timeout: 30_000, intervals: [500] });

  // A second group's payout: transferred, not yet processed.
  await ticketedGroup(airline);
  await runPayoutsUntilSent(admin);
  await settlement.reload();
  await expect(settlement.getByRole('table', { name: 'Payouts' })).toContainText(
    'Sent, awaiting the bank',
  );
  // The recovery is listed with the transfer it reversed, done.
  const recoveries = settlement.getByRole('table', { name: 'Recoveries' });
  await expect(
    recoveries.getByRole('row', { name: new RegExp(airline.companyName) }),
  ).toContainText('Reversed');
  await expectAccessible(settlement);
  await shoot(settlement, 'admin-settlement-route');

  // The airline sees both payouts with their state and the recovery among its entries.
  const desk = await (await browser.newContext({ baseURL: URL })).newPage();
  await logInViaForm(desk, airline.email, airline.password);
  await expect(desk).toHaveURL(/\/airline\/dashboard$/);
  await desk.getByRole('link', { name: 'Balance' }).click();
  const payouts = desk.getByRole('table', { name: 'Payouts' });
  await expect(payouts).toContainText('Sent, awaiting the bank');
  await expect(payouts).toContainText('Paid');
  await expect(desk.getByRole('table', { name: 'Latest entries' })).toContainText(
    'Recovered from a payout',
  );
  await expect(desk.getByText('Recovered through Razorpay: ₹4,100.00')).toBeVisible();
  await expectAccessible(desk);
  await shoot(desk, 'airline-balance-route');
});
