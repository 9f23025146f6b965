import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, signUp, TEST_ENV } from '../helpers/app.ts';
import { truncateAll } from '../helpers/database.ts';
import { useTestDatabase } from '../helpers/suite.ts';
import { createGroup, traveller } from '../helpers/groups.ts';
import { freePort } from '../helpers/processes.ts';
import { METRICS_AUTH as auth, METRICS_TOKEN as TOKEN, series } from '../helpers/metrics.ts';

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: auth });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const db = useTestDatabase();

describe('GET /metrics', () => {
  it('is not served at all unless METRICS_PORT or METRICS_TOKEN is set', async () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_ENV.JWT_SECRET }).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    });
    const t = await buildTestApp(db.database);
    const response = await t.app.inject({ url: '/metrics', headers: auth });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request');
    await t.app.close();
  });

  it('asks for METRICS_TOKEN on the main port: a user’s sign-in is not it', async () => {
    const t = await buildTestApp(db.database, { METRICS_TOKEN: TOKEN });
    const user = await signUp(t.app);
    for (const headers of [{}, user.headers, { authorization: `Bearer ${TOKEN}x` }]) {
      const refused = await t.app.inject({ url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'Not authenticated' });
    }
    const response = await t.app.inject({ url: '/metrics', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    await t.app.close();
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const t = await buildTestApp(db.database, { METRICS_TOKEN: TOKEN });
    const probe = `/api/no-such-${randomUUID()}`;
    await t.app.inject({ url: `/api/communities/${randomUUID()}` });
    await t.app.inject({ url: `/api/communities/${randomUUID()}` });
    await t.app.inject({ url: '/api/meta' });
    await t.app.inject({ url: probe });
    const text = await scrape(t.app);
    const count = (labels: string) => series(text, 'http_request_duration_seconds_count', labels);
    // Two different ids, one series: the pattern, never the URL.
    expect(count('method="GET",route="/api/communities/:id",status_code="401"')).toBe(2);
    expect(count('method="GET",route="/api/meta",status_code="200"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(text).not.toContain(probe);
    const buckets = text
      .split('\n')
      .filter((l) =>
        l.startsWith(
          'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/meta"',
        ),
      );
    expect(buckets).toHaveLength(1);
    expect(
      series(
        text,
        'http_request_duration_seconds_bucket',
        'le="+Inf",method="GET",route="/api/meta",status_code="200"',
      ),
    ).toBe(1);
    await t.app.close();
  });

  it('reports the mail outbox: what is due, how long it has waited, and failed attempts', async () => {
    await truncateAll(db.database);
    const t = await buildTestApp(db.database, { METRICS_TOKEN: TOKEN });
    const figures = async () => {
      const text = await scrape(t.app);
      return {
        due: series(text, 'saath_mail_outbox_due_messages'),
        waited: series(text, 'saath_mail_outbox_oldest_due_seconds'),
        retrying: series(text, 'saath_mail_outbox_retrying_messages'),
        failed: series(text, 'saath_mail_outbox_failed_attempts'),
        dead: series(text, 'saath_jobs_dead'),
      };
    };
    // Two registrations: two welcome mails, queued and not yet delivered.
    await signUp(t.app);
    await signUp(t.app);
    t.clock.advance(30_000);
    expect(await figures()).toEqual({ due: 2, waited: 30, retrying: 0, failed: 0, dead: 0 });

    // The SMTP server is down: each delivery fails once and is put off (1 s, then longer).
    t.mail.failures = 100;
    await t.flushMail();
    expect(await figures()).toEqual({ due: 0, waited: 0, retrying: 2, failed: 2, dead: 0 });
    t.clock.advance(61_000);
    expect(await figures()).toEqual({ due: 2, waited: 60, retrying: 2, failed: 2, dead: 0 });

    // It is back: the backlog drains.
    t.mail.failures = 0;
    await t.flushMail();
    expect(await figures()).toEqual({ due: 0, waited: 0, retrying: 0, failed: 0, dead: 0 });
    expect(t.mail.sent).toHaveLength(2);

    // ADR 0026: a mail that still fails after three days is given up on (dead).
    await signUp(t.app);
    t.mail.failures = 100;
    await t.flushMail();
    t.clock.advance(72 * 3600_000);
    await t.flushMail();
    expect(await figures()).toMatchObject({ due: 0, retrying: 0, dead: 1 });
    await t.app.close();
  });

  it('reports the sweeper’s lag: groups past their deadline and by how long', async () => {
    await truncateAll(db.database);
    const t = await buildTestApp(db.database, { METRICS_TOKEN: TOKEN });
    const asha = await traveller(t.app);
    await createGroup(t.app, asha.headers, {}, 1);
    const lag = async () => {
      const text = await scrape(t.app);
      return [
        series(text, 'saath_sweeper_due_groups'),
        series(text, 'saath_sweeper_overdue_seconds'),
      ];
    };
    expect(await lag()).toEqual([0, 0]);
    // The 24 h formation window passes and five minutes go by with no sweep.
    t.clock.advance(24 * 3600_000 + 300_000);
    expect(await lag()).toEqual([1, 300]);
    expect(await t.app.saath.lifecycle.sweep()).toBe(1);
    expect(await lag()).toEqual([0, 0]);
    await t.app.close();
  });

  it('reports the database: the time a query waits, and the PostgreSQL pool', async () => {
    const t = await buildTestApp(db.database, { METRICS_TOKEN: TOKEN });
    const text = await scrape(t.app);
    expect(series(text, 'saath_db_ping_seconds')).toBeGreaterThan(0);
    if (db.database.kind === 'postgres') {
      expect(series(text, 'saath_db_pool_max_connections')).toBe(db.database.pool!.options.max);
      const total = series(text, 'saath_db_pool_total_connections')!;
      expect(total).toBeGreaterThan(0);
      expect(series(text, 'saath_db_pool_idle_connections')).toBeLessThanOrEqual(total);
      expect(series(text, 'saath_db_pool_waiting_clients')).toBe(0);
    } else {
      // PGlite is one connection inside the process: there is no pool to report.
      expect(series(text, 'saath_db_pool_max_connections')).toBeUndefined();
    }
    await t.app.close();
  });

  it('serves METRICS_PORT on its own listener, bound to 127.0.0.1, and not on the main port', async () => {
    const metricsPort = await freePort();
    const t = await buildTestApp(db.database, { METRICS_PORT: String(metricsPort) });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const main = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    expect((await fetch(`${main}/api/meta`)).status).toBe(200);
    expect((await fetch(`${main}/metrics`)).status).toBe(404);

    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(
      series(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/meta",status_code="200"',
      ),
    ).toBe(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    await t.app.close();
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it('asks for METRICS_TOKEN on METRICS_PORT too when both are set', async () => {
    const metricsPort = await freePort();
    const t = await buildTestApp(db.database, {
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: auth })).status).toBe(200);
    await t.app.close();
  });
});
