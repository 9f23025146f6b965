import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { addDays, minimumTravelDate } from '@saath/shared/travel';
import { METRICS_TOKEN, series } from '../helpers/metrics.ts';
import {
  airlineOverHttp,
  call,
  freePort,
  PASSWORD,
  PROCESS_TEST_MS,
  startServer,
  travellerOverHttp,
  until,
  waitForHealth,
  type Answer,
  type ServerProcess,
} from '../helpers/processes.ts';
import {
  startPostgresCluster,
  startRedisServer,
  throwawayServersMissing,
  type PostgresCluster,
  type RedisServer,
} from '../helpers/throwaway-servers.ts';

// ADR 0035: a real PostgreSQL stop and a real Redis stop, under light load, against the API as
// a server process (tsx), on a cluster and a Redis of the test's own (stopping the shared ones
// would break every other test). While PostgreSQL is down every route answers 503 with
// Retry-After at once and recovers on its own; while Redis is down sign-ins and API keys keep
// answering, still limited, and the counters go back to Redis once it is back.

const missing = throwawayServersMissing();
if (missing) console.warn(`outage process test skipped: PostgreSQL 15 or Redis ${missing}`);

/** An answer that waits on nothing (an outage answer included): generous for a slow day. */
const AT_ONCE_MS = 3000;
/** No answer under the light load may take longer, whatever is down. */
const NEVER_HANGS_MS = 6000;
const AUTH_LIMIT = 10;
const KEY_LIMIT = 5;

/** One call that cannot hang the test: past twice the bound it fails (the bound is checked). */
const timedCall = (base: string, method: string, path: string, options: CallOptions = {}) =>
  call(base, method, path, { timeoutMs: NEVER_HANGS_MS * 2, ...options });
type CallOptions = Parameters<typeof call>[3];

let addresses = 0;
/** A client address of its own (documentation range), so budgets never meet by accident. */
const someAddress = () => `203.0.113.${(addresses = (addresses % 250) + 1)}`;

