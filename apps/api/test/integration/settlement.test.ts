import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API } from '@saath/shared/http';
import { airlineScheduleChangePath } from '@saath/shared/schedule-changes';
import {
  ADMIN_RECONCILIATION_CSV_PATH,
  ADMIN_RECONCILIATION_LATEST_PATH,
  ADMIN_RECONCILIATION_RUNS_PATH,
  adminPayoutRetryPath,
  ADMIN_PAYOUTS_PATH,
  ADMIN_PAYOUTS_RUN_PATH,
  ADMIN_RECONCILIATION_PATH,
  AIRLINE_BALANCE_PATH,
  AIRLINE_PAYOUTS_PATH,
  nextPayoutAt,
} from '@saath/shared/settlement';
import { airlineTicketingPath } from '@saath/shared/ticketing';
import { queryRows } from '../../src/db/client.ts';
import { bookTickets } from '../../src/modules/settlement/settlement.repository.ts';
import { ADMIN_EMAIL, ADMIN_ENV, adminHeaders, adminUserId } from '../helpers/admin.ts';
import { METRICS_AUTH, METRICS_TOKEN, series } from '../helpers/metrics.ts';
import { airline, bid, pay, rfqGroup, traveller, TRAVEL_DATE } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/processes.ts';
import type { PayoutProvider } from '../../src/modules/settlement/index.ts';
import { eticketNumber, pnrCode, ticketGroup, wonQuoteId } from '../helpers/ticketing.ts';

// docs/product/money.md "What the airlines are owed" (ADR 0055): an issued ticket's fare is owed
// to its airline (PAYABLE), a cancelled or voided one is reversed (REVERSAL), the balance is the
// ledger's sum, and the reconciliation report checks every group, ticket and airline to the
// paisa. Asha (4 passengers) and Ravi (3) book on the winner's ₹4,800 bid.
const ENV = { ...ADMIN_ENV, BIDDING_WINDOW_SECONDS: '3600', METRICS_TOKEN };
const ctx = useTestApp(ENV);
const HOUR = 3600 * 1000;
const FARE = 480_000;
type Headers = Record<string, string>;

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

/** The group booked on the winner's ₹4,800 bid (the loser bid the same, later: a fallback). */
async function bookedGroup() {
  const { group, members } = await rfqGroup(ctx.t.app);
  ctx.t.clock.advance(60_000);
  const winner = await airline(ctx.t.app, 'IndiGo Test');
  const runnerUp = await airline(ctx.t.app, 'Akasa Test');
  expect((await bid(ctx.t.app, winner.headers, group.community_id, FARE)).statusCode).toBe(201);
  ctx.t.clock.advance(1000);
  expect((await bid(ctx.t.app, runnerUp.headers, group.community_id, FARE)).statusCode).toBe(201);
  ctx.t.clock.advance(HOUR);
  await ctx.t.app.saath.lifecycle.sweep();
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  await pay(ctx.t.app, asha.headers, group.community_id);
  await pay(ctx.t.app, ravi.headers, group.community_id);
  return { id: group.community_id as string, asha, ravi, winner, runnerUp };
}

const getJson = async (url: string, headers: Headers) => {
  const response = await ctx.t.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const cancel = (ticketId: string, headers: Headers, reason = 'OTHER') =>
  ctx.t.app.inject({
    method: 'PUT',
    url: `/api/tickets/${ticketId}/cancel`,
    headers,
    payload: { reason },
  });

async function apiKeyOf(headers: Headers): Promise<Headers> {
  const created = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/airline/api-keys',
    headers,
    payload: { name: 'Finance system' },
  });
  expect(created.statusCode).toBe(201);
  return { authorization: `Bearer ${created.json().key}` };
}

async function ledgerOf(communityId: string) {
  return queryRows<{ company_id: string; ticket_id: string; kind: string; amount_paise: number }>(
    ctx.database.db,
    sql`SELECT company_id, ticket_id, kind, amount_paise FROM airline_ledger
        WHERE community_id = ${communityId} ORDER BY id`,
  );
}

/** The queued runs of a daily job (the payout run, the nightly reconciliation), first due first. */
const dailyJobsOf = (kind: string) =>
  queryRows<{ run_at: Date | string }>(
    ctx.database.db,
    sql`SELECT run_at FROM jobs WHERE kind = ${kind} ORDER BY run_at`,
  );

