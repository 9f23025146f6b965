import { describe, expect, it } from 'vitest';
import { METRICS_AUTH as auth, METRICS_TOKEN as TOKEN, series } from '../helpers/metrics.ts';
import { freePort, startCluster, withServerDatabase } from '../helpers/processes.ts';

// Workers need a database server they share: PostgreSQL runs only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('metrics of a cluster of API workers', () => {
  it('answers for the whole server, whichever process is asked (ADR 0010)', async () => {
    await withServerDatabase(async (databaseUrl) => {
      const metricsPort = await freePort();
      const { primary, base } = await startCluster(databaseUrl, {
        DATABASE_POOL_SIZE: '3',
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
      });
      // New connections are dealt to the workers in turn: both serve some of these.
      for (let i = 0; i < 8; i++) {
        const response = await fetch(`${base}/api/meta`, { headers: { connection: 'close' } });
        expect(response.status).toBe(200);
      }
      const meta = 'method="GET",route="/api/meta",status_code="200"';
      const fromPort = await (
        await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: auth })
      ).text();
      expect(series(fromPort, 'http_request_duration_seconds_count', meta)).toBe(8);
      // Both workers' pools, summed; the shared database's figures taken once.
      expect(series(fromPort, 'saath_db_pool_max_connections')).toBe(6);
      expect(series(fromPort, 'saath_mail_outbox_due_messages')).toBe(0);
      // Through the main port one worker answers, with the same whole-server figures.
      for (let i = 0; i < 2; i++) {
        const fromWorker = await (
          await fetch(`${base}/metrics`, { headers: { ...auth, connection: 'close' } })
        ).text();
        expect(series(fromWorker, 'http_request_duration_seconds_count', meta)).toBe(8);
      }
      primary.child.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
    });
  }, 240_000);
});
