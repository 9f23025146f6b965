import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseTimeout } from './errors.ts';

/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection pool (none for PGlite), read by the metrics. */
  pool?: pg.Pool;
  /** Hears the NOTIFY messages sent on `channel` by any process using this database. */
  listen(channel: string, handlers: NoticeHandlers): Promise<Listening>;
  /**
   * `SELECT 1` answered within `timeoutMs`, or a rejection by then (ADR 0035: health). On a
   * server it uses a connection of its own, never one of the pool, so it never queues behind
   * requests holding them; concurrent calls share one ping.
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * ADR 0035: how long the API waits on a PostgreSQL server before a request answers 503.
 * Unset (scripts, migrations, bench data), pg waits as long as it takes.
 */
export type DatabaseTimeouts = {
  /** For a pooled connection: a free one, or a new one to be opened. */
  connectMs: number;
  /** A statement's run, lock waits included (the server's `statement_timeout`). */
  statementMs: number;
  /** /api/health's ping. */
  healthMs: number;
};

// The client gives up on a statement this long after the server should have cancelled it: the
// server's own cancel (a clear error, the connection kept) comes first whenever it can answer.
const SILENT_SERVER_MARGIN_MS = 2000;
// pg's error when query_timeout passes (it has no code).
const QUERY_READ_TIMEOUT = 'Query read timeout';

export type NoticeHandlers = {
  notice(payload: string): void;
  /** Notices may have been missed (the listening connection dropped, or has just come back). */
  lost(): void;
};

export type Listening = {
  /**
   * Resolves once every notice committed before the call has been handed to `notice`; with
   * `ownWrites`, every notice of a write this process had finished before the call (cheaper
   * under load: it may share a trip already under way).
   */
  settle(options?: { ownWrites?: boolean }): Promise<void>;
  stop(): Promise<void>;
};

/** The generated SQL migrations, applied in order at every start. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every process of this application.
const MIGRATION_LOCK_KEY = 4_711_2026;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      timeouts?: DatabaseTimeouts;
      /** An idle pooled connection failed (server restart, network): the pool replaces it. */
      onIdleError?: (error: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir: string | 'memory';
      /**
       * A data directory to start from, as `PGlite.dumpDataDir` wrote it (the tests' migrated
       * template: loading it costs a fraction of initdb and the migrations).
       */
      loadDataDir?: Blob;
    };

/** Opens the database and brings its schema up to date (migrations are applied at start). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options.dataDir, options.loadDataDir);
  await migratePostgres(options.url, options.timeouts?.connectMs);
  return connectPostgres(options);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let client: PGlite;
  if (dataDir === 'memory') {
    client = new PGlite({ loadDataDir });
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(join(dataDir, 'pglite'));
  }
  await client.waitReady;
  const db = drizzlePglite(client);
  // A loaded template may be older than the code: the migrations bring it up to date.
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.notice);
      return {
        // One connection: a transaction's notices reach `notice` before its COMMIT returns.
        settle: () => Promise.resolve(),
        // A database closed first has no listener left to remove.
        stop: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    ping: shareInFlight((timeoutMs) => withDeadline(client.query('SELECT 1'), timeoutMs, () => {})),
    close: () => client.close(),
  };
}

/**
 * Brings the server's schema up to date on a connection of its own, without the pool's
 * statement time-out: a migration may take long, and so may waiting for another process's.
 */
async function migratePostgres(url: string, connectTimeoutMs?: number): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  client.on('error', () => {}); // a drop fails the statement under way; start fails with it
  await client.connect();
  try {
    // Several API processes may start together: one migrates, the others wait for it.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The pool on a server whose schema is up to date (openDatabase migrates first). Tests use it
 * alone for a server that cannot be reached.
 */
export function connectPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Database {
  const { url, poolSize = 20, timeouts, onIdleError = () => {} } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that went away without a word (power, network) is found out, not waited on.
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + SILENT_SERVER_MARGIN_MS,
    }),
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', onIdleError);
  pool.on('connect', (client) => {
    // A connection handed out (a transaction between its statements) has no listener of the
    // pool's: when the server stops, its 'error' would reach nobody and end the process. Its
    // statements fail on their own, and the pool drops it when it is handed back.
    client.on('error', () => {});
    guardTransactions(client);
  });
  const db = drizzlePg(pool);
  // Every statement or transaction of this process ends by handing its connection back, before
  // its caller goes on: the count of hand-backs tells `settle` which writes a notice trip covers.
  let released = 0;
  pool.on('release', () => void released++);
  const health = healthConnection(url);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    listen: (channel, handlers) =>
      listenOnServer(url, channel, handlers, () => released, timeouts?.connectMs),
    ping: (timeoutMs) => health.ping(timeoutMs),
    async close() {
      await health.close();
      await pool.end();
    },
  };
}