describe('the airline ledger and balance', () => {
  it('owes each issued seat, reverses cancelled ones, and reconciles the whole group to the paisa', async () => {
    const g = await bookedGroup();
    // Booked, nothing issued yet: the fares are held, nothing is owed.
    let balance = await getJson(AIRLINE_BALANCE_PATH, g.winner.headers);
    expect(balance).toMatchObject({ balance: 0, payable_total: 0, recent: [] });

    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    balance = await getJson(AIRLINE_BALANCE_PATH, g.winner.headers);
    expect(balance).toMatchObject({
      balance: 7 * FARE,
      payable_total: 7 * FARE,
      reversed_total: 0,
      paid_total: 0,
      upcoming_payout: {
        at: nextPayoutAt(ctx.t.clock.now(), '10:00').toISOString(),
        amount: 7 * FARE,
      },
    });
    expect(balance.recent).toHaveLength(7);
    expect(balance.recent[0]).toMatchObject({ kind: 'PAYABLE', amount: FARE, community_id: g.id });
    expect(balance.recent[0].eticket_number).toMatch(/^\d{13}$/);
    // The company's API key reads the same balance; the other airline has its own (empty).
    const key = await apiKeyOf(g.winner.headers);
    expect(await getJson(AIRLINE_BALANCE_PATH, key)).toEqual(balance);
    expect(await getJson(AIRLINE_BALANCE_PATH, g.runnerUp.headers)).toMatchObject({
      balance: 0,
      recent: [],
    });

    // Asha cancels one seat with no refund (OTHER): its fare is no longer owed.
    const ashaTickets = await getJson(API.tickets, g.asha.headers);
    expect((await cancel(ashaTickets[0].ticket_id, g.asha.headers)).statusCode).toBe(200);
    // Cancelling again changes nothing: one REVERSAL per ticket.
    await cancel(ashaTickets[0].ticket_id, g.asha.headers);
    balance = await getJson(AIRLINE_BALANCE_PATH, g.winner.headers);
    expect(balance).toMatchObject({ balance: 6 * FARE, reversed_total: FARE });
    expect(balance.recent[0]).toMatchObject({ kind: 'REVERSAL', amount: FARE });

    // A significant schedule change; Ravi cancels inside its window: a full refund, and the
    // airline's payable for that seat is reversed.
    const change = await ctx.t.app.inject({
      method: 'POST',
      url: airlineScheduleChangePath(await wonQuoteId(ctx.t.app, g.winner.headers, g.id)),
      headers: g.winner.headers,
      payload: {
        flight_number: 'AI105',
        departure_time: `${TRAVEL_DATE}T15:00:00+05:30`,
        arrival_time: `${TRAVEL_DATE}T17:15:00+05:30`,
        reason: 'Aircraft rotation changed',
      },
    });
    expect(change.json().change.significant).toBe(true);
    const raviTickets = await getJson(API.tickets, g.ravi.headers);
    const full = await cancel(raviTickets[0].ticket_id, g.ravi.headers);
    expect(full.json().cancellation.outcome).toBe('FULL_REFUND');
    balance = await getJson(AIRLINE_BALANCE_PATH, g.winner.headers);
    expect(balance).toMatchObject({ balance: 5 * FARE, reversed_total: 2 * FARE });

    const rows = await ledgerOf(g.id);
    expect(rows.filter((r) => r.kind === 'PAYABLE')).toHaveLength(7);
    expect(rows.filter((r) => r.kind === 'REVERSAL').map((r) => r.ticket_id)).toEqual([
      ashaTickets[0].ticket_id,
      raviTickets[0].ticket_id,
    ]);

    // The report: the group's money splits to the paisa, nothing differs.
    const admin = await adminHeaders(ctx.t.app);
    const report = await getJson(ADMIN_RECONCILIATION_PATH, admin);
    expect(report.clean).toBe(true);
    expect(report.differences).toEqual([]);
    const group = report.groups.find((r: { community_id: string }) => r.community_id === g.id);
    expect(group).toMatchObject({ status: 'BOOKED', airline_payable: 5 * FARE, balanced: true });
    // captured + credits used = refunded + airline payable + held + fees + GST + kept.
    expect(group.captured + group.credits_used).toBe(
      group.refunded +
        group.airline_payable +
        group.held_for_airline +
        group.fees +
        group.gst +
        group.cancelled_kept,
    );
    // Ravi's refund was the whole seat (fare, fee, GST); Asha's cancelled fare is kept.
    expect(group.refunded).toBe(raviTickets[0].price_paid);
    const winnerRow = report.airlines.find(
      (a: { company_id: string }) => a.company_id === balance.company_id,
    );
    expect(winnerRow).toMatchObject({ balance: 5 * FARE, expected_balance: 5 * FARE });
    expect(report.owed_to_airlines).toBe(5 * FARE);
    expect(report.paid_to_airlines).toBe(0);

    // The admin analytics' money figures.
    const analytics = await getJson('/api/admin/analytics', admin);
    expect(analytics).toMatchObject({ owed_to_airlines: 5 * FARE, paid_to_airlines: 0 });
  });

  it('reverses what a failing airline issued when its deadline falls back, and owes the next one afresh', async () => {
    const g = await bookedGroup();
    const winnerKey = await apiKeyOf(g.winner.headers);
    // The winner issues one seat only, then misses its deadline.
    await ticketGroup(ctx.t.app, g.winner.headers, g.id, {
      only: (p) => p.full_name === 'Passenger 1',
    });
    const issued = await getJson(AIRLINE_BALANCE_PATH, winnerKey);
    expect(issued.balance).toBeGreaterThan(0);
    ctx.t.clock.advance(49 * HOUR);
    for (let i = 0; i < 5; i += 1) await ctx.t.app.saath.lifecycle.sweep();

    const after = await getJson(AIRLINE_BALANCE_PATH, winnerKey);
    expect(after).toMatchObject({
      balance: 0,
      payable_total: issued.payable_total,
      reversed_total: issued.payable_total,
    });
    // The runner-up takes the group over and issues every seat: owed afresh, to it alone.
    await ticketGroup(ctx.t.app, g.runnerUp.headers, g.id);
    const next = await getJson(AIRLINE_BALANCE_PATH, g.runnerUp.headers);
    expect(next).toMatchObject({ balance: 7 * FARE, payable_total: 7 * FARE });
    // Each seat the first airline issued is owed to the second now: a PAYABLE per airline
    // and the first one's REVERSAL, both naming the same ticket.
    const rows = await ledgerOf(g.id);
    const voided = rows.filter((r) => r.kind === 'REVERSAL');
    expect(voided).toHaveLength(issued.recent.length);
    expect(rows.filter((r) => r.kind === 'PAYABLE')).toHaveLength(7 + voided.length);
    for (const r of voided) {
      const ofTicket = rows.filter((x) => x.ticket_id === r.ticket_id);
      expect(new Set(ofTicket.map((x) => x.company_id)).size).toBe(2);
    }
  });

  it('keeps the balance to airlines and the report to admins', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const stranger = await traveller(ctx.t.app, 'Meera');
    const admin = await adminHeaders(ctx.t.app);
    const status = async (url: string, headers: Headers) =>
      (await ctx.t.app.inject({ url, headers })).statusCode;
    expect(await status(AIRLINE_BALANCE_PATH, {})).toBe(401);
    expect(await status(AIRLINE_BALANCE_PATH, g.asha.headers)).toBe(403);
    expect(await status(AIRLINE_BALANCE_PATH, stranger.headers)).toBe(403);
    // An admin is no airline: it reads balances in the report, not as a company.
    expect(await status(AIRLINE_BALANCE_PATH, admin)).toBe(403);
    expect(await status(ADMIN_RECONCILIATION_PATH, {})).toBe(401);
    expect(await status(ADMIN_RECONCILIATION_PATH, g.winner.headers)).toBe(403);
    expect(await status(ADMIN_RECONCILIATION_PATH, await apiKeyOf(g.winner.headers))).toBe(401);
    expect(await status(ADMIN_RECONCILIATION_PATH, g.asha.headers)).toBe(403);
  });

  it('names the rows that differ, and refuses to change a ledger row', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const rows = await ledgerOf(g.id);
    const admin = await adminHeaders(ctx.t.app);
    expect((await getJson(ADMIN_RECONCILIATION_PATH, admin)).clean).toBe(true);

    // Append-only: a row is never changed nor removed.
    await expect(
      ctx.database.db.execute(sql`UPDATE airline_ledger SET amount_paise = 1`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`DELETE FROM airline_ledger`)).rejects.toThrow();

    // A stray reversal booked by hand: the ticket, the airline and the group all differ.
    const [stray] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`INSERT INTO airline_ledger (company_id, community_id, ticket_id, kind, amount_paise, created_at)
          VALUES (${rows[0]!.company_id}, ${g.id}, ${rows[0]!.ticket_id}, 'REVERSAL', 100, now())
          RETURNING id`,
    );
    const report = await getJson(ADMIN_RECONCILIATION_PATH, admin);
    expect(report.clean).toBe(false);
    expect(report.differences.map((d: { subject: string }) => d.subject).sort()).toEqual([
      'AIRLINE',
      'GROUP',
      'TICKET',
    ]);
    const ticket = report.differences.find((d: { subject: string }) => d.subject === 'TICKET');
    expect(ticket).toMatchObject({ id: rows[0]!.ticket_id, expected: FARE, actual: FARE - 100 });
    expect(ticket.rows).toContain(`airline_ledger ${stray!.id}`);
    // Undo it (by hand, past the trigger) so the file's invariants hold again.
    await ctx.database.db.execute(
      sql`ALTER TABLE airline_ledger DISABLE TRIGGER airline_ledger_append_only`,
    );
    await ctx.database.db.execute(sql`DELETE FROM airline_ledger WHERE id = ${stray!.id}`);
    await ctx.database.db.execute(
      sql`ALTER TABLE airline_ledger ENABLE TRIGGER airline_ledger_append_only`,
    );
  });
});

