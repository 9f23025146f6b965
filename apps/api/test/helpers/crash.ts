import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createServerDatabase } from './database.ts';
import { call } from './processes.ts';

// What the crash tests (test/crash) share: where the killed server keeps its data, on a new
// PostgreSQL database or a new PGlite directory, and how the test reads it afterwards.

export type CrashTarget = {
  kind: 'postgres' | 'pglite';
  /** The server's environment that points it at the data. */
  env: Record<string, string>;
  /** The data, opened by the test (for PGlite: only once no server holds the directory). */
  open(): Promise<Database>;
};

/** A new database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function postgresTarget(
  prefix: string,
): Promise<CrashTarget & { url: string; drop(): Promise<void> }> {
  const created = await createServerDatabase(prefix);
  return {
    kind: 'postgres',
    url: created.url,
    env: { DATABASE_URL: created.url },
    open: () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 }),
    drop: created.drop,
  };
}

/** A new, empty PGlite data directory. */
export function pgliteTarget(prefix: string): CrashTarget {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
  };
}

/** Signs in the admin the server created at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function adminTokenOver(
  base: string,
  admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string },
): Promise<string> {
  const login = await call(base, 'POST', '/api/users/login', {
    form: { username: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(login)}`);
  return login.body.access_token;
}
