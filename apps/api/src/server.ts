import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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
  app.log.info(
    `Saath is running on ${config.publicUrl} (${app.saath.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

void main();
