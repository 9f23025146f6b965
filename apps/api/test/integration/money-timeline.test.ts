import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PROOF_MAX_BYTES,
  PROOF_NOT_ACCEPTED,
  PROOF_NOT_FOUND,
  PROOF_ONLY_WHILE_PENDING,
} from '@saath/shared/refund-proofs';
import { REFUND_REQUEST_NOT_FOUND } from '@saath/shared/refunds';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { airline, bid, pay, rfqGroup, traveller } from '../helpers/groups.ts';
import { checkInvariants, checkMoney } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// A member follows their money in a group (the group page and the ticket page read this) and
// attaches proof to a refund request, which admins open when deciding (docs/product/money.md).
const HOUR = 3600 * 1000;
const ctx = useTestApp(ADMIN_ENV);

afterEach(async () => {
  expect(await checkMoney(ctx.database.db)).toEqual([]);
  expect((await checkInvariants(ctx.database.db)).violations).toEqual([]);
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  ctx.t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const upload = (id: string, headers: Headers, body: Buffer, type: string, name = 'scan.pdf') =>
  ctx.t.app.inject({
    method: 'PUT',
    url: `/api/refund-requests/${id}/proof?file_name=${encodeURIComponent(name)}`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  });
const timeline = (groupId: string, headers: Headers) =>
  inject('GET', `/api/communities/${groupId}/money`, headers);

// The first bytes that make a file what it is, and a little more.
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  Buffer.alloc(64),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(32),
]);

/** Asha (4 passengers) and Ravi (3) both paid a winning bid of ₹4,800 a ticket: BOOKED, ticketed. */
async function bookedGroup() {
  const { group, members } = await rfqGroup(ctx.t.app);
  ctx.t.clock.advance(60_000);
  const carrier = await airline(ctx.t.app, 'IndiGo Test');
  await bid(ctx.t.app, carrier.headers, group.community_id, 480_000);
  ctx.t.clock.advance(48 * HOUR);
  await ctx.t.app.saath.lifecycle.sweep();
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  const ashaPay = await pay(ctx.t.app, asha.headers, group.community_id);
  ctx.t.clock.advance(60_000);
  await pay(ctx.t.app, ravi.headers, group.community_id);
  await ticketGroup(ctx.t.app, carrier.headers, group.community_id);
  return {
    group,
    asha,
    ravi,
    admin: await adminHeaders(ctx.t.app),
    ashaPayment: ashaPay.paymentId,
  };
}

async function cancelForMedicalReasons(headers: Headers) {
  const [ticket] = (await inject('GET', '/api/tickets/', headers)).json();
  ctx.t.clock.advance(60_000);
  const answer = await inject('PUT', `/api/tickets/${ticket.ticket_id}/cancel`, headers, {
    reason: 'MEDICAL',
  });
  expect(answer.statusCode).toBe(200);
  return { ticket, requestId: answer.json().cancellation.refund_request_id as string };
}

describe('the money timeline of a booking', () => {
  it('follows a payment, a refund request with its proof, its approval and the refund', async () => {
    const { group, asha, admin, ashaPayment } = await bookedGroup();
    const before = (await timeline(group.community_id, asha.headers)).json();
    expect(before).toMatchObject({
      community_id: group.community_id,
      paid: 4 * 480_000,
      refunded: 0,
      net: 4 * 480_000,
      events: [{ kind: 'PAYMENT', amount: 4 * 480_000, payment_id: ashaPayment }],
      refund_requests: [],
    });

    const { ticket, requestId } = await cancelForMedicalReasons(asha.headers);
    const opened = (await timeline(group.community_id, asha.headers)).json();
    expect(opened.events.map((e: { kind: string }) => e.kind)).toEqual([
      'PAYMENT',
      'REFUND_REQUESTED',
    ]);
    expect(opened.events[1]).toMatchObject({
      amount: 80_000,
      reason: 'MEDICAL',
      ticket_number: ticket.ticket_number,
      refund_request_id: requestId,
    });
    expect(opened.refund_requests).toEqual([
      expect.objectContaining({
        refund_request_id: requestId,
        ticket_id: ticket.ticket_id,
        status: 'PENDING',
        amount: 80_000,
        proof: null,
      }),
    ]);

    // The member attaches a PDF; the name they gave is kept, its type is what its bytes say.
    const attached = await upload(requestId, asha.headers, PDF, 'application/octet-stream');
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({
      file_name: 'scan.pdf',
      media_type: 'application/pdf',
      size: PDF.length,
    });
    // Admins see it on the request, and open the very bytes.
    const listed = (await inject('GET', '/api/admin/refund-requests?status=PENDING', admin)).json();
    expect(listed.items[0].proof).toMatchObject({ file_name: 'scan.pdf', size: PDF.length });
    const opening = await inject('GET', `/api/refund-requests/${requestId}/proof`, admin);
    expect(opening.statusCode).toBe(200);
    expect(opening.headers['content-type']).toBe('application/pdf');
    expect(opening.headers['content-disposition']).toBe('attachment; filename="scan.pdf"');
    expect(opening.rawPayload.equals(PDF)).toBe(true);
    const own = await inject('GET', `/api/refund-requests/${requestId}/proof`, asha.headers);
    expect(own.rawPayload.equals(PDF)).toBe(true);

    ctx.t.clock.advance(HOUR);
    const decided = await inject('POST', `/api/admin/refund-requests/${requestId}/decide`, admin, {
      approve: true,
      note: 'Certificate seen',
    });
    expect(decided.statusCode).toBe(200);
    await ctx.t.flushMail(); // the refund job pays it out through the provider

    const after = (await timeline(group.community_id, asha.headers)).json();
    expect(after).toMatchObject({ paid: 4 * 480_000, refunded: 80_000, net: 4 * 480_000 - 80_000 });
    expect(after.events.map((e: { kind: string }) => e.kind)).toEqual([
      'PAYMENT',
      'REFUND_REQUESTED',
      'REFUND_APPROVED',
      'REFUND',
    ]);
    expect(after.events[2]).toMatchObject({ note: 'Certificate seen', amount: 80_000 });
    expect(after.events[3]).toMatchObject({
      amount: 80_000,
      payment_id: ashaPayment,
      refund_status: 'PROCESSED',
    });
    expect(after.refund_requests[0]).toMatchObject({
      status: 'APPROVED',
      decision_note: 'Certificate seen',
    });
    // Decided: the proof it was decided on stays as it was.
    const late = await upload(requestId, asha.headers, PNG, 'image/png', 'other.png');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: PROOF_ONLY_WHILE_PENDING });
  });

  it('shows a declined request with the admin’s reason', async () => {
    const { group, ravi, admin } = await bookedGroup();
    const { requestId } = await cancelForMedicalReasons(ravi.headers);
    await inject('POST', `/api/admin/refund-requests/${requestId}/decide`, admin, {
      approve: false,
      note: 'The certificate is for someone else',
    });
    const body = (await timeline(group.community_id, ravi.headers)).json();
    expect(body.events.at(-1)).toMatchObject({
      kind: 'REFUND_DECLINED',
      note: 'The certificate is for someone else',
    });
    expect(body).toMatchObject({ refunded: 0, net: body.paid });
  });

  it('is the caller’s own: 404 to someone who never belonged to the group', async () => {
    const { group } = await bookedGroup();
    const stranger = await traveller(ctx.t.app, 'Omar');
    for (const headers of [stranger.headers, await adminHeaders(ctx.t.app)]) {
      const answer = await timeline(group.community_id, headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: expect.any(String) });
    }
    expect((await timeline(group.community_id, {})).statusCode).toBe(401);
    expect((await timeline('not-a-uuid', stranger.headers)).statusCode).toBe(422);
  });
});