describe('concurrency', () => {
  it('two uploads of the same seats at once book one PAYABLE per ticket', async () => {
    const g = await bookedGroup();
    const quoteId = await wonQuoteId(ctx.t.app, g.winner.headers, g.id);
    const manifest = await getJson(`/api/airline/quotes/${quoteId}/manifest`, g.winner.headers);
    const tickets = manifest.passengers.map((p: { passenger_id: string }) => ({
      passenger_id: p.passenger_id,
      eticket_number: eticketNumber(),
    }));
    const pnr = pnrCode();
    const key = await apiKeyOf(g.winner.headers);
    const upload = (headers: Headers) =>
      ctx.t.app.inject({
        method: 'PUT',
        url: airlineTicketingPath(quoteId),
        headers,
        payload: { pnr, tickets },
      });
    const [a, b] = await Promise.all([upload(g.winner.headers), upload(key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().issued + b.json().issued).toBe(7);
    const rows = await ledgerOf(g.id);
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((r) => r.ticket_id)).size).toBe(7);
  });

  it('two transactions booking the same issued tickets at once write each row once', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const before = await ledgerOf(g.id);
    // The seats are booked already; two more bookings racing each other, and a cancellation
    // booked twice at once, add exactly one REVERSAL.
    const ashaTickets = await getJson(API.tickets, g.asha.headers);
    await ctx.database.db.execute(
      sql`UPDATE tickets SET status = 'CANCELLED', cancelled_at = now()
          WHERE id = ${ashaTickets[0].ticket_id}`,
    );
    const book = () =>
      ctx.database.db.transaction((tx) => bookTickets(tx, { groupId: g.id }, ctx.t.clock.now()));
    const written = await Promise.all([book(), book(), book()]);
    expect(written.reduce((n, w) => n + w, 0)).toBe(1);
    const after = await ledgerOf(g.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      kind: 'REVERSAL',
      ticket_id: ashaTickets[0].ticket_id,
      amount_paise: FARE,
    });
  });
});

