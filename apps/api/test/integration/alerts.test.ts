import { describe, expect, it } from 'vitest';
import {
  ALERT_EXISTS,
  ALERT_LIMIT_REACHED,
  ALERT_LIMITS,
  ALERT_NOT_FOUND,
  ALERT_PERIOD_BOTH,
  ALERT_PERIOD_REQUIRED,
  ALERT_RANGE_ORDER,
  ALERT_RANGE_TOO_LONG,
  ALERTS_API,
  ROUTE_NOT_ALLOWED_FOR_ALERT,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_INVALID,
  alertPeriodPastMessage,
} from '@saath/shared/alerts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { eq } from 'drizzle-orm';
import { bearer, detailLocs, detailMsgs, login } from '../helpers/app.ts';
import { ROUTE, createGroup, traveller } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp();

type Headers = Record<string, string>;
const RANGE = {
  from_location: 'DEL',
  to_location: 'BOM',
  date_from: '2026-12-05',
  date_to: '2026-12-20',
};

const createAlert = (headers: Headers, payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: ALERTS_API.alerts, headers, payload });
const listAlerts = (headers: Headers) => ctx.t.app.inject({ url: ALERTS_API.alerts, headers });

/** The mails of route alerts delivered so far to `email`. */
async function alertMails(email: string) {
  await ctx.t.flushMail();
  return ctx.t.mail.to(email).filter((m) => m.subject.startsWith('A group opened'));
}