describe('proof of a refund request', () => {
  it('is read by its content, not its name or Content-Type', async () => {
    const { asha } = await bookedGroup();
    const { requestId } = await cancelForMedicalReasons(asha.headers);
    // A text file called a PDF, sent as one: refused.
    const text = Buffer.from('I promise I was ill. '.repeat(20));
    const fake = await upload(requestId, asha.headers, text, 'application/pdf', 'note.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ detail: PROOF_NOT_ACCEPTED });
    // A ZIP (a PDF's neighbour in many viewers) is not a proof either.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
    expect(
      (await upload(requestId, asha.headers, zip, 'application/octet-stream')).statusCode,
    ).toBe(415);
    // A PNG sent as a PDF is stored as the PNG it is, under a name that says so.
    const png = await upload(requestId, asha.headers, PNG, 'application/pdf', '../../etc/scan.pdf');
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({ media_type: 'image/png', file_name: 'scan.png' });
    // Neither JSON nor another type is taken as a file; an empty body is no proof.
    const json = await inject('PUT', `/api/refund-requests/${requestId}/proof`, asha.headers, {
      file: 'x',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: expect.any(String) });
    expect((await upload(requestId, asha.headers, Buffer.alloc(0), 'image/png')).statusCode).toBe(
      415,
    );
    // Too large: 413 in the one error shape, before anything is stored.
    const big = Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES)]);
    const tooBig = await upload(requestId, asha.headers, big, 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: expect.any(String) });
    const stored = await queryRows<{ media_type: string }>(
      ctx.database.db,
      sql`SELECT media_type FROM refund_request_proofs WHERE refund_request_id = ${requestId}`,
    );
    expect(stored).toEqual([{ media_type: 'image/png' }]);
  });

  it('belongs to its member and admins: 404 to anyone else, even to attach', async () => {
    const { asha, ravi } = await bookedGroup();
    const { requestId } = await cancelForMedicalReasons(asha.headers);
    const carrier = await airline(ctx.t.app, 'Akasa Test');
    const url = `/api/refund-requests/${requestId}/proof`;
    // Nothing attached yet: the member is told so.
    const none = await inject('GET', url, asha.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: PROOF_NOT_FOUND });
    expect((await upload(requestId, asha.headers, PDF, 'application/pdf')).statusCode).toBe(200);
    for (const headers of [ravi.headers, carrier.headers]) {
      const read = await inject('GET', url, headers);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ detail: REFUND_REQUEST_NOT_FOUND });
      const write = await upload(requestId, headers, PNG, 'image/png');
      expect(write.statusCode).toBe(404);
    }
    expect((await inject('GET', url, {})).statusCode).toBe(401);
    // An admin reads it but does not attach for the member.
    const admin = await adminHeaders(ctx.t.app);
    expect((await upload(requestId, admin, PNG, 'image/png')).statusCode).toBe(404);
    const stored = await queryRows<{ media_type: string }>(
      ctx.database.db,
      sql`SELECT media_type FROM refund_request_proofs WHERE refund_request_id = ${requestId}`,
    );
    expect(stored).toEqual([{ media_type: 'application/pdf' }]);
  });
});
