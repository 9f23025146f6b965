import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@saath/shared/http';
import { loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp, signUp, TEST_ENV, uniqueEmail, type TestApp } from '../helpers/app.ts';
import { createGroup, joinRequest, traveller } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

// The auth/contact limits cannot be dodged with X-Forwarded-For, and
// every process counts against one budget (20 a minute per client address, docs/product/roles.md).
const ctx = useTestApp();
const LIMIT = 20;
// These tests count an address's budget: the per-account pause (ADR 0033, its own tests) would
// answer the victim's failed sign-ins first.
const LIMITED = { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), SIGN_IN_LOCK_AFTER_FAILURES: '1000' };

/** An address from a documentation range, fresh per call: runs sharing a Redis never meet. */
const someAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

type LimitedRoute = {
  name: string;
  /** The n-th request an attacker sends (n from 0): what it would get if it were not limited. */
  request: (n: number) => InjectOptions;
  status: number;
};

const json = (method: 'GET' | 'POST', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** Every rate-limited route (docs/product/roles.md, contact, airline sign-up). */
async function limitedRoutes(app: FastifyInstance): Promise<LimitedRoute[]> {
  // Signed up from another address, so the attacker's budget starts untouched.
  const victim = await signUp(app);
  return [
    {
      name: 'login',
      request: () => ({
        method: 'POST',
        url: API.login,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: victim.email,
          password: 'Guess!pass1',
        }).toString(),
      }),
      status: 401,
    },
    {
      name: 'register',
      request: () =>
        json('POST', API.register, {
          first_name: 'Bot',
          last_name: 'Account',
          email: uniqueEmail('bot'),
          password: 'Str0ng!pass',
        }),
      status: 201,
    },
    { name: 'Google', request: () => json('POST', API.google, { token: 'forged' }), status: 401 },
    {
      name: 'change password',
      request: () => ({
        ...json('POST', API.changePassword, {
          current_password: 'Guess!pass1',
          new_password: 'Fresh!pass9',
        }),
        headers: victim.headers,
      }),
      status: 400,
    },
    {
      name: 'reset request',
      request: () => json('POST', API.resetRequest, { email: victim.email }),
      status: 200,
    },
    {
      name: 'reset token check',
      request: () => json('GET', API.verifyResetToken('guess')),
      status: 400,
    },
    {
      name: 'reset',
      request: () =>
        json('POST', API.resetPassword, { token: 'guess', new_password: 'Fresh!pass9' }),
      status: 400,
    },
    {
      name: 'contact',
      request: (n) =>
        json('POST', API.contact, {
          name: 'Spam Bot',
          email: 'bot@example.in',
          subject: `Offer ${n}`,
          message: 'A message long enough to pass the contact form rules.',
        }),
      status: 201,
    },
    {
      // Refused input counts too: the limit runs before the body is read.
      name: 'airline register',
      request: () => json('POST', API.airlineRegister, { user_data: {} }),
      status: 422,
    },
  ];
}

async function statusesOf(app: FastifyInstance, requests: InjectOptions[]): Promise<number[]> {
  const statuses = [];
  for (const request of requests) statuses.push((await app.inject(request)).statusCode);
  return statuses;
}

const GOOGLE = {
  GOOGLE_CLIENT_ID: 'saath-test.apps.googleusercontent.com',
  // Never fetched: a token that is not a JWT is refused before any key is needed.
  GOOGLE_JWKS_URL: 'http://127.0.0.1:9/keys',
};

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}) {
  const t = await buildTestApp(ctx.database, { ...LIMITED, ...GOOGLE, ...env });
  apps.push(t);
  return t.app;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((t) => t.app.close()));
});

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY: 60 requests with 60 forwarded addresses meet the limit', async () => {
    const api = await app();
    for (const route of await limitedRoutes(api)) {
      const attacker = someAddress();
      const statuses = await statusesOf(
        api,
        Array.from({ length: 60 }, (_, n) => ({
          ...route.request(n),
          remoteAddress: attacker,
          headers: { ...route.request(n).headers, 'x-forwarded-for': `203.0.113.${n + 1}` },
        })),
      );
      expect(statuses, route.name).toEqual([
        ...Array(LIMIT).fill(route.status),
        ...Array(60 - LIMIT).fill(429),
      ]);
    }
  });

  it('names the client when it comes from a configured proxy: two clients, two budgets', async () => {
    const proxy = someAddress();
    const api = await app({ TRUST_PROXY: `${proxy}, 10.0.0.0/8` });
    for (const route of await limitedRoutes(api)) {
      const from = (client: string, n: number): InjectOptions => ({
        ...route.request(n),
        remoteAddress: proxy,
        headers: { ...route.request(n).headers, 'x-forwarded-for': `${client}, 10.1.2.3` },
      });
      // 10.1.2.3 is a trusted inner proxy too, so the client is the address before it.
      const first = await statusesOf(
        api,
        Array.from({ length: LIMIT + 1 }, (_, n) => from('203.0.113.7', n)),
      );
      expect(first, route.name).toEqual([...Array(LIMIT).fill(route.status), 429]);
      const second = await statusesOf(api, [from('203.0.113.8', LIMIT + 1)]);
      expect(second, `${route.name}: another client`).toEqual([route.status]);
    }
  });

  it('takes a hop count: the address the nearest proxy saw is the client', async () => {
    const api = await app({ TRUST_PROXY: '1' });
    const login = (await limitedRoutes(api))[0]!;
    const proxy = someAddress();
    const from = (header: string) => ({
      ...login.request(0),
      remoteAddress: proxy,
      headers: { ...login.request(0).headers, 'x-forwarded-for': header },
    });
    // Whatever a client writes in front, the proxy appends the address it saw: that one counts.
    const statuses = await statusesOf(
      api,
      Array.from({ length: LIMIT + 1 }, (_, n) => from(`10.9.9.${n}, 203.0.113.20`)),
    );
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
    expect(await statusesOf(api, [from('203.0.113.21')])).toEqual([401]);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses, ranges and CIDRs', () => {
    const read = (value: string) => loadConfig({ ...TEST_ENV, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig(TEST_ENV).trustProxy).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('0')).toBe(false);
    expect(read('loopback, 10.0.0.0/8,2001:db8::/32, 192.0.2.1')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.1',
    ]);
  });

  it('is refused at start when TRUST_PROXY is neither a count nor addresses', async () => {
    await expect(app({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY/);
    await expect(app({ TRUST_PROXY: '10.0.0.0/33' })).rejects.toThrow(/TRUST_PROXY/);
    await expect(app({ TRUST_PROXY: '10.0.0.1, proxy.example' })).rejects.toThrow(
      /"proxy\.example"/,
    );
  });
});

