import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAXIMUM_DATE_MESSAGE } from '@saath/shared/groups';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import { STRONG_PASSWORD, detailLocs, detailMsgs } from '../helpers/app.ts';
import { ROUTE, createGroup, passengers, traveller } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

// Input that used to reach PostgreSQL and come back as a 500.
const ctx = useTestApp();

async function count(table: 'communities' | 'users' | 'contact_submissions') {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return row!.n;
}

describe('travel dates have an upper bound, 365 days ahead in India', () => {
  // The test clock is 2026-11-21 in India: the latest bookable date is 2027-11-21.
  const search = (headers: Record<string, string>, date: string) =>
    ctx.t.app.inject({
      url: `${API.searchCommunities}?from_location=DEL&to_location=BOM&travel_date=${date}`,
      headers,
    });

  it('refuses 9999-12-31 in a search and in a create with 422, creating nothing', async () => {
    const asha = await traveller(ctx.t.app);
    const searched = await search(asha.headers, '9999-12-31');
    expect(searched.statusCode).toBe(422);
    expect(searched.json().detail).toEqual([
      { loc: ['query', 'travel_date'], msg: MAXIMUM_DATE_MESSAGE, type: 'value_error' },
    ]);
    const created = await ctx.t.app.inject({
      method: 'POST',
      url: API.communities,
      headers: asha.headers,
      payload: { ...ROUTE, travel_date: '9999-12-31', passengers: passengers(2) },
    });
    expect(created.statusCode).toBe(422);
    expect(detailLocs(created)).toEqual(['body.travel_date']);
    expect(await count('communities')).toBe(0);
  });

  it('takes the 365th day ahead and refuses the 366th, as /api/meta says', async () => {
    const meta = (await ctx.t.app.inject({ url: API.meta })).json();
    expect(meta).toMatchObject({ max_lead_days: 365, maximum_travel_date: '2027-11-21' });
    const asha = await traveller(ctx.t.app);
    expect((await search(asha.headers, '2027-11-21')).statusCode).toBe(200);
    const late = await search(asha.headers, '2027-11-22');
    expect(late.statusCode).toBe(422);
    expect(detailMsgs(late)).toEqual(['Date must be at most 365 days in advance']);
    await createGroup(ctx.t.app, asha.headers, { travel_date: '2027-11-21' });
    expect(await count('communities')).toBe(1);
  });
});

describe('every date goes through the strict calendar check', () => {
  it('refuses a date of birth of 2026-02-30 and leaves the profile as it was', async () => {
    const asha = await traveller(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: API.me,
      headers: asha.headers,
      payload: {
        first_name: 'Asha',
        last_name: 'Verma',
        email: asha.email,
        date_of_birth: '2026-02-30',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['body', 'date_of_birth'],
        msg: 'Date of birth must be a date (YYYY-MM-DD)',
        type: 'custom',
      },
    ]);
    const me = (await ctx.t.app.inject({ url: API.me, headers: asha.headers })).json();
    expect(me.date_of_birth).toBe('1990-04-02');
  });

  it("refuses a passenger's impossible date of birth", async () => {
    const asha = await traveller(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: API.communities,
      headers: asha.headers,
      payload: { ...ROUTE, passengers: [{ ...passengers(1)[0], dob: '2001-02-29' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(detailLocs(response)).toEqual(['body.passengers.0.dob']);
    expect(await count('communities')).toBe(0);
  });
});

describe('text fields refuse control characters with a 422 naming the field', () => {
  const registration = (body: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: API.register,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });

  it('refuses a NUL byte in a registration name, creating no account', async () => {
    const response = await registration(
      JSON.stringify({
        first_name: 'As\u0000ha',
        last_name: 'Verma',
        email: 'nul@example.in',
        password: STRONG_PASSWORD,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['body', 'first_name'],
        msg: 'First name must not contain control characters',
        type: 'custom',
      },
    ]);
    expect(await count('users')).toBe(0);
  });

  it('refuses a lone surrogate and C1 controls, and takes every script people write', async () => {
    // JSON.stringify would escape the surrogate correctly; the hostile client writes it raw.
    const lone = await registration(
      `{"first_name":"A\\ud800","last_name":"V\\u0085","email":"lone@example.in","password":"${STRONG_PASSWORD}"}`,
    );
    expect(lone.statusCode).toBe(422);
    expect(detailLocs(lone)).toEqual(['body.first_name', 'body.last_name']);
    expect(await count('users')).toBe(0);
    const hindi = await registration(
      JSON.stringify({
        first_name: 'आशा',
        last_name: 'Zoë 😀',
        email: 'script@example.in',
        password: STRONG_PASSWORD,
      }),
    );
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json()).toMatchObject({ first_name: 'आशा', last_name: 'Zoë 😀' });
  });

  it("refuses a NUL in a passenger's name and a tab in a search date", async () => {
    const asha = await traveller(ctx.t.app);
    const created = await ctx.t.app.inject({
      method: 'POST',
      url: API.communities,
      headers: asha.headers,
      payload: { ...ROUTE, passengers: [{ ...passengers(1)[0], full_name: 'Ravi\u0000' }] },
    });
    expect(created.statusCode).toBe(422);
    expect(detailMsgs(created)).toEqual(['Full name must not contain control characters']);
    const searched = await ctx.t.app.inject({
      url: `${API.searchCommunities}?from_location=DEL&to_location=BOM&travel_date=2026-12-10%09`,
      headers: asha.headers,
    });
    expect(searched.statusCode).toBe(422);
    expect(detailLocs(searched)).toEqual(['query.travel_date']);
  });

  it('keeps line breaks in a contact message but refuses NUL there', async () => {
    const send = (message: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: API.contact,
        payload: { name: 'Asha', email: 'asha@example.in', subject: 'Hello', message },
      });
    const refused = await send('Line one\u0000 and more text');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toEqual([
      {
        loc: ['body', 'message'],
        msg: 'Message must not contain control characters',
        type: 'custom',
      },
    ]);
    expect(await count('contact_submissions')).toBe(0);
    expect((await send('Line one\r\n\tLine two is here')).statusCode).toBe(201);
    const subject = await ctx.t.app.inject({
      method: 'POST',
      url: API.contact,
      payload: {
        name: 'Asha',
        email: 'asha@example.in',
        subject: 'Two\nlines',
        message: 'x'.repeat(20),
      },
    });
    expect(detailLocs(subject)).toEqual(['body.subject']);
  });
});
