import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { NotifierError } from '../../src/modules/notifications/notifier.ts';
import { createNotifier } from '../../src/modules/notifications/notifier.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp, TEST_ENV, type TestApp } from '../helpers/app.ts';
import { truncateAll } from '../helpers/database.ts';
import {
  SMS_TEST_ENV,
  startFakeMsg91,
  startFakeWhatsapp,
  WHATSAPP_TEST_ENV,
} from '../helpers/fake-text-providers.ts';
import {
  airline,
  bid,
  createGroup,
  joinRequest,
  pay,
  payAll,
  traveller,
} from '../helpers/groups.ts';
import { ticketGroup } from '../helpers/ticketing.ts';
import { useTestDatabase } from '../helpers/suite.ts';
import { airlineScheduleChangePath } from '@saath/shared/schedule-changes';

/*
 * SMS and WhatsApp notifications (docs/product/notifications.md, ADR 0059/0060), against local
 * fakes of the WhatsApp Cloud API and MSG91 that refuse what the real services refuse.
 */

const ctx = useTestDatabase();
let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
let sms: Awaited<ReturnType<typeof startFakeMsg91>>;
let t: TestApp;
const VERIFY_TOKEN = 'the-token-typed-into-meta-0001';

beforeAll(async () => {
  whatsapp = await startFakeWhatsapp();
  sms = await startFakeMsg91();
});
afterAll(async () => {
  await whatsapp.close();
  await sms.close();
});
beforeEach(async () => {
  await truncateAll(ctx.database);
  whatsapp.received.length = 0;
  sms.received.length = 0;
  Object.assign(whatsapp.trouble, { rateLimited: 0, down: false });
  Object.assign(sms.trouble, { rateLimited: 0, down: false });
  t = await buildTestApp(ctx.database, {
    ...ADMIN_ENV,
    ...whatsapp.env,
    ...sms.env,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  });
});
afterEach(async () => {
  await t.app.close();
});

type Member = Awaited<ReturnType<typeof traveller>>;
type Fake = typeof whatsapp | typeof sms;

const codeRequest = (app: FastifyInstance, member: Member, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/users/me/notification-channel/code',
    headers: member.headers,
    payload,
  });
const confirm = (app: FastifyInstance, member: Member, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/me/notification-channel/confirm',
    headers: member.headers,
    payload: { code },
  });
const me = async (member: Member) =>
  (await t.app.inject({ url: '/api/users/me', headers: member.headers })).json();
const lastCode = (fake: Fake) => {
  const sent = fake.received.filter((m) => m.template === 'opt_in_code').at(-1);
  if (!sent) throw new Error('no code was sent');
  return sent.params[0]!;
};

/** A traveller who chose `channel` and confirmed their number with the code it received. */
async function textMember(name: string, channel: 'SMS' | 'WHATSAPP', phone = '9876543210') {
  const member = await traveller(t.app, name);
  const asked = await codeRequest(t.app, member, { channel, phone });
  expect(asked.statusCode).toBe(200);
  const confirmed = await confirm(t.app, member, lastCode(channel === 'SMS' ? sms : whatsapp));
  expect(confirmed.statusCode).toBe(200);
  return member;
}

const messages = () =>
  queryRows<{ template: string; channel: string; status: string; provider_message_id: string }>(
    ctx.database.db,
    sql`SELECT template, channel, status, provider_message_id, fell_back_at FROM notification_messages
        ORDER BY created_at, template, channel`,
  );

/** Runs the worker until nothing is left due (a fall-back mail is queued by a failing text). */
async function flush() {
  for (let i = 0; i < 4; i += 1) await t.flushMail();
}

/** Asha (4 passengers) on WhatsApp, Ravi (3) on SMS: Ravi's join makes the group of 7. */
async function formedGroup() {
  const asha = await textMember('Asha', 'WHATSAPP', '9876500001');
  const ravi = await textMember('Ravi', 'SMS', '9876500002');
  const group = await createGroup(t.app, asha.headers, {}, 4);
  const joined = await joinRequest(t.app, ravi.headers, group.community_id, 3);
  expect(joined.json().status).toBe('RFQ_SENT');
  return { asha, ravi, group: joined.json() };
}

