import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { until } from './processes.ts';

/**
 * Until another connection of this database waits for a row lock: how a test knows a second
 * transaction has queued behind one it holds (PostgreSQL only; PGlite has one connection).
 */
export const someoneWaitsForALock = (db: Db, what = 'a transaction to wait for the lock') =>
  until(
    async () =>
      (
        await queryRows<{ waiting: number }>(
          db,
          sql`SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      )[0]!.waiting > 0 || undefined,
    what,
  );
