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

/**
 * Runs `take` (which takes some lock) in a transaction that stays open until `release()`:
 * another step's lock holder, as a test sees it. A `take` that fails rejects at once.
 */
export async function holdInTransaction(db: Db, take: (tx: Db) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    await take(tx);
    held();
    await released;
  });
  await Promise.race([holding, done]);
  return {
    async release() {
      release();
      await done;
    },
  };
}

/**
 * What `answer` resolves to, or `waited for <what>` if it has not within 10 s: how a test shows
 * a step did not queue behind a lock it should not wait for (it would wait until released).
 */
export async function unlessItWaits<T>(answer: Promise<T>, what: string): Promise<T | string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      answer,
      new Promise<string>((resolve) => (timer = setTimeout(resolve, 10_000, `waited for ${what}`))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
