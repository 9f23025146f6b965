import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_DISABLED, INCORRECT_CREDENTIALS } from '@saath/shared/accounts';
import {
  CANNOT_DEACTIVATE_ADMIN,
  CANNOT_DEACTIVATE_SELF,
  REASON_REQUIRED,
  USER_NOT_FOUND,
  USER_SEARCH_MAX,
  USER_STATE_MESSAGE,
} from '@saath/shared/admin-users';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import {
  bearer,
  buildTestApp,
  detailLocs,
  detailMsgs,
  loginRequest,
  signUp,
  STRONG_PASSWORD,
} from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  ADMIN_ENV,
  ADMIN_PASSWORD,
  adminHeaders,
  adminUserId,
  outsiders,
} from '../helpers/admin.ts';
import { airline } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp(ADMIN_ENV);
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Headers = Record<string, string>;
const listUsers = (query: string, headers: Headers, app = ctx.t.app) =>
  app.inject({ url: `${API.adminUsers}?${query}`, headers });
const accountAction =
  (verb: 'deactivate' | 'reactivate', defaultReason: string) =>
  (id: string, headers: Headers, payload: unknown = { reason: defaultReason }) =>
    ctx.t.app.inject({
      method: 'POST',
      url: verb === 'deactivate' ? API.adminDeactivateUser(id) : API.adminReactivateUser(id),
      headers,
      payload: payload as Record<string, unknown>,
    });
const deactivate = accountAction('deactivate', 'Fraud report');
const reactivate = accountAction('reactivate', 'Cleared');
const auditRows = () =>
  queryRows<{
    action: string;
    user_id: string | null;
    admin_user_id: string;
    reason: string | null;
    community_id: string | null;
    at: Date | string;
  }>(
    ctx.database.db,
    sql`SELECT action, user_id, admin_user_id, reason, community_id, at FROM admin_audit_log ORDER BY id`,
  );
const me = (headers: Headers, app = ctx.t.app) => app.inject({ url: API.me, headers });

describe('GET /api/admin/users search and filter', () => {
  async function people() {
    const asha = await signUp(ctx.t.app, {
      first_name: 'Asha',
      last_name: 'Verma',
      phone: '9876543210',
    });
    ctx.t.clock.advance(1000);
    const ravi = await signUp(ctx.t.app, {
      first_name: 'Ravi',
      last_name: 'Shankar',
      phone: '9123456789',
    });
    ctx.t.clock.advance(1000);
    const percent = await signUp(ctx.t.app, { first_name: '100%', last_name: 'Real_Name' });
    return { asha, ravi, percent };
  }
  const emails = (response: { json(): { items: Array<{ email: string }> } }) =>
    response.json().items.map((u) => u.email);

  it('finds accounts by name, email or phone, ignoring case, paged as before', async () => {
    const { asha, ravi } = await people();
    const headers = await adminHeaders(ctx.t.app);
    expect(emails(await listUsers('q=aSHa%20VER', headers))).toEqual([asha.email]);
    expect(
      emails(await listUsers(`q=${encodeURIComponent(ravi.email.toUpperCase())}`, headers)),
    ).toEqual([ravi.email]);
    expect(emails(await listUsers('q=91234', headers))).toEqual([ravi.email]);
    // Both match 'a' somewhere; the admin (ops@saath.test) too: newest first, paged.
    const page = await listUsers('q=shankar&limit=1', headers);
    expect(page.json()).toMatchObject({ total: 1, page: 1, pages: 1 });
    const all = (await listUsers('q=example.in&limit=1', headers)).json();
    expect(all).toMatchObject({ total: 3, page: 1, pages: 3 });
    const second = (await listUsers('q=example.in&limit=1&skip=1', headers)).json();
    expect(second.items[0].email).toBe(ravi.email);
    // No match: an empty page, not an error.
    expect((await listUsers('q=nobody-here', headers)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pages: 1,
    });
    // An empty search is no search (a cleared box).
    expect((await listUsers('q=', headers)).json().total).toBe(4);
  });

  it("names each account's role: traveller, airline or admin", async () => {
    const asha = await signUp(ctx.t.app, { first_name: 'Asha', last_name: 'Verma' });
    const carrier = await airline(ctx.t.app, 'Roles Air');
    const headers = await adminHeaders(ctx.t.app);
    const roleOf = async (email: string) =>
      (await listUsers(`q=${encodeURIComponent(email)}`, headers)).json().items[0].role;
    expect(await roleOf(asha.email)).toBe('TRAVELLER');
    expect(await roleOf(carrier.email)).toBe('AIRLINE');
    expect(await roleOf(ADMIN_EMAIL)).toBe('ADMIN');
  });

  it('takes % and _ literally', async () => {
    const { percent } = await people();
    const headers = await adminHeaders(ctx.t.app);
    expect(emails(await listUsers(`q=${encodeURIComponent('100%')}`, headers))).toEqual([
      percent.email,
    ]);
    // As a wildcard, _ would find 'eal' in 'Real_Name'.
    expect(emails(await listUsers('q=e_l', headers))).toEqual([]);
    expect(emails(await listUsers(`q=${encodeURIComponent('%')}`, headers))).toEqual([
      percent.email,
    ]);
    expect(emails(await listUsers('q=real_name', headers))).toEqual([percent.email]);
  });

  it('filters by state, alone or with a search', async () => {
    const { asha, ravi } = await people();
    const headers = await adminHeaders(ctx.t.app);
    expect((await deactivate(ravi.user.id, headers)).statusCode).toBe(200);
    expect(emails(await listUsers('status=inactive', headers))).toEqual([ravi.email]);
    expect((await listUsers('status=active', headers)).json().total).toBe(3);
    expect((await listUsers('status=all', headers)).json().total).toBe(4);
    expect(emails(await listUsers('status=inactive&q=asha', headers))).toEqual([]);
    expect(emails(await listUsers('status=active&q=asha', headers))).toEqual([asha.email]);
  });

  it('refuses a bad filter with 422 naming it', async () => {
    const headers = await adminHeaders(ctx.t.app);
    const tooLong = await listUsers(`q=${'a'.repeat(USER_SEARCH_MAX + 1)}`, headers);
    expect(tooLong.statusCode).toBe(422);
    expect(detailLocs(tooLong)).toEqual(['query.q']);
    const badState = await listUsers('status=sleeping', headers);
    expect(badState.statusCode).toBe(422);
    expect(detailMsgs(badState)).toEqual([USER_STATE_MESSAGE]);
    const control = await listUsers('q=%00', headers);
    expect(control.statusCode).toBe(422);
  });
});

