import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/db/client.ts';
import { createServerDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (PGlite's `dumpDataDir`), to load. */
    pgliteTemplate?: string;
    /** A migrated database on the TEST_DATABASE_URL server, to copy with CREATE DATABASE. */
    serverTemplate?: string;
  }
}

/**
 * Global setup of the integration project: one migrated database, made once per run, that
 * every test file's own database starts from (see createTestDatabase and ADR 0028). A new
 * PGlite costs initdb plus every migration, seconds per file on a loaded machine; loading a
 * dumped data directory costs a fraction of that. On PostgreSQL, `CREATE DATABASE … TEMPLATE`
 * copies the files of a migrated database instead of running the migrations again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    const template = await createServerDatabase('saath_template');
    const migrated = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await migrated.close();
    project.provide('serverTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'saath-pglite-template-'));
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
