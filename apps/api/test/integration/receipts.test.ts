import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { PAYMENT_NOT_FOUND } from '@saath/shared/payments';
import { GSTIN_MESSAGE, RECEIPT_NOT_AVAILABLE } from '@saath/shared/receipts';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/app.ts';
import { airline, bid, pay, rfqGroup, traveller, type Route } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

// ADR 0023: receipts and GST tax invoices of captured payments.
const HOUR = 3600 * 1000;
const COMPANY_GSTIN = '29AAACS1234K1Z1'; // Karnataka
const ENV = { ...ADMIN_ENV, COMPANY_GSTIN, COMPANY_NAME: 'Saath Test Operator Pvt Ltd' };
const ctx = useTestApp(ENV);

type Headers = Record<string, string>;

/** Later members (no free tickets): Asha (4) and Ravi (3) per group, whose ₹4,800 bid won. */
async function awaitingPayment(...routes: Array<Partial<Route>>) {
  await ctx.database.db.execute(
    // Past every member already there (the admin), whatever the sequence held before.
    sql`SELECT setval(pg_get_serial_sequence('users', 'member_number'), greatest(2500, (SELECT max(member_number) FROM users)))`,
  );
  const formed = [];
  for (const route of routes.length ? routes : [{}]) formed.push(await rfqGroup(ctx.t.app, route));
  ctx.t.clock.advance(60_000);
  const carrier = await airline(ctx.t.app, 'IndiGo Test');
  for (const { group } of formed)
    await bid(ctx.t.app, carrier.headers, group.community_id, 480_000, { flight_number: '6E 21' });
  ctx.t.clock.advance(48 * HOUR);
  await ctx.t.app.saath.lifecycle.sweep();
  return formed.map(({ group, members }) => {
    const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
    return { group, asha, ravi };
  });
}
const awaitingOne = async () => (await awaitingPayment())[0]!;

