import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_MESSAGE,
  WEBHOOK_TEST_NEEDS_SETUP,
  WEBHOOK_TEST_PENDING,
} from '@saath/shared/webhooks';
import { queryRows } from '../../src/db/client.ts';
import { WEBHOOK_JOB } from '../../src/modules/webhooks/index.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp, detailLocs, detailMsgs } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import { airline, bid, payAll, rfqGroup, traveller } from '../helpers/groups.ts';
import { ticketGroup } from '../helpers/ticketing.ts';
import { verifySignature, webhookReceiver } from '../helpers/webhook-receiver.ts';

// Airline webhooks (ADR 0026): signed deliveries of each event, retries with back-off, dead
// letters admins retry, the secret shown once, redelivery, and who may do what.
const ctx = useTestApp({ ...ADMIN_ENV, WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_TIMEOUT_MS: '300' });
type Headers = Record<string, string>;
const receivers: Array<Awaited<ReturnType<typeof webhookReceiver>>> = [];
const BIDDING_WINDOW = 48 * 3600 * 1000;

afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});

async function receiver() {
  const r = await webhookReceiver();
  receivers.push(r);
  return r;
}

/** An airline with webhooks on: its endpoint is `url`; returns its secret too. */
async function hookedAirline(name: string, url: string) {
  const company = await airline(ctx.t.app, name);
  const put = await ctx.t.app.inject({
    method: 'PUT',
    url: '/api/airline/webhook',
    headers: company.headers,
    payload: { endpoint: url },
  });
  expect(put.statusCode).toBe(200);
  const created = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/airline/webhook/secret',
    headers: company.headers,
  });
  expect(created.statusCode).toBe(200);
  return { ...company, secret: created.json().secret as string };
}

const deliveries = async (headers: Headers) =>
  (await ctx.t.app.inject({ url: '/api/airline/webhook/deliveries', headers })).json();

describe('webhook events', () => {
  it('delivers each event signed with the company secret: rfq.opened/closed, quote.won/lost, group.booked to the winner only', async () => {
    const inbox = await receiver();
    const other = await receiver();
    const akasa = await hookedAirline('Akasa Hooks', inbox.url);
    const indigo = await hookedAirline('IndiGo Hooks', other.url);
    const { group, members } = await rfqGroup(ctx.t.app);
    await ctx.t.app.saath.mail.deliverDue();
    for (const r of [inbox, other]) {
      expect(r.received).toHaveLength(1);
      expect(r.received[0]!.headers['x-saath-event']).toBe('rfq.opened');
      expect(r.received[0]!.json.data).toMatchObject({
        community_id: group.community_id,
        from_location: group.from_location,
        to_location: group.to_location,
        travel_date: group.travel_date,
        time_slot: group.time_slot,
        passenger_count: 7,
        bidding_deadline: expect.any(String),
      });
    }

    expect((await bid(ctx.t.app, akasa.headers, group.community_id, 480_000)).statusCode).toBe(201);
    expect((await bid(ctx.t.app, indigo.headers, group.community_id, 520_000)).statusCode).toBe(
      201,
    );
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    await payAll(ctx.t.app, group.community_id, members);
    await ctx.t.app.saath.mail.deliverDue();

    // Deliveries of one moment go out side by side: their order is not promised (ADR 0026).
    const events = (r: typeof inbox) =>
      r.received.map((x) => String(x.headers['x-saath-event'])).sort();
    expect(events(inbox)).toEqual(['group.booked', 'quote.won', 'rfq.closed', 'rfq.opened']);
    expect(events(other)).toEqual(['quote.lost', 'rfq.closed', 'rfq.opened']);
    const booked = inbox.received.find((x) => x.headers['x-saath-event'] === 'group.booked')!.json
      .data;
    expect(booked.passengers).toHaveLength(7);
    // The airline's system tickets the group from this (docs/product/ticketing.md).
    expect(booked).toMatchObject({
      quote_id: expect.any(String),
      ticketing_deadline: expect.any(String),
    });
    expect(booked.passengers[0]).toEqual({
      passenger_id: expect.any(String),
      name: expect.any(String),
      dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      gender: expect.any(String),
      ticket_number: expect.any(String),
    });
    const t = Math.floor(ctx.t.clock.now().getTime() / 1000);
    for (const [r, secret] of [
      [inbox, akasa.secret],
      [other, indigo.secret],
    ] as const) {
      for (const x of r.received) {
        expect(verifySignature(secret, x.headers['x-saath-signature'] as string, x.body)).toBe(
          true,
        );
        expect(
          verifySignature('whsec_wrong', x.headers['x-saath-signature'] as string, x.body),
        ).toBe(false);
        expect(x.headers['content-type']).toBe('application/json');
      }
    }
    // t is the send time (the injected clock), in unix seconds.
    expect(inbox.received.at(-1)!.headers['x-saath-signature']).toMatch(new RegExp(`^t=${t},`));
    const ids = inbox.received.map((x) => x.headers['x-saath-delivery']);
    expect(new Set(ids).size).toBe(4);
    const list = await deliveries(akasa.headers);
    expect(list.map((d: { event: string }) => d.event).sort()).toEqual(
      ['group.booked', 'quote.won', 'rfq.closed', 'rfq.opened'].sort(),
    );
    expect(list[0]).toMatchObject({ status: 'SENT', response_code: 200, attempts: 1 });
  });

  it('queues nothing for a company without an endpoint or a secret', async () => {
    const inbox = await receiver();
    const half = await airline(ctx.t.app, 'No Secret Air');
    await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/airline/webhook',
      headers: half.headers,
      payload: { endpoint: inbox.url },
    });
    await rfqGroup(ctx.t.app);
    await ctx.t.app.saath.mail.deliverDue();
    expect(inbox.received).toHaveLength(0);
    expect(await deliveries(half.headers)).toEqual([]);
  });
});