/**
 * Two ways a pooled connection could outlive an outage in a bad state, through Drizzle's
 * transactions (drizzle-orm 0.45, reported upstream as drizzle-team/drizzle-orm#6241 and #6114):
 * - Drizzle runs BEGIN before the try/finally that hands the connection back: a BEGIN that
 *   fails (the connection cut, the server silent) would keep the connection checked out for
 *   good, and a few of them would leave the pool empty after the server is back. Such a
 *   connection is handed back here, with the error, so the pool drops it.
 * - pg gives up on a statement after query_timeout but leaves its connection as it was: the
 *   statement may still run, inside its transaction, and Drizzle hands the connection back as
 *   sound; whoever got it next would run in that transaction, or wait behind the statement.
 *   A connection pg gave up on is closed instead (pg's `end` cuts one with a statement under
 *   way), and the pool drops it when it is handed back.
 * Statements sent through `pool.query` need neither: the pool drops a connection handed back
 * with an error.
 */
function guardTransactions(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT)
          client.end().catch(() => {});
        if (isBegin(args[0])) {
          // Subscribed before Drizzle's own await, so this runs first; a Drizzle that hands it
          // back itself (fixed upstream) then finds a no-op rather than pg-pool's double-release
          // error.
          const release = client.release;
          client.release = () => {};
          release.call(client, error instanceof Error ? error : new Error(String(error)));
        }
      });
    return result;
  }) as typeof client.query;
}

