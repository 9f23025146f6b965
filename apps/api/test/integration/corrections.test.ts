import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { airlineManifestPath } from '@saath/shared/airlines';
import {
  ADMIN_CORRECTIONS_PATH,
  CORRECTION_ALREADY_DECIDED,
  CORRECTION_ALREADY_REQUESTED,
  CORRECTION_NOT_BOOKED,
  CORRECTION_TOO_LATE,
  PASSENGER_NOT_FOUND,
  adminCorrectionDeclinePath,
  adminCorrectionPassPath,
  correctionPath,
} from '@saath/shared/corrections';
import { API } from '@saath/shared/http';
import { LIVE_API } from '@saath/shared/live';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { bearer, detailLocs, login, STRONG_PASSWORD } from '../helpers/app.ts';
import { airline, bid, pay, rfqGroup } from '../helpers/groups.ts';
import { openStream } from '../helpers/event-stream.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup, wonQuoteId } from '../helpers/ticketing.ts';
import { webhookReceiver } from '../helpers/webhook-receiver.ts';

// docs/product/ticketing.md "Corrections": a member corrects their own passenger of a booked
// group until the ticket is issued (and the cut-off before departure); after issue Saath's team
// decides. The airline's manifest shows the current details and their history.
const ctx = useTestApp({
  ...ADMIN_ENV,
  WEBHOOKS_ALLOW_PRIVATE: '1',
  BIDDING_WINDOW_SECONDS: '3600',
});
type Headers = Record<string, string>;

const receivers: Array<Awaited<ReturnType<typeof webhookReceiver>>> = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

/** Asha (4) and Ravi (3); a hooked airline's bid wins; both pay: BOOKED, 7 PENDING tickets. */
async function bookedGroup() {
  const { group, members } = await rfqGroup(ctx.t.app);
  ctx.t.clock.advance(60_000);
  const winner = await airline(ctx.t.app, 'IndiGo Test');
  const inbox = await webhookReceiver();
  receivers.push(inbox);
  for (const [url, payload] of [
    ['/api/airline/webhook', { endpoint: inbox.url }],
    ['/api/airline/webhook/secret', undefined],
  ] as const) {
    const response = await ctx.t.app.inject({
      method: payload ? 'PUT' : 'POST',
      url,
      headers: winner.headers,
      ...(payload && { payload }),
    });
    expect(response.statusCode).toBe(200);
  }
  expect((await bid(ctx.t.app, winner.headers, group.community_id, 480_000)).statusCode).toBe(201);
  ctx.t.clock.advance(3600_000);
  await ctx.t.app.saath.lifecycle.sweep();
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  await pay(ctx.t.app, asha.headers, group.community_id);
  await pay(ctx.t.app, ravi.headers, group.community_id);
  const quoteId = await wonQuoteId(ctx.t.app, winner.headers, group.community_id);
  const own = async (headers: Headers) =>
    (await ctx.t.app.inject({ url: API.communityPassengers(group.community_id), headers })).json()
      .passengers as Array<{ id: string; full_name: string; dob: string; gender: string }>;
  return { group, asha, ravi, winner, quoteId, own };
}

const patch = (communityId: string, passengerId: string, headers: Headers, payload: unknown) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: correctionPath(communityId, passengerId),
    headers,
    payload: payload as object,
  });

async function jobs(kind: string) {
  return queryRows<{ target: string; payload: { event?: string; body?: string; text?: string } }>(
    ctx.database.db,
    sql`SELECT target, payload FROM jobs WHERE kind = ${kind} ORDER BY created_at, id`,
  );
}

