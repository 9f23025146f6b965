import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { runPrimary } from './platform/cluster-primary.ts';

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
  app.saath.mail.start();
  app.saath.lifecycle.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal, or a close that hangs, still ends the process.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where =
    app.saath.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const worker = cluster.isWorker ? `, worker ${cluster.worker!.id} of ${config.workers}` : '';
  app.log.info(`Saath is running on ${config.publicUrl} (${where}${worker})`);
}

const config = configOrExit();
if (config.workers > 1 && cluster.isPrimary) runPrimary(config.workers);
else void serve(config);
