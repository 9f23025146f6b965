import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../helpers/admin.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { truncateAll } from '../helpers/database.ts';
import { SMS_TEST_ENV, startFakeMsg91, startFakeWhatsapp } from '../helpers/fake-text-providers.ts';
import { airline, bid, createGroup, joinRequest, pay, traveller } from '../helpers/groups.ts';
import { ticketGroup } from '../helpers/ticketing.ts';
import { useTestDatabase } from '../helpers/suite.ts';
import { textsIn } from '../../src/platform/texts.ts';

/*
 * What the server writes to a member is in their language (docs/product/languages.md, ADR 0065):
 * a Hindi member's mails, WhatsApp templates ('hi'), SMS (the Hindi DLT template) and PDFs are
 * Hindi; an English member's are as they always were.
 */

const ctx = useTestDatabase();
let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
let sms: Awaited<ReturnType<typeof startFakeMsg91>>;
let t: TestApp;
// Only group_formed is registered in Hindi on DLT: the other SMS go in English.
const SMS_HINDI = { ...SMS_TEST_ENV, SMS_TEMPLATE_IDS_HI: 'group_formed=75b0000001d6fc0b1f7e' };

beforeAll(async () => {
  whatsapp = await startFakeWhatsapp();
  sms = await startFakeMsg91(SMS_HINDI);
});
afterAll(async () => {
  await whatsapp.close();
  await sms.close();
});
beforeEach(async () => {
  await truncateAll(ctx.database);
  whatsapp.received.length = 0;
  sms.received.length = 0;
  t = await buildTestApp(ctx.database, {
    ...ADMIN_ENV,
    ...whatsapp.env,
    ...sms.env,
    SMS_TEMPLATE_IDS_HI: SMS_HINDI.SMS_TEMPLATE_IDS_HI,
  });
});
afterEach(async () => {
  await t.app.close();
});

type Member = Awaited<ReturnType<typeof traveller>>;

async function speaks(app: FastifyInstance, member: Member, language: 'en' | 'hi') {
  const changed = await app.inject({
    method: 'PUT',
    url: '/api/users/me/language',
    headers: member.headers,
    payload: { language },
  });
  expect(changed.statusCode, changed.body).toBe(200);
}

async function onChannel(member: Member, channel: 'SMS' | 'WHATSAPP', phone: string) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/notification-channel/code',
    headers: member.headers,
    payload: { channel, phone },
  });
  expect(asked.statusCode).toBe(200);
  const fake = channel === 'SMS' ? sms : whatsapp;
  const code = fake.received.filter((m) => m.template === 'opt_in_code').at(-1)!.params[0]!;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/notification-channel/confirm',
    headers: member.headers,
    payload: { code },
  });
  expect(confirmed.statusCode).toBe(200);
}

async function flush() {
  for (let i = 0; i < 4; i += 1) await t.flushMail();
}

