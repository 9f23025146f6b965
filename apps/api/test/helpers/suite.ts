import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { createTestDatabase, truncateAll } from './database.ts';

/**
 * One database per test file (a new PGlite costs seconds), emptied before each test, and a
 * fresh app with its own clock and mail recorder per test.
 */
export function useTestApp(env: Record<string, string> = {}) {
  const ctx = useTestDatabase() as { database: Database; t: TestApp };
  beforeEach(async () => {
    await truncateAll(ctx.database);
    ctx.t = await buildTestApp(ctx.database, env);
  });
  afterEach(async () => {
    await ctx.t.app.close();
  });
  return ctx;
}

/** One database for the file (apps are built by its tests). */
export function useTestDatabase() {
  const ctx = {} as { database: Database };
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
  });
  afterAll(async () => {
    await ctx.database.close();
  });
  return ctx;
}