/** Requests sent in a loop by a few clients while the test stops and starts the servers. */
function lightLoad(base: string, token: string, previewPath: string) {
  const answers: Array<{ what: string; status: number; ms: number }> = [];
  const failures: string[] = [];
  let running = true;
  const requests: Array<[string, () => Promise<Answer>]> = [
    ['health', () => timedCall(base, 'GET', API.health)],
    ['preview', () => timedCall(base, 'GET', previewPath)],
    ['me', () => timedCall(base, 'GET', API.me, { token })],
    [
      'login',
      () =>
        timedCall(base, 'POST', API.login, {
          form: { username: 'load@example.in', password: 'Wrong!pass1' },
          forwardedFor: '198.51.100.7',
        }),
    ],
  ];
  const client = async (offset: number) => {
    for (let n = offset; running; n++) {
      const [what, send] = requests[n % requests.length]!;
      try {
        const answer = await send();
        answers.push({ what, status: answer.status, ms: answer.ms });
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
      }
      // Light: a few requests a second per client.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const clients = [client(0), client(1), client(2)];
  return {
    answers,
    failures,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

describe.skipIf(missing)('outages of PostgreSQL and Redis under light load', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  let postgres: PostgresCluster;
  let redis: RedisServer;
  let server: ServerProcess;
  let base: string;
  let load: ReturnType<typeof lightLoad>;
  let traveller: { token: string; email: string };
  let apiKey: string;
  let previewPath: string;
  /** What the run measured, printed at the end (ADR 0035 quotes them). */
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    postgres = await startPostgresCluster();
    cleanups.push(() => postgres.destroy());
    redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_SECRET: 'outage-process-test-secret-0123456789-abcdef',
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      API_KEY_RATE_LIMIT_PER_MINUTE: String(KEY_LIMIT),
      // The limits per address are what is checked here, not the per-account pause.
      SIGN_IN_LOCK_AFTER_FAILURES: '1000',
      METRICS_TOKEN,
      LOG_FORMAT: 'json',
      // A loaded CI machine must not shed these requests as overload.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      // The database and Redis time-outs are the defaults: they are what is under test.
    });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    await waitForHealth(base, server);

    traveller = await travellerOverHttp(base, 'Asha', someAddress());
    const created = await timedCall(base, 'POST', API.communities, {
      token: traveller.token,
      json: {
        from_location: 'DEL',
        to_location: 'BOM',
        travel_date: addDays(minimumTravelDate(new Date()), 3),
        time_slot: 'SLOT_08_12',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    previewPath = API.communityPreview((created.body as { community_id: string }).community_id);
    const carrier = await airlineOverHttp(base, 'OUT', someAddress());
    const key = await timedCall(base, 'POST', '/api/airline/api-keys', {
      token: carrier.token,
      json: { name: 'Revenue system' },
    });
    expect(key.status).toBe(201);
    apiKey = (key.body as { key: string }).key;
    load = lightLoad(base, traveller.token, previewPath);
    cleanups.push(() => load.stop());
  }, PROCESS_TEST_MS);

  afterAll(async () => {
    // Whatever failed, the cluster, Redis and the server go; each clean-up is tried.
    const failed: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse())
      await cleanup().catch((e) => failed.push(e));
    if (failed.length) throw new AggregateError(failed, 'outage test clean-up failed');
  }, PROCESS_TEST_MS);

  /** One request of each kind a client makes, as a signed-in traveller and an airline's system. */
  const everyKind = (): Array<[string, () => Promise<Answer>]> => [
    ['health', () => timedCall(base, 'GET', API.health)],
    ['public read', () => timedCall(base, 'GET', previewPath)],
    [
      'sign-in',
      () =>
        timedCall(base, 'POST', API.login, {
          form: { username: traveller.email, password: PASSWORD },
          forwardedFor: someAddress(),
        }),
    ],
    ['signed-in read', () => timedCall(base, 'GET', API.me, { token: traveller.token })],
    [
      'write',
      () =>
        timedCall(base, 'PUT', API.me, {
          token: traveller.token,
          json: {
            first_name: 'Asha',
            last_name: 'Rao',
            email: traveller.email,
            phone: '9876543210',
            gender: 'FEMALE',
            date_of_birth: '1990-04-02',
          },
        }),
    ],
    ['API key read', () => timedCall(base, 'GET', API.communities, { token: apiKey })],
  ];

  const healthIs = (status: number) => async () =>
    (await timedCall(base, 'GET', API.health)).status === status ? true : undefined;

  it(
    'answers every route 503 with Retry-After at once while PostgreSQL is stopped, and recovers when it is back',
    async () => {
      await postgres.stop();
      await until(healthIs(503), 'health to say the database is unreachable', 30_000);
      for (const [what, send] of everyKind()) {
        const answer = await send();
        figures.slowestWhilePostgresDownMs = Math.max(
          figures.slowestWhilePostgresDownMs ?? 0,
          answer.ms,
        );
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(503);
        expect(answer.retryAfter, what).toMatch(/^\d+$/);
        expect(answer.body, what).toHaveProperty('detail', expect.any(String));
        expect(answer.ms, what).toBeLessThan(AT_ONCE_MS);
      }

      // The load meets the outage too: every kind of its requests answered 503 at least once.
      await until(
        () =>
          new Set(load.answers.filter((a) => a.status === 503).map((a) => a.what)).size === 4
            ? true
            : undefined,
        'the light load to meet the outage',
        30_000,
      );
      await postgres.start();
      const restarted = performance.now();
      await until(healthIs(200), 'health once the database is back', 30_000);
      figures.healthBackAfterRestartMs = performance.now() - restarted;
      for (const [what, send] of everyKind()) {
        const answer = await until(
          async () => {
            const next = await send();
            // The change feed reconnects within a second; until then a read may still miss it.
            return next.status === 503 ? undefined : next;
          },
          `${what} once the database is back`,
          30_000,
        );
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
    },
    PROCESS_TEST_MS,
  );

  it(
    'keeps sign-ins and API keys answering, still limited, while Redis is stopped; counts in Redis again when it is back',
    async () => {
      const metric = async (name: string) =>
        series(
          (await timedCall(base, 'GET', '/metrics', { token: METRICS_TOKEN })).body as string,
          name,
        );
      expect(await metric('saath_rate_limit_store_degraded')).toBe(0);

      await redis.stop();
      const attacker = someAddress();
      const logins: Answer[] = [];
      for (let n = 0; n < AUTH_LIMIT + 2; n++) {
        logins.push(
          await timedCall(base, 'POST', API.login, {
            form: { username: traveller.email, password: 'Wrong!pass1' },
            forwardedFor: attacker,
          }),
        );
      }
      expect(logins.map((a) => a.status)).toEqual([...Array(AUTH_LIMIT).fill(401), 429, 429]);
      for (const answer of logins) expect(answer.ms).toBeLessThan(AT_ONCE_MS);
      const keyed: Answer[] = [];
      for (let n = 0; n < KEY_LIMIT + 1; n++) {
        keyed.push(await timedCall(base, 'GET', API.communities, { token: apiKey }));
      }
      figures.slowestWhileRedisDownMs = Math.max(...[...logins, ...keyed].map((a) => a.ms));
      expect(keyed.map((a) => a.status)).toEqual([...Array(KEY_LIMIT).fill(200), 429]);
      for (const answer of keyed) expect(answer.ms).toBeLessThan(AT_ONCE_MS);
      expect(await metric('saath_rate_limit_store_degraded')).toBe(1);

      await redis.start();
      const redisBack = performance.now();
      await until(
        async () => {
          await timedCall(base, 'POST', API.login, {
            form: { username: traveller.email, password: PASSWORD },
            forwardedFor: someAddress(),
          });
          return (await metric('saath_rate_limit_store_degraded')) === 0 ? true : undefined;
        },
        'the rate limits back in Redis',
        30_000,
      );
      figures.countingInRedisAgainAfterMs = performance.now() - redisBack;
      // The restarted Redis is empty: a counter in it now is one counted there since.
      const direct = new Redis(redis.url, { lazyConnect: true });
      await direct.connect();
      try {
        const counted = someAddress();
        await timedCall(base, 'POST', API.login, {
          form: { username: traveller.email, password: PASSWORD },
          forwardedFor: counted,
        });
        expect(await direct.keys(`*${counted}*`)).toHaveLength(1);
      } finally {
        direct.disconnect();
      }
      expect(await metric('saath_rate_limit_store_fallbacks_total')).toBe(1);
      // Logged once each way, not once per request or per reconnection attempt.
      const said = (text: string) => server.output().split(text).length - 1;
      expect(said('Redis cannot be reached; counting in this process')).toBe(1);
      expect(said('Redis is back; counting there again')).toBe(1);
    },
    PROCESS_TEST_MS,
  );

  it('never answered 500 nor made a client wait, under the light load through both outages', async () => {
    await load.stop();
    const slowest = Math.max(...load.answers.map((a) => a.ms));
    const unavailable = load.answers.filter((a) => a.status === 503);
    figures.loadAnswers = load.answers.length;
    figures.load503s = unavailable.length;
    figures.slowestLoad503Ms = Math.max(0, ...unavailable.map((a) => a.ms));
    figures.slowestLoadAnswerMs = slowest;
    console.info(
      `outage figures: ${Object.entries(figures)
        .map(([name, value]) => `${name} ${Math.round(value)}`)
        .join(', ')}`,
    );
    expect(load.failures).toEqual([]);
    expect(load.answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(load.answers.filter((a) => a.ms >= NEVER_HANGS_MS)).toEqual([]);
    // The load saw the outage and the recovery.
    expect(load.answers.some((a) => a.status === 503)).toBe(true);
    expect(load.answers.filter((a) => a.what === 'me').at(-1)?.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toContain('"statusCode":500');
  });
});
