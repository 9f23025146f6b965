import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { runPrimary } from './platform/cluster-primary.ts';
import { metricsEnabled } from './platform/metrics-access.ts';
import { uncaughtErrorHandler } from './platform/out-of-descriptors.ts';
import { asWork } from './platform/work.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function serve(config: Config) {
  // Loaded here, not at the top: a cluster's primary never needs the application (ADR 0008).
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config });
  // ADR 0029: running out of file descriptors sheds load; it does not end the process.
  process.on(
    'uncaughtException',
    uncaughtErrorHandler(app.log, () => app.saath.clock.now().getTime()),
  );
  app.saath.mail.start();
  app.saath.lifecycle.start();
  // ADR 0056: the daily payout run is a job; each server makes sure the next one is queued.
  await app.saath.scheduleDailyPayouts();
  // ADR 0061: so is the nightly reconciliation.
  await app.saath.scheduleNightlyReconciliation();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal, or a close that hangs, still ends the process.
    setTimeout(() => process.exit(1), 10_000).unref();
    // Fastify stops accepting, lets requests in flight finish, then runs the onClose hooks: the
    // sweeper and the mail worker finish their round, then the database closes.
    await app.close();
    app.log.info('background work stopped; exiting');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where =
    app.saath.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const worker = cluster.isWorker ? `, worker ${cluster.worker!.id} of ${config.workers}` : '';
  const { max, openFiles } = config.connections;
  app.log.info(
    { maxConnections: max, openFilesLimit: openFiles?.limit, maxStreams: config.events.maxStreams },
    openFiles
      ? `connections: at most ${max} (open-files limit ${openFiles.limit}${openFiles.source === 'fallback' ? ', OPEN_FILES_LIMIT_FALLBACK: /proc/self/limits could not be read' : ''})`
      : `connections: at most ${max} (MAX_CONNECTIONS)`,
  );
  app.log.info(`Saath is running on ${config.publicUrl} (${where}${worker})`);
  // ADR 0042: a fresh install with no admin prints a one-time link to create the first one
  // (one process of a cluster is enough).
  if (!config.admin && (!cluster.isWorker || cluster.worker!.id === 1)) {
    const { issueAdminSetupLink } = await import('./modules/accounts/index.ts');
    const link = await issueAdminSetupLink(
      asWork(app.saath.database.db),
      app.saath.clock,
      config.publicUrl,
    );
    if (link)
      app.log.warn(
        { adminSetup: link },
        `No admin account yet. Open this link once within 24 hours to create the first admin: ${link}`,
      );
  }
}

const config = configOrExit();
if (config.workers > 1 && cluster.isPrimary) {
  // The primary accepts the connections it deals to the workers: it must not die of EMFILE
  // either (ADR 0029).
  const primaryLog = {
    error: (obj: unknown, msg: string) => console.error(msg, obj),
    fatal: (obj: unknown, msg: string) => console.error(msg, obj),
  };
  process.on(
    'uncaughtException',
    uncaughtErrorHandler(primaryLog, () => Date.now()),
  );
  runPrimary(config.workers);
  // ADR 0010: the primary answers /metrics for all its workers.
  if (metricsEnabled(config.metrics))
    import('./platform/metrics-cluster.ts')
      .then((m) => m.servePrimaryMetrics(config.metrics))
      .catch((error: unknown) => {
        console.error('metrics could not be served:', error);
        process.exit(1);
      });
} else void serve(config);