describe('payouts', () => {
  const runPayouts = (headers: Headers) =>
    ctx.t.app.inject({ method: 'POST', url: ADMIN_PAYOUTS_RUN_PATH, headers });

  it('pays each airline its balance once, through the sandbox, audited; the airline sees it', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const admin = await adminHeaders(ctx.t.app);

    const run = await runPayouts(admin);
    expect(run.statusCode).toBe(200);
    expect(run.json().items).toEqual([
      expect.objectContaining({ amount: 7 * FARE, state: 'PENDING', provider: 'sandbox' }),
    ]);
    const payoutId = run.json().items[0].payout_id;
    // Booked at once: the balance is paid out, before the provider has answered.
    expect(await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).toMatchObject({
      balance: 0,
      paid_total: 7 * FARE,
      upcoming_payout: { amount: 0 },
    });
    // The job sends it: PAID with the provider's reference.
    await ctx.t.flushMail();
    const [sent] = (await getJson(AIRLINE_PAYOUTS_PATH, g.winner.headers)).items;
    expect(sent).toMatchObject({ payout_id: payoutId, state: 'PAID', attempts: 1 });
    expect(sent.provider_ref).toMatch(/^sbx_trf_/);
    expect((await getJson(AIRLINE_PAYOUTS_PATH, g.runnerUp.headers)).items).toEqual([]);
    expect((await getJson(ADMIN_PAYOUTS_PATH, admin)).items).toEqual([sent]);
    // Audited.
    const audit = await getJson('/api/admin/audit-log', admin);
    expect(audit.items[0]).toMatchObject({
      action: 'PAYOUT_MADE',
      details: { payout_id: payoutId, amount: 7 * FARE },
    });
    // A second run finds nothing due.
    expect((await runPayouts(admin)).json().items).toEqual([]);
    const analytics = await getJson('/api/admin/analytics', admin);
    expect(analytics).toMatchObject({ owed_to_airlines: 0, paid_to_airlines: 7 * FARE });
  });

  it('a cancellation after the payout leaves the airline owing; the next payout is net of it', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id, {
      only: (p) => p.full_name !== 'Passenger 3',
    });
    const admin = await adminHeaders(ctx.t.app);
    const paid = (await runPayouts(admin)).json().items[0].amount;
    const ashaTickets = await getJson(API.tickets, g.asha.headers);
    const issued = ashaTickets.find((t: { status: string }) => t.status === 'ISSUED');
    await cancel(issued.ticket_id, g.asha.headers);
    expect(await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).toMatchObject({
      balance: -FARE,
      upcoming_payout: { amount: 0 },
    });
    expect((await runPayouts(admin)).json().items).toEqual([]);
    // The last seats issued: the next payout pays them less what is owed back.
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const next = (await runPayouts(admin)).json().items;
    expect(next).toEqual([expect.objectContaining({ amount: 2 * FARE - FARE })]);
    const balance = await getJson(AIRLINE_BALANCE_PATH, g.winner.headers);
    expect(balance).toMatchObject({ balance: 0, paid_total: paid + FARE });
    expect((await getJson(ADMIN_RECONCILIATION_PATH, admin)).clean).toBe(true);
  });

  it('tries a refused transfer again with the same key until it is paid, showing admins why', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    // A second process of the same deployment whose provider refuses twice, then pays.
    const orders: Array<{ amount: number; idempotencyKey: string }> = [];
    let refusals = 2;
    const provider: PayoutProvider = {
      name: 'sandbox',
      transfer: async (order) => {
        orders.push(order);
        if (refusals-- > 0) throw new Error('transfer refused: the platform balance is too low');
        return { ref: 'trf_route_1', outcome: 'paid' };
      },
    };
    const other = await buildTestApp(ctx.database, ENV, {
      clock: ctx.t.clock,
      payoutProvider: provider,
    });
    try {
      const admin = await adminHeaders(ctx.t.app);
      const run = await other.app.inject({
        method: 'POST',
        url: ADMIN_PAYOUTS_RUN_PATH,
        headers: admin,
      });
      expect(run.json().items).toEqual([expect.objectContaining({ amount: 7 * FARE })]);
      const payout = async (state: string) => {
        await other.flushMail();
        return until(async () => {
          const [p] = (await getJson(ADMIN_PAYOUTS_PATH, admin)).items;
          return p.state === state ? p : undefined;
        }, `the payout ${state}`);
      };
      expect(await payout('FAILED')).toMatchObject({
        attempts: 1,
        last_error: expect.stringContaining('platform balance is too low'),
      });
      // The ledger row stands: the airline is paid, whatever the provider said so far.
      expect(await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).toMatchObject({ balance: 0 });
      // Not due again before its back-off (a minute, then two).
      await other.flushMail();
      expect(orders).toHaveLength(1);
      ctx.t.clock.advance(61_000);
      expect(await payout('FAILED')).toMatchObject({ attempts: 2 });
      ctx.t.clock.advance(121_000);
      expect(await payout('PAID')).toMatchObject({ attempts: 3, provider_ref: 'trf_route_1' });
      // Every try asked for the same transfer: one key, one amount; nothing is sent again.
      ctx.t.clock.advance(3600_000);
      await other.flushMail();
      expect(orders).toHaveLength(3);
      expect(new Set(orders.map((o) => `${o.idempotencyKey}:${o.amount}`)).size).toBe(1);
      expect((await getJson(ADMIN_RECONCILIATION_PATH, admin)).clean).toBe(true);
    } finally {
      await other.app.close();
    }
  });

  it('two runs at once pay nothing twice', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const admin = await adminHeaders(ctx.t.app);
    const [a, b] = await Promise.all([runPayouts(admin), runPayouts(admin)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([...a.json().items, ...b.json().items]).toEqual([
      expect.objectContaining({ amount: 7 * FARE }),
    ]);
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM airline_ledger WHERE kind = 'PAYOUT'`,
    );
    expect(rows[0]!.n).toBe(1);
    await ctx.t.flushMail();
    expect(await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).toMatchObject({
      balance: 0,
      paid_total: 7 * FARE,
    });
  });

  it('a payout racing a ticket issue and a cancellation pays each fare once, whatever the order', async () => {
    const g = await bookedGroup();
    // Three seats issued (Asha's 3rd and 4th passengers, Ravi's 3rd); four still PENDING.
    await ticketGroup(ctx.t.app, g.winner.headers, g.id, {
      only: (p) => p.full_name === 'Passenger 3' || p.full_name === 'Passenger 4',
    });
    const admin = await adminHeaders(ctx.t.app);
    const issuedBefore = (await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).payable_total;
    const ashaTickets = await getJson(API.tickets, g.asha.headers);
    const issued = ashaTickets.find((t: { status: string }) => t.status === 'ISSUED');
    // The run, Ravi's seats being issued and one of Asha's cancelled, all at once.
    const [run] = await Promise.all([
      runPayouts(admin),
      ticketGroup(ctx.t.app, g.winner.headers, g.id),
      cancel(issued.ticket_id, g.asha.headers),
    ]);
    expect(run.statusCode).toBe(200);
    const paidFirst = run
      .json()
      .items.reduce((n: number, p: { amount: number }) => n + p.amount, 0);
    // Whatever the run saw, it paid a balance that existed: at least the seats issued before,
    // less the cancelled one at most, never more than all seven.
    expect(paidFirst).toBeGreaterThanOrEqual(issuedBefore - FARE);
    expect(paidFirst).toBeLessThanOrEqual(7 * FARE);
    // The next run settles the rest: 6 seats flown, one cancelled, each fare paid once.
    await runPayouts(admin);
    const balance = await getJson(AIRLINE_BALANCE_PATH, g.winner.headers);
    expect(balance).toMatchObject({
      payable_total: 7 * FARE,
      reversed_total: FARE,
      paid_total: 6 * FARE,
      balance: 0,
    });
    expect((await getJson(ADMIN_RECONCILIATION_PATH, admin)).clean).toBe(true);
  });

  it('runs daily at PAYOUT_TIME India time as one job, however many servers schedule it', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const [at, again] = await Promise.all([
      ctx.t.app.saath.scheduleDailyPayouts(),
      ctx.t.app.saath.scheduleDailyPayouts(),
    ]);
    expect(again).toEqual(at);
    // 10:00 in India is 04:30 UTC; the clock starts on 21 Nov 2026 at 06:30 UTC.
    expect(at.toISOString()).toMatch(/T04:30:00\.000Z$/);
    const runs = () => dailyJobsOf('airline_payout_run');
    expect(await runs()).toHaveLength(1);
    // Not before its time.
    await ctx.t.flushMail();
    expect((await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).paid_total).toBe(0);
    ctx.t.clock.advance(at.getTime() - ctx.t.clock.now().getTime());
    await ctx.t.flushMail();
    await ctx.t.flushMail();
    expect(await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).toMatchObject({
      balance: 0,
      paid_total: 7 * FARE,
    });
    const [sent] = (await getJson(AIRLINE_PAYOUTS_PATH, g.winner.headers)).items;
    expect(sent.state).toBe('PAID');
    // The next day's run is queued.
    const queued = await runs();
    expect(queued).toHaveLength(2);
    expect(new Date(queued[1]!.run_at).getTime() - at.getTime()).toBe(24 * HOUR);
  });

  it('keeps running and listing payouts to admins', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    expect((await runPayouts({})).statusCode).toBe(401);
    expect((await runPayouts(g.winner.headers)).statusCode).toBe(403);
    expect((await runPayouts(g.asha.headers)).statusCode).toBe(403);
    const list = await ctx.t.app.inject({ url: ADMIN_PAYOUTS_PATH, headers: g.winner.headers });
    expect(list.statusCode).toBe(403);
    const own = await ctx.t.app.inject({ url: AIRLINE_PAYOUTS_PATH, headers: g.asha.headers });
    expect(own.statusCode).toBe(403);
    // Nothing was paid by the refused calls.
    expect(await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).toMatchObject({
      balance: 7 * FARE,
    });
  });
});

describe('the reconciliation runs (ADR 0061)', () => {
  const metrics = async () =>
    (await ctx.t.app.inject({ url: '/metrics', headers: METRICS_AUTH })).body;

  /** A stray reversal of the group's first seat, booked by hand: the check must find it. */
  async function strayReversal(groupId: string) {
    const [first] = await ledgerOf(groupId);
    const [stray] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`INSERT INTO airline_ledger (company_id, community_id, ticket_id, kind, amount_paise, created_at)
          VALUES (${first!.company_id}, ${groupId}, ${first!.ticket_id}, 'REVERSAL', 100, now())
          RETURNING id`,
    );
    return { id: stray!.id, ticketId: first!.ticket_id };
  }

  /** Undoes the stray row (past the append-only trigger) so the file's invariants hold again. */
  async function removeRow(id: number) {
    await ctx.database.db.execute(
      sql`ALTER TABLE airline_ledger DISABLE TRIGGER airline_ledger_append_only`,
    );
    await ctx.database.db.execute(sql`DELETE FROM airline_ledger WHERE id = ${id}`);
    await ctx.database.db.execute(
      sql`ALTER TABLE airline_ledger ENABLE TRIGGER airline_ledger_append_only`,
    );
  }

  it('runs nightly at RECONCILE_TIME India time as one job and records a clean run', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const admin = await adminHeaders(ctx.t.app);
    const [at, again] = await Promise.all([
      ctx.t.app.saath.scheduleNightlyReconciliation(),
      ctx.t.app.saath.scheduleNightlyReconciliation(),
    ]);
    expect(again).toEqual(at);
    // 02:30 in India is 21:00 UTC the day before; the clock starts on 21 Nov 2026 at 06:30 UTC.
    expect(at.toISOString()).toBe('2026-11-21T21:00:00.000Z');
    const queued = () => dailyJobsOf('reconciliation_run');
    expect(await queued()).toHaveLength(1);
    // Before its time nothing runs, and the metric says none has.
    await ctx.t.flushMail();
    expect(await getJson(ADMIN_RECONCILIATION_LATEST_PATH, admin)).toEqual({
      latest: null,
      latest_nightly: null,
    });
    expect(series(await metrics(), 'saath_reconciliation_differences')).toBeNaN();
    expect(series(await metrics(), 'saath_reconciliation_last_run_seconds')).toBe(0);
    const csvBefore = await ctx.t.app.inject({
      url: ADMIN_RECONCILIATION_CSV_PATH,
      headers: admin,
    });
    expect(csvBefore.statusCode).toBe(404);

    ctx.t.clock.advance(at.getTime() - ctx.t.clock.now().getTime());
    await ctx.t.flushMail();
    const latest = await getJson(ADMIN_RECONCILIATION_LATEST_PATH, admin);
    expect(latest.latest_nightly).toMatchObject({
      ran_at: at.toISOString(),
      trigger: 'NIGHTLY',
      admin_user_id: null,
      differences_found: 0,
      report: { clean: true, groups_checked: 1 },
    });
    expect(latest.latest).toEqual(latest.latest_nightly);
    const text = await metrics();
    expect(series(text, 'saath_reconciliation_differences')).toBe(0);
    expect(series(text, 'saath_reconciliation_last_run_seconds')).toBe(at.getTime() / 1000);
    // A clean run alerts nobody; its CSV is the header alone.
    expect(ctx.t.mail.sent.filter((m) => m.subject.startsWith('Reconciliation'))).toEqual([]);
    const csv = await ctx.t.app.inject({ url: ADMIN_RECONCILIATION_CSV_PATH, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      // 21:00 UTC is 02:30 the next day in India: the run's India date names the file.
      'attachment; filename="reconciliation-2026-11-22.csv"',
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    // The next night's run is queued, a day later.
    const next = await queued();
    expect(next).toHaveLength(2);
    expect(new Date(next[1]!.run_at).getTime() - at.getTime()).toBe(24 * HOUR);
  });

  it('finds a broken row: the metric, a CSV row naming it, and a mail to every admin', async () => {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const admin = await adminHeaders(ctx.t.app);
    // A second admin, and a deactivated one who is not told.
    const second = await traveller(ctx.t.app, 'Kiran');
    const gone = await traveller(ctx.t.app, 'Gopal');
    await ctx.database.db.execute(
      sql`UPDATE users SET role = 'ADMIN', is_admin = true WHERE email IN (${second.email}, ${gone.email})`,
    );
    await ctx.database.db.execute(
      sql`UPDATE users SET is_active = false WHERE email = ${gone.email}`,
    );
    const stray = await strayReversal(g.id);
    try {
      const run = await ctx.t.app.inject({
        method: 'POST',
        url: ADMIN_RECONCILIATION_RUNS_PATH,
        headers: admin,
      });
      expect(run.statusCode).toBe(200);
      expect(run.json()).toMatchObject({
        trigger: 'ADMIN',
        admin_user_id: await adminUserId(ctx.database),
        differences_found: 3,
        report: { clean: false },
      });
      expect((await getJson(ADMIN_RECONCILIATION_LATEST_PATH, admin)).latest).toEqual(run.json());
      expect(series(await metrics(), 'saath_reconciliation_differences')).toBe(3);

      // The CSV: one row per difference, the airline and the group by name, the rows involved.
      const csv = await ctx.t.app.inject({ url: ADMIN_RECONCILIATION_CSV_PATH, headers: admin });
      expect(csv.statusCode).toBe(200);
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toBe(
        'Kind,Id,Name,Rule,Expected (INR),Actual (INR),Difference (INR),Rows involved',
      );
      expect(rows).toHaveLength(3);
      const ticket = rows.find((r) => r.startsWith('TICKET,'))!;
      expect(ticket).toContain(`${stray.ticketId}`);
      expect(ticket).toContain('4800.00,4799.00,-1.00');
      expect(ticket).toContain(`airline_ledger ${stray.id}`);
      const airlineRow = rows.find((r) => r.startsWith('AIRLINE,'))!;
      expect(airlineRow).toContain('IndiGo Test');
      expect(airlineRow).toContain('-1.00');
      const group = rows.find((r) => r.startsWith('GROUP,'))!;
      const rfq = run.json().report.groups[0].rfq_number;
      expect(group).toContain(`${g.id},${rfq},`);

      // Every active admin is mailed, through the job worker, naming the airline and amounts.
      await ctx.t.flushMail();
      const alerts = ctx.t.mail.sent.filter((m) => m.subject.startsWith('Reconciliation'));
      expect(alerts.map((m) => m.to).sort()).toEqual([ADMIN_EMAIL, second.email].sort());
      expect(alerts[0]!.subject).toBe('Reconciliation: 3 differences found');
      expect(alerts[0]!.text).toContain('AIRLINE IndiGo Test: expected ₹33,600.00');
      expect(alerts[0]!.text).toContain('off by -₹1.00');
      expect(alerts[0]!.text).toContain(`airline_ledger ${stray.id}`);
      expect(alerts[0]!.text).toContain(rfq);
    } finally {
      await removeRow(stray.id);
    }
    // Fixed: the next run is clean again, and so is the metric.
    await ctx.t.app.inject({ method: 'POST', url: ADMIN_RECONCILIATION_RUNS_PATH, headers: admin });
    expect(series(await metrics(), 'saath_reconciliation_differences')).toBe(0);
  });

  it('keeps the runs and their report to admins', async () => {
    const carrier = await airline(ctx.t.app, 'IndiGo Test');
    const asha = await traveller(ctx.t.app, 'Asha');
    for (const [method, url] of [
      ['POST', ADMIN_RECONCILIATION_RUNS_PATH],
      ['GET', ADMIN_RECONCILIATION_LATEST_PATH],
      ['GET', ADMIN_RECONCILIATION_CSV_PATH],
    ] as const) {
      expect((await ctx.t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await ctx.t.app.inject({ method, url, headers: carrier.headers })).statusCode).toBe(
        403,
      );
      expect((await ctx.t.app.inject({ method, url, headers: asha.headers })).statusCode).toBe(403);
    }
    const recorded = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM reconciliation_runs`,
    );
    expect(recorded[0]!.n).toBe(0);
  });
});