/** The formed group once IndiGo's bid has won and the bidding closed: awaiting payment. */
async function awardedGroup() {
  const formed = await formedGroup();
  t.clock.advance(60_000);
  const carrier = await airline(t.app, 'IndiGo Test');
  await bid(t.app, carrier.headers, formed.group.community_id, 480_000, { flight_number: '6E 21' });
  t.clock.advance(48 * 3600 * 1000);
  expect(await t.app.saath.lifecycle.sweep()).toBe(1);
  return { ...formed, carrier };
}

describe('consent: a one-time code confirms the number', () => {
  it('sends the code through the chosen channel; a wrong code changes nothing; the right one switches', async () => {
    const asha = await traveller(t.app, 'Asha');
    const asked = await codeRequest(t.app, asha, { channel: 'WHATSAPP', phone: '+91 98765-00011' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ channel: 'WHATSAPP', phone: '+919876500011' });
    expect(whatsapp.received).toEqual([
      expect.objectContaining({ to: '919876500011', template: 'opt_in_code' }),
    ]);
    expect(sms.received).toEqual([]);
    // Nothing of the code is kept as it was sent.
    const [stored] = await queryRows<{ code_hash: string }>(
      ctx.database.db,
      sql`SELECT code_hash FROM phone_confirmations`,
    );
    expect(stored!.code_hash).not.toContain(lastCode(whatsapp));

    const code = lastCode(whatsapp);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await confirm(t.app, asha, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This code is not right');
    expect((await me(asha)).notification_preference).toBe('EMAIL');

    const ok = await confirm(t.app, asha, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      notification_preference: 'WHATSAPP',
      notification_phone: '+919876500011',
    });
    expect(await me(asha)).toMatchObject({
      notification_preference: 'WHATSAPP',
      notification_phone: '+919876500011',
    });
    // A code is used once.
    expect((await confirm(t.app, asha, code)).statusCode).toBe(400);
  });

  it('refuses an expired code, and any code after five wrong ones', async () => {
    const asha = await traveller(t.app, 'Asha');
    await codeRequest(t.app, asha, { channel: 'SMS' });
    // Without a number in the request, the profile's phone is confirmed.
    expect(sms.received.at(-1)).toMatchObject({ to: '919876543210', template: 'opt_in_code' });
    t.clock.advance(10 * 60 * 1000 + 1);
    const late = await confirm(t.app, asha, lastCode(sms));
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('This code has expired: ask for a new one');

    await codeRequest(t.app, asha, { channel: 'SMS' });
    const code = lastCode(sms);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await confirm(t.app, asha, wrong)).statusCode).toBe(400);
    const locked = await confirm(t.app, asha, code);
    expect(locked.statusCode).toBe(429);
    expect((await me(asha)).notification_preference).toBe('EMAIL');
  });

  it('allows five codes an hour, validates the input, and refuses a channel that is switched off', async () => {
    const asha = await traveller(t.app, 'Asha');
    for (let i = 0; i < 5; i += 1)
      expect((await codeRequest(t.app, asha, { channel: 'SMS' })).statusCode).toBe(200);
    const sixth = await codeRequest(t.app, asha, { channel: 'SMS' });
    expect(sixth.statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
    expect((await codeRequest(t.app, asha, { channel: 'SMS' })).statusCode).toBe(200);

    expect((await codeRequest(t.app, asha, { channel: 'PIGEON' })).statusCode).toBe(422);
    expect((await codeRequest(t.app, asha, { channel: 'SMS', phone: '12345' })).statusCode).toBe(
      422,
    );
    expect((await confirm(t.app, asha, '12ab')).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/me/notification-channel/code' }))
        .statusCode,
    ).toBe(401);

    // With the settings unset the channels are off: the code is refused, nothing is sent.
    const plain = await buildTestApp(ctx.database, {});
    try {
      const off = await plain.app.inject({
        method: 'POST',
        url: '/api/users/me/notification-channel/code',
        headers: asha.headers,
        payload: { channel: 'WHATSAPP' },
      });
      expect(off.statusCode).toBe(409);
    } finally {
      await plain.app.close();
    }
  });

  it('GET /api/config names the channels the operator configured, for the profile to offer', async () => {
    const config = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/config' })).json().notification_channels;
    expect(await config(t.app)).toEqual(['EMAIL', 'SMS', 'WHATSAPP']);
    for (const [env, channels] of [
      [{}, ['EMAIL']],
      [{ ...whatsapp.env }, ['EMAIL', 'WHATSAPP']],
      [{ ...sms.env }, ['EMAIL', 'SMS']],
    ] as const) {
      const other = await buildTestApp(ctx.database, env);
      try {
        expect(await config(other.app)).toEqual(channels);
      } finally {
        await other.app.close();
      }
    }
  });

  it('keeps the preference at EMAIL when the profile form asks for a text channel without a code', async () => {
    const asha = await traveller(t.app, 'Asha');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: asha.headers,
      payload: { ...(await me(asha)), notification_preference: 'WHATSAPP' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().notification_preference).toBe('EMAIL');
  });

  it('switches back to email in the profile, which forgets the confirmed number', async () => {
    const asha = await textMember('Asha', 'WHATSAPP');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: asha.headers,
      payload: { ...(await me(asha)), notification_preference: 'EMAIL' },
    });
    expect(put.json()).toMatchObject({
      notification_preference: 'EMAIL',
      notification_phone: null,
    });
    // Back to WhatsApp through the form alone: refused, a new code is needed.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: asha.headers,
      payload: { ...(await me(asha)), notification_preference: 'WHATSAPP' },
    });
    expect(again.json().notification_preference).toBe('EMAIL');
  });
});

