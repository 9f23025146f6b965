import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
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
  /** `changes` for what committed; `reset` when changes may have been missed. */
  subscribe(listener: { changes(changes: Change[]): void; reset(): void }): void;
  /** Hands this process's committed changes to other processes too (see listenForChanges). */
  broadcast(send: ((changes: Change[]) => void) | null): void;
  /** Delivers changes to this process's subscribers. */
  deliver(changes: Change[]): void;
  reset(): void;
};

export function createChangeFeed(db: Db): ChangeFeed {
  const listeners: Array<{ changes(changes: Change[]): void; reset(): void }> = [];
  let send: ((changes: Change[]) => void) | null = null;
  const deliver = (changes: Change[]) => {
    for (const listener of listeners) listener.changes(changes);
  };
  return {
    db: trackChanges(db, (changes) => {
      deliver(changes);
      send?.(changes);
    }),
    subscribe: (listener) => void listeners.push(listener),
    broadcast: (fn) => void (send = fn),
    deliver,
    reset: () => {
      for (const listener of listeners) listener.reset();
    },
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

// ---- other processes: PostgreSQL LISTEN/NOTIFY -------------------------------------------------

const CHANNEL = 'saath_changes';
// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD = 7000;

type Wire = { from: string; changes: Array<[string, string] | [string, string, string]> };

function toWire(from: string, changes: Change[]): string[] {
  const seen = new Set<string>();
  const payloads: string[] = [];
  let items: Wire['changes'] = [];
  let size = 0;
  for (const change of changes) {
    const item: Wire['changes'][number] =
      change.kind === 'group' ? ['g', change.id, change.bucket] : ['m', change.userId];
    const key = item.join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    if (size + key.length + 12 > MAX_PAYLOAD) {
      payloads.push(JSON.stringify({ from, changes: items }));
      items = [];
      size = 0;
    }
    items.push(item);
    size += key.length + 12;
  }
  if (items.length > 0) payloads.push(JSON.stringify({ from, changes: items }));
  return payloads;
}

function fromWire(payload: string, self: string): Change[] {
  const wire = JSON.parse(payload) as Wire;
  if (wire.from === self) return [];
  return wire.changes.map((item) =>
    item[0] === 'g'
      ? { kind: 'group' as const, id: item[1], bucket: item[2] ?? '' }
      : { kind: 'member' as const, userId: item[1] },
  );
}

/**
 * ADR 0007: several API processes on one PostgreSQL database keep each other's caches exact.
 * After a commit, the writer sends what changed with one NOTIFY (in a transaction of its own
 * whose commit need not wait for the disk: a lost notice costs at most the cache TTL); every
 * process LISTENs on a connection of its own and forgets those entries. While that connection
 * is down, changes may be missed: the caches are emptied when it drops and when it is back.
 */
export function listenForChanges(
  feed: ChangeFeed,
  deps: {
    url: string;
    /** Sends the NOTIFY statements (the pool; no need for a tracked handle). */
    db: Db;
    log: { warn(obj: unknown, msg: string): void };
    retryMs?: number;
  },
) {
  const self = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  feed.broadcast((changes) => {
    for (const payload of toWire(self, changes)) {
      deps.db
        .execute(
          sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify(${CHANNEL}, ${payload})`,
        )
        .catch((error: unknown) => deps.log.warn({ err: error }, 'change notice not sent'));
    }
  });

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: deps.url });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      feed.reset();
      if (error) deps.log.warn({ err: error }, 'change notices interrupted; reconnecting');
      next.end().catch(() => {});
      if (!stopped) timer = setTimeout(() => void connect(), deps.retryMs ?? 1000).unref();
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const changes = fromWire(message.payload, self);
        if (changes.length > 0) feed.deliver(changes);
      } catch (error) {
        deps.log.warn({ err: error }, 'unreadable change notice');
        feed.reset();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      feed.reset(); // whatever changed while nobody listened
    } catch (error) {
      lost(error);
    }
  }

  return {
    /** Resolves once this process listens (or the first attempt failed and a retry is set). */
    start: () => connect(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      feed.broadcast(null);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
