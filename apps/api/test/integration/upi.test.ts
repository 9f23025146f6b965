import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import {
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_OPEN,
  UPI_COLLECT_EXPIRED,
  UPI_COLLECT_PENDING,
  UPI_NO_COLLECT,
  VPA_INVALID,
  VPA_TOO_LONG,
} from '@saath/shared/payments';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openStream } from '../helpers/event-stream.ts';
import { awaitingPaymentGroup, pay } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';

// ADR 0057: paying by UPI in the sandbox. A collect request goes to a VPA; the sandbox's own
// "UPI app" answers (at once for the test VPAs, by the decision call for any other), and its
// signed event takes the path a card's does. The expiry is the job worker's, by the clock.

const ctx = useTestApp();
const EXPIRY_MS = 600 * 1000;

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: unknown = {}) =>
  ctx.t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const collect = (paymentId: string, headers: Headers, vpa: unknown) =>
  post(`/api/payments/${paymentId}/sandbox-upi`, headers, { vpa });
const decide = (paymentId: string, headers: Headers, decision: string) =>
  post(`/api/payments/${paymentId}/sandbox-upi/decision`, headers, { decision });
const paymentOf = async (paymentId: string, headers: Headers) =>
  (await ctx.t.app.inject({ url: `/api/payments/${paymentId}`, headers })).json();
const groupOf = async (id: string, headers: Headers) =>
  (await ctx.t.app.inject({ url: `/api/communities/${id}`, headers })).json();
/** The job worker's round: the sandbox's answers, expiries and their events. */
const runJobs = () => ctx.t.flushMail();
const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
  )[0]!.n;

async function openPayment() {
  const { group, asha, ravi } = await awaitingPaymentGroup(ctx.t);
  const started = await post(`/api/communities/${group.community_id}/payments`, asha.headers);
  expect(started.statusCode).toBe(201);
  return { group, asha, ravi, paymentId: started.json().payment_id as string };
}

