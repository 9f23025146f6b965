import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { API } from '@saath/shared/http';
import { serviceUnavailableMessage } from '@saath/shared/errors';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connectPostgres, queryRows } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/db/errors.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { bearer, buildTestApp, TEST_ENV } from '../helpers/app.ts';
import { createServerDatabase, createTestDatabase } from '../helpers/database.ts';
import { airlineApiKey, ROUTE, traveller } from '../helpers/groups.ts';
import { freePort, until } from '../helpers/processes.ts';
import { useTestApp } from '../helpers/suite.ts';
import { startTcpProxy, within, type TcpProxy } from '../helpers/tcp-proxy.ts';

// ADR 0035: when the database cannot be reached every route answers 503 with Retry-After at
// once, never 500 and never after a wait without end; /api/health never waits behind the pool.
const ctx = useTestApp();
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const RETRY_AFTER = '5';
// The bound on an answer when nothing should make it wait: generous for a slow day.
const AT_ONCE_MS = 3000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Call = { name: string; request: InjectOptions };

/** A request of each kind a client makes: health, a public read, sign-in, a read, a write, a key. */
async function everyKindOfRequest(api: FastifyInstance): Promise<Call[]> {
  const asha = await traveller(api, 'Asha');
  const key = await airlineApiKey(api, 'Outage Air');
  return [
    { name: 'health', request: { url: API.health } },
    { name: 'public read', request: { url: API.communityPreview(randomUUID()) } },
    {
      name: 'sign-in',
      request: {
        method: 'POST',
        url: API.login,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: asha.email, password: asha.password }).toString(),
      },
    },
    { name: 'signed-in read', request: { url: API.me, headers: asha.headers } },
    {
      name: 'write',
      request: { method: 'POST', url: API.communities, headers: asha.headers, payload: ROUTE },
    },
    { name: 'API key read', request: { url: API.communities, headers: bearer(key) } },
  ];
}

/** 503, Retry-After and the one error shape (health: its own documented shape). */
function expectUnavailable(name: string, response: LightMyRequestResponse) {
  expect(response.statusCode, `${name}: ${response.body}`).toBe(503);
  expect(response.headers['retry-after'], name).toBe(RETRY_AFTER);
  if (name === 'health') {
    expect(response.json()).toMatchObject({
      database: 'unreachable',
      reason: 'database_unreachable',
    });
  } else {
    expect(response.json(), name).toEqual({
      detail: serviceUnavailableMessage(5),
      request_id: expect.any(String),
    });
  }
}

/**
 * An app on a database of its own on the server, opened from its configuration (its own pool,
 * with the time-outs of `env`); `via` puts a relay between them. `url` reaches the database
 * directly.
 */
async function appOnServer(
  env: Record<string, string>,
  via?: TcpProxy,
): Promise<{ app: FastifyInstance; url: string }> {
  const created = await createServerDatabase('saath_test', inject('serverTemplate'));
  cleanups.push(() => created.drop());
  const relayed = new URL(created.url);
  if (via) relayed.host = `127.0.0.1:${via.port}`;
  const app = await buildApp({
    config: loadConfig({ ...TEST_ENV, DATABASE_URL: relayed.toString(), ...env }),
    clock: new ManualClock(),
    logger: false,
  });
  await app.ready();
  cleanups.push(() => app.close());
  return { app, url: created.url };
}

