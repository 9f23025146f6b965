// Shared by inject-cpu.ts and inject-pay.ts: the API of a checkout built in this process over the
// bench database (production settings, warnings only, no sign-in throttle), a connection to read
// or shape the data first, and access tokens signed as the API signs them.
import pg from 'pg';
import { BENCH_JWT_SECRET, benchDatabase, signAccessToken } from './common.ts';

export async function inProcessBench() {
  // The checkout measured: this tree's API unless the first argument names another's src.
  const src = process.argv[2] ?? new URL('../../apps/api/src', import.meta.url).pathname;
  const { url } = benchDatabase();
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1:3901',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = new Date();
  const token = (userId: string, sessionId: string) =>
    signAccessToken(BENCH_JWT_SECRET, userId, sessionId, now, new Date(now.getTime() + 86_400_000));

  /** Builds the API of `src` (its config reads the environment set above). */
  async function buildApi<App>(): Promise<App> {
    const { loadConfig } = (await import(`${src}/config.ts`)) as { loadConfig: () => unknown };
    const { buildApp } = (await import(`${src}/app.ts`)) as {
      buildApp: (o: { config: unknown }) => Promise<App>;
    };
    return buildApp({ config: loadConfig() });
  }

  return { src, client, token, buildApi };
}
