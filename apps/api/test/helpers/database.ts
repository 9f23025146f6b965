import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) return openDatabase({ kind: 'pglite', dataDir: 'memory' });
  const created = await createServerDatabase('saath_test');
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 30 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server named by TEST_DATABASE_URL (for server
 * processes to share, or one test file); `drop` removes it, whoever is still connected.
 */
export async function createServerDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Empties every table between tests, keeping the schema. */
export async function truncateAll(database: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (tables.length) {
    await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  }
}