describe('the database cannot be reached', () => {
  it('answers every kind of request 503 with Retry-After at once when the server refuses connections', async () => {
    const calls = await everyKindOfRequest(ctx.t.app);
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/saath`;
    const down = connectPostgres({
      kind: 'postgres',
      url: closed,
      poolSize: 4,
      timeouts: { connectMs: 1000, statementMs: 1000, healthMs: 1000 },
    });
    cleanups.push(() => down.close());
    // The same JWT secret: the tokens are sound, their sessions cannot be looked up.
    const t = await buildTestApp(down, { AUTH_CACHE_SECONDS: '0' });
    cleanups.push(() => t.app.close());
    for (const { name, request } of calls) {
      const response = await within(AT_ONCE_MS, name, t.app.inject(request));
      expectUnavailable(name, response);
    }
  });

  it('answers 503 with Retry-After when the database is closed under the running app', async () => {
    const own = await createTestDatabase();
    const t = await buildTestApp(own, { AUTH_CACHE_SECONDS: '0' });
    cleanups.push(() => t.app.close());
    const calls = await everyKindOfRequest(t.app);
    await own.close();
    for (const { name, request } of calls) {
      expectUnavailable(name, await within(AT_ONCE_MS, name, t.app.inject(request)));
    }
  });

  it('keeps true bugs as 500: an error that is not an outage is not hidden as one', () => {
    expect(
      isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(
      false,
    );
  });
});

describe('/api/health never waits behind the database', () => {
  it.skipIf(onServer)(
    'answers 503 within DATABASE_HEALTH_TIMEOUT_MS while the embedded database is held by a long transaction',
    async () => {
      const t = await buildTestApp(ctx.database, { DATABASE_HEALTH_TIMEOUT_MS: '300' });
      cleanups.push(() => t.app.close());
      let release!: () => void;
      const held = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await new Promise<void>((resolve) => (release = resolve));
      });
      cleanups.push(async () => {
        release();
        await held;
      });
      const started = performance.now();
      const health = await within(AT_ONCE_MS, 'health', t.app.inject({ url: API.health }));
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe(RETRY_AFTER);
      expect(health.json()).toEqual({
        status: 'error',
        database: 'unreachable',
        reason: 'database_unreachable',
        detail: 'The database did not answer within 300 ms',
      });
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      release();
      await held;
      expect((await t.app.inject({ url: API.health })).statusCode).toBe(200);
    },
  );

  it.skipIf(!onServer)(
    'answers 200 at once while requests hold every pooled connection, and they answer 503 after DATABASE_CONNECT_TIMEOUT_MS',
    async () => {
      const { app } = await appOnServer({
        DATABASE_POOL_SIZE: '2',
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        AUTH_CACHE_SECONDS: '0',
      });
      const asha = await traveller(app);
      // What a slow payment provider did: every pooled connection held by a request waiting.
      const pool = app.saath.database.pool!;
      const held = await Promise.all([pool.connect(), pool.connect()]);
      cleanups.push(async () => held.forEach((client) => client.release()));
      const health = await within(AT_ONCE_MS, 'health', app.inject({ url: API.health }));
      expect(health.statusCode).toBe(200);
      const started = performance.now();
      const me = await within(
        AT_ONCE_MS + 500,
        'a signed-in read',
        app.inject({ url: API.me, headers: asha.headers }),
      );
      expectUnavailable('signed-in read', me);
      expect(performance.now() - started).toBeGreaterThanOrEqual(450);
      for (const client of held.splice(0)) client.release();
      expect((await app.inject({ url: API.me, headers: asha.headers })).statusCode).toBe(200);
    },
  );
});

describe.skipIf(!onServer)('bounded statements on a PostgreSQL server', () => {
  it('ends a statement held up by a lock at DATABASE_STATEMENT_TIMEOUT_MS: 503, and health stays 200', async () => {
    const { app, url } = await appOnServer({
      DATABASE_STATEMENT_TIMEOUT_MS: '300',
      AUTH_CACHE_SECONDS: '0',
    });
    const asha = await traveller(app);
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const started = performance.now();
    const me = await within(
      AT_ONCE_MS,
      'a signed-in read',
      app.inject({ url: API.me, headers: asha.headers }),
    );
    expectUnavailable('signed-in read', me);
    // The server's own cancel, not the client's own limit, which comes 2 s later.
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await within(AT_ONCE_MS, 'health', app.inject({ url: API.health }))).statusCode).toBe(
      200,
    );
    await locker.query('ROLLBACK');
    expect((await app.inject({ url: API.me, headers: asha.headers })).statusCode).toBe(200);
  });

  it('a connection the server cuts while a transaction holds it fails that transaction, not the process', async () => {
    const pool = ctx.database.pool!;
    const client = await pool.connect();
    await client.query('BEGIN');
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    cleanups.push(() => admin.end());
    const ended = new Promise((resolve) => client.once('end', resolve));
    // What a server shutdown does to every session (57P01), here to this one only.
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await ended;
    const failure = await client.query('SELECT 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    client.release();
    const [after] = await queryRows<{ one: number }>(ctx.database.db, sql`SELECT 1 AS one`);
    expect(after!.one).toBe(1);
  });
});

describe.skipIf(!onServer)(
  'a PostgreSQL server that stops answering (frozen, or the network gone)',
  () => {
    let proxy: TcpProxy;
    async function frozenApp(env: Record<string, string>) {
      const server = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      cleanups.push(() => proxy.close());
      return appOnServer(env, proxy);
    }
    const healthy = async (app: FastifyInstance) =>
      (await app.inject({ url: API.health })).statusCode === 200 ? true : undefined;

    it('answers 503 in bounded time, and the pool is whole again once the server answers', async () => {
      const { app } = await frozenApp({
        DATABASE_POOL_SIZE: '1',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '300',
        DATABASE_HEALTH_TIMEOUT_MS: '500',
      });
      const asha = await traveller(app);
      // Signed in and remembered (AUTH_CACHE_SECONDS): the write below starts with its BEGIN.
      expect((await app.inject({ url: API.me, headers: asha.headers })).statusCode).toBe(200);
      proxy.freeze();
      const health = await within(AT_ONCE_MS, 'health', app.inject({ url: API.health }));
      expectUnavailable('health', health);
      expect(health.json().detail).toBe('The database did not answer within 500 ms');
      // Its BEGIN goes unanswered (the client gives up 2 s after the statement time-out).
      const write = {
        method: 'POST' as const,
        url: API.communities,
        headers: asha.headers,
        payload: ROUTE,
      };
      expectUnavailable('write', await within(10_000, 'a write', app.inject(write)));
      proxy.thaw();
      await until(() => healthy(app), 'health after the outage', 30_000);
      // The one pooled connection was not kept by the transaction whose BEGIN went unanswered.
      const created = await within(10_000, 'a write after the outage', app.inject(write));
      expect(created.statusCode, created.body).toBe(201);
    });

    it('commits a write made after the server answers again: no connection stays inside a cut-off transaction', async () => {
      const { app, url } = await frozenApp({
        DATABASE_POOL_SIZE: '1',
        DATABASE_STATEMENT_TIMEOUT_MS: '300',
      });
      const asha = await traveller(app);
      // A transaction whose second statement goes unanswered (the server froze between them).
      const cut = app.saath.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        proxy.freeze();
        await tx.execute(sql`SELECT 2`);
      });
      const error = await within(
        10_000,
        'the cut transaction',
        cut.catch((e: unknown) => e),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      proxy.thaw();
      await until(() => healthy(app), 'health after the outage', 30_000);
      // A write of one statement through the one pooled connection, read back on another.
      const renamed = await app.inject({
        method: 'PUT',
        url: API.me,
        headers: asha.headers,
        payload: {
          first_name: 'Meera',
          last_name: 'Verma',
          email: asha.email,
          phone: '9876543210',
          gender: 'FEMALE',
          date_of_birth: '1990-04-02',
        },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const reader = new pg.Client({ connectionString: url });
      await reader.connect();
      cleanups.push(() => reader.end());
      const { rows } = await reader.query('SELECT first_name FROM users WHERE email = $1', [
        asha.email,
      ]);
      expect(rows).toEqual([{ first_name: 'Meera' }]);
    });
  },
);