describe('retrying a failed payout (ADR 0061)', () => {
  /**
   * The group booked and ticketed, then its payout made by a second process of the same
   * deployment whose transfers go through `provider`; `use` works with that process, its admin
   * and the payout.
   */
  async function payoutThrough(
    provider: PayoutProvider,
    use: (p: {
      other: TestApp;
      admin: Headers;
      payoutId: string;
      g: Awaited<ReturnType<typeof bookedGroup>>;
      retry: (payoutId: string, headers: Headers) => Promise<LightMyRequestResponse>;
    }) => Promise<void>,
  ) {
    const g = await bookedGroup();
    await ticketGroup(ctx.t.app, g.winner.headers, g.id);
    const other = await buildTestApp(ctx.database, ENV, {
      clock: ctx.t.clock,
      payoutProvider: provider,
    });
    try {
      const admin = await adminHeaders(other.app);
      const run = await other.app.inject({
        method: 'POST',
        url: ADMIN_PAYOUTS_RUN_PATH,
        headers: admin,
      });
      const retry = (payoutId: string, headers: Headers) =>
        other.app.inject({ method: 'POST', url: adminPayoutRetryPath(payoutId), headers });
      await use({ other, admin, payoutId: run.json().items[0].payout_id, g, retry });
    } finally {
      await other.app.close();
    }
  }

  it('sends a dead payout again with the same key: paid once, audited, refused when paid', async () => {
    const orders: Array<{ amount: number; idempotencyKey: string }> = [];
    let working = false;
    const paid: string[] = [];
    const provider: PayoutProvider = {
      name: 'sandbox',
      transfer: async (order) => {
        orders.push(order);
        if (!working) throw new Error('transfer refused: the linked account is not active');
        paid.push(order.idempotencyKey);
        return { ref: 'trf_route_retry', outcome: 'paid' };
      },
    };
    await payoutThrough(provider, async ({ other, admin, payoutId, g, retry }) => {
      // Not tried yet: it is waiting for its first try.
      expect((await retry(payoutId, admin)).statusCode).toBe(409);
      await other.flushMail();
      // A day of refusals later its job is dead: FAILED, given up on.
      ctx.t.clock.advance(25 * HOUR);
      await other.flushMail();
      const jobOf = async () =>
        (
          await queryRows<{ dead_at: Date | null; expires_at: Date | string | null }>(
            ctx.database.db,
            sql`SELECT j.dead_at, j.expires_at FROM jobs j JOIN payouts p ON p.job_id = j.id
                WHERE p.id = ${payoutId}`,
          )
        )[0]!;
      expect((await jobOf()).dead_at).not.toBeNull();
      const [failed] = (await getJson(ADMIN_PAYOUTS_PATH, admin)).items;
      expect(failed).toMatchObject({ state: 'FAILED', attempts: 2 });

      // Refused: anyone but an admin, an unknown payout, a malformed id.
      expect((await retry(payoutId, {})).statusCode).toBe(401);
      expect((await retry(payoutId, g.winner.headers)).statusCode).toBe(403);
      expect((await retry(payoutId, g.asha.headers)).statusCode).toBe(403);
      const unknown = await retry('00000000-0000-4000-8000-000000000000', admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Payout not found');
      expect((await retry('not-a-uuid', admin)).statusCode).toBe(422);

      // The provider works again; an admin retries: due now, a day's age limit anew.
      working = true;
      const retried = await retry(payoutId, admin);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ payout_id: payoutId, state: 'PENDING' });
      const job = await jobOf();
      expect(job.dead_at).toBeNull();
      expect(new Date(job.expires_at!).getTime()).toBe(ctx.t.clock.now().getTime() + 24 * HOUR);
      // A second retry before the try: already pending.
      const twice = await retry(payoutId, admin);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().detail).toBe('This payout is waiting for a try already');
      await other.flushMail();
      const [done] = (await getJson(ADMIN_PAYOUTS_PATH, admin)).items;
      expect(done).toMatchObject({ state: 'PAID', attempts: 3, provider_ref: 'trf_route_retry' });
      // Paid: no retry; every try asked for the same transfer, and it was paid once.
      const again = await retry(payoutId, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('This payout is paid already');
      ctx.t.clock.advance(HOUR);
      await other.flushMail();
      expect(paid).toEqual([payoutId]);
      expect(new Set(orders.map((o) => `${o.idempotencyKey}:${o.amount}`))).toEqual(
        new Set([`${payoutId}:${7 * FARE}`]),
      );
      const audit = await getJson('/api/admin/audit-log', admin);
      expect(audit.items[0]).toMatchObject({
        action: 'PAYOUT_RETRIED',
        details: { payout_id: payoutId, amount: 7 * FARE },
      });
      expect(await getJson(AIRLINE_BALANCE_PATH, g.winner.headers)).toMatchObject({
        balance: 0,
        paid_total: 7 * FARE,
      });
      expect((await getJson(ADMIN_RECONCILIATION_PATH, admin)).clean).toBe(true);
    });
  });

  it('brings forward a FAILED payout still waiting out its back-off', async () => {
    let refusals = 1;
    const provider: PayoutProvider = {
      name: 'sandbox',
      transfer: async () => {
        if (refusals-- > 0) throw new Error('transfer refused');
        return { ref: 'trf_route_soon', outcome: 'paid' };
      },
    };
    await payoutThrough(provider, async ({ other, admin, payoutId, retry }) => {
      await other.flushMail();
      expect((await getJson(ADMIN_PAYOUTS_PATH, admin)).items[0].state).toBe('FAILED');
      // Its next try is a minute away; the retry makes it due now, with no clock advanced.
      const retried = await retry(payoutId, admin);
      expect(retried.statusCode).toBe(200);
      await other.flushMail();
      expect((await getJson(ADMIN_PAYOUTS_PATH, admin)).items[0]).toMatchObject({
        state: 'PAID',
        provider_ref: 'trf_route_soon',
      });
    });
  });
});