describe('the deliveries index', () => {
  it('holds webhook jobs only, under the kind the webhook module queues', async () => {
    // The index's predicate names the kind in SQL: renaming the kind must rename it there too,
    // or an airline's deliveries would be read without it.
    const [index] = await queryRows<{ indexdef: string }>(
      ctx.database.db,
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'jobs_webhook_target_idx'`,
    );
    expect(index?.indexdef).toContain(`WHERE (kind = '${WEBHOOK_JOB}'::text)`);
  });
});

describe('retries and dead letters', () => {
  it('retries after a 500 and a time-out with exponential back-off, is dead after 24 h, and an admin retry delivers it', async () => {
    const inbox = await receiver();
    const akasa = await hookedAirline('Akasa Retry', inbox.url);
    await rfqGroup(ctx.t.app);
    inbox.state.answer = 500;
    await ctx.t.app.saath.mail.deliverDue();
    let [delivery] = await deliveries(akasa.headers);
    const start = ctx.t.clock.now().getTime();
    expect(delivery).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      response_code: 500,
      next_attempt_at: new Date(start + 30_000).toISOString(),
    });
    // Not before it is due.
    ctx.t.clock.advance(29_000);
    await ctx.t.app.saath.mail.deliverDue();
    expect(inbox.received).toHaveLength(1);

    // A time-out (WEBHOOK_TIMEOUT_MS=300 here) is a failure like a 500; the wait doubles.
    inbox.state.answer = 'hang';
    ctx.t.clock.advance(1_000);
    await ctx.t.app.saath.mail.deliverDue();
    [delivery] = await deliveries(akasa.headers);
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 2, response_code: null });
    expect(delivery.last_error).toMatch(/timed out/);
    expect(delivery.next_attempt_at).toBe(
      new Date(ctx.t.clock.now().getTime() + 60_000).toISOString(),
    );
    // The same delivery id on every attempt.
    expect(inbox.received[1]!.headers['x-saath-delivery']).toBe(delivery.id);

    // Failing on: waits of 30 s, 1, 2, 4 ... minutes capped at 2 h, then dead at 24 h.
    inbox.state.answer = 503;
    const waits: number[] = [];
    for (let i = 0; i < 40 && delivery.status === 'PENDING'; i += 1) {
      const due = new Date(delivery.next_attempt_at).getTime();
      ctx.t.clock.set(new Date(due));
      await ctx.t.app.saath.mail.deliverDue();
      [delivery] = await deliveries(akasa.headers);
      if (delivery.next_attempt_at) waits.push(new Date(delivery.next_attempt_at).getTime() - due);
    }
    expect(waits.slice(0, 4)).toEqual([120_000, 240_000, 480_000, 960_000]);
    expect(Math.max(...waits)).toBe(2 * 3600 * 1000);
    expect(delivery).toMatchObject({ status: 'DEAD', response_code: 503 });
    expect(ctx.t.clock.now().getTime() - start).toBe(24 * 3600 * 1000);

    const admin = await adminHeaders(ctx.t.app);
    const dead = await ctx.t.app.inject({ url: '/api/admin/jobs?status=DEAD', headers: admin });
    expect(dead.statusCode).toBe(200);
    expect(dead.json()).toMatchObject({
      total: 1,
      items: [{ id: delivery.id, kind: 'webhook', status: 'DEAD', response_code: 503 }],
    });
    expect(
      (await ctx.t.app.inject({ url: '/api/admin/jobs?status=LOST', headers: admin })).statusCode,
    ).toBe(422);

    inbox.state.answer = 200;
    const retried = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${delivery.id}/retry`,
      headers: admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'PENDING', dead_at: null });
    const again = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${delivery.id}/retry`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    await ctx.t.app.saath.mail.deliverDue();
    [delivery] = await deliveries(akasa.headers);
    expect(delivery).toMatchObject({ status: 'SENT', response_code: 200 });
    const [audit] = await queryRows<{ action: string; details: { job_id: string } }>(
      ctx.database.db,
      sql`SELECT action, details FROM admin_audit_log WHERE action = 'JOB_RETRIED'`,
    );
    expect(audit).toMatchObject({ details: { job_id: delivery.id } });
    const empty = await ctx.t.app.inject({ url: '/api/admin/jobs', headers: admin });
    expect(empty.json()).toMatchObject({ total: 0, items: [] });
  });

  it('reads no more than a small cap of an endless answer: hangs up, judged by its status code', async () => {
    const inbox = await receiver();
    const akasa = await hookedAirline('Akasa Endless', inbox.url);
    await rfqGroup(ctx.t.app);
    inbox.state.endless = true;
    inbox.state.answer = 500;
    await ctx.t.app.saath.mail.deliverDue();
    await inbox.waitForHangUps();
    let [delivery] = await deliveries(akasa.headers);
    // Not a time-out (WEBHOOK_TIMEOUT_MS=300 here): the 500 itself.
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, response_code: 500 });
    expect(delivery.last_error).not.toMatch(/timed out/);

    inbox.state.answer = 200;
    ctx.t.clock.advance(30_000);
    await ctx.t.app.saath.mail.deliverDue();
    await inbox.waitForHangUps();
    [delivery] = await deliveries(akasa.headers);
    expect(delivery).toMatchObject({ status: 'SENT', attempts: 2, response_code: 200 });
    expect(inbox.streamed).toHaveLength(2);
  });

  it('a claimed delivery is not sent twice by two workers at once', async () => {
    const inbox = await receiver();
    await hookedAirline('Akasa Twice', inbox.url);
    await rfqGroup(ctx.t.app);
    const second = await buildTestApp(
      ctx.database,
      { WEBHOOKS_ALLOW_PRIVATE: '1' },
      { clock: ctx.t.clock },
    );
    await Promise.all([ctx.t.app.saath.mail.deliverDue(), second.app.saath.mail.deliverDue()]);
    await second.app.close();
    expect(inbox.received).toHaveLength(1);
  });
});

describe('the secret, the endpoint and redelivery', () => {
  it('shows the secret once, then only a hint; rotating signs with the new one', async () => {
    const inbox = await receiver();
    const vistara = await airline(ctx.t.app, 'Vistara Secret');
    const settings = await ctx.t.app.inject({
      url: '/api/airline/webhook',
      headers: vistara.headers,
    });
    expect(settings.json()).toEqual({
      endpoint: null,
      secret_hint: null,
      events: [
        'rfq.opened',
        'rfq.closed',
        'quote.won',
        'quote.lost',
        'group.booked',
        'ticketing.reminder',
        'ticket.cancelled',
        'manifest.changed',
      ],
    });
    const first = await hookedAirline('Vistara Secret 2', inbox.url);
    const shown = await ctx.t.app.inject({ url: '/api/airline/webhook', headers: first.headers });
    expect(shown.body).not.toContain(first.secret);
    expect(shown.json().secret_hint).toBe(`…${first.secret.slice(-4)}`);
    const rotated = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/airline/webhook/secret',
      headers: first.headers,
    });
    expect(rotated.headers['cache-control']).toBe('no-store');
    const secret = rotated.json().secret as string;
    expect(secret).not.toBe(first.secret);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // Kept encrypted: the database never holds the secret as it is.
    const [row] = await queryRows<{ webhook_secret: string }>(
      ctx.database.db,
      sql`SELECT webhook_secret FROM companies WHERE webhook_secret IS NOT NULL`,
    );
    expect(row!.webhook_secret).not.toContain(secret.slice(6));
    await rfqGroup(ctx.t.app);
    await ctx.t.app.saath.mail.deliverDue();
    const x = inbox.received[0]!;
    expect(verifySignature(secret, x.headers['x-saath-signature'] as string, x.body)).toBe(true);
    expect(verifySignature(first.secret, x.headers['x-saath-signature'] as string, x.body)).toBe(
      false,
    );
  });

  it('redelivers a delivery as a new one; another company’s delivery is 404', async () => {
    const inbox = await receiver();
    const akasa = await hookedAirline('Akasa Redeliver', inbox.url);
    const spicejet = await hookedAirline('SpiceJet Redeliver', inbox.url);
    await rfqGroup(ctx.t.app);
    await ctx.t.app.saath.mail.deliverDue();
    const [delivery] = await deliveries(akasa.headers);
    const redeliver = (headers: Headers, id: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/api/airline/webhook/deliveries/${id}/redeliver`,
        headers,
      });
    const copy = await redeliver(akasa.headers, delivery.id);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ event: 'rfq.opened', status: 'PENDING', attempts: 0 });
    expect(copy.json().id).not.toBe(delivery.id);
    await ctx.t.app.saath.mail.deliverDue();
    const last = inbox.received.at(-1)!;
    expect(last.headers['x-saath-delivery']).toBe(copy.json().id);
    expect(last.body).toBe(
      inbox.received.find((r) => r.headers['x-saath-delivery'] === delivery.id)!.body,
    );

    const foreign = await redeliver(spicejet.headers, delivery.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: WEBHOOK_DELIVERY_NOT_FOUND });
    expect(
      (await redeliver(akasa.headers, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await redeliver(akasa.headers, 'nope')).statusCode).toBe(422);
    expect(await deliveries(spicejet.headers)).toHaveLength(1);
  });

  it('sends a signed test event on request, one waiting at a time, and only once set up', async () => {
    const inbox = await receiver();
    const carrier = await airline(ctx.t.app, 'Test Event Air');
    const sendTest = (headers: Headers) =>
      ctx.t.app.inject({ method: 'POST', url: '/api/airline/webhook/test', headers });

    // Nothing to send to yet: no endpoint, then an endpoint without a secret.
    const bare = await sendTest(carrier.headers);
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toEqual({ detail: WEBHOOK_TEST_NEEDS_SETUP });
    await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/airline/webhook',
      headers: carrier.headers,
      payload: { endpoint: inbox.url },
    });
    expect((await sendTest(carrier.headers)).json()).toEqual({ detail: WEBHOOK_TEST_NEEDS_SETUP });
    const { secret } = (
      await ctx.t.app.inject({
        method: 'POST',
        url: '/api/airline/webhook/secret',
        headers: carrier.headers,
      })
    ).json();

    // A double click: one test event, the other refused while the first waits.
    const [a, b] = await Promise.all([sendTest(carrier.headers), sendTest(carrier.headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const queued = (a.statusCode === 201 ? a : b).json();
    expect(queued).toMatchObject({ event: WEBHOOK_TEST_EVENT, status: 'PENDING', attempts: 0 });
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ detail: WEBHOOK_TEST_PENDING });

    await ctx.t.app.saath.mail.deliverDue();
    expect(inbox.received).toHaveLength(1);
    const [got] = inbox.received;
    expect(got!.headers['x-saath-event']).toBe(WEBHOOK_TEST_EVENT);
    expect(got!.headers['x-saath-delivery']).toBe(queued.id);
    expect(verifySignature(secret, got!.headers['x-saath-signature'] as string, got!.body)).toBe(
      true,
    );
    expect(got!.json).toMatchObject({
      event: WEBHOOK_TEST_EVENT,
      data: { company_id: expect.any(String), message: WEBHOOK_TEST_MESSAGE },
    });
    const [listed] = await deliveries(carrier.headers);
    expect(listed).toMatchObject({ id: queued.id, event: WEBHOOK_TEST_EVENT, status: 'SENT' });

    // Delivered: the next test may go.
    expect((await sendTest(carrier.headers)).statusCode).toBe(201);
  });

  it('refuses http and private, loopback or link-local endpoints unless WEBHOOKS_ALLOW_PRIVATE', async () => {
    const strict = await buildTestApp(ctx.database, { WEBHOOKS_ALLOW_PRIVATE: '0' });
    try {
      const company = await airline(strict.app, 'Strict Air');
      const put = (endpoint: string) =>
        strict.app.inject({
          method: 'PUT',
          url: '/api/airline/webhook',
          headers: company.headers,
          payload: { endpoint },
        });
      for (const [endpoint, message] of [
        ['http://hooks.example-air.in/x', 'The endpoint must use https.'],
        [
          'https://127.0.0.1/x',
          'The endpoint must not point to a private, loopback or link-local address.',
        ],
        [
          'https://[::1]/x',
          'The endpoint must not point to a private, loopback or link-local address.',
        ],
        [
          'https://[::ffff:10.0.0.1]/x',
          'The endpoint must not point to a private, loopback or link-local address.',
        ],
        [
          'https://169.254.169.254/latest',
          'The endpoint must not point to a private, loopback or link-local address.',
        ],
        ['not a url', 'The endpoint is not a valid URL.'],
      ] as const) {
        const response = await put(endpoint);
        expect(response.statusCode, endpoint).toBe(422);
        expect(detailLocs(response)).toEqual(['body.endpoint']);
        expect(detailMsgs(response)[0]).toBe(message);
      }
      const ok = await put('https://hooks.example-air.in/saath');
      expect(ok.json()).toMatchObject({ endpoint: 'https://hooks.example-air.in/saath' });
      const cleared = await put('');
      expect(cleared.json()).toMatchObject({ endpoint: null });

      const registration = await strict.app.inject({
        method: 'POST',
        url: '/api/airline/register',
        payload: {
          user_data: {
            name: 'Ops',
            email: 'ops.strict@airline.example',
            password: 'Str0ng!pass',
          },
          company_data: {
            company_name: 'Strict Two',
            email: 'fares.strict@airline.example',
            airline_code: 'ZZ',
            api_endpoint: 'http://hooks.example-air.in/x',
          },
        },
      });
      expect(registration.statusCode).toBe(422);
      expect(detailLocs(registration)).toEqual(['body.company_data.api_endpoint']);
    } finally {
      await strict.app.close();
    }
  });
});

