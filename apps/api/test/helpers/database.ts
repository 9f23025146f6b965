import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close). Where
 * the project's global setup made a migrated template (database-template.ts), the database is
 * a copy of it; the migrations still run, and find nothing left to do.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    const template = inject('pgliteTemplate');
    return openDatabase({
      kind: 'pglite',
      dataDir: 'memory',
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
  }
  const created = await createServerDatabase('saath_test', inject('serverTemplate'));
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
 * A new database on the PostgreSQL server named by TEST_DATABASE_URL (for server processes to
 * share, or one test file): empty, or a copy of `template`; `drop` removes it, whoever is still
 * connected.
 */
export async function createServerDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    template
      ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(template)}`
      : `CREATE DATABASE ${name}`,
  );
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
