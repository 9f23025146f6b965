import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import {
  STRONG_PASSWORD,
  bearer,
  buildTestApp,
  detailLocs,
  detailMsgs,
  login,
  loginRequest,
  register,
  signUp,
  uniqueEmail,
} from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp();

async function userCount() {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM users`,
  );
  return row!.n;
}

describe('POST /api/users/ (register)', () => {
  it('creates a traveller with the profile defaults and queues a welcome mail', async () => {
    const email = uniqueEmail();
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: {
        first_name: ' Asha ',
        last_name: 'Verma',
        email: email.toUpperCase(),
        password: STRONG_PASSWORD,
        phone: '98765 43210',
      },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      name: 'Asha Verma',
      email,
      role: 'TRAVELLER',
      is_admin: false,
      company_id: null,
      permissions: [],
      phone: '9876543210',
      gender: 'NOT_SPECIFIED',
      special_category: 'NONE',
      country: 'India',
      travel_party_size: 'ONE',
      travel_frequency: 'ONCE',
      travel_purpose: 'LEISURE',
      notification_preference: 'EMAIL',
      language: 'en',
      gst_invoice_requirement: 'NO',
      credit_balance: 0,
      communities_count: 0,
      bookings_count: 0,
      reviews_count: 0,
      member_number: 1,
      profile_completion: 67,
      profile_missing_fields: ['gender', 'date_of_birth'],
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(user)).not.toContain('argon2');
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(email).map((m) => m.subject)).toEqual(['Welcome to Saath']);
  });

  it('numbers members in registration order', async () => {
    const first = await register(ctx.t.app);
    const second = await register(ctx.t.app);
    expect([first.user.member_number, second.user.member_number]).toEqual([1, 2]);
  });

  it('lists every failing password rule as its own message', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { first_name: 'A', last_name: 'B', email: uniqueEmail(), password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(detailMsgs(response).sort()).toEqual(
      [
        'Must be at least 8 characters.',
        'Must include numbers.',
        'Must include special characters.',
        'Must include uppercase letters.',
      ].sort(),
    );
    expect(detailLocs(response).every((loc) => loc === 'body.password')).toBe(true);
    expect(await userCount()).toBe(0);
  });

  it('refuses missing names, a bad email and a bad phone, field by field', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { first_name: '', email: 'not-an-email', password: STRONG_PASSWORD, phone: '12345' },
    });
    expect(response.statusCode).toBe(422);
    expect(detailLocs(response).sort()).toEqual([
      'body.email',
      'body.first_name',
      'body.last_name',
      'body.phone',
    ]);
    expect(response.json().detail[0]).toHaveProperty('type');
    expect(await userCount()).toBe(0);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const { email } = await register(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: {
        first_name: 'B',
        last_name: 'C',
        email: email.toUpperCase(),
        password: STRONG_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'An account with this email already exists' });
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(email)).toHaveLength(1); // only the first welcome: the refused one queued nothing
  });

  it('answers malformed JSON with the 422 shape and changes nothing', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'Request body is not valid JSON', type: 'json_invalid' }],
    });
    expect(await userCount()).toBe(0);
  });
});

describe('POST /api/users/login', () => {
  it('accepts form-encoded username and password and returns a bearer token', async () => {
    const { email } = await register(ctx.t.app);
    const response = await loginRequest(ctx.t.app, email.toUpperCase(), STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const me = await ctx.t.app.inject({
      url: '/api/users/me',
      headers: bearer(response.json().access_token),
    });
    expect(me.json().email).toBe(email);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await register(ctx.t.app);
    const wrong = await loginRequest(ctx.t.app, email, 'Wr0ng!password');
    const unknown = await loginRequest(ctx.t.app, uniqueEmail('nobody'), STRONG_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields and an email-shaped username', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=nope',
    });
    expect(response.statusCode).toBe(422);
    expect(detailLocs(response).sort()).toEqual(['body.password', 'body.username']);
  });
});

describe('GET /api/users/me and sessions', () => {
  it('refuses a missing, malformed or forged token with 401', async () => {
    const { token } = await signUp(ctx.t.app);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: token },
      bearer(forged),
    ]) {
      const response = await ctx.t.app.inject({ url: '/api/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('ends a session when its token expires', async () => {
    const { headers } = await signUp(ctx.t.app);
    expect((await ctx.t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    ctx.t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await ctx.t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
  });

  it('ends only the current session on logout', async () => {
    const { email, password, headers } = await signUp(ctx.t.app);
    const other = bearer(await login(ctx.t.app, email, password));
    expect(
      (await ctx.t.app.inject({ method: 'POST', url: '/api/users/logout', headers })).statusCode,
    ).toBe(204);
    expect((await ctx.t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
    expect((await ctx.t.app.inject({ url: '/api/users/me', headers: other })).statusCode).toBe(200);
  });

  it("cannot read another user's profile: the token decides whose record comes back", async () => {
    const asha = await signUp(ctx.t.app, { first_name: 'Asha' });
    const ravi = await signUp(ctx.t.app, { first_name: 'Ravi' });
    const me = await ctx.t.app.inject({ url: '/api/users/me', headers: ravi.headers });
    expect(me.json()).toMatchObject({ first_name: 'Ravi', email: ravi.email });
    expect(me.body).not.toContain(asha.email);
  });
});

describe('PUT /api/users/me', () => {
  const complete = {
    first_name: 'Asha',
    last_name: 'Verma',
    phone: '9876543210',
    gender: 'FEMALE',
    date_of_birth: '1990-04-02',
    special_category: 'STUDENT',
    address_line1: '12 MG Road',
    city: 'Pune',
    pin_code: '411001',
    state: 'Maharashtra',
    likely_travel1: 'DECEMBER',
    travel_purpose: 'FAMILY',
  };

  it('saves every field and returns the updated user', async () => {
    const { email, headers } = await signUp(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { ...complete, email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...complete,
      email,
      name: 'Asha Verma',
      profile_completion: 100,
      profile_missing_fields: [],
    });
    const again = await ctx.t.app.inject({ url: '/api/users/me', headers });
    expect(again.json()).toMatchObject(complete);
  });

  it('clears optional fields sent empty and keeps fields left out', async () => {
    const { email, headers } = await signUp(ctx.t.app);
    await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { ...complete, email },
    });
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { first_name: 'Asha', last_name: 'Verma', email, city: '', pin_code: null },
    });
    expect(response.json()).toMatchObject({
      city: null,
      pin_code: null,
      state: 'Maharashtra',
      gender: 'FEMALE',
    });
  });

  it('requires first name, last name and email, and changes nothing when refused', async () => {
    const { email, headers } = await signUp(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { first_name: 'Changed', last_name: '', gender: 'ROBOT', pin_code: '12' },
    });
    expect(response.statusCode).toBe(422);
    expect(detailLocs(response).sort()).toEqual([
      'body.email',
      'body.gender',
      'body.last_name',
      'body.pin_code',
    ]);
    const me = await ctx.t.app.inject({ url: '/api/users/me', headers });
    expect(me.json()).toMatchObject({ first_name: 'Asha', email });
  });

  it("cannot take another user's email", async () => {
    const other = await register(ctx.t.app);
    const { headers } = await signUp(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { first_name: 'A', last_name: 'B', email: other.email },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({
      loc: ['body', 'email'],
      msg: 'An account with this email already exists',
    });
  });

  it('requires a session', async () => {
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: complete,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/users/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { email, headers } = await signUp(ctx.t.app);
    const otherDevice = bearer(await login(ctx.t.app, email, STRONG_PASSWORD));
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers,
      payload: { current_password: STRONG_PASSWORD, new_password: 'N3w!password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully!' });
    expect((await ctx.t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    expect(
      (await ctx.t.app.inject({ url: '/api/users/me', headers: otherDevice })).statusCode,
    ).toBe(401);
    expect((await loginRequest(ctx.t.app, email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await loginRequest(ctx.t.app, email, 'N3w!password')).statusCode).toBe(200);
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(email).map((m) => m.subject)).toContain('Your Saath password was changed');
  });

  it('refuses a wrong current password', async () => {
    const { headers } = await signUp(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers,
      payload: { current_password: 'Wr0ng!password', new_password: 'N3w!password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Current password is incorrect' });
  });

  it('refuses empty fields and a weak new password', async () => {
    const { headers } = await signUp(ctx.t.app);
    const empty = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers,
      payload: { current_password: '', new_password: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(detailMsgs(empty)).toContain('Both current and new password are required');
    const weak = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers,
      payload: { current_password: STRONG_PASSWORD, new_password: 'alllowercase1!' },
    });
    expect(weak.statusCode).toBe(422);
    expect(detailMsgs(weak)).toEqual(['Must include uppercase letters.']);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    return ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password-request',
      payload: { email },
    });
  }
  async function resetLinkFor(email: string): Promise<string> {
    await ctx.t.flushMail();
    const mail = ctx.t.mail.to(email).find((m) => m.subject === 'Reset your Saath password');
    const token = mail?.text.match(/http:\/\/saath\.test\/reset-password\/(\S+)/)?.[1];
    if (!token) throw new Error('no reset link mailed');
    return token;
  }

  it('answers the same for known and unknown emails; only the known one gets a link', async () => {
    const { email } = await register(ctx.t.app);
    const unknownEmail = uniqueEmail('nobody');
    const known = await requestReset(email);
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(unknownEmail)).toEqual([
      expect.objectContaining({ subject: 'Your Saath password reset request' }),
    ]);
    expect(ctx.t.mail.to(unknownEmail)[0]!.text).toContain('no active Saath account uses it');
    expect(ctx.t.mail.to(unknownEmail)[0]!.text).not.toContain('/reset-password/');
    expect(await resetLinkFor(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does the same work on the request for a known, an unknown and a disabled email', async () => {
    const { email } = await register(ctx.t.app);
    const disabled = await register(ctx.t.app);
    await ctx.t.app.saath.database.db.execute(
      sql`UPDATE users SET is_active = false WHERE email = ${disabled.email}`,
    );
    await ctx.t.flushMail(); // the welcome mails
    const unknownEmail = uniqueEmail('nobody');
    for (const address of [email, unknownEmail, disabled.email]) {
      expect((await requestReset(address)).statusCode).toBe(200);
    }
    // Before the worker runs: each request wrote exactly one row, the same job for every
    // address, and looked nothing up that it could have written down (no token yet).
    const queued = await queryRows<{ kind: string; recipient: string; subject: string | null }>(
      ctx.database.db,
      sql`SELECT kind, target AS recipient, payload->>'subject' AS subject FROM jobs WHERE completed_at IS NULL ORDER BY created_at, target`,
    );
    expect(queued.map((q) => [q.kind, q.recipient, q.subject]).sort()).toEqual(
      [email, unknownEmail, disabled.email]
        .map((address) => ['password_reset_request', address, null])
        .sort(),
    );
    const tokens = () =>
      queryRows<{ n: number }>(
        ctx.database.db,
        sql`SELECT count(*)::int AS n FROM password_reset_tokens`,
      );
    expect((await tokens())[0]!.n).toBe(0);

    // Behind the answer, the worker writes each its mail: a link for the active account only.
    await ctx.t.flushMail();
    expect((await tokens())[0]!.n).toBe(1);
    expect(await resetLinkFor(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const address of [unknownEmail, disabled.email]) {
      const subjects = ctx.t.mail.to(address).map((m) => m.subject);
      expect(subjects.filter((subject) => subject !== 'Welcome to Saath')).toEqual([
        'Your Saath password reset request',
      ]);
    }
    const kinds = await queryRows<{ kind: string }>(
      ctx.database.db,
      sql`SELECT kind FROM jobs WHERE completed_at IS NOT NULL AND kind LIKE 'password_reset%' ORDER BY kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual([
      'password_reset',
      'password_reset_no_account',
      'password_reset_no_account',
    ]);
  });

  it('verifies, resets once, ends every session and refuses reuse', async () => {
    const { email, headers } = await signUp(ctx.t.app);
    await requestReset(email);
    const token = await resetLinkFor(email);
    const verify = await ctx.t.app.inject({ url: `/api/users/verify-reset-token/${token}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ valid: true });

    const reset = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, new_password: 'Fresh!pass9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
    expect((await loginRequest(ctx.t.app, email, 'Fresh!pass9')).statusCode).toBe(200);

    const reuse = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, new_password: 'Another!pass9' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      detail: 'Invalid or expired reset token. Please request a new password reset link.',
    });
    expect(
      (await ctx.t.app.inject({ url: `/api/users/verify-reset-token/${token}` })).statusCode,
    ).toBe(400);
  });

  it('expires a token after one hour', async () => {
    const { email } = await register(ctx.t.app);
    await requestReset(email);
    const token = await resetLinkFor(email);
    ctx.t.clock.advance(60 * 60 * 1000 + 1);
    expect(
      (await ctx.t.app.inject({ url: `/api/users/verify-reset-token/${token}` })).statusCode,
    ).toBe(400);
    const reset = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, new_password: 'Fresh!pass9' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('keeps the token usable when the new password is refused', async () => {
    const { email } = await register(ctx.t.app);
    await requestReset(email);
    const token = await resetLinkFor(email);
    const weak = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, new_password: 'weak' },
    });
    expect(weak.statusCode).toBe(422);
    expect(detailLocs(weak).every((l) => l === 'body.new_password')).toBe(true);
    expect(
      (await ctx.t.app.inject({ url: `/api/users/verify-reset-token/${token}` })).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of two simultaneous resets with the same token succeed', async () => {
    const { email } = await register(ctx.t.app);
    await requestReset(email);
    const token = await resetLinkFor(email);
    const results = await Promise.all(
      ['First!pass9', 'Second!pass9'].map((new_password) =>
        ctx.t.app.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          payload: { token, new_password },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a missing token and a malformed email', async () => {
    const noToken = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { new_password: 'Fresh!pass9' },
    });
    expect(noToken.statusCode).toBe(422);
    expect(detailMsgs(noToken)).toEqual(['No reset token provided.']);
    const badEmail = await requestReset('not-an-email');
    expect(badEmail.statusCode).toBe(422);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a client exceeds the per-minute limit', async () => {
    const limited = await buildTestApp(ctx.database, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await loginRequest(limited.app, 'x@example.in', 'whatever')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await loginRequest(limited.app, 'x@example.in', 'whatever');
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().detail).toMatch(/^Too many requests/);
    } finally {
      await limited.app.close();
    }
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin at start, and promotes an existing account', async () => {
    const admin = await buildTestApp(ctx.database, {
      ADMIN_EMAIL: 'Ops@Saath.in',
      ADMIN_PASSWORD: 'Adm1n!secret',
    });
    const token = await login(admin.app, 'ops@saath.in', 'Adm1n!secret');
    const me = await admin.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ is_admin: true, role: 'ADMIN' });
    await admin.app.close();

    const { email } = await register(ctx.t.app);
    const promoted = await buildTestApp(ctx.database, {
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'Adm1n!secret',
    });
    const own = await login(promoted.app, email, STRONG_PASSWORD); // keeps its own password
    expect(
      (await promoted.app.inject({ url: '/api/users/me', headers: bearer(own) })).json().is_admin,
    ).toBe(true);
    await promoted.app.close();
  });

  it('creates one admin when the processes of a cluster start together (ADR 0008)', async () => {
    const env = { ADMIN_EMAIL: 'cluster-ops@saath.in', ADMIN_PASSWORD: 'Adm1n!secret' };
    const started = await Promise.all([
      buildTestApp(ctx.database, env),
      buildTestApp(ctx.database, env),
      buildTestApp(ctx.database, env),
    ]);
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM users WHERE email = 'cluster-ops@saath.in' AND is_admin`,
    );
    expect(count!.n).toBe(1);
    await login(started[0]!.app, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    await Promise.all(started.map((t) => t.app.close()));
  });
});

