import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

// What every valid environment of these tests shares: no file is written for a secret.
const TEST_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
};

describe('configuration', () => {
  it('fails fast naming every bad variable', () => {
    expect(() =>
      loadConfig({ ...TEST_ENV, PORT: 'eighty', DATABASE_URL: 'nope', ADMIN_EMAIL: 'a@b.in' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ ...TEST_ENV, PORT: 'eighty', DATABASE_URL: 'nope', ADMIN_EMAIL: 'a@b.in' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
    }
    expect(() => loadConfig({ ...TEST_ENV, ADMIN_EMAIL: 'a@b.in' })).toThrow(/go together/);
    expect(() =>
      loadConfig({ ...TEST_ENV, ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'weak' }),
    ).toThrow(/too weak/);
  });

  it('takes the operator GSTIN of receipts upper-cased and refuses a malformed one (ADR 0023)', () => {
    expect(loadConfig(TEST_ENV).company.gstin).toBeUndefined();
    expect(loadConfig({ ...TEST_ENV, COMPANY_GSTIN: '29aaacs1234k1z1' }).company).toEqual({
      name: 'Saath Travel Technologies Private Limited',
      gstin: '29AAACS1234K1Z1',
    });
    expect(() => loadConfig({ ...TEST_ENV, COMPANY_GSTIN: '29AAACS1234K1' })).toThrow(
      /COMPANY_GSTIN must be a 15-character GSTIN/,
    );
  });

  it('pays the airlines through the sandbox unless told Razorpay, which needs its keys (ADR 0056)', () => {
    expect(loadConfig(TEST_ENV).payoutProvider).toBe('sandbox');
    expect(() => loadConfig({ ...TEST_ENV, PAYOUT_PROVIDER: 'razorpay' })).toThrow(
      /PAYOUT_PROVIDER=razorpay pays through Razorpay Route/,
    );
    expect(() => loadConfig({ ...TEST_ENV, PAYOUT_PROVIDER: 'paypal' })).toThrow(
      /PAYOUT_PROVIDER must be sandbox or razorpay/,
    );
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    };
    expect(loadConfig({ ...TEST_ENV, ...keys, PAYOUT_PROVIDER: 'razorpay' }).payoutProvider).toBe(
      'razorpay',
    );
  });

  it('runs the nightly reconciliation at RECONCILE_TIME, India time, 02:30 unless told (ADR 0061)', () => {
    expect(loadConfig(TEST_ENV).reconcileTime).toBe('02:30');
    expect(loadConfig({ ...TEST_ENV, RECONCILE_TIME: '23:05' }).reconcileTime).toBe('23:05');
    for (const wrong of ['2:30', '24:00', '02:60', 'midnight'])
      expect(() => loadConfig({ ...TEST_ENV, RECONCILE_TIME: wrong })).toThrow(
        /RECONCILE_TIME must be HH:MM \(24-hour, India time\)/,
      );
  });

  it('bounds every cache by configuration, with defaults', () => {
    expect(loadConfig(TEST_ENV).cacheLimits).toEqual({
      groups: 20_000,
      bucketBytes: 64 * 1024 * 1024,
      users: 50_000,
      searchAnswerBytes: 16 * 1024 * 1024,
      authSessions: 20_000,
    });
    expect(
      loadConfig({
        ...TEST_ENV,
        GROUP_CACHE_MAX_GROUPS: '500',
        GROUP_CACHE_MAX_BUCKETS_MB: '2',
        GROUP_CACHE_MAX_USERS: '300',
        SEARCH_ANSWERS_MAX_MB: '1',
        AUTH_CACHE_MAX_SESSIONS: '100',
      }).cacheLimits,
    ).toEqual({
      groups: 500,
      bucketBytes: 2 * 1024 * 1024,
      users: 300,
      searchAnswerBytes: 1024 * 1024,
      authSessions: 100,
    });
    expect(() => loadConfig({ ...TEST_ENV, GROUP_CACHE_MAX_GROUPS: '0' })).toThrow(
      /GROUP_CACHE_MAX_GROUPS/,
    );
    expect(() => loadConfig({ ...TEST_ENV, SEARCH_ANSWERS_MAX_MB: 'lots' })).toThrow(
      /SEARCH_ANSWERS_MAX_MB/,
    );
  });

  it('reads API_WORKERS: a count, or auto for one per core; several need PostgreSQL', () => {
    const server = { ...TEST_ENV, DATABASE_URL: 'postgres://db.example/saath' };
    expect(loadConfig(TEST_ENV).workers).toBe(1);
    expect(loadConfig({ ...server, API_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...server, API_WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const bad of ['0', 'many', '1.5', '65'])
      expect(() => loadConfig({ ...server, API_WORKERS: bad }), bad).toThrow(/API_WORKERS/);
    expect(() => loadConfig({ ...TEST_ENV, API_WORKERS: '2' })).toThrow(
      /API_WORKERS above 1 needs a PostgreSQL server/,
    );
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'saath-data-'));
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir };
    const first = loadConfig(env).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env).jwtSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('takes the ticketing window in whole positive seconds, 48 hours by default', () => {
    expect(loadConfig(TEST_ENV).lifecycle.ticketingWindowSeconds).toBe(172_800);
    expect(
      loadConfig({ ...TEST_ENV, TICKETING_WINDOW_SECONDS: '3600' }).lifecycle
        .ticketingWindowSeconds,
    ).toBe(3600);
    for (const bad of ['0', '-5', '1.5', 'two days'])
      expect(() => loadConfig({ ...TEST_ENV, TICKETING_WINDOW_SECONDS: bad })).toThrow(
        /TICKETING_WINDOW_SECONDS/,
      );
  });

  it('uses documented defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_ENV.JWT_SECRET });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('gives the embedded database an auth budget that signs in the demo accounts in a row', () => {
    // A developer on localhost signing in twenty-odd demo users was refused at the 21st.
    const embedded = loadConfig(TEST_ENV);
    expect(embedded.authRateLimitPerMinute).toBe(300);
    expect(embedded.authRateLimitPerMinute).toBeGreaterThanOrEqual(25 * 2);
    // A deployment on a PostgreSQL server keeps the tight per-address budget.
    const server = loadConfig({ ...TEST_ENV, DATABASE_URL: 'postgres://db.example.in/saath' });
    expect(server.authRateLimitPerMinute).toBe(20);
    // Set, it wins either way.
    expect(
      loadConfig({ ...TEST_ENV, AUTH_RATE_LIMIT_PER_MINUTE: '7' }).authRateLimitPerMinute,
    ).toBe(7);
  });

  it('derives the connection limits from the open-files limit, or takes them as set (ADR 0029)', () => {
    const limit = (value: number | undefined) => ({ openFilesSoftLimit: () => value });
    const derived = loadConfig(TEST_ENV, limit(1024));
    expect(derived.connections).toEqual({
      max: 896,
      openFiles: { limit: 1024, source: 'proc' },
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 10_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
    expect(derived.events).toMatchObject({ maxStreams: 448, maxStreamsPerUser: 20 });
    // Unreadable (not Linux): the configured fallback, less the reserve.
    expect(
      loadConfig(
        { ...TEST_ENV, OPEN_FILES_LIMIT_FALLBACK: '4096', OPEN_FILES_RESERVE: '96' },
        limit(undefined),
      ).connections,
    ).toMatchObject({ max: 4000, openFiles: { limit: 4096, source: 'fallback' } });
    const set = loadConfig(
      {
        ...TEST_ENV,
        MAX_CONNECTIONS: '500',
        EVENTS_MAX_STREAMS: '50',
        EVENTS_MAX_STREAMS_PER_USER: '2',
      },
      limit(1024),
    );
    expect(set.connections).toMatchObject({ max: 500, openFiles: undefined });
    expect(set.events).toMatchObject({ maxStreams: 50, maxStreamsPerUser: 2 });
  });

  it('refuses limits and time-outs that cannot work together (ADR 0029)', () => {
    const bad: Array<[string, string]> = [
      ['MAX_CONNECTIONS', '0'],
      ['MAX_CONNECTIONS', 'many'],
      ['EVENTS_MAX_STREAMS', '-1'],
      ['EVENTS_MAX_STREAMS_PER_USER', '0'],
      ['OPEN_FILES_RESERVE', '-5'],
      ['OPEN_FILES_LIMIT_FALLBACK', '8'],
      ['KEEP_ALIVE_TIMEOUT_SECONDS', '0'],
    ];
    for (const [name, value] of bad)
      expect(() => loadConfig({ ...TEST_ENV, [name]: value }), `${name}=${value}`).toThrow(name);
    // The idle time-out would close every event stream between two heartbeats.
    expect(() =>
      loadConfig({
        ...TEST_ENV,
        CONNECTION_IDLE_TIMEOUT_SECONDS: '15',
        EVENTS_HEARTBEAT_SECONDS: '15',
      }),
    ).toThrow(/CONNECTION_IDLE_TIMEOUT_SECONDS must be longer than EVENTS_HEARTBEAT_SECONDS/);
    expect(() =>
      loadConfig({ ...TEST_ENV, HEADERS_TIMEOUT_SECONDS: '40', REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS/);
  });
});
