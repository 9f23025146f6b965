import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Aggregator,
  type CollectFunction,
} from 'prom-client';
import type { Config } from '../config.ts';
import { pingDatabase, queryRows, type Database, type Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { isDue } from './jobs.ts';
import { unauthorized } from './errors.ts';
import { relayToPrimary } from './metrics-cluster.ts';
import { listenForMetrics, METRICS_CONTENT_TYPE, METRICS_PATH } from './metrics-listener.ts';
import { hasMetricsToken, metricsEnabled } from './metrics-access.ts';
import type { RateLimitStoreState } from './rate-limit.ts';
import { answersUnderPressure } from './overload.ts';

type DatabaseState = {
  mailDue: number;
  mailOldestDueSeconds: number;
  mailRetrying: number;
  mailFailedAttempts: number;
  jobsDead: number;
  groupsDue: number;
  sweepOverdueSeconds: number;
  pingSeconds: number;
  reconciliationDifferences: number;
  reconciliationLastRunSeconds: number;
};

/**
 * GET /metrics in Prometheus format (prom-client).
 * - Requests by route and status with their latency: one histogram observation per response
 *   (its `_count` is the request counter). The route label is the route's pattern, never the
 *   URL, so a scan of random URLs adds no series ("unmatched").
 * - The process (CPU, memory, event loop, GC), the PostgreSQL pool, the time one `SELECT 1`
 *   waits (on PGlite's single connection that wait is the queue), the mail outbox (due, retried,
 *   failed attempts) and the sweeper's lag (how long the oldest deadline has been passed).
 * Not public: only when METRICS_PORT or METRICS_TOKEN is set (metrics-listener.ts, README).
 * With API workers the numbers are the whole server's, summed by the primary (ADR 0010).
 * Nothing is measured when metrics are off: no hook, no timers.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    db: Db;
    clock: Clock;
    /** ADR 0036: the payment providers' circuit breakers by provider: 0 closed, 1 half-open, 2 open. */
    paymentCircuits?: Record<string, () => number>;
    rateLimitStore: RateLimitStoreState;
  },
): void {
  const { metrics } = deps.config;
  if (!metricsEnabled(metrics)) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: latency in seconds (_count: requests)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const gauge = (
    name: string,
    help: string,
    read: () => number | Promise<number>,
    // A figure of the shared database is the same in every worker: not to be summed.
    aggregator: Aggregator = 'sum',
  ) => {
    const collect: CollectFunction<Gauge> = async function (this: Gauge) {
      this.set(await read());
    };
    new Gauge({ name, help, registers: [registry], aggregator, collect });
  };

  const pool = deps.database.pool;
  if (pool) {
    gauge('saath_db_pool_max_connections', 'PostgreSQL connections the pool may open', () =>
      Number(pool.options.max),
    );
    gauge('saath_db_pool_total_connections', 'Open PostgreSQL connections', () => pool.totalCount);
    gauge('saath_db_pool_idle_connections', 'Idle PostgreSQL connections', () => pool.idleCount);
    gauge(
      'saath_db_pool_waiting_clients',
      'Queries waiting for a free PostgreSQL connection',
      () => pool.waitingCount,
    );
  }

  // ADR 0035: rate limits counted in the process's memory while Redis cannot be reached.
  gauge(
    'saath_rate_limit_store_degraded',
    'API processes counting rate limits in their own memory because Redis cannot be reached',
    () => (deps.rateLimitStore.degraded() ? 1 : 0),
  );
  new Counter({
    name: 'saath_rate_limit_store_fallbacks_total',
    help: 'Times an API process fell back to its own rate-limit counters (Redis unreachable)',
    registers: [registry],
    collect(this: Counter) {
      this.reset();
      this.inc(deps.rateLimitStore.fallbacks());
    },
  });

  const state = databaseState(deps.db, deps.clock, app);
  const figure = (key: keyof DatabaseState) => async () => (await state())?.[key] ?? NaN;
  gauge(
    'saath_db_ping_seconds',
    'Time one SELECT 1 took at this scrape, waiting for a connection included',
    figure('pingSeconds'),
    'max',
  );
  // The jobs table (ADR 0040) under the outbox's names, which dashboards and alerts already use:
  // every kind of job counts (mail, webhooks, alert matching, refunds), as it did in the outbox.
  gauge(
    'saath_mail_outbox_due_messages',
    'Jobs (mail, webhooks, refunds...) due now',
    figure('mailDue'),
    'max',
  );
  gauge(
    'saath_mail_outbox_oldest_due_seconds',
    'How long the oldest due job has waited (0: none due)',
    figure('mailOldestDueSeconds'),
    'max',
  );
  gauge(
    'saath_mail_outbox_retrying_messages',
    'Waiting jobs whose run has failed at least once',
    figure('mailRetrying'),
    'max',
  );
  // Jobs that failed past their kind's age limit (the dead letters).
  gauge('saath_jobs_dead', 'Jobs given up on, waiting for an admin', figure('jobsDead'), 'max');
  gauge(
    'saath_mail_outbox_failed_attempts',
    'Attempts of the jobs still waiting (a claim counts one)',
    figure('mailFailedAttempts'),
    'max',
  );
  gauge(
    'saath_sweeper_due_groups',
    'Groups whose formation or bidding deadline has passed and that the sweeper has not moved',
    figure('groupsDue'),
    'max',
  );
  gauge(
    'saath_sweeper_overdue_seconds',
    'How long ago the oldest unhandled deadline passed (0: none); stays near 0 while sweeps run',
    figure('sweepOverdueSeconds'),
    'max',
  );

  // ADR 0061: the last recorded reconciliation run (nightly or an admin's); NaN before any.
  gauge(
    'saath_reconciliation_differences',
    'Differences the last reconciliation run found (0: reconciled to the paisa; NaN: none run yet)',
    figure('reconciliationDifferences'),
    'max',
  );
  gauge(
    'saath_reconciliation_last_run_seconds',
    'When the last reconciliation ran, in Unix seconds (0: none run yet)',
    figure('reconciliationLastRunSeconds'),
    'max',
  );

  // ADR 0036: a provider's circuit breaker, per process; the whole server's is its worst one.
  const circuits = Object.entries(deps.paymentCircuits ?? {});
  if (circuits.length > 0)
    new Gauge({
      name: 'saath_payment_provider_circuit_state',
      help: "A payment provider's circuit breaker: 0 closed, 1 half-open (one trial call), 2 open (calls refused)",
      labelNames: ['provider'] as const,
      registers: [registry],
      aggregator: 'max',
      collect() {
        for (const [provider, state] of circuits) this.set({ provider }, state());
      },
    });

  // A worker's own numbers are a part; the primary sums the workers' (metrics-cluster.ts).
  const render = cluster.isWorker ? relayToPrimary(registry) : () => registry.metrics();

  if (metrics.token !== undefined) {
    const token = metrics.token;
    app.get(METRICS_PATH, {
      config: answersUnderPressure,
      schema: { hide: true },
      handler: async (request, reply) => {
        if (!hasMetricsToken(token, request.headers.authorization)) throw unauthorized();
        return reply.type(METRICS_CONTENT_TYPE).send(await render());
      },
    });
  }
  // A cluster's primary serves the port for all its workers (server.ts).
  if (metrics.port !== undefined && !cluster.isWorker) {
    const port = metrics.port;
    let close: (() => Promise<void>) | undefined;
    app.addHook('onListen', async () => {
      close = await listenForMetrics(render, { ...metrics, port }, app.log);
    });
    app.addHook('onClose', async () => close?.());
  }
}