function tokenOf(text: string): string {
  const match = /unsubscribe\?token=([^\s]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('route alerts: CRUD', () => {
  it('creates, lists and deletes an alert (range and month)', async () => {
    const asha = await traveller(ctx.t.app);
    const ranged = await createAlert(asha.headers, { ...RANGE, time_slot: 'SLOT_08_12' });
    expect(ranged.statusCode).toBe(201);
    expect(ranged.json()).toEqual({
      alert_id: expect.any(String),
      ...RANGE,
      time_slot: 'SLOT_08_12',
      month: null,
      created_at: ctx.t.clock.now().toISOString(),
    });
    const monthly = await createAlert(asha.headers, {
      from_location: 'BLR',
      to_location: 'GOI',
      month: '2027-01',
      time_slot: '',
    });
    expect(monthly.statusCode).toBe(201);
    expect(monthly.json()).toMatchObject({
      month: '2027-01',
      date_from: '2027-01-01',
      date_to: '2027-01-31',
      time_slot: null,
    });

    const list = await listAlerts(asha.headers);
    expect(list.json().map((a: { alert_id: string }) => a.alert_id)).toEqual([
      ranged.json().alert_id,
      monthly.json().alert_id,
    ]);

    const deleted = await ctx.t.app.inject({
      method: 'DELETE',
      url: ALERTS_API.alert(ranged.json().alert_id),
      headers: asha.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await listAlerts(asha.headers)).json()).toHaveLength(1);
  });

  it('refuses a duplicate with 409', async () => {
    const asha = await traveller(ctx.t.app);
    expect((await createAlert(asha.headers, RANGE)).statusCode).toBe(201);
    const again = await createAlert(asha.headers, RANGE);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ALERT_EXISTS });
    // Another slot is another alert.
    expect(
      (await createAlert(asha.headers, { ...RANGE, time_slot: 'SLOT_04_08' })).statusCode,
    ).toBe(201);
  });

  it(`keeps at most ${ALERT_LIMITS.perUser} alerts per traveller, even when added at once`, async () => {
    const asha = await traveller(ctx.t.app);
    const days = Array.from({ length: ALERT_LIMITS.perUser + 5 }, (_, i) => i);
    const answers = await Promise.all(
      days.map((i) =>
        createAlert(asha.headers, {
          ...RANGE,
          date_to: `2027-01-${String(i + 1).padStart(2, '0')}`,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(ALERT_LIMITS.perUser);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toEqual({ detail: ALERT_LIMIT_REACHED });
    expect((await listAlerts(asha.headers)).json()).toHaveLength(ALERT_LIMITS.perUser);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a route not flown',
      { ...RANGE, from_location: 'GOI', to_location: 'VNS' },
      'body.to_location',
      ROUTE_NOT_ALLOWED_FOR_ALERT,
    ],
    [
      'no period',
      { from_location: 'DEL', to_location: 'BOM' },
      'body.month',
      ALERT_PERIOD_REQUIRED,
    ],
    ['both a range and a month', { ...RANGE, month: '2027-01' }, 'body.month', ALERT_PERIOD_BOTH],
    [
      'a reversed range',
      { ...RANGE, date_from: '2026-12-20', date_to: '2026-12-05' },
      'body.date_to',
      ALERT_RANGE_ORDER,
    ],
    [
      'a range over a year',
      { ...RANGE, date_from: '2026-12-05', date_to: '2027-12-06' },
      'body.date_to',
      ALERT_RANGE_TOO_LONG,
    ],
    [
      'a past range',
      { ...RANGE, date_from: '2026-11-01', date_to: '2026-12-01' },
      'body.date_to',
      alertPeriodPastMessage('2026-12-02'),
    ],
    [
      'a past month',
      { from_location: 'DEL', to_location: 'BOM', month: '2026-11' },
      'body.month',
      alertPeriodPastMessage('2026-12-02'),
    ],
    [
      'a bad month',
      { from_location: 'DEL', to_location: 'BOM', month: '2027-13' },
      'body.month',
      'Month must be a month (YYYY-MM)',
    ],
    [
      'a bad slot',
      { ...RANGE, time_slot: 'SLOT_00_04' },
      'body.time_slot',
      'Choose one of the departure time slots',
    ],
  ];
  it.each(invalid)(
    'refuses %s with 422 and the shared message',
    async (_name, payload, loc, msg) => {
      const asha = await traveller(ctx.t.app);
      const response = await createAlert(asha.headers, payload);
      expect(response.statusCode).toBe(422);
      expect(detailLocs(response)).toContain(loc);
      expect(detailMsgs(response)).toContain(msg);
    },
  );

  it('needs a sign-in', async () => {
    expect((await ctx.t.app.inject({ url: ALERTS_API.alerts })).statusCode).toBe(401);
    expect(
      (await ctx.t.app.inject({ method: 'POST', url: ALERTS_API.alerts, payload: RANGE }))
        .statusCode,
    ).toBe(401);
  });

  it("cannot read another user's alert", async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const mine = (await createAlert(asha.headers, RANGE)).json();
    expect((await listAlerts(ravi.headers)).json()).toEqual([]);
    const stolen = await ctx.t.app.inject({
      method: 'DELETE',
      url: ALERTS_API.alert(mine.alert_id),
      headers: ravi.headers,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: ALERT_NOT_FOUND });
    expect((await listAlerts(asha.headers)).json()).toHaveLength(1);
  });
});

describe('route alerts: suggestions from the profile', () => {
  it("offers the profile's city pairs for its likely months, less those already kept", async () => {
    const asha = await traveller(ctx.t.app);
    const me = (await ctx.t.app.inject({ url: '/api/users/me', headers: asha.headers })).json();
    await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: asha.headers,
      payload: {
        first_name: me.first_name,
        last_name: me.last_name,
        email: me.email,
        domestic_city_pair1: 'Delhi - Mumbai',
        domestic_city_pair2: 'Goa to Varanasi',
        domestic_city_pair3: 'BLR → COK',
        likely_travel1: 'JANUARY',
        likely_travel2: 'NOVEMBER',
      },
    });
    await createAlert(asha.headers, { from_location: 'DEL', to_location: 'BOM', month: '2027-01' });
    const response = await ctx.t.app.inject({ url: ALERTS_API.suggestions, headers: asha.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      // November 2026 ends before the earliest bookable date (2026-12-02): next November.
      {
        from_location: 'DEL',
        to_location: 'BOM',
        month: '2027-11',
        date_from: null,
        date_to: null,
        source: 'Delhi - Mumbai',
      },
      {
        from_location: 'BLR',
        to_location: 'COK',
        month: '2027-01',
        date_from: null,
        date_to: null,
        source: 'BLR → COK',
      },
      {
        from_location: 'BLR',
        to_location: 'COK',
        month: '2027-11',
        date_from: null,
        date_to: null,
        source: 'BLR → COK',
      },
    ]);
    // Each suggestion is a body POST accepts as it is.
    for (const suggestion of response.json()) {
      const { source: _source, ...body } = suggestion;
      expect((await createAlert(asha.headers, body)).statusCode).toBe(201);
    }
  });
});

describe('route alerts: matching a group that opens', () => {
  async function setUp() {
    const creator = await traveller(ctx.t.app, 'Kiran');
    const watcher = await traveller(ctx.t.app, 'Asha');
    return { creator, watcher };
  }

  it('mails the owner once with the join link and the unsubscribe headers', async () => {
    const { creator, watcher } = await setUp();
    await createAlert(watcher.headers, { ...RANGE, time_slot: 'SLOT_08_12' });
    // The creator's own alert on the route: no mail about their own group.
    await createAlert(creator.headers, RANGE);
    const group = await createGroup(ctx.t.app, creator.headers, { travel_date: '2026-12-10' }, 2);

    const [mail, ...rest] = await alertMails(watcher.email);
    expect(rest).toEqual([]);
    expect(mail!.subject).toBe(
      'A group opened: New Delhi (DEL) → Mumbai (BOM) on Thu, 10 Dec 2026',
    );
    expect(mail!.text).toContain(`http://saath.test/invite/${group.community_id}`);
    expect(mail!.text).toContain('08:00-12:00');
    const token = tokenOf(mail!.text);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://saath.test/api/alerts/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The mail's job keeps the headers too (a retried send carries them).
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'route_alert'));
    expect(row!.payload.headers).toEqual(mail!.headers);
    expect(await alertMails(creator.email)).toEqual([]);
  });

  it('matches on route, slot and the range or month only', async () => {
    const { creator, watcher } = await setUp();
    const other = await traveller(ctx.t.app, 'Meera');
    const monthly = await traveller(ctx.t.app, 'Dev');
    await createAlert(watcher.headers, { ...RANGE, time_slot: 'SLOT_16_20' });
    await createAlert(other.headers, { ...RANGE, date_from: '2026-12-11', date_to: '2026-12-31' });
    await createAlert(monthly.headers, {
      from_location: 'DEL',
      to_location: 'BOM',
      month: '2026-12',
    });
    // The reverse route matches nobody.
    await createGroup(ctx.t.app, creator.headers, { from_location: 'BOM', to_location: 'DEL' });
    // 08-12 on the 10th: the month only (other slot; date before the other range).
    await createGroup(ctx.t.app, creator.headers, {
      travel_date: '2026-12-10',
      time_slot: 'SLOT_08_12',
    });
    expect(await alertMails(watcher.email)).toHaveLength(0);
    expect(await alertMails(other.email)).toHaveLength(0);
    expect(await alertMails(monthly.email)).toHaveLength(1);
    // 16-20 on the 12th: the slot alert and the range alert.
    await createGroup(ctx.t.app, creator.headers, {
      travel_date: '2026-12-12',
      time_slot: 'SLOT_16_20',
    });
    expect(await alertMails(watcher.email)).toHaveLength(1);
    expect(await alertMails(other.email)).toHaveLength(1);
  });

  it('mails an alert at most once a day (India time)', async () => {
    const { creator, watcher } = await setUp();
    await createAlert(watcher.headers, RANGE);
    await createGroup(ctx.t.app, creator.headers, { travel_date: '2026-12-10' });
    await createGroup(ctx.t.app, creator.headers, { travel_date: '2026-12-11' });
    expect(await alertMails(watcher.email)).toHaveLength(1);
    // 2026-11-21 23:59 in India is still the same day.
    ctx.t.clock.set('2026-11-21T18:29:00.000Z');
    await createGroup(ctx.t.app, creator.headers, { travel_date: '2026-12-12' });
    expect(await alertMails(watcher.email)).toHaveLength(1);
    // Midnight in India (18:30 UTC): a new day, a new mail.
    ctx.t.clock.set('2026-11-21T18:31:00.000Z');
    await createGroup(ctx.t.app, creator.headers, { travel_date: '2026-12-13' });
    expect(await alertMails(watcher.email)).toHaveLength(2);
  });

  it('mails nobody about a group that closed before its job ran', async () => {
    const { creator, watcher } = await setUp();
    await createAlert(watcher.headers, RANGE);
    await createGroup(ctx.t.app, creator.headers, { travel_date: '2026-12-10' });
    // The formation window (24 h) passed before the worker got to the job.
    ctx.t.clock.advance(25 * 3_600_000);
    expect(await alertMails(watcher.email)).toEqual([]);
  });

  it('sends each alert its own mail', async () => {
    const { creator, watcher } = await setUp();
    await createAlert(watcher.headers, RANGE);
    await createAlert(watcher.headers, { ...RANGE, time_slot: 'SLOT_08_12' });
    await createGroup(ctx.t.app, creator.headers, { travel_date: '2026-12-10' });
    expect(await alertMails(watcher.email)).toHaveLength(2);
  });
});