const isBegin = (statement: unknown) => {
  const text =
    typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/** How the health ping's connection shows in pg_stat_activity. */
export const HEALTH_CONNECTION_NAME = 'saath-health';

/**
 * ADR 0035: /api/health's ping on one connection of its own, opened when first needed and
 * replaced after any failure, so it never waits for the pool. Everything it does (connect and
 * `SELECT 1`) is bounded by the ping's time-out.
 */
function healthConnection(url: string) {
  let open: { client: pg.Client; connected: Promise<unknown> } | null = null;
  const discard = (entry: NonNullable<typeof open>) => {
    if (open === entry) open = null;
    entry.client.end().catch(() => {});
  };
  return {
    ping: shareInFlight(async (timeoutMs) => {
      if (!open) {
        const client = new pg.Client({
          connectionString: url,
          application_name: HEALTH_CONNECTION_NAME,
          // The ping's deadline comes first and gives up on the connection; pg's own time-out,
          // just after it, then closes the socket of a connection still being made.
          connectionTimeoutMillis: timeoutMs + 100,
          keepAlive: true,
        });
        const entry = { client, connected: client.connect() };
        client.on('error', () => discard(entry));
        open = entry;
      }
      const entry = open;
      try {
        await withDeadline(
          entry.connected.then(() => entry.client.query('SELECT 1')),
          timeoutMs,
          () => discard(entry),
        );
      } catch (error) {
        discard(entry); // the next ping connects afresh
        throw error;
      }
    }),
    async close() {
      const entry = open;
      open = null;
      await entry?.client.end().catch(() => {});
    },
  };
}

/** Concurrent calls of `run` share the one under way (a flood of health checks is one ping). */
function shareInFlight(run: (timeoutMs: number) => Promise<unknown>) {
  let running: Promise<void> | null = null;
  return (timeoutMs: number): Promise<void> => {
    running ??= run(timeoutMs)
      .then(() => {})
      .finally(() => (running = null));
    return running;
  };
}

/** `work`, or a rejection once `ms` have passed (`onLate` runs then). */
function withDeadline<T>(work: Promise<T>, ms: number, onLate: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onLate();
      reject(new DatabaseTimeout(`The database did not answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const SETTLE_TIMEOUT_MS = 2000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'saath-change-notices';

/**
 * LISTEN on a connection of its own, reconnecting after a drop (`lost` on the drop and again
 * once back: whatever changed in between went unheard).
 *
 * `settle` sends a notice of its own on that connection and waits for its answer: PostgreSQL
 * queues notices in commit order and a listening session reads the queue up to its own notice
 * before it answers, so by then every notice committed earlier has been delivered. Concurrent
 * callers share one round trip; a caller arriving while one is out waits for the next, since the
 * trip under way may have left before the caller's commit. With `ownWrites` the caller joins the
 * trip under way when no connection of this process was handed back since it left
 * (`released()` unchanged): the caller's own write had committed before it. The answers of one
 * join batch go out together after one commit, so the whole batch shares one trip.
 */
async function listenOnServer(
  url: string,
  channel: string,
  handlers: NoticeHandlers,
  released: () => number,
  connectTimeoutMs?: number,
  retryMs = 1000,
): Promise<Listening> {
  const SYNC = '~sync'; // never a change: those start with a letter and '|'
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    const drop = () => {
      if (client !== next) return;
      client = null;
      handlers.lost();
      next.end().catch(() => {});
      if (!stopped) timer = setTimeout(() => void connect(), retryMs).unref();
    };
    client = next;
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload && message.payload !== SYNC)
        handlers.notice(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      handlers.lost(); // whatever changed while nobody listened
    } catch {
      drop();
    }
  }

  let running: { trip: Promise<void>; after: number } | null = null;
  let queued: Promise<void> | null = null;
  function roundTrip(): Promise<void> {
    const open = client;
    if (!open) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const late = setTimeout(() => {
        // A stuck connection must not hold requests: treat it as lost.
        open.emit('error', new Error('change notices did not settle in time'));
        resolve();
      }, SETTLE_TIMEOUT_MS).unref();
      open
        // Named: every write request makes this round trip, so it is parsed once.
        .query({
          name: 'saath_notice_sync',
          text: 'SELECT pg_notify($1, $2)',
          values: [channel, SYNC],
        })
        .catch(() => {})
        .finally(() => {
          clearTimeout(late);
          resolve();
        });
    });
  }
  function settle(options: { ownWrites?: boolean } = {}): Promise<void> {
    if (!running) {
      const trip = roundTrip().finally(() => (running = null));
      running = { trip, after: released() };
      return trip;
    }
    if (options.ownWrites && running.after === released()) return running.trip;
    // The trip under way may have left before the caller's commit: wait for the next one.
    queued ??= running.trip.then(() => {
      queued = null;
      return settle();
    });
    return queued;
  }

  await connect();
  return {
    settle,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/**
 * `INSERT INTO table (columns) SELECT * FROM unnest($1::type[], …)`: many rows with one
 * parameter per column. The columns, their names and SQL types come from the Drizzle table
 * definition (no hand-written column list), and building it costs the same for 1 row
 * or 100; a multi-row VALUES costs Drizzle ~10 µs of query building per value (measured: a
 * fifth of a join batch's API CPU). `array(key, column)` gives each column's array parameter.
 */
function unnestInsertSql(
  table: PgTable,
  keys: readonly string[],
  array: (key: string, column: PgColumn) => SQLChunk,
): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const arrays = sql.join(
    keys.map((key) => sql`${array(key, columns[key]!)}::${sql.raw(columns[key]!.getSQLType())}[]`),
    sql`, `,
  );
  return sql`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
}

function driverValues(column: PgColumn, key: string, rows: ReadonlyArray<object>): unknown[] {
  return rows.map((row) => {
    const value = (row as Record<string, unknown>)[key];
    return value === undefined || value === null ? null : column.mapToDriverValue(value);
  });
}

/**
 * An insert of many rows (unnestInsertSql) for a statement prepared once and run many times
 * (its text never changes): the column arrays are placeholders named `<name>_<key>`, and
 * `bind(rows)` gives their values. Every row gives the same columns.
 */
export function preparedInsert<T extends PgTable>(
  table: T,
  keys: ReadonlyArray<keyof T['$inferInsert'] & string>,
  name: string,
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return {
    sql: unnestInsertSql(table, keys, (key) => sql.placeholder(`${name}_${key}`)),
    bind(rows: ReadonlyArray<T['$inferInsert']>): Record<string, unknown[]> {
      return Object.fromEntries(
        keys.map((key) => [`${name}_${key}`, driverValues(columns[key]!, key, rows)]),
      );
    },
  };
}

/**
 * Rows of `table` as the driver answered them to raw SQL (`RETURNING *`: SQL's column names,
 * timestamps as text) mapped as Drizzle maps its own queries' rows, column by column.
 */
export function rowsOf<T extends PgTable>(
  table: T,
  raw: ReadonlyArray<Record<string, unknown>>,
): Array<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  return raw.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[column.name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as T['$inferSelect'];
  });
}