describe('POST /api/admin/users/{id}/deactivate and /reactivate', () => {
  it('refuse guests (401), travellers and airline users (403), and change nothing', async () => {
    const victim = await signUp(ctx.t.app);
    for (const { who, headers, status } of await outsiders(ctx.t.app)) {
      for (const call of [deactivate, reactivate]) {
        const response = await call(victim.user.id, headers);
        expect(response.statusCode, who).toBe(status);
      }
      expect((await listUsers('', headers)).statusCode, who).toBe(status);
      expect((await ctx.t.app.inject({ url: API.adminAuditLog, headers })).statusCode, who).toBe(
        status,
      );
    }
    expect((await me(victim.headers)).statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it('deactivate: ends the sessions at once, refuses sign-in with its reason, audits', async () => {
    const victim = await signUp(ctx.t.app);
    // Two devices, both resolved once, so the session cache (default AUTH_CACHE_SECONDS) holds them.
    const phone = bearer(
      (await loginRequest(ctx.t.app, victim.email, victim.password)).json().access_token,
    );
    expect((await me(victim.headers)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);

    const headers = await adminHeaders(ctx.t.app);
    const response = await deactivate(victim.user.id, headers, { reason: '  Fraud report  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user_id: victim.user.id,
      email: victim.email,
      is_active: false,
    });
    // The very next request with either old token is refused, within the cache time.
    expect((await me(victim.headers)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    // A deactivated account is told so, once its password proved who asks; a wrong password
    // still gets the one answer.
    const refused = await loginRequest(ctx.t.app, victim.email, victim.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: ACCOUNT_DISABLED });
    // And where to go next.
    expect(refused.json().detail).toContain('support@saath.in');
    const wrong = await loginRequest(ctx.t.app, victim.email, 'Wr0ng!pass');
    expect(wrong.json()).toEqual({ detail: INCORRECT_CREDENTIALS });

    const sessions = await queryRows<{ open: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS open FROM sessions
          WHERE user_id = ${victim.user.id} AND revoked_at IS NULL`,
    );
    expect(sessions[0]!.open).toBe(0);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'USER_DEACTIVATED',
      user_id: victim.user.id,
      admin_user_id: await adminUserId(ctx.database),
      reason: 'Fraud report',
      community_id: null,
    });
    expect(new Date(rows[0]!.at).toISOString()).toBe(ctx.t.clock.now().toISOString());
  });

  it('ends the sessions in a process whose cache keeps them for minutes (change feed)', async () => {
    const other = await buildTestApp(ctx.database, { ...ADMIN_ENV, AUTH_CACHE_SECONDS: '300' });
    try {
      const victim = await signUp(ctx.t.app);
      expect((await me(victim.headers, other.app)).statusCode).toBe(200);
      const headers = await adminHeaders(ctx.t.app);
      expect((await deactivate(victim.user.id, headers)).statusCode).toBe(200);
      await other.app.saath.changes.settle();
      expect((await me(victim.headers, other.app)).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });

  it('reactivate: the account signs in again, old sessions stay ended, audited', async () => {
    const victim = await signUp(ctx.t.app);
    const headers = await adminHeaders(ctx.t.app);
    await deactivate(victim.user.id, headers);
    ctx.t.clock.advance(60_000);
    const response = await reactivate(victim.user.id, headers, { reason: 'Identity confirmed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: victim.user.id, is_active: true });
    expect((await me(victim.headers)).statusCode).toBe(401);
    const again = await loginRequest(ctx.t.app, victim.email, STRONG_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect((await me(bearer(again.json().access_token))).statusCode).toBe(200);
    expect((await auditRows()).map((r) => [r.action, r.reason])).toEqual([
      ['USER_DEACTIVATED', 'Fraud report'],
      ['USER_REACTIVATED', 'Identity confirmed'],
    ]);
  });

  it('asking for the state an account is in answers that state and writes nothing', async () => {
    const victim = await signUp(ctx.t.app);
    const headers = await adminHeaders(ctx.t.app);
    const active = await reactivate(victim.user.id, headers);
    expect(active.statusCode).toBe(200);
    expect(active.json().is_active).toBe(true);
    await deactivate(victim.user.id, headers);
    const again = await deactivate(victim.user.id, headers, { reason: 'Twice' });
    expect(again.statusCode).toBe(200);
    expect(again.json().is_active).toBe(false);
    expect((await auditRows()).map((r) => r.action)).toEqual(['USER_DEACTIVATED']);
  });

  it('two admins deactivating the same account at once: one change, one audit row', async () => {
    const second = await signUp(ctx.t.app, { first_name: 'Second', last_name: 'Admin' });
    await queryRows(
      ctx.database.db,
      sql`UPDATE users SET is_admin = true, role = 'ADMIN' WHERE id = ${second.user.id}`,
    );
    await ctx.t.app.saath.changes.settle();
    const victim = await signUp(ctx.t.app);
    const first = await adminHeaders(ctx.t.app);
    const answers = await Promise.all([
      deactivate(victim.user.id, first, { reason: 'From the first admin' }),
      deactivate(victim.user.id, second.headers, { reason: 'From the second admin' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().is_active)).toEqual([false, false]);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('USER_DEACTIVATED');
  });

  it('an admin cannot deactivate their own account nor another admin (403), nothing changes', async () => {
    const headers = await adminHeaders(ctx.t.app);
    const self = await deactivate(await adminUserId(ctx.database), headers);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: CANNOT_DEACTIVATE_SELF });
    expect((await me(headers)).statusCode).toBe(200);

    const other = await signUp(ctx.t.app, { first_name: 'Other', last_name: 'Admin' });
    await queryRows(
      ctx.database.db,
      sql`UPDATE users SET is_admin = true, role = 'ADMIN' WHERE id = ${other.user.id}`,
    );
    await ctx.t.app.saath.changes.settle();
    const response = await deactivate(other.user.id, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: CANNOT_DEACTIVATE_ADMIN });
    expect((await me(other.headers)).statusCode).toBe(200);
    // The other admin cannot deactivate the first one either.
    const back = await deactivate(await adminUserId(ctx.database), other.headers);
    expect(back.json()).toEqual({ detail: CANNOT_DEACTIVATE_ADMIN });
    expect((await loginRequest(ctx.t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a missing or too long reason and a bad id (422), an unknown id (404)', async () => {
    const victim = await signUp(ctx.t.app);
    const headers = await adminHeaders(ctx.t.app);
    for (const call of [deactivate, reactivate]) {
      for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
        const response = await call(victim.user.id, headers, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(detailLocs(response)).toEqual(['body.reason']);
        expect(detailMsgs(response)).toEqual([REASON_REQUIRED]);
      }
      const long = await call(victim.user.id, headers, { reason: 'x'.repeat(501) });
      expect(long.statusCode).toBe(422);
      const badId = await call('not-a-uuid', headers);
      expect(badId.statusCode).toBe(422);
      expect(detailLocs(badId)).toEqual(['path.id']);
      const missing = await call(MISSING_ID, headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: USER_NOT_FOUND });
    }
    expect((await me(victim.headers)).statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
  });
});