describe('route alerts: unsubscribe', () => {
  async function mailedToken() {
    const creator = await traveller(ctx.t.app, 'Kiran');
    const watcher = await traveller(ctx.t.app, 'Asha');
    await createAlert(watcher.headers, RANGE);
    await createGroup(ctx.t.app, creator.headers, ROUTE);
    const [mail] = await alertMails(watcher.email);
    return { watcher, token: tokenOf(mail!.text) };
  }
  const post = (token: string, payload?: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(token)}`,
      ...(payload
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload }
        : {}),
    });

  it('a valid token unsubscribes in one click (RFC 8058), without sign-in, and again changes nothing', async () => {
    const { watcher, token } = await mailedToken();
    const response = await post(token, 'List-Unsubscribe=One-Click');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: UNSUBSCRIBE_DONE,
      from_location: 'DEL',
      to_location: 'BOM',
    });
    expect((await listAlerts(watcher.headers)).json()).toEqual([]);
    const again = await post(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: UNSUBSCRIBE_DONE,
      from_location: null,
      to_location: null,
    });
  });

  it('the GET link sends to the page and changes nothing', async () => {
    const { watcher, token } = await mailedToken();
    const response = await ctx.t.app.inject({
      url: `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.body).toBe('null');
    expect(response.headers.location).toBe(
      `/profile/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect((await listAlerts(watcher.headers)).json()).toHaveLength(1);
  });

  it('refuses a tampered token', async () => {
    const { watcher, token } = await mailedToken();
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const other = (
      await createAlert(watcher.headers, { ...RANGE, time_slot: 'SLOT_04_08' })
    ).json();
    for (const forged of [
      `${other.alert_id}.${expires}.${signature}`,
      `${id}.${Number(expires) + 86400}.${signature}`,
      `${id}.${expires}.${signature.slice(0, -2)}AA`,
      'not-a-token',
    ]) {
      const response = await post(forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: UNSUBSCRIBE_INVALID });
    }
    expect((await listAlerts(watcher.headers)).json()).toHaveLength(2);
  });

  it(`refuses a token older than ${ALERT_LIMITS.unsubscribeValidDays} days`, async () => {
    const { watcher, token } = await mailedToken();
    ctx.t.clock.advance(ALERT_LIMITS.unsubscribeValidDays * 86_400_000 + 1000);
    const response = await post(token);
    expect(response.statusCode).toBe(400);
    // The sign-in expired too: sign in again to look.
    const fresh = bearer(await login(ctx.t.app, watcher.email, watcher.password));
    expect((await listAlerts(fresh)).json()).toHaveLength(1);
  });
});