describe('who may do what', () => {
  it('airline users only on the webhook endpoints; admins only on the jobs', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const admin = await adminHeaders(ctx.t.app);
    const carrier = await airline(ctx.t.app, 'Matrix Air');
    const routes = [
      ['GET', '/api/airline/webhook'],
      ['PUT', '/api/airline/webhook'],
      ['POST', '/api/airline/webhook/secret'],
      ['GET', '/api/airline/webhook/deliveries'],
      ['POST', '/api/airline/webhook/deliveries/00000000-0000-4000-8000-000000000000/redeliver'],
      ['POST', '/api/airline/webhook/test'],
    ] as const;
    for (const [method, url] of routes) {
      const call = (headers: Headers) =>
        ctx.t.app.inject({
          method,
          url,
          headers,
          payload: method === 'PUT' ? { endpoint: null } : undefined,
        });
      expect((await call({})).statusCode, url).toBe(401);
      expect((await call(asha.headers)).statusCode, url).toBe(403);
      expect((await call(admin)).statusCode, url).toBe(403);
    }
    const jobs = [
      ['GET', '/api/admin/jobs'],
      ['POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry'],
    ] as const;
    for (const [method, url] of jobs) {
      expect((await ctx.t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await ctx.t.app.inject({ method, url, headers: asha.headers })).statusCode).toBe(403);
      expect((await ctx.t.app.inject({ method, url, headers: carrier.headers })).statusCode).toBe(
        403,
      );
    }
    const missing = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

// Last: its group's rfq.opened goes to every airline hooked by the tests above, whose receivers
// are closed; the retry tests must not count those deliveries.
describe('a member cancels an issued ticket', () => {
  it('tells the issuing airline when a member cancels an issued ticket (ticket.cancelled), so it voids it', async () => {
    const inbox = await receiver();
    const jetwing = await hookedAirline('Jetwing Cancels', inbox.url);
    const { group, members } = await rfqGroup(ctx.t.app);
    expect((await bid(ctx.t.app, jetwing.headers, group.community_id, 450_000)).statusCode).toBe(
      201,
    );
    ctx.t.clock.advance(BIDDING_WINDOW);
    await ctx.t.app.saath.lifecycle.sweep();
    await payAll(ctx.t.app, group.community_id, members);
    const { quoteId } = await ticketGroup(ctx.t.app, jetwing.headers, group.community_id);
    await ctx.t.app.saath.mail.deliverDue();
    const before = inbox.received.length;

    const [ticket] = (
      await ctx.t.app.inject({ url: '/api/tickets/', headers: members[0]!.headers })
    ).json();
    const cancel = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.ticket_id}/cancel`,
      headers: members[0]!.headers,
      payload: { reason: 'OTHER' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await ctx.t.app.saath.mail.deliverDue();

    const cancelled = inbox.received
      .slice(before)
      .filter((r) => r.headers['x-saath-event'] === 'ticket.cancelled');
    expect(cancelled).toHaveLength(1);
    expect(
      verifySignature(
        jetwing.secret,
        cancelled[0]!.headers['x-saath-signature'] as string,
        cancelled[0]!.body,
      ),
    ).toBe(true);
    expect(cancelled[0]!.json.data).toEqual({
      community_id: group.community_id,
      rfq_number: group.rfq_number,
      from_location: group.from_location,
      to_location: group.to_location,
      travel_date: group.travel_date,
      time_slot: group.time_slot,
      quote_id: quoteId,
      reason: 'MEMBER_CANCELLED',
      tickets: [
        {
          ticket_id: ticket.ticket_id,
          passenger_id: expect.any(String),
          eticket_number: ticket.eticket_number,
        },
      ],
    });
    expect(ticket.eticket_number).toMatch(/^\d{13}$/);

    // Cancelling again answers the cancelled ticket (idempotent) and announces nothing.
    const again = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.ticket_id}/cancel`,
      headers: members[0]!.headers,
      payload: { reason: 'OTHER' },
    });
    expect(again.statusCode).toBe(200);
    await ctx.t.app.saath.mail.deliverDue();
    expect(
      inbox.received.filter((r) => r.headers['x-saath-event'] === 'ticket.cancelled'),
    ).toHaveLength(1);
  });
});