describe('messages go by the chosen channel', () => {
  it('tells a group of 7 on WhatsApp and SMS instead of mail', async () => {
    const { asha, ravi, group } = await formedGroup();
    await flush();
    expect(whatsapp.received.filter((m) => m.template === 'group_formed')).toEqual([
      expect.objectContaining({
        to: '919876500001',
        params: ['DEL-BOM 2026-12-10', `http://saath.test/communities/${group.community_id}`],
      }),
    ]);
    expect(sms.received.filter((m) => m.template === 'group_formed')).toEqual([
      expect.objectContaining({ to: '919876500002' }),
    ]);
    expect(t.mail.to(asha.email).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('airlines are now bidding'),
    );
    expect(t.mail.to(ravi.email).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('airlines are now bidding'),
    );
    expect((await messages()).map((m) => [m.template, m.channel, m.status])).toEqual([
      ['group_formed', 'SMS', 'SENT'],
      ['group_formed', 'WHATSAPP', 'SENT'],
    ]);
  });

  it('mails a member who reads email as before', async () => {
    const asha = await traveller(t.app, 'Asha');
    const ravi = await traveller(t.app, 'Ravi');
    const group = await createGroup(t.app, asha.headers, {}, 4);
    await joinRequest(t.app, ravi.headers, group.community_id, 3);
    await flush();
    expect(whatsapp.received).toEqual([]);
    expect(t.mail.to(asha.email).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('airlines are now bidding'),
    );
  });

  it('texts the winning bid, the payment, the tickets and a schedule change; receipts and e-tickets still come by mail', async () => {
    const { asha, ravi, group, carrier } = await awardedGroup();
    await flush();
    const won = whatsapp.received.find((m) => m.template === 'bid_won');
    expect(won?.params[0]).toBe('DEL-BOM 2026-12-10');
    expect(won?.params[1]).toMatch(/^₹/);
    expect(sms.received.some((m) => m.template === 'bid_won')).toBe(true);
    expect(t.mail.to(asha.email).some((m) => m.subject.includes('pay your share'))).toBe(false);

    await payAll(t.app, group.community_id, [asha, ravi]);
    await flush();
    // The receipt is mailed to everyone; a text member hears of the payment there too.
    expect(whatsapp.received.find((m) => m.template === 'payment_received')?.params[0]).toMatch(
      /^₹/,
    );
    expect(sms.received.some((m) => m.template === 'payment_received')).toBe(true);
    expect(t.mail.to(asha.email).some((m) => m.subject.startsWith('Payment received'))).toBe(true);

    const { pnr, quoteId } = await ticketGroup(t.app, carrier.headers, group.community_id);
    await flush();
    expect(whatsapp.received.find((m) => m.template === 'tickets_issued')?.params).toEqual([
      'DEL-BOM 2026-12-10',
      pnr,
      'http://saath.test/tickets',
    ]);
    expect(sms.received.some((m) => m.template === 'tickets_issued')).toBe(true);
    // The document itself is mailed whatever the channel.
    expect(t.mail.to(asha.email).some((m) => m.subject.includes('Your tickets are issued'))).toBe(
      true,
    );
    expect(t.mail.to(ravi.email).some((m) => m.subject.includes('Your tickets are issued'))).toBe(
      true,
    );

    // The airline moves the flight: texted, not mailed, to the text members.
    const moved = await t.app.inject({
      method: 'POST',
      url: airlineScheduleChangePath(quoteId),
      headers: carrier.headers,
      payload: {
        flight_number: '6E 25',
        departure_time: '2026-12-10T15:00:00+05:30',
        arrival_time: '2026-12-10T17:15:00+05:30',
        reason: 'Aircraft rotation changed',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await flush();
    expect(whatsapp.received.find((m) => m.template === 'schedule_changed')?.params).toEqual([
      'IndiGo Test',
      'DEL-BOM 2026-12-10',
      '6E25',
      expect.stringContaining('3:00'),
      `http://saath.test/communities/${group.community_id}`,
    ]);
    expect(t.mail.to(asha.email).some((m) => m.subject.startsWith('Your flight changed'))).toBe(
      false,
    );
  });
});

describe('refunds and route alerts go by the chosen channel too', () => {
  /** A booked group of Asha (WhatsApp) and Ravi (SMS), and an admin's partial refund of Asha's. */
  async function refundedToAsha() {
    const { asha, ravi, group } = await awardedGroup();
    const paid = await pay(t.app, asha.headers, group.community_id);
    // Ravi's payment books the group: a part of a share is refunded only then.
    await pay(t.app, ravi.headers, group.community_id);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paid.paymentId}/refund`,
      headers: await adminHeaders(t.app),
      payload: { amount: 80_000, reason: 'Goodwill' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    return { asha, ravi, group };
  }
  const refundMails = (email: string) =>
    t.mail.to(email).filter((m) => m.subject.startsWith('Refund issued'));

  it('texts a refund instead of mailing it', async () => {
    const { asha, group } = await refundedToAsha();
    await flush();
    expect(whatsapp.received.filter((m) => m.template === 'refund_issued')).toEqual([
      expect.objectContaining({
        to: '919876500001',
        params: [
          '₹800.00',
          'DEL-BOM 2026-12-10',
          '7-10',
          `http://saath.test/communities/${group.community_id}`,
        ],
      }),
    ]);
    expect(refundMails(asha.email)).toEqual([]);
    expect((await messages()).filter((m) => m.template === 'refund_issued')).toEqual([
      expect.objectContaining({ channel: 'WHATSAPP', status: 'SENT' }),
    ]);
  });

  it('mails the refund when the text fails for good', async () => {
    whatsapp.approved.delete('refund_issued');
    try {
      const { asha } = await refundedToAsha();
      await flush();
      expect(refundMails(asha.email)).toEqual([
        expect.objectContaining({ subject: expect.stringContaining('₹800.00') }),
      ]);
      expect((await messages()).find((m) => m.template === 'refund_issued')).toMatchObject({
        status: 'FAILED',
      });
    } finally {
      whatsapp.approved.add('refund_issued');
    }
  });

  it('texts a route alert to a text member, mails it to an email member, and mails it when the text fails', async () => {
    const watcher = await textMember('Asha', 'SMS', '9876500001');
    const reader = await traveller(t.app, 'Meera');
    const creator = await traveller(t.app, 'Ravi');
    const range = { from_location: 'DEL', to_location: 'BOM', date_from: '2026-12-05' };
    for (const member of [watcher, reader]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/alerts',
        headers: member.headers,
        payload: { ...range, date_to: '2026-12-20' },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const alertMails = (email: string) =>
      t.mail.to(email).filter((m) => m.subject.startsWith('A group opened'));
    const group = await createGroup(t.app, creator.headers);
    await flush();
    expect(sms.received.filter((m) => m.template === 'route_alert')).toEqual([
      expect.objectContaining({
        to: '919876500001',
        params: ['DEL-BOM 2026-12-10', `http://saath.test/invite/${group.community_id}`],
      }),
    ]);
    expect(alertMails(watcher.email)).toEqual([]);
    expect(alertMails(reader.email)).toHaveLength(1);

    // The next day's group, with SMS down for good: the mail goes, with its unsubscribe link.
    t.clock.advance(24 * 3600 * 1000);
    sms.trouble.down = true;
    await createGroup(t.app, creator.headers, { travel_date: '2026-12-11' });
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(15 * 60 * 1000);
      await flush();
    }
    const mailed = alertMails(watcher.email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('when the channel fails for good, the mail goes', () => {
  it('a template the provider does not know: the job is dead for admins and the mail is sent', async () => {
    whatsapp.approved.delete('group_formed');
    try {
      const { asha } = await formedGroup();
      await flush();
      expect(t.mail.to(asha.email).map((m) => m.subject)).toContainEqual(
        expect.stringContaining('airlines are now bidding'),
      );
      const dead = await t.app.inject({
        url: '/api/admin/jobs?status=DEAD',
        headers: await adminHeaders(t.app),
      });
      expect(dead.json().items).toEqual([
        expect.objectContaining({ kind: 'notify', response_code: 404 }),
      ]);
      expect(dead.json().items[0].last_error).toContain('132001');
      const rows = await messages();
      expect(rows.find((m) => m.channel === 'WHATSAPP')).toMatchObject({ status: 'FAILED' });
      expect(rows.find((m) => m.channel === 'SMS')).toMatchObject({ status: 'SENT' });
    } finally {
      whatsapp.approved.add('group_formed');
    }
  });

  it('a rate limit is retried after the back-off and then delivered, with no mail', async () => {
    const { asha } = await formedGroup();
    whatsapp.trouble.rateLimited = 1;
    await flush();
    expect(whatsapp.received.some((m) => m.template === 'group_formed')).toBe(false);
    t.clock.advance(30_000);
    await flush();
    expect(whatsapp.received.some((m) => m.template === 'group_formed')).toBe(true);
    expect(t.mail.to(asha.email).some((m) => m.subject.includes('airlines are now bidding'))).toBe(
      false,
    );
  });

  it('a provider down past the age limit: the mail goes instead', async () => {
    const { asha } = await formedGroup();
    whatsapp.trouble.down = true;
    await flush();
    expect(t.mail.to(asha.email).some((m) => m.subject.includes('airlines are now bidding'))).toBe(
      false,
    );
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(15 * 60 * 1000);
      await flush();
    }
    expect(t.mail.to(asha.email).some((m) => m.subject.includes('airlines are now bidding'))).toBe(
      true,
    );
    const [job] = await queryRows<{ dead_at: Date | null }>(
      ctx.database.db,
      sql`SELECT dead_at FROM jobs WHERE kind = 'notify' AND target = ${(await me(asha)).id}`,
    );
    expect(job!.dead_at).not.toBeNull();
  });

  it('a member who replied STOP before the message left gets the mail', async () => {
    const { asha } = await formedGroup();
    expect((await whatsapp.reply(t.app, '919876500001', 'Stop')).statusCode).toBe(200);
    await flush();
    expect(whatsapp.received.some((m) => m.template === 'group_formed')).toBe(false);
    expect(t.mail.to(asha.email).some((m) => m.subject.includes('airlines are now bidding'))).toBe(
      true,
    );
  });
});

describe('provider webhooks: receipts and STOP, verified', () => {
  it("answers Meta's verification handshake with the challenge only to the verify token", async () => {
    const handshake = (app: FastifyInstance, query: Record<string, string>) =>
      app.inject({ url: '/api/notifications/webhooks/whatsapp', query });
    const asked = { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444' };
    const ok = await handshake(t.app, { ...asked, 'hub.verify_token': VERIFY_TOKEN });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');

    for (const wrong of [
      { ...asked, 'hub.verify_token': 'not-the-token' },
      { ...asked, 'hub.verify_token': `${VERIFY_TOKEN}x` },
      asked,
      { 'hub.mode': 'unsubscribe', 'hub.challenge': '1', 'hub.verify_token': VERIFY_TOKEN },
      { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN },
    ]) {
      const refused = await handshake(t.app, wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(403);
      expect(refused.body).not.toContain('1158201444');
    }
    const huge = await handshake(t.app, { ...asked, 'hub.challenge': 'x'.repeat(201) });
    expect(huge.statusCode).toBe(422);

    // No verify token set: no handshake succeeds, whatever it names.
    const plain = await buildTestApp(ctx.database, { ...whatsapp.env });
    try {
      expect((await handshake(plain.app, { ...asked, 'hub.verify_token': '' })).statusCode).toBe(
        403,
      );
      expect(
        (await handshake(plain.app, { ...asked, 'hub.verify_token': VERIFY_TOKEN })).statusCode,
      ).toBe(403);
    } finally {
      await plain.app.close();
    }
  });

  it('records WhatsApp receipts in order and refuses a bad signature', async () => {
    await formedGroup();
    await flush();
    const id = whatsapp.received.find((m) => m.template === 'group_formed')!.id;
    const status = async () => (await messages()).find((m) => m.provider_message_id === id)!.status;

    const forged = await whatsapp.status(t.app, id, 'read', 'not-the-app-secret');
    expect(forged.statusCode).toBe(401);
    expect(await status()).toBe('SENT');

    expect((await whatsapp.status(t.app, id, 'delivered')).statusCode).toBe(200);
    expect(await status()).toBe('DELIVERED');
    await whatsapp.status(t.app, id, 'read');
    expect(await status()).toBe('READ');
    // A late "sent" does not move it back.
    await whatsapp.status(t.app, id, 'sent');
    expect(await status()).toBe('READ');

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('records MSG91 reports; a failed delivery sends the mail; a wrong secret changes nothing', async () => {
    const { ravi } = await formedGroup();
    await flush();
    const id = sms.received.find((m) => m.template === 'group_formed')!.id;
    expect((await sms.report(t.app, id, '1', 'wrong-secret')).statusCode).toBe(401);
    expect((await messages()).find((m) => m.provider_message_id === id)!.status).toBe('SENT');
    expect((await sms.report(t.app, id, '2')).statusCode).toBe(200);
    expect((await messages()).find((m) => m.provider_message_id === id)!.status).toBe('FAILED');
    await flush();
    expect(t.mail.to(ravi.email).some((m) => m.subject.includes('airlines are now bidding'))).toBe(
      true,
    );
  });

  it('STOP on either channel sets the preference back to EMAIL; a forged STOP does not', async () => {
    const asha = await textMember('Asha', 'WHATSAPP', '9876500001');
    const ravi = await textMember('Ravi', 'SMS', '9876500002');
    expect((await whatsapp.reply(t.app, '919876500001', 'STOP', 'forged')).statusCode).toBe(401);
    expect((await sms.reply(t.app, '919876500002', 'STOP', 'forged')).statusCode).toBe(401);
    expect((await me(asha)).notification_preference).toBe('WHATSAPP');
    expect((await me(ravi)).notification_preference).toBe('SMS');

    // Any other reply changes nothing.
    await whatsapp.reply(t.app, '919876500001', 'thanks!');
    expect((await me(asha)).notification_preference).toBe('WHATSAPP');

    await whatsapp.reply(t.app, '919876500001', ' stop ');
    await sms.reply(t.app, '919876500002', 'STOP');
    expect(await me(asha)).toMatchObject({
      notification_preference: 'EMAIL',
      notification_phone: null,
    });
    expect((await me(ravi)).notification_preference).toBe('EMAIL');
  });
});

describe('the fakes refuse what the real services refuse', () => {
  const notifier = () =>
    createNotifier(loadConfig({ ...TEST_ENV, ...whatsapp.env, ...sms.env }).notifications);
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as NotifierError;
    }
    throw new Error('not refused');
  };

  it('a wrong token or auth key is refused for good', async () => {
    const wrong = createNotifier(
      loadConfig({
        ...TEST_ENV,
        ...whatsapp.env,
        ...sms.env,
        WHATSAPP_TOKEN: 'stolen',
        SMS_AUTH_KEY: 'stolen',
      }).notifications,
    );
    const text = { phone: '+919876500001', template: 'opt_in_code' as const, params: ['123456'] };
    const wa = await refusal(wrong.send('WHATSAPP', text));
    expect(wa).toMatchObject({ status: 401, permanent: true });
    expect(wa.message).toContain('190');
    expect(await refusal(wrong.send('SMS', text))).toMatchObject({ status: 401, permanent: true });
  });

  it('an unregistered template or another count of values is refused; a 429 is worth a retry', async () => {
    const text = { phone: '+919876500001', template: 'opt_in_code' as const, params: ['123456'] };
    whatsapp.approved.delete('opt_in_code');
    try {
      expect(await refusal(notifier().send('WHATSAPP', text))).toMatchObject({
        status: 404,
        permanent: true,
      });
    } finally {
      whatsapp.approved.add('opt_in_code');
    }
    const unregistered = createNotifier(
      loadConfig({
        ...TEST_ENV,
        ...sms.env,
        SMS_TEMPLATE_IDS: SMS_TEST_ENV.SMS_TEMPLATE_IDS.replace(
          /opt_in_code=\w+/,
          'opt_in_code=1234',
        ),
      }).notifications,
    );
    expect(await refusal(unregistered.send('SMS', text))).toMatchObject({
      status: 400,
      permanent: true,
    });

    // The fakes count values themselves (our own check would stop it first).
    const raw = await fetch(
      `${whatsapp.url}/${WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID}/messages`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${WHATSAPP_TEST_ENV.WHATSAPP_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '919876500001',
          type: 'template',
          template: { name: 'opt_in_code', language: { code: 'en' }, components: [] },
        }),
      },
    );
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { code: number } }).error.code).toBe(132000);
    const rawSms = await fetch(`${sms.url}/api/v5/flow`, {
      method: 'POST',
      headers: { authkey: SMS_TEST_ENV.SMS_AUTH_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        template_id: sms.registered.keys().next().value,
        sender: SMS_TEST_ENV.SMS_SENDER_ID,
        recipients: [{ mobiles: '919876500001', var1: 'a', var2: 'b', var3: 'c', var9: 'd' }],
      }),
    });
    expect(rawSms.status).toBe(400);

    sms.trouble.rateLimited = 1;
    expect(await refusal(notifier().send('SMS', text))).toMatchObject({
      status: 429,
      permanent: false,
    });
    whatsapp.trouble.rateLimited = 1;
    expect(await refusal(notifier().send('WHATSAPP', text))).toMatchObject({
      status: 429,
      permanent: false,
    });
  });
});
