import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_SETUP_INVALID, ADMIN_SETUP_LINK_SECONDS } from '@saath/shared/admin-setup';
import { EMAIL_TAKEN } from '@saath/shared/accounts';
import { queryRows } from '../../src/db/client.ts';
import { issueAdminSetupLink } from '../../src/modules/accounts/admin-bootstrap.ts';
import { ADMIN_ENV } from '../helpers/admin.ts';
import { bearer, buildTestApp, login, signUp, STRONG_PASSWORD } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';

// A fresh install with no ADMIN_EMAIL: the server prints a one-time link that creates the first
// admin (ADR 0042). The printing is tested on a real process (test/process/server.test.ts).
const ctx = useTestApp();
const PUBLIC_URL = 'http://localhost:3000';

const issue = () => issueAdminSetupLink(ctx.database.db, ctx.t.clock, PUBLIC_URL);
const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;
const check = (token: string) =>
  ctx.t.app.inject({ method: 'GET', url: `/api/admin-setup/${encodeURIComponent(token)}` });
const create = (token: string, overrides: Record<string, unknown> = {}) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/admin-setup',
    payload: {
      token,
      first_name: 'Meera',
      last_name: 'Operator',
      email: 'meera@saath.test',
      password: STRONG_PASSWORD,
      ...overrides,
    },
  });

describe('the first admin of a fresh install', () => {
  it('is created once from the printed link, which then dies with every other link', async () => {
    const link = await issue();
    expect(link).toMatch(/^http:\/\/localhost:3000\/setup-admin\?token=[\w-]{40,}$/);
    const other = tokenOf(await issue()); // a restart before anyone used the first
    const token = tokenOf(link);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      expires_at: new Date(
        ctx.t.clock.now().getTime() + ADMIN_SETUP_LINK_SECONDS * 1000,
      ).toISOString(),
    });
    // The form's rules are registration's: a weak password is refused, and nothing is made.
    const weak = await create(token, { password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail[0]).toMatchObject({ loc: ['body', 'password'] });

    const made = await create(token);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ email: 'meera@saath.test' });
    const admin = bearer(await login(ctx.t.app, 'meera@saath.test', STRONG_PASSWORD));
    expect((await ctx.t.app.inject({ url: '/api/users/me', headers: admin })).json()).toMatchObject(
      { email: 'meera@saath.test', role: 'ADMIN', is_admin: true },
    );
    expect(
      (await ctx.t.app.inject({ url: '/api/admin/analytics', headers: admin })).statusCode,
    ).toBe(200);

    // Used, and every other link is dead too; no new link is printed while an admin exists.
    for (const dead of [token, other]) {
      expect((await check(dead)).json()).toEqual({ detail: ADMIN_SETUP_INVALID });
      const again = await create(dead, { email: 'mallory@saath.test' });
      expect(again.statusCode).toBe(404);
    }
    expect(await issue()).toBeUndefined();
    const admins = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM users WHERE is_admin`,
    );
    expect(admins[0]!.n).toBe(1);
  });

  it('keeps only a hash of the token, expires, and refuses a made-up token', async () => {
    const token = tokenOf(await issue());
    const rows = await queryRows<{ token_hash: string }>(
      ctx.database.db,
      sql`SELECT token_hash FROM admin_setup_tokens`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await check('made-up')).statusCode).toBe(404);
    ctx.t.clock.advance(ADMIN_SETUP_LINK_SECONDS * 1000 + 1000);
    const late = await create(token);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ detail: ADMIN_SETUP_INVALID });
  });

  it('refuses an email that has an account, keeping the link for another try', async () => {
    const token = tokenOf(await issue());
    const existing = await signUp(ctx.t.app);
    const taken = await create(token, { email: existing.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: EMAIL_TAKEN });
    expect((await create(token)).statusCode).toBe(201);
  });

  it('lets two racing requests with two links make one admin', async () => {
    const [first, second] = [tokenOf(await issue()), tokenOf(await issue())];
    const answers = await Promise.all([
      create(first, { email: 'one@saath.test' }),
      create(second, { email: 'two@saath.test' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
  });

  it('is never offered once ADMIN_EMAIL made an admin', async () => {
    await ctx.t.app.close();
    ctx.t = await buildTestApp(ctx.database, ADMIN_ENV);
    expect(await issue()).toBeUndefined();
  });
});
