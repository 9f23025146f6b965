import { describe, expect, it } from 'vitest';
import { serverBusyMessage } from '@saath/shared/errors';
import { buildTestApp } from '../helpers/app.ts';
import { useTestDatabase } from '../helpers/suite.ts';
import { until } from '../helpers/processes.ts';

const db = useTestDatabase();

const METRICS_TOKEN = 'metrics-token-for-overload-tests';

describe('overload', () => {
  it('answers 503 with Retry-After at once, and /api/health says why', async () => {
    // A heap limit every process is over: the next sample (once a second) puts it under
    // pressure. The test waits for that state, not for a time.
    const t = await buildTestApp(db.database, {
      OVERLOAD_MAX_HEAP_USED_MB: '1',
      METRICS_TOKEN,
    });
    const refused = await until(async () => {
      const response = await t.app.inject({ url: '/api/meta' });
      return response.statusCode === 503 ? response : undefined;
    }, 'the app to come under pressure');
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toEqual({ detail: serverBusyMessage(10) });

    // Refused before any work: a guest on a signed-in route gets 503, not 401.
    expect((await t.app.inject({ url: '/api/users/me' })).statusCode).toBe(503);

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('10');
    expect(health.json()).toMatchObject({ status: 'error', database: 'ok', reason: 'heap_used' });
    expect(health.json().detail).toMatch(/^Overloaded: \d+ MB of heap in use/);

    // An operator can still see what is going on.
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('route="/api/meta",status_code="503"');
    await t.app.close();
  });

  it('serves normally within its limits (the defaults)', async () => {
    const t = await buildTestApp(db.database);
    // Past at least one sample of the load monitor, everything still answers.
    await until(async () => (t.app.loadSample().samples > 0 ? true : undefined), 'a sample');
    expect((await t.app.inject({ url: '/api/meta' })).statusCode).toBe(200);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    await t.app.close();
  });
});