async function receiptText(paymentId: string, headers: Headers) {
  const response = await ctx.t.app.inject({ url: `/api/payments/${paymentId}/receipt`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

describe('POST /api/payments/{id}/sandbox-upi', () => {
  it('success@saath: the collect waits, the sandbox approves, the share is paid and the receipt names UPI', async () => {
    const { group, asha, paymentId } = await openPayment();
    const sent = await collect(paymentId, asha.headers, 'Success@Saath');
    expect(sent.statusCode, sent.body).toBe(202);
    const expiresAt = new Date(ctx.t.clock.now().getTime() + EXPIRY_MS).toISOString();
    // Sent, not yet answered: the page shows the waiting state.
    expect(sent.json()).toMatchObject({
      status: 'CREATED',
      method: null,
      upi_collect: { vpa: 'su***@saath', state: 'PENDING', expires_at: expiresAt },
    });
    await runJobs();
    const paid = await paymentOf(paymentId, asha.headers);
    expect(paid).toMatchObject({
      status: 'PAID',
      method: 'UPI',
      method_label: 'UPI (su***@saath)',
      upi_collect: { state: 'APPROVED' },
      receipt_number: expect.stringMatching(/^SAATH\//),
    });
    expect((await groupOf(group.community_id, asha.headers)).paid_member_count).toBe(1);
    expect(await receiptText(paymentId, asha.headers)).toContain('UPI (su***@saath)');
    // Only the masked VPA is kept anywhere.
    const stored = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE upi_collect_vpa LIKE '%success%'
          OR method_detail LIKE '%success%'`,
    );
    expect(stored[0]!.n).toBe(0);
    const jobs = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE payload::text LIKE '%success@saath%'`,
    );
    expect(jobs[0]!.n).toBe(0);
  });

  it('failure@saath: the sandbox declines, the payment fails, nothing is charged; a new payment can be made', async () => {
    const { group, asha, paymentId } = await openPayment();
    expect((await collect(paymentId, asha.headers, 'failure@saath')).statusCode).toBe(202);
    await runJobs();
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'FAILED',
      upi_collect: { state: 'DECLINED' },
      receipt_number: null,
    });
    expect(await count('money_ledger')).toBe(0);
    const again = await post(`/api/communities/${group.community_id}/payments`, asha.headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().payment_id).not.toBe(paymentId);
  });

  it("another VPA waits for the payer's approval, given on the sandbox page", async () => {
    const { asha, paymentId } = await openPayment();
    expect((await collect(paymentId, asha.headers, 'ravi.kumar@okicici')).statusCode).toBe(202);
    await runJobs();
    // Nobody answered yet: still waiting.
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'CREATED',
      upi_collect: { vpa: 'ra***@okicici', state: 'PENDING' },
    });
    // One collect at a time.
    const second = await collect(paymentId, asha.headers, 'asha@ybl');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: UPI_COLLECT_PENDING });
    ctx.t.clock.advance(EXPIRY_MS - 1000);
    const approved = await decide(paymentId, asha.headers, 'APPROVE');
    expect(approved.statusCode, approved.body).toBe(202);
    expect(approved.json()).toMatchObject({ upi_collect: { state: 'APPROVED' } });
    // Approved, its event not yet applied: no second collect may replace it.
    const replaced = await collect(paymentId, asha.headers, 'asha@ybl');
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toEqual({ detail: UPI_COLLECT_PENDING });
    await runJobs();
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'PAID',
      method_label: 'UPI (ra***@okicici)',
    });
    // Decided once: a second answer is refused, and the expiry job later changes nothing.
    const again = await decide(paymentId, asha.headers, 'DECLINE');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: UPI_NO_COLLECT });
    ctx.t.clock.advance(2000);
    await runJobs();
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({ status: 'PAID' });
    expect(await count('money_ledger')).toBe(1);
  });

  it('expires at UPI_COLLECT_EXPIRY_SECONDS by the job worker; a late approval changes nothing', async () => {
    const { group, asha, paymentId } = await openPayment();
    expect((await collect(paymentId, asha.headers, 'asha@ybl')).statusCode).toBe(202);
    ctx.t.clock.advance(EXPIRY_MS - 1000);
    await runJobs();
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'CREATED',
      upi_collect: { state: 'PENDING' },
    });
    ctx.t.clock.advance(1000);
    // At the deadline, before the worker's round, the payer's app is already too late.
    const late = await decide(paymentId, asha.headers, 'APPROVE');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: UPI_COLLECT_EXPIRED });
    await runJobs();
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'FAILED',
      method: null,
      upi_collect: { state: 'EXPIRED' },
    });
    const later = await decide(paymentId, asha.headers, 'APPROVE');
    expect(later.statusCode).toBe(409);
    expect(later.json()).toEqual({ detail: UPI_COLLECT_EXPIRED });
    await runJobs();
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({ status: 'FAILED' });
    expect(await count('money_ledger')).toBe(0);
    expect((await groupOf(group.community_id, asha.headers)).paid_member_count).toBe(0);
  });

  it('honours a shorter UPI_COLLECT_EXPIRY_SECONDS', async () => {
    await ctx.t.app.close();
    ctx.t = await buildTestApp(ctx.database, { UPI_COLLECT_EXPIRY_SECONDS: '60' });
    const { asha, paymentId } = await openPayment();
    const sent = await collect(paymentId, asha.headers, 'asha@ybl');
    expect(sent.json().upi_collect.expires_at).toBe(
      new Date(ctx.t.clock.now().getTime() + 60_000).toISOString(),
    );
    ctx.t.clock.advance(60_000);
    await runJobs();
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      status: 'FAILED',
      upi_collect: { state: 'EXPIRED' },
    });
  });

  it('refuses a bad VPA with 422 in the error shape, and changes nothing', async () => {
    const { asha, paymentId } = await openPayment();
    const cases: Array<[unknown, string]> = [
      ['', VPA_INVALID],
      ['asha', VPA_INVALID],
      ['asha@', VPA_INVALID],
      ['@okicici', VPA_INVALID],
      ['as ha@okicici', VPA_INVALID],
      ['asha@ok-icici', VPA_INVALID],
      ['asha@okicici@x', VPA_INVALID],
      ['asha\u0000@okicici', VPA_INVALID],
      [`${'a'.repeat(95)}@okicici`, VPA_TOO_LONG],
    ];
    for (const [vpa, msg] of cases) {
      const response = await collect(paymentId, asha.headers, vpa);
      expect(response.statusCode, JSON.stringify(vpa)).toBe(422);
      expect(response.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'vpa'], msg }),
      ]);
    }
    for (const body of [{}, { vpa: 42 }, { vpa: 'asha@ybl', extra: 1 }]) {
      const response = await post(`/api/payments/${paymentId}/sandbox-upi`, asha.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toEqual(expect.any(Array));
    }
    const decision = await decide(paymentId, asha.headers, 'MAYBE');
    expect(decision.statusCode).toBe(422);
    expect((await paymentOf(paymentId, asha.headers)).upi_collect).toBeNull();
  });

  it("refuses another member's payment (404), a paid one and one with nothing to decide (409)", async () => {
    const { group, asha, ravi, paymentId } = await openPayment();
    const other = await collect(paymentId, ravi.headers, 'ravi@ybl');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: PAYMENT_NOT_FOUND });
    expect((await decide(paymentId, ravi.headers, 'APPROVE')).statusCode).toBe(404);
    expect((await collect(paymentId, {}, 'ravi@ybl')).statusCode).toBe(401);
    const nothing = await decide(paymentId, asha.headers, 'APPROVE');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ detail: UPI_NO_COLLECT });
    // Paid by card meanwhile: the payment is no longer open to a collect.
    await pay(ctx.t.app, asha.headers, group.community_id);
    const paid = await collect(paymentId, asha.headers, 'asha@ybl');
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ detail: PAYMENT_NOT_OPEN });
  });

  it('a card payment names its last four digits on the payment and the receipt', async () => {
    const { group, asha } = await awaitingPaymentGroup(ctx.t);
    const { paymentId } = await pay(ctx.t.app, asha.headers, group.community_id);
    expect(await paymentOf(paymentId, asha.headers)).toMatchObject({
      method: 'CARD',
      method_label: 'Card ending 1111',
      upi_collect: null,
    });
    expect(await receiptText(paymentId, asha.headers)).toContain('Card ending 1111');
  });

  it('an approval racing the expiry: exactly one wins, and money is captured at most once', async () => {
    const { asha, paymentId } = await openPayment();
    expect((await collect(paymentId, asha.headers, 'asha@ybl')).statusCode).toBe(202);
    ctx.t.clock.advance(EXPIRY_MS - 1);
    const [answer] = await Promise.all([
      decide(paymentId, asha.headers, 'APPROVE'),
      (async () => {
        ctx.t.clock.advance(1);
        await runJobs();
      })(),
    ]);
    await runJobs();
    const after = await paymentOf(paymentId, asha.headers);
    if (answer.statusCode === 202) {
      expect(after).toMatchObject({ status: 'PAID', upi_collect: { state: 'APPROVED' } });
      expect(await count('money_ledger')).toBe(1);
    } else {
      expect(answer.statusCode).toBe(409);
      expect(after).toMatchObject({ status: 'FAILED', upi_collect: { state: 'EXPIRED' } });
      expect(await count('money_ledger')).toBe(0);
    }
  });
});

