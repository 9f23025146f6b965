import type { Db } from '../db/client.ts';

/**
 * What a committed write changed, for the read caches (ADR 0007): a group row (its id and the
 * route/date bucket it is searched under) or the memberships of a user.
 */
export type Change =
  { kind: 'group'; id: string; bucket: string } | { kind: 'member'; userId: string };

export const bucketKey = (from: string, to: string, date: string) => `${from}|${to}|${date}`;

type Tracker = { pending: Change[] | null; publish: (changes: Change[]) => void };

// The tracked database handle, and each open transaction of it, map to where changes go.
const trackers = new WeakMap<object, Tracker>();

/**
 * Wraps a database handle so that the changes recorded in a transaction are published once it
 * has committed (never before: a reader that reloaded in between would keep the old row), and
 * those recorded outside a transaction at once. A rolled back transaction publishes nothing.
 */
export function trackChanges(db: Db, publish: (changes: Change[]) => void): Db {
  const tracked = Object.create(db) as Db;
  trackers.set(tracked, { pending: null, publish });
  const transaction: Db['transaction'] = async (work, config) => {
    const pending: Change[] = [];
    const result = await db.transaction(async (tx) => {
      trackers.set(tx, { pending, publish });
      return work(tx);
    }, config);
    if (pending.length > 0) publish(pending);
    return result;
  };
  Object.defineProperty(tracked, 'transaction', { value: transaction });
  return tracked;
}

export type ChangeFeed = {
  /** The database handle whose transactions publish what they changed. */
  db: Db;
  subscribe(listener: (changes: Change[]) => void): void;
  /** Delivers changes to the subscribers (committed writes of this process, or of others). */
  deliver(changes: Change[]): void;
};

export function createChangeFeed(db: Db): ChangeFeed {
  const listeners: Array<(changes: Change[]) => void> = [];
  const deliver = (changes: Change[]) => {
    for (const listener of listeners) listener(changes);
  };
  return {
    db: trackChanges(db, deliver),
    subscribe: (listener) => void listeners.push(listener),
    deliver,
  };
}

/** Notes a change made through `db` (a tracked handle or one of its transactions). */
export function recordChange(db: Db, change: Change): void {
  const tracker = trackers.get(db);
  // An untracked handle (scripts, tests writing rows directly) reaches no cache: tests that do
  // so run with the caches off.
  if (!tracker) return;
  if (tracker.pending) tracker.pending.push(change);
  else tracker.publish([change]);
}

/** A group row changes when `db`'s transaction commits (any column: the caches keep them all). */
export function groupChanged(
  db: Db,
  row: { id: string; fromLocation: string; toLocation: string; travelDate: string },
): void {
  recordChange(db, {
    kind: 'group',
    id: row.id,
    bucket: bucketKey(row.fromLocation, row.toLocation, row.travelDate),
  });
}
