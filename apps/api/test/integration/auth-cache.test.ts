import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp, signUp } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp();

describe('session cache bound (AUTH_CACHE_MAX_SESSIONS)', () => {
  it('keeps at most the configured sessions, least recently used out first, and answers right', async () => {
    const cached = await buildTestApp(ctx.database, {
      AUTH_CACHE_SECONDS: '300',
      AUTH_CACHE_MAX_SESSIONS: '2',
    });
    try {
      const people = [];
      for (let i = 0; i < 3; i += 1) people.push(await signUp(cached.app));
      const me = (headers: Record<string, string>) =>
        cached.app.inject({ url: '/api/users/me', headers });
      // Three callers through a cache of two: each still gets their own profile.
      for (let round = 0; round < 2; round += 1)
        for (const person of people)
          expect((await me(person.headers)).json().email).toBe(person.email);

      // Revoked with the database's notice silenced (as if it were lost, ADR 0013), so what is
      // kept shows: the two kept sessions are still served from memory within the TTL; the
      // third, pushed out, is looked up and refused.
      await queryRows(ctx.database.db, sql`ALTER TABLE sessions DISABLE TRIGGER sessions_announce`);
      try {
        await queryRows(ctx.database.db, sql`UPDATE sessions SET revoked_at = now()`);
      } finally {
        await queryRows(
          ctx.database.db,
          sql`ALTER TABLE sessions ENABLE TRIGGER sessions_announce`,
        );
      }
      const statuses = [];
      for (const person of people.toReversed())
        statuses.push((await me(person.headers)).statusCode);
      expect(statuses).toEqual([200, 200, 401]);
    } finally {
      await cached.app.close();
    }
  });

  it('forgets a user at once even when their session was pushed out and read again', async () => {
    const cached = await buildTestApp(ctx.database, {
      AUTH_CACHE_SECONDS: '300',
      AUTH_CACHE_MAX_SESSIONS: '1',
    });
    try {
      const asha = await signUp(cached.app);
      const ravi = await signUp(cached.app);
      const me = (headers: Record<string, string>) =>
        cached.app.inject({ url: '/api/users/me', headers });
      expect((await me(asha.headers)).statusCode).toBe(200);
      expect((await me(ravi.headers)).statusCode).toBe(200);
      expect((await me(asha.headers)).statusCode).toBe(200);
      await cached.app.inject({ method: 'POST', url: '/api/users/logout', headers: asha.headers });
      expect((await me(asha.headers)).statusCode).toBe(401);
      expect((await me(ravi.headers)).statusCode).toBe(200);
    } finally {
      await cached.app.close();
    }
  });

  it('reads sessions one at a time and many at once, each caller answered as themselves', async () => {
    const app = await buildTestApp(ctx.database, { AUTH_CACHE_SECONDS: '0' });
    try {
      const people = [];
      for (let i = 0; i < 5; i += 1) people.push(await signUp(app.app));
      const out = people[4]!;
      await app.app.inject({ method: 'POST', url: '/api/users/logout', headers: out.headers });
      const me = (headers: Record<string, string>) =>
        app.app.inject({ url: '/api/users/me', headers });
      // Alone (a batch of one), then all at once (batches of several, the signed-out one among them).
      for (const person of people.slice(0, 4))
        expect((await me(person.headers)).json().email).toBe(person.email);
      const answers = await Promise.all([...people, ...people].map((p) => me(p.headers)));
      expect(answers.map((a) => (a.statusCode === 200 ? a.json().email : a.statusCode))).toEqual(
        [...people, ...people].map((p) => (p === out ? 401 : p.email)),
      );
    } finally {
      await app.app.close();
    }
  });
});