describe('GET /api/payments/{id}/events: the waiting page follows the collect live', () => {
  type Stream = Awaited<ReturnType<typeof openStream>>;
  const streams: Stream[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  async function follow(paymentId: string, headers: Headers) {
    const opened = await openStream(ctx.t.app, `/api/payments/${paymentId}/events`, headers);
    streams.push(opened);
    return opened;
  }
  /** The next `payment` event whose record matches `state`. */
  const nextPayment = async (opened: Stream, status: string, collectState: string) => {
    const event = await opened.stream!.next(
      (e) =>
        e.event === 'payment' &&
        JSON.parse(e.data).status === status &&
        JSON.parse(e.data).upi_collect?.state === collectState,
      `${status}/${collectState}`,
    );
    return { id: event.id, record: JSON.parse(event.data) };
  };

  it('sends the record on connect, then the capture of an approved collect', async () => {
    const { asha, paymentId } = await openPayment();
    expect((await collect(paymentId, asha.headers, 'ravi.kumar@okicici')).statusCode).toBe(202);
    const opened = await follow(paymentId, asha.headers);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/event-stream/);
    const first = await nextPayment(opened, 'CREATED', 'PENDING');
    expect(first.record).toEqual(await paymentOf(paymentId, asha.headers));

    expect((await decide(paymentId, asha.headers, 'APPROVE')).statusCode).toBe(202);
    await runJobs();
    const paid = await nextPayment(opened, 'PAID', 'APPROVED');
    expect(paid.record).toEqual(await paymentOf(paymentId, asha.headers));
    expect(paid.record.method_label).toBe('UPI (ra***@okicici)');

    // A page that dropped while waiting reconnects naming the last record it got (PENDING): the
    // capture it missed comes first, so a lost event cannot leave it waiting.
    const again = await follow(paymentId, { ...asha.headers, 'last-event-id': first.id! });
    expect(again.status).toBe(200);
    const missed = await again.stream!.next((e) => e.event === 'payment');
    expect(missed.id).toBe(paid.id);
  });

  it('sends the failure of a declined collect', async () => {
    const { asha, paymentId } = await openPayment();
    const opened = await follow(paymentId, asha.headers);
    await opened.stream!.next((e) => e.event === 'payment');
    expect((await collect(paymentId, asha.headers, 'failure@saath')).statusCode).toBe(202);
    await nextPayment(opened, 'CREATED', 'PENDING');
    await runJobs();
    const failed = await nextPayment(opened, 'FAILED', 'DECLINED');
    expect(failed.record.receipt_number).toBeNull();
  });

  it('sends the expiry the job worker decides at the deadline', async () => {
    const { asha, paymentId } = await openPayment();
    expect((await collect(paymentId, asha.headers, 'asha@ybl')).statusCode).toBe(202);
    const opened = await follow(paymentId, asha.headers);
    await nextPayment(opened, 'CREATED', 'PENDING');
    ctx.t.clock.advance(EXPIRY_MS);
    await runJobs();
    await nextPayment(opened, 'FAILED', 'EXPIRED');
  });

  it('nobody but the payer follows a payment: another member 404, a guest 401, a bad id 422', async () => {
    const { asha, ravi, paymentId } = await openPayment();
    const other = await follow(paymentId, ravi.headers);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ detail: PAYMENT_NOT_FOUND });
    expect((await follow(paymentId, {})).status).toBe(401);
    expect((await follow('not-a-uuid', asha.headers)).status).toBe(422);
    expect((await follow('00000000-0000-4000-8000-000000000000', asha.headers)).status).toBe(404);
  });
});
