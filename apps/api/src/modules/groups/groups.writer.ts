import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/*
 * Marks the statements a groups command runs, so a check in the integration tests can tell a
 * write of `communities` or `memberships` made by the groups module's commands from any other
 * (ADR 0038): the command sets the transaction-local setting `saath.writer` to `groups` for as
 * long as it runs, and a statement trigger that the test harness installs records every write of
 * those tables made without it. A write through the groups repository called from another module
 * is not inside a command, so it is caught too, however its SQL is written.
 *
 * Outside production only: it costs two statements a command, and production has no trigger to
 * read it.
 */

export const WRITER_SETTING = 'saath.writer';
const MARKING = process.env.NODE_ENV !== 'production';

// Commands call each other (a leave moves the counters): only the outermost sets and clears.
const depth = new WeakMap<object, number>();

const mark = (tx: Db, value: string) =>
  tx.execute(sql`SELECT set_config(${WRITER_SETTING}, ${value}, true)`);

/** Runs `write` (a groups command's statements) marked as the groups module's. */
export async function asGroupsWriter<T>(tx: Db, write: () => Promise<T>): Promise<T> {
  if (!MARKING) return write();
  const level = depth.get(tx) ?? 0;
  if (level === 0) await mark(tx, 'groups');
  depth.set(tx, level + 1);
  try {
    const result = await write();
    if (level === 0) await mark(tx, '');
    return result;
  } catch (error) {
    // A failed statement has aborted the transaction (nothing more runs in it) unless the error
    // was ours; either way, clear the mark and keep the original error.
    if (level === 0) await mark(tx, '').catch(() => {});
    throw error;
  } finally {
    depth.set(tx, level);
  }
}