/** An open payment of the member's share (not paid). */
const startPayment = async (communityId: string, headers: Headers) =>
  (
    await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${communityId}/payments`,
      headers,
      payload: {},
    })
  ).json();

const receipt = (paymentId: string, headers: Headers) =>
  ctx.t.app.inject({ url: `/api/payments/${paymentId}/receipt`, headers });

async function pdfText(paymentId: string, headers: Headers): Promise<string> {
  const response = await receipt(paymentId, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

/** PUT /api/users/me with the names and email it requires, and `changes`. */
async function setProfile(headers: Headers, changes: Record<string, unknown>) {
  const me = (await ctx.t.app.inject({ url: '/api/users/me', headers })).json();
  const { first_name, last_name, email } = me;
  return ctx.t.app.inject({
    method: 'PUT',
    url: '/api/users/me',
    headers,
    payload: { first_name, last_name, email, ...changes },
  });
}

async function receiptNumberOf(paymentId: string): Promise<string | null> {
  const rows = await queryRows<{ receipt_number: string | null }>(
    ctx.database.db,
    sql`SELECT receipt_number FROM payments WHERE id = ${paymentId}`,
  );
  return rows[0]!.receipt_number;
}

describe('GET /api/payments/{id}/receipt', () => {
  it('serves a plain receipt with a sequential number, the group, the flight and the money', async () => {
    const { group, asha, ravi } = await awaitingOne();
    const first = await pay(ctx.t.app, asha.headers, group.community_id);
    const response = await receipt(first.paymentId, asha.headers);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="saath-receipt-SAATH-2026-27-000001.pdf"',
    );
    const text = await pdfText(first.paymentId, asha.headers);
    expect(text).toContain('Payment Receipt');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('Receipt No. SAATH/2026-27/000001');
    expect(text).toContain('Asha Verma');
    expect(text).toContain(group.rfq_number);
    expect(text).toContain('New Delhi (DEL) to Mumbai (BOM)');
    expect(text).toContain('IndiGo Test');
    expect(text).toContain('6E21');
    // 4 tickets: fare 4 × ₹4,800, fee 4 × ₹250, GST 18 % of it.
    expect(text).toContain('₹19,200.00');
    expect(text).toContain('₹1,000.00');
    expect(text).toContain('₹180.00');
    expect(text).toMatch(/Total paid\s+₹20,380.00/);
    expect(text).toContain(first.paymentId);
    expect(text).toContain('SAC 998551');
    expect(text).not.toContain('Refunds');

    // The next capture takes the next number; the mail names it and links the group page.
    const second = await pay(ctx.t.app, ravi.headers, group.community_id);
    expect(await receiptNumberOf(second.paymentId)).toBe('SAATH/2026-27/000002');
    await ctx.t.flushMail();
    const mail = ctx.t.mail.to(ravi.email).find((m) => m.subject.startsWith('Payment received'));
    expect(mail?.text).toContain('Receipt number: SAATH/2026-27/000002.');
    expect(mail?.text).toContain(`http://saath.test/communities/${group.community_id}`);
  });

  it('is a GST tax invoice when the profile asks for one: CGST + SGST within the state, IGST across', async () => {
    const { group, asha, ravi } = await awaitingOne();
    expect(
      (
        await setProfile(asha.headers, {
          gst_invoice_requirement: 'YES',
          gstin: '29abcde1234f1z5',
          gst_business_name: 'Asha Exports LLP',
        })
      ).statusCode,
    ).toBe(200);
    await setProfile(ravi.headers, {
      gst_invoice_requirement: 'YES',
      gstin: '27PQRST6789L1Z3',
      gst_business_name: 'Ravi Traders',
    });
    const ashas = await pay(ctx.t.app, asha.headers, group.community_id);
    const ravis = await pay(ctx.t.app, ravi.headers, group.community_id);

    const text = await pdfText(ashas.paymentId, asha.headers);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Invoice No. SAATH/2026-27/000001');
    expect(text).toContain('Saath Test Operator Pvt Ltd');
    expect(text).toContain(`GSTIN ${COMPANY_GSTIN}`);
    expect(text).toContain('Asha Exports LLP');
    expect(text).toContain('29ABCDE1234F1Z5');
    expect(text).toContain('Karnataka (29)');
    expect(text).toMatch(/CGST @ 9%\s+₹90.00/);
    expect(text).toMatch(/SGST @ 9%\s+₹90.00/);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Total paid\s+₹20,380.00/);

    const other = await pdfText(ravis.paymentId, ravi.headers);
    expect(other).toContain('Tax Invoice');
    expect(other).toContain('Maharashtra (27)');
    // 3 tickets: GST 3 × ₹45, all integrated tax between Karnataka and Maharashtra.
    expect(other).toMatch(/IGST @ 18%\s+₹135.00/);
    expect(other).not.toContain('CGST');
  });

  it('stays a plain receipt while a GST invoice is asked for but the GSTIN is missing', async () => {
    const { group, asha } = await awaitingOne();
    await setProfile(asha.headers, { gst_invoice_requirement: 'YES', gst_business_name: 'Asha' });
    const { paymentId } = await pay(ctx.t.app, asha.headers, group.community_id);
    const text = await pdfText(paymentId, asha.headers);
    expect(text).toContain('Payment Receipt');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('GST @ 18% on the ticketing fee');
  });

  it('shows the refund of a capture that came too late', async () => {
    const { group, asha } = await awaitingOne();
    const started = await startPayment(group.community_id, asha.headers);
    ctx.t.clock.advance(24 * HOUR);
    await ctx.t.app.inject({
      method: 'POST',
      url: `/api/payments/${started.payment_id}/sandbox-checkout`,
      headers: asha.headers,
      payload: { card_number: '4111 1111 1111 1111' },
    });
    const text = await pdfText(started.payment_id, asha.headers);
    expect(text).toContain('Receipt No. SAATH/2026-27/000001');
    expect(text).toContain('Refunds');
    expect(text).toMatch(/Net paid\s+₹0.00/);
  });

  it("cannot read another user's receipt; refuses unpaid payments, bad ids and guests; an admin can read it", async () => {
    const { group, asha, ravi } = await awaitingOne();
    const open = await startPayment(group.community_id, ravi.headers);
    const unpaid = await receipt(open.payment_id, ravi.headers);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ detail: RECEIPT_NOT_AVAILABLE });

    const { paymentId } = await pay(ctx.t.app, asha.headers, group.community_id);
    const other = await receipt(paymentId, ravi.headers);
    const missing = await receipt('00000000-0000-4000-8000-000000000000', ravi.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: PAYMENT_NOT_FOUND });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(other.json());
    const bad = await receipt('not-a-uuid', asha.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['path', 'id']);
    expect((await receipt(paymentId, {})).statusCode).toBe(401);
    const admin = await pdfText(paymentId, await adminHeaders(ctx.t.app));
    expect(admin).toContain('Asha Verma');
  });

  it('numbers captures in different groups at the same moment uniquely and without gaps', async () => {
    const [one, two] = (await awaitingPayment({}, { travel_date: '2026-12-12' })) as [
      Awaited<ReturnType<typeof awaitingOne>>,
      Awaited<ReturnType<typeof awaitingOne>>,
    ];
    const other = await buildTestApp(ctx.database, ENV, { clock: ctx.t.clock });
    try {
      const paid = await Promise.all([
        pay(ctx.t.app, one.asha.headers, one.group.community_id),
        pay(other.app, two.asha.headers, two.group.community_id),
        pay(other.app, one.ravi.headers, one.group.community_id),
        pay(ctx.t.app, two.ravi.headers, two.group.community_id),
      ]);
      const numbers = await Promise.all(paid.map((p) => receiptNumberOf(p.paymentId)));
      expect(numbers.toSorted()).toEqual([1, 2, 3, 4].map((n) => `SAATH/2026-27/00000${n}`));
    } finally {
      await other.app.close();
    }
  });
});

describe('profile GST fields', () => {
  it('keeps a GSTIN upper-cased, refuses a malformed one, and clears both with empty values', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const saved = await setProfile(asha.headers, {
      gst_invoice_requirement: 'YES',
      gstin: ' 29abcde1234f1z5 ',
      gst_business_name: '  Asha Exports LLP ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      gst_invoice_requirement: 'YES',
      gstin: '29ABCDE1234F1Z5',
      gst_business_name: 'Asha Exports LLP',
      first_name: 'Asha',
    });
    const bad = await setProfile(asha.headers, { gstin: '29ABCDE1234F1Y5' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'gstin'], msg: GSTIN_MESSAGE }),
    ]);
    const me = (await ctx.t.app.inject({ url: '/api/users/me', headers: asha.headers })).json();
    expect(me.gstin).toBe('29ABCDE1234F1Z5');
    const cleared = await setProfile(asha.headers, { gstin: '', gst_business_name: null });
    expect(cleared.json()).toMatchObject({ gstin: null, gst_business_name: null });
  });
});
