import { describe, expect, it } from 'vitest';
import { FREE_MEMBER_LIMIT } from '@saath/shared/constants';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp, register } from '../helpers/app.ts';
import { airline } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp();

const stats = () => ctx.t.app.inject({ method: 'GET', url: '/api/public/stats' });

describe("GET /api/public/stats (the landing page's beta banner)", () => {
  it('counts registrations toward the free places, without a login', async () => {
    await register(ctx.t.app);
    await register(ctx.t.app);
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      registered_members: 2,
      free_member_limit: FREE_MEMBER_LIMIT,
    });
  });

  it('counts travellers only: airline users and admins are no founding members', async () => {
    await register(ctx.t.app);
    const staff = await register(ctx.t.app);
    await airline(ctx.t.app, 'Skyways Test');
    await queryRows(
      ctx.database.db,
      sql`UPDATE users SET is_admin = true, role = 'ADMIN' WHERE email = ${staff.email}`,
    );
    expect((await stats()).json().registered_members).toBe(1);
  });

  it('serves the count from memory for a minute, then counts again', async () => {
    await register(ctx.t.app);
    expect((await stats()).json().registered_members).toBe(1);

    await register(ctx.t.app);
    ctx.t.clock.advance(59_000);
    // Still the cached answer: the landing cannot hammer the database.
    expect((await stats()).json().registered_members).toBe(1);

    ctx.t.clock.advance(1_001);
    expect((await stats()).json().registered_members).toBe(2);
  });

  it('answers a burst of first visitors alike', async () => {
    await register(ctx.t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => stats()));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().registered_members))).toEqual(new Set([1]));
  });
});

describe('analytics in the content security policy', () => {
  it("allows Google's tag only when a measurement id is configured", async () => {
    // The policy of pages (the web app); JSON answers carry a short one of their own.
    const plain = await ctx.t.app.inject({ url: '/' });
    expect(plain.headers['content-security-policy']).not.toContain('google-analytics');
    const configured = await buildTestApp(ctx.database, { ANALYTICS_MEASUREMENT_ID: 'G-TEST1234' });
    try {
      const csp = String(
        (await configured.app.inject({ url: '/' })).headers['content-security-policy'],
      );
      expect(csp).toContain('https://www.googletagmanager.com');
      expect(csp).toContain('https://*.google-analytics.com');
    } finally {
      await configured.app.close();
    }
  });
});
