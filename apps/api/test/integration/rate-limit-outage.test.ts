import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { bearer, buildTestApp, type TestApp } from '../helpers/app.ts';
import { airlineApiKey } from '../helpers/groups.ts';
import { METRICS_AUTH, METRICS_TOKEN, series } from '../helpers/metrics.ts';
import { freePort, until } from '../helpers/processes.ts';
import { useTestDatabase } from '../helpers/suite.ts';
import { startTcpProxy, within, type TcpProxy } from '../helpers/tcp-proxy.ts';

// ADR 0035: with REDIS_URL the rate limits count in Redis; when Redis cannot be reached they go
// on limiting with each process's own counters, no request waits on Redis, and they count in
// Redis again once it is back.
const ctx = useTestDatabase();
const LIMIT = 20;
const KEY_LIMIT = 3;
const COMMAND_TIMEOUT_MS = 500;
const ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  API_KEY_RATE_LIMIT_PER_MINUTE: String(KEY_LIMIT),
  // These tests count an address's budget, not the per-account pause (ADR 0033).
  SIGN_IN_LOCK_AFTER_FAILURES: '1000',
  REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
  METRICS_TOKEN,
};
// An answer that waits on nothing: generous for a slow day, far below a hang.
const AT_ONCE_MS = 2000;

const apps: TestApp[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.app.close()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
async function app(redisUrl: string) {
  const t = await buildTestApp(ctx.database, { ...ENV, REDIS_URL: redisUrl });
  apps.push(t);
  return t.app;
}

/** An address from a documentation range, fresh per call: runs sharing a Redis never meet. */
const someAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: API.login,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'username=nobody%40example.in&password=Guess!pass1',
  remoteAddress,
});

/** Each answer's status, every one within AT_ONCE_MS. */
async function statuses(api: FastifyInstance, requests: InjectOptions[]) {
  const answers: number[] = [];
  for (const [n, request] of requests.entries()) {
    answers.push((await within(AT_ONCE_MS, `request ${n}`, api.inject(request))).statusCode);
  }
  return answers;
}

async function storeFigures(api: FastifyInstance) {
  const text = (await api.inject({ url: '/metrics', headers: METRICS_AUTH })).body;
  return {
    degraded: series(text, 'saath_rate_limit_store_degraded'),
    fallbacks: series(text, 'saath_rate_limit_store_fallbacks_total'),
  };
}

/**
 * Limited by this process's own counters: sign-ins from one address and an airline's API key
 * meet their budgets exactly, every answer at once.
 */
async function expectLimitedInProcess(api: FastifyInstance) {
  const attacker = someAddress();
  const logins = Array.from({ length: LIMIT + 2 }, () => login(attacker));
  expect(await statuses(api, logins)).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  const key = { url: API.communities, headers: bearer(await airlineApiKey(api, 'Budget Air')) };
  const keyed = Array.from({ length: KEY_LIMIT + 1 }, () => key);
  expect(await statuses(api, keyed)).toEqual([...Array(KEY_LIMIT).fill(200), 429]);
  expect(await storeFigures(api)).toEqual({ degraded: 1, fallbacks: 1 });
}

describe('Redis cannot be reached', () => {
  it('starts anyway and limits sign-ins and API keys with its own counters, at once', async () => {
    const api = await app(`redis://127.0.0.1:${await freePort()}`);
    await expectLimitedInProcess(api);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis stopping and coming back', () => {
  let proxy: TcpProxy;
  async function appBehindProxy() {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    cleanups.push(() => proxy.close());
    return app(proxy.url(redis.toString()));
  }

  it('falls back at once when Redis stops, limits per process, and counts in Redis again once it is back', async () => {
    const api = await appBehindProxy();
    expect(await statuses(api, [login(someAddress())])).toEqual([401]);
    expect(await storeFigures(api)).toEqual({ degraded: 0, fallbacks: 0 });

    await proxy.down();
    await expectLimitedInProcess(api);

    await proxy.up();
    // The limited requests themselves find it back (a PING at most once a second).
    await until(async () => {
      await api.inject(login(someAddress()));
      return (await storeFigures(api)).degraded === 0 ? true : undefined;
    }, 'the counters back in Redis');
    // Shared again: a second app on the same Redis counts against the same budget.
    const second = await app(proxy.url(process.env.TEST_REDIS_URL!));
    const client = someAddress();
    const alternating = [];
    for (let n = 0; n < LIMIT + 1; n++) {
      alternating.push((await (n % 2 ? second : api).inject(login(client))).statusCode);
    }
    expect(alternating).toEqual([...Array(LIMIT).fill(401), 429]);
    expect(await storeFigures(api)).toEqual({ degraded: 0, fallbacks: 1 });
  });

  it('waits at most REDIS_COMMAND_TIMEOUT_MS for a Redis that stops answering, then not at all', async () => {
    const api = await appBehindProxy();
    expect(await statuses(api, [login(someAddress())])).toEqual([401]);
    proxy.freeze();
    const attacker = someAddress();
    const started = performance.now();
    expect(await statuses(api, [login(attacker)])).toEqual([401]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50);
    const next = performance.now();
    expect(
      await statuses(
        api,
        Array.from({ length: LIMIT + 1 }, () => login(attacker)),
      ),
    ).toEqual([...Array(LIMIT - 1).fill(401), 429, 429]);
    // No more waiting on Redis: 21 sign-ins in well under half a command time-out each.
    expect(performance.now() - next).toBeLessThan(((LIMIT + 1) * COMMAND_TIMEOUT_MS) / 2);
    proxy.thaw();
    await until(async () => {
      await api.inject(login(someAddress()));
      return (await storeFigures(api)).degraded === 0 ? true : undefined;
    }, 'the counters back in Redis');
  });
});