describe('session cache (ADR 0001)', () => {
  it('forgets a session as soon as it is revoked, here or by anyone writing to the database', async () => {
    // The default AUTH_CACHE_SECONDS: the session is cached, and the clock never moves here.
    const cached = await buildTestApp(ctx.database);
    const { email, password, headers } = await signUp(cached.app);
    expect((await cached.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    // Revoked by another process (straight in the database): the database's notice reaches
    // this process's cache (ADR 0013), with no TTL to wait for.
    await queryRows(ctx.database.db, sql`UPDATE sessions SET revoked_at = now()`);
    await cached.app.saath.changes.settle();
    expect((await cached.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);

    // Logout in this process: refused on the very next request.
    const again = bearer(await login(cached.app, email, password));
    expect((await cached.app.inject({ url: '/api/users/me', headers: again })).statusCode).toBe(
      200,
    );
    await cached.app.inject({ method: 'POST', url: '/api/users/logout', headers: again });
    expect((await cached.app.inject({ url: '/api/users/me', headers: again })).statusCode).toBe(
      401,
    );
    await cached.app.close();
  });
});

describe('the language a member reads Saath in', () => {
  it('keeps the language registered in, and changes it by the language switch', async () => {
    const email = uniqueEmail();
    const created = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: {
        first_name: 'Meena',
        last_name: 'Rao',
        email,
        password: STRONG_PASSWORD,
        language: 'hi',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().language).toBe('hi');
    const token = await login(ctx.t.app, email, STRONG_PASSWORD);
    const changed = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: bearer(token),
      payload: { language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ language: 'en' });
    const read = await ctx.t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(read.json().language).toBe('en');
  });

  it('refuses a language Saath does not speak, at registration and in the profile', async () => {
    const refused = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: {
        first_name: 'Meena',
        last_name: 'Rao',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        language: 'fr',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(detailLocs(refused)).toEqual(['body.language']);
    expect(await userCount()).toBe(0);
    const { token } = await signUp(ctx.t.app);
    for (const payload of [{ language: 'HI' }, { language: 'hi\u0000' }, {}, { language: 7 }]) {
      const update = await ctx.t.app.inject({
        method: 'PUT',
        url: '/api/users/me/language',
        headers: bearer(token),
        payload,
      });
      expect(update.statusCode).toBe(422);
    }
    const read = await ctx.t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(read.json().language).toBe('en');
  });
});