describe("a member's language", () => {
  it('writes the texts of a forming group in each member’s language, by channel', async () => {
    const asha = await traveller(t.app, 'Asha'); // Hindi, WhatsApp
    const ravi = await traveller(t.app, 'Ravi'); // Hindi, SMS
    const meena = await traveller(t.app, 'Meena'); // Hindi, mail
    const john = await traveller(t.app, 'John'); // English, mail
    await speaks(t.app, asha, 'hi');
    await speaks(t.app, ravi, 'hi');
    await speaks(t.app, meena, 'hi');
    await onChannel(asha, 'WHATSAPP', '9876500001');
    await onChannel(ravi, 'SMS', '9876500002');
    // The opt-in code itself went in Hindi on WhatsApp, in English on SMS (no Hindi DLT id).
    expect(whatsapp.received.find((m) => m.template === 'opt_in_code')?.language).toBe('hi');
    expect(sms.received.find((m) => m.template === 'opt_in_code')?.language).toBe('en');

    const group = await createGroup(t.app, asha.headers, {}, 2);
    await joinRequest(t.app, ravi.headers, group.community_id, 2);
    await joinRequest(t.app, meena.headers, group.community_id, 2);
    const formed = await joinRequest(t.app, john.headers, group.community_id, 1);
    expect(formed.json().status).toBe('RFQ_SENT');
    await flush();

    expect(whatsapp.received.filter((m) => m.template === 'group_formed')).toEqual([
      expect.objectContaining({ to: '919876500001', language: 'hi' }),
    ]);
    expect(sms.received.filter((m) => m.template === 'group_formed')).toEqual([
      expect.objectContaining({ to: '919876500002', language: 'hi' }),
    ]);

    const hindi = t.mail.to(meena.email).find((m) => m.subject.includes('एयरलाइंस बोली'));
    expect(hindi?.subject).toMatch(/^आपका ग्रुप पूरा हो गया: अब एयरलाइंस बोली लगा रही हैं \(/);
    expect(hindi?.text).toContain('नमस्ते Meena,');
    expect(hindi?.text).toContain('नई दिल्ली (DEL) से मुंबई (BOM)');
    expect(hindi?.text).toContain('टीम Saath');
    expect(hindi?.text).not.toContain('Team Saath');

    const english = t.mail
      .to(john.email)
      .find((m) => m.subject.includes('airlines are now bidding'));
    expect(english?.text).toContain('Namaste John,');
    expect(english?.text).toContain('New Delhi (DEL) to Mumbai (BOM)');
    // The lifecycle's own mail links the group's page in each reader's language.
    expect(hindi?.text).toContain(`http://saath.test/hi/communities/${group.community_id}`);
    expect(english?.text).toContain(`http://saath.test/communities/${group.community_id}`);
    expect(english?.text).not.toContain('/hi/');

    // Links open the member's language: a Hindi member's the /hi pages, an English one's as ever.
    const groupPage = `/communities/${group.community_id}`;
    expect(whatsapp.received.find((m) => m.template === 'group_formed')?.params).toContain(
      `http://saath.test/hi${groupPage}`,
    );
    expect(sms.received.find((m) => m.template === 'group_formed')?.params).toContain(
      `http://saath.test/hi${groupPage}`,
    );
    const joined = (email: string, language: 'en' | 'hi') => {
      const subject = textsIn(language).t('You joined {rfq}', { rfq: group.rfq_number });
      return t.mail.to(email).find((m) => m.subject === subject)?.text ?? '';
    };
    expect(joined(meena.email, 'hi')).toContain(`http://saath.test/hi${groupPage}`);
    expect(joined(john.email, 'en')).toContain(`http://saath.test${groupPage}`);
    expect(joined(john.email, 'en')).not.toContain('/hi/');

    // A member who switches back to English gets English from the next message on.
    await speaks(t.app, meena, 'en');
    t.clock.advance(60_000);
    const carrier = await airline(t.app, 'IndiGo Test');
    await bid(t.app, carrier.headers, group.community_id, 480_000, { flight_number: '6E 21' });
    t.clock.advance(48 * 3600 * 1000);
    await t.app.saath.lifecycle.sweep();
    await flush();
    expect(t.mail.to(meena.email).map((m) => m.subject)).toContainEqual(
      expect.stringContaining("An airline's bid won"),
    );
    // Ravi's bid_won SMS has no Hindi DLT id: it goes as the English template, English values.
    const due = sms.received.find((m) => m.template === 'bid_won');
    expect(due?.language).toBe('en');
    // ...its link too: the English template points at the English page.
    expect(due?.params).toContain(`http://saath.test${groupPage}`);
    expect(whatsapp.received.find((m) => m.template === 'bid_won')?.params).toContain(
      `http://saath.test/hi${groupPage}`,
    );
    expect(due?.params[2]).toMatch(/IST$/);
    expect(due?.params[2]).toMatch(/^[A-Z][a-z]{2}, /);
    expect(whatsapp.received.find((m) => m.template === 'bid_won')?.params[2]).toMatch(
      /^[\u0900-\u097F]/,
    );
  });

  it('writes the receipt PDF in the payer’s language, the e-ticket in its reader’s', async () => {
    const asha = await traveller(t.app, 'Asha');
    const ravi = await traveller(t.app, 'Ravi');
    await speaks(t.app, asha, 'hi');
    const group = await createGroup(t.app, asha.headers, {}, 4);
    await joinRequest(t.app, ravi.headers, group.community_id, 3);
    t.clock.advance(60_000);
    const carrier = await airline(t.app, 'IndiGo Test');
    await bid(t.app, carrier.headers, group.community_id, 480_000, { flight_number: '6E 21' });
    t.clock.advance(48 * 3600 * 1000);
    await t.app.saath.lifecycle.sweep();
    const hers = await pay(t.app, asha.headers, group.community_id);
    const his = await pay(t.app, ravi.headers, group.community_id);
    await flush();
    expect(t.mail.to(asha.email).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^भुगतान मिल गया: ₹/),
    );

    const text = async (url: string, member: Member) => {
      const response = await t.app.inject({ url, headers: member.headers });
      expect(response.statusCode, response.body).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
      const { text } = await parser.getText();
      await parser.destroy();
      return text;
    };
    const hindi = await text(`/api/payments/${hers.paymentId}/receipt`, asha);
    expect(hindi).toContain('IndiGo Test');
    expect(hindi).toContain('RFQ-');
    expect(hindi).not.toContain('Payment Receipt');
    expect(hindi).not.toContain('Total paid');
    expect(hindi).not.toContain('New Delhi');
    const english = await text(`/api/payments/${his.paymentId}/receipt`, ravi);
    expect(english).toContain('Payment Receipt');
    expect(english).toContain('Total paid');
    expect(english).toContain('New Delhi (DEL)');

    // Booked and ticketed: each reads their e-ticket in their own language.
    await ticketGroup(t.app, carrier.headers, group.community_id);
    const ticketOf = async (member: Member) =>
      (await t.app.inject({ url: '/api/tickets/', headers: member.headers })).json()[0];
    const hersTicket = await ticketOf(asha);
    const hindiTicket = await text(`/api/tickets/${hersTicket.ticket_id}/e-ticket`, asha);
    expect(hindiTicket).toContain(hersTicket.ticket_number);
    expect(hindiTicket).toContain(hersTicket.pnr);
    expect(hindiTicket).toContain('₹4,800.00');
    expect(hindiTicket).not.toContain('Travel date');
    expect(hindiTicket).not.toContain('Cancellation and refunds');
    const hisTicket = await ticketOf(ravi);
    const englishTicket = await text(`/api/tickets/${hisTicket.ticket_id}/e-ticket`, ravi);
    expect(englishTicket).toContain('Travel date');
    expect(englishTicket).toContain('Cancellation and refunds');
  });
});