describe('a member corrects their passenger before the ticket is issued', () => {
  it('corrects at once, keeps the history, and the airline sees it', async () => {
    const { group, asha, winner, quoteId, own } = await bookedGroup();
    const [first] = await own(asha.headers);
    const live = await openStream(ctx.t.app, LIVE_API.airlineEvents, winner.headers);
    const response = await patch(group.community_id, first!.id, asha.headers, {
      full_name: '  Asha Sharma ',
      dob: '1990-04-02',
      gender: first!.gender,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: first!.id,
      full_name: 'Asha Sharma',
      dob: '1990-04-02',
      gender: first!.gender,
    });
    expect((await own(asha.headers))[0]).toMatchObject({ full_name: 'Asha Sharma' });
    // The airline's live stream hears it.
    const heard = await live.stream!.next((e) => e.event === 'manifest_changed', 'the change');
    expect(JSON.parse(heard.data)).toMatchObject({ quote_id: quoteId, passenger_id: first!.id });
    live.close();

    // The manifest: the current name, and one history row per field that changed.
    const manifest = (
      await ctx.t.app.inject({ url: airlineManifestPath(quoteId), headers: winner.headers })
    ).json();
    const row = manifest.passengers.find(
      (p: { passenger_id: string }) => p.passenger_id === first!.id,
    );
    expect(row.full_name).toBe('Asha Sharma');
    expect(row.corrections).toEqual([
      expect.objectContaining({
        field: 'dob',
        old_value: first!.dob,
        new_value: '1990-04-02',
        by: 'MEMBER',
      }),
      expect.objectContaining({
        field: 'full_name',
        old_value: first!.full_name,
        new_value: 'Asha Sharma',
        by: 'MEMBER',
      }),
    ]);
    // Passengers never corrected carry no history field.
    expect(
      manifest.passengers.filter((p: { corrections?: unknown }) => p.corrections),
    ).toHaveLength(1);
    const csv = await ctx.t.app.inject({
      url: `${airlineManifestPath(quoteId)}.csv`,
      headers: winner.headers,
    });
    const line = csv.body.split('\n').find((l) => l.includes(first!.id));
    expect(line).toContain(',Asha Sharma,1990-04-02,');

    // The signed webhook is queued, and the airline's users are mailed.
    const hooks = (await jobs('webhook')).filter((j) => j.payload.event === 'manifest.changed');
    expect(hooks).toHaveLength(1);
    expect(JSON.parse(hooks[0]!.payload.body!).data).toMatchObject({
      quote_id: quoteId,
      community_id: group.community_id,
      passenger_id: first!.id,
      changes: [
        { field: 'full_name', old_value: first!.full_name, new_value: 'Asha Sharma' },
        { field: 'dob', old_value: first!.dob, new_value: '1990-04-02' },
      ],
    });
    const mails = await jobs('manifest_changed');
    expect(mails.map((m) => m.target)).toEqual([winner.email]);

    // A repeat changes nothing: no second history row, no second webhook.
    const again = await patch(group.community_id, first!.id, asha.headers, {
      full_name: 'Asha Sharma',
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await jobs('webhook')).filter((j) => j.payload.event === 'manifest.changed'),
    ).toHaveLength(1);
  });

  it("answers 404 for another member's passenger, another group or an airline", async () => {
    const { group, asha, ravi, winner, own } = await bookedGroup();
    const [ashas] = await own(asha.headers);
    const body = { full_name: 'Someone Else' };
    expect((await patch(group.community_id, ashas!.id, ravi.headers, body)).json()).toEqual({
      detail: PASSENGER_NOT_FOUND,
    });
    expect((await patch(group.community_id, ashas!.id, ravi.headers, body)).statusCode).toBe(404);
    expect((await patch(group.community_id, ashas!.id, winner.headers, body)).statusCode).toBe(404);
    const other = crypto.randomUUID();
    expect((await patch(other, ashas!.id, asha.headers, body)).statusCode).toBe(404);
    expect((await own(asha.headers))[0]!.full_name).toBe(ashas!.full_name);
  });

  it('refuses bad input with the entry rules (422)', async () => {
    const { group, asha, own } = await bookedGroup();
    const [p] = await own(asha.headers);
    const cases: Array<[unknown, string]> = [
      [{ full_name: '   ' }, 'full_name'],
      [{ full_name: 'x'.repeat(101) }, 'full_name'],
      [{ dob: '2999-01-01' }, 'dob'],
      [{ dob: '1990-02-30' }, 'dob'],
      [{ gender: 'X' }, 'gender'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(group.community_id, p!.id, asha.headers, payload);
      expect(response.statusCode).toBe(422);
      expect(detailLocs(response).join(' ')).toContain(field);
    }
    expect((await patch(group.community_id, p!.id, asha.headers, {})).statusCode).toBe(422);
    expect(
      (await patch(group.community_id, p!.id, asha.headers, { phone: '9876543210' })).statusCode,
    ).toBe(422);
    expect(
      (await patch(group.community_id, 'not-a-uuid', asha.headers, { gender: 'M' })).statusCode,
    ).toBe(422);
  });

  it('refuses after the cut-off before departure (409)', async () => {
    const { group, asha, own } = await bookedGroup();
    const [p] = await own(asha.headers);
    // Departure 2026-12-10 09:30 IST (04:00Z): corrections close 72 hours before.
    const cutoff = Date.parse('2026-12-07T04:00:00Z');
    ctx.t.clock.advance(cutoff - ctx.t.clock.now().getTime() + 1000);
    // Signed in again: the session of two weeks ago has expired.
    const headers = bearer(await login(ctx.t.app, asha.email, STRONG_PASSWORD));
    const response = await patch(group.community_id, p!.id, headers, {
      full_name: 'Too Late',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CORRECTION_TOO_LATE(72) });
  });

  it('refuses before the group is booked (409)', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const [p] = (
      await ctx.t.app.inject({
        url: API.communityPassengers(group.community_id),
        headers: members[0]!.headers,
      })
    ).json().passengers;
    const response = await patch(group.community_id, p.id, members[0]!.headers, {
      full_name: 'Early',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CORRECTION_NOT_BOOKED });
  });
});