/** The database's side of the metrics: a ping and one statement per scrape. */
function databaseState(db: Db, clock: Clock, app: FastifyInstance) {
  const read = async (): Promise<DatabaseState | null> => {
    const now = clock.now();
    try {
      const started = performance.now();
      await pingDatabase(db);
      const pingSeconds = (performance.now() - started) / 1000;
      const [row] = await queryRows<{
        mail_due: number;
        mail_oldest_due: Date | string | null;
        mail_retrying: number;
        mail_failed_attempts: number;
        jobs_dead: number;
        groups_due: number;
        oldest_deadline: Date | string | null;
        reconciled_at: Date | string | null;
        reconciliation_differences: number | null;
      }>(
        db,
        sql`SELECT
          (SELECT count(*)::int FROM jobs WHERE ${isDue(now)}) AS mail_due,
          (SELECT min(run_at) FROM jobs WHERE ${isDue(now)}) AS mail_oldest_due,
          (SELECT count(*)::int FROM jobs WHERE completed_at IS NULL AND dead_at IS NULL
             AND attempts > 0) AS mail_retrying,
          (SELECT coalesce(sum(attempts), 0)::int FROM jobs
             WHERE completed_at IS NULL AND dead_at IS NULL) AS mail_failed_attempts,
          (SELECT count(*)::int FROM jobs WHERE dead_at IS NOT NULL) AS jobs_dead,
          (SELECT count(*)::int FROM communities
             WHERE (status IN ('PENDING', 'ACTIVE') AND formation_deadline <= ${now})
                OR (status = 'RFQ_SENT' AND bidding_deadline <= ${now})) AS groups_due,
          (SELECT least(
             (SELECT min(formation_deadline) FROM communities
                WHERE status IN ('PENDING', 'ACTIVE') AND formation_deadline <= ${now}),
             (SELECT min(bidding_deadline) FROM communities
                WHERE status = 'RFQ_SENT' AND bidding_deadline <= ${now}))) AS oldest_deadline,
          last_run.ran_at AS reconciled_at,
          last_run.differences AS reconciliation_differences
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (SELECT ran_at, differences FROM reconciliation_runs
          ORDER BY ran_at DESC, id DESC LIMIT 1) AS last_run ON true`,
      );
      const age = (at: Date | string | null) =>
        at === null ? 0 : Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
      return {
        pingSeconds,
        mailDue: row!.mail_due,
        mailOldestDueSeconds: age(row!.mail_oldest_due),
        mailRetrying: row!.mail_retrying,
        mailFailedAttempts: row!.mail_failed_attempts,
        jobsDead: row!.jobs_dead,
        groupsDue: row!.groups_due,
        sweepOverdueSeconds: age(row!.oldest_deadline),
        reconciliationDifferences: row!.reconciliation_differences ?? NaN,
        reconciliationLastRunSeconds:
          row!.reconciled_at === null ? 0 : new Date(row!.reconciled_at).getTime() / 1000,
      };
    } catch (error) {
      // The process's own figures are still worth a scrape: these read NaN.
      app.log.warn({ err: error }, 'metrics: database state unavailable');
      return null;
    }
  };
  // prom-client starts every gauge's collect in one synchronous pass: they share one read,
  // forgotten once it is done (the next scrape reads again). read() never rejects.
  let current: Promise<DatabaseState | null> | undefined;
  return () => {
    if (!current) {
      const reading = read();
      current = reading;
      void reading.then(() => {
        if (current === reading) current = undefined;
      });
    }
    return current;
  };
}