describe('IPv6 clients are counted by their /64 (ADR 0033)', () => {
  const hex = () => randomInt(0x10000).toString(16);

  async function statusesFrom(api: FastifyInstance, addresses: string[]) {
    return statusesOf(
      api,
      addresses.map((remoteAddress) => ({
        ...json('POST', API.resetRequest, { email: 'nobody@example.in' }),
        remoteAddress,
      })),
    );
  }

  it('gives two addresses of one /64 one budget, and another /64 its own', async () => {
    const api = await app();
    const prefix = `2001:db8:${hex()}:${hex()}`;
    const inOne64 = Array.from({ length: LIMIT + 1 }, (_, n) =>
      n % 2 ? `${prefix}:ffff:${hex()}:${hex()}:1` : `${prefix}::${n + 1}`,
    );
    expect(await statusesFrom(api, inOne64)).toEqual([...Array(LIMIT).fill(200), 429]);
    const next64 = `2001:db8:${hex()}:${hex()}::1`;
    expect(await statusesFrom(api, [next64])).toEqual([200]);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const api = await app();
    const ipv4 = someAddress();
    const both = Array.from({ length: LIMIT + 1 }, (_, n) => (n % 2 ? `::ffff:${ipv4}` : ipv4));
    expect(await statusesFrom(api, both)).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});

describe('counters shared by every process', () => {
  async function loginsAlternating(first: FastifyInstance, second: FastifyInstance) {
    const client = someAddress();
    const statuses = [];
    for (let n = 0; n < LIMIT + 2; n++) {
      const response = await (n % 2 ? second : first).inject({
        method: 'POST',
        url: API.login,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=nobody%40example.in&password=Guess!pass1',
        remoteAddress: client,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        // The refusal keeps its Retry-After and the one error shape.
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().detail).toMatch(
          /^Too many requests\. Please try again in \d+ seconds\.$/,
        );
      }
    }
    return statuses;
  }

  it('gives a client one budget across two apps on one database', async () => {
    const statuses = await loginsAlternating(await app(), await app());
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'keeps the counters in Redis when REDIS_URL is set',
    async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
      const statuses = await loginsAlternating(await app(env), await app(env));
      expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
      const [rows] = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`SELECT count(*)::int AS n FROM rate_limit_counters`,
      );
      expect(rows!.n).toBe(0);
    },
  );

  it('forgets ended windows: a later request prunes them from the table', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = await app();
    const login = (client: string) =>
      api.inject({
        method: 'POST',
        url: API.login,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=nobody%40example.in&password=Guess!pass1',
        remoteAddress: client,
      });
    await login('203.0.113.30');
    const count = async () =>
      (
        await queryRows<{ key: string }>(ctx.database.db, sql`SELECT key FROM rate_limit_counters`)
      ).map((r) => r.key);
    expect(await count()).toEqual([expect.stringContaining('203.0.113.30')]);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await login('203.0.113.31')).statusCode).toBe(401);
    expect(await count()).toEqual([expect.stringContaining('203.0.113.31')]);
  });

  it('adds nothing to the routes it does not limit (search, detail, join)', async () => {
    const api = await app();
    const asha = await traveller(api, 'Asha');
    const group = await createGroup(api, asha.headers, {}, 1);
    const answers = [
      await api.inject({
        url: `${API.searchCommunities}?from_location=DEL&to_location=BOM&travel_date=${group.travel_date}`,
        headers: asha.headers,
      }),
      await api.inject({ url: API.community(group.community_id), headers: asha.headers }),
      await joinRequest(api, (await traveller(api, 'Ravi')).headers, group.community_id, 1),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    const limited = await api.inject({
      method: 'POST',
      url: API.resetRequest,
      payload: { email: asha.email },
    });
    expect(limited.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  });
});