describe('after the ticket is issued the correction goes to Saath', () => {
  it('files a request that an admin passes or declines', async () => {
    const { group, asha, ravi, winner, quoteId, own } = await bookedGroup();
    await ticketGroup(ctx.t.app, winner.headers, group.community_id);
    const [p] = await own(asha.headers);
    const filed = await patch(group.community_id, p!.id, asha.headers, {
      full_name: 'Asha Kapoor',
    });
    expect(filed.statusCode).toBe(202);
    expect(filed.json()).toMatchObject({
      status: 'PENDING',
      passenger_id: p!.id,
      changes: { full_name: 'Asha Kapoor' },
    });
    // Nothing changed yet; a second request for the passenger waits for the first.
    expect((await own(asha.headers))[0]!.full_name).toBe(p!.full_name);
    const twice = await patch(group.community_id, p!.id, asha.headers, { full_name: 'Asha K' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: CORRECTION_ALREADY_REQUESTED });
    // A minute later: the list orders requests of the same status by when they were filed.
    ctx.t.clock.advance(60_000);
    const [r] = await own(ravi.headers);
    const declined = await patch(group.community_id, r!.id, ravi.headers, {
      gender: r!.gender === 'M' ? 'F' : 'M',
    });
    expect(declined.statusCode).toBe(202);

    const admin = await adminHeaders(ctx.t.app);
    // Members and airlines are not admins.
    expect(
      (await ctx.t.app.inject({ url: ADMIN_CORRECTIONS_PATH, headers: asha.headers })).statusCode,
    ).toBe(403);
    const list = (await ctx.t.app.inject({ url: ADMIN_CORRECTIONS_PATH, headers: admin })).json();
    expect(list).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(list.items[0]).toMatchObject({
      id: filed.json().id,
      status: 'PENDING',
      rfq_number: group.rfq_number,
      member_email: asha.email,
      current: { full_name: p!.full_name },
    });

    const passed = await ctx.t.app.inject({
      method: 'POST',
      url: adminCorrectionPassPath(filed.json().id),
      headers: admin,
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ status: 'PASSED' });
    expect((await own(asha.headers))[0]!.full_name).toBe('Asha Kapoor');
    const manifest = (
      await ctx.t.app.inject({ url: airlineManifestPath(quoteId), headers: winner.headers })
    ).json();
    const row = manifest.passengers.find((x: { passenger_id: string }) => x.passenger_id === p!.id);
    expect(row).toMatchObject({ full_name: 'Asha Kapoor', ticket_status: 'ISSUED' });
    expect(row.corrections).toEqual([
      expect.objectContaining({ field: 'full_name', new_value: 'Asha Kapoor', by: 'SAATH' }),
    ]);
    expect(
      (await jobs('webhook')).filter((j) => j.payload.event === 'manifest.changed'),
    ).toHaveLength(1);
    expect((await jobs('correction_passed')).map((m) => m.target)).toEqual([asha.email]);
    const again = await ctx.t.app.inject({
      method: 'POST',
      url: adminCorrectionPassPath(filed.json().id),
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CORRECTION_ALREADY_DECIDED('PASSED') });

    // A decline needs a reason, mails the member and changes nothing.
    const id = declined.json().id;
    const noReason = await ctx.t.app.inject({
      method: 'POST',
      url: adminCorrectionDeclinePath(id),
      headers: admin,
      payload: {},
    });
    expect(noReason.statusCode).toBe(422);
    const no = await ctx.t.app.inject({
      method: 'POST',
      url: adminCorrectionDeclinePath(id),
      headers: admin,
      payload: { reason: 'The airline cannot change the gender on an issued ticket' },
    });
    expect(no.statusCode).toBe(200);
    expect(no.json()).toMatchObject({
      status: 'DECLINED',
      reason: 'The airline cannot change the gender on an issued ticket',
    });
    expect((await own(ravi.headers))[0]!.gender).toBe(r!.gender);
    const mail = await jobs('correction_declined');
    expect(mail.map((m) => m.target)).toEqual([ravi.email]);
    expect(mail[0]!.payload.text).toContain('cannot change the gender');
    const decidedTwice = await ctx.t.app.inject({
      method: 'POST',
      url: adminCorrectionPassPath(id),
      headers: admin,
    });
    expect(decidedTwice.statusCode).toBe(409);

    // Decided requests follow the pending ones; both are audited.
    const audit = await queryRows<{ action: string; reason: string | null }>(
      ctx.database.db,
      sql`SELECT action, reason FROM admin_audit_log WHERE action LIKE 'CORRECTION_%' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'CORRECTION_PASSED', reason: null },
      {
        action: 'CORRECTION_DECLINED',
        reason: 'The airline cannot change the gender on an issued ticket',
      },
    ]);
    const missing = await ctx.t.app.inject({
      method: 'POST',
      url: adminCorrectionPassPath(crypto.randomUUID()),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
