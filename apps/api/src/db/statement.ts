import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { preparedInsert, type Db } from './client.ts';

/*
 * ADR 0067: a named statement whose SQL Drizzle builds once per process.
 *
 * Drizzle's `.prepare(name)` builds the SQL text again on every call (its `sqlToQuery` walks the
 * whole query object), although PostgreSQL keeps the statement parsed and planned per connection
 * under its name. On the pay path that building was a sixth of the server's CPU (bench/README.md,
 * "The pay case"). A statement made here is built by Drizzle the first time it runs; every later
 * run hands the recorded text, its placeholders and its result fields to the session of the
 * handle it runs on (the pool or a transaction's connection), as Drizzle's own `.prepare` does
 * after building, so the rows come back mapped exactly as Drizzle maps them.
 *
 * Every value that changes between runs must be a `sql.placeholder` (a literal is built into
 * the text once). Placeholder values reach the driver as they are, without a column's encoder:
 * strings, numbers, booleans, null and Dates only (a JSON object or an array for a jsonb column
 * would be sent as PostgreSQL's array or as text, not as Drizzle would encode it).
 *
 * It reaches into two of Drizzle's internals, both used by Drizzle itself the same way in every
 * query builder: a handle's `session` and its `prepareQuery`. Both drivers (node-postgres and
 * PGlite) take the same arguments there; `test/integration/prepared-statements.test.ts` fails
 * if an upgrade of Drizzle changes that.
 */

type PreparedQuery<R> = {
  execute(values?: Record<string, unknown>): Promise<R>;
  joinsNotNullableMap?: unknown;
};
type Session = { prepareQuery(...args: unknown[]): PreparedQuery<unknown> };
type Preparable<R> = { prepare(name: string): { execute(...a: never[]): Promise<R> } };

type Recorded = { args: unknown[]; joinsNotNullableMap: unknown };

const sessionOf = (db: Db) => (db as unknown as { session: Session }).session;

/** Builds `build(db)`'s statement once, handing Drizzle a session that only records it. */
function record(db: Db, name: string, build: (db: Db) => unknown): Recorded {
  const builder = build(db) as { session: Session; prepare(name: string): unknown };
  let args: unknown[] | undefined;
  const query = {
    joinsNotNullableMap: undefined as unknown,
    setToken: () => query,
  };
  builder.session = {
    prepareQuery: (...a: unknown[]) => {
      args = a;
      return query as unknown as PreparedQuery<unknown>;
    },
  };
  builder.prepare(name);
  if (!args) throw new Error(`statement ${name}: Drizzle did not prepare it`);
  return { args, joinsNotNullableMap: query.joinsNotNullableMap };
}

/**
 * A statement named `name` (unique in the process) that `build` writes with Drizzle, placeholders
 * for its values; run it as `statement(db, { ...values })` on the pool or a transaction.
 */
export function preparedOnce<Values extends Record<string, unknown>, R>(
  name: string,
  build: (db: Db) => Preparable<R>,
): (db: Db, values: Values) => Promise<R> {
  let recorded: Recorded | undefined;
  return (db, values) => {
    recorded ??= record(db, name, build);
    const query = sessionOf(db).prepareQuery(...recorded.args) as PreparedQuery<R>;
    query.joinsNotNullableMap = recorded.joinsNotNullableMap;
    return query.execute(values);
  };
}

type Dialect = { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
const dialectOf = (db: Db) => (db as unknown as { dialect: Dialect }).dialect;

/**
 * The same for a statement Drizzle's query builders cannot write (a CTE chain, an insert of
 * many rows from arrays): `build()` returns its SQL, `sql.placeholder`s for its values; it
 * answers the driver's rows as they are (column names as in SQL; `rowsOf` maps a table's).
 */
export function preparedSqlOnce<Values extends Record<string, unknown>, Row = unknown>(
  name: string,
  build: () => SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= dialectOf(db).sqlToQuery(build());
    const prepared = sessionOf(db).prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * An insert of any number of `table` rows as one named statement built once: one array a column
 * (`preparedInsert`), so one row and a hundred are the same statement to PostgreSQL. `tail` is
 * what follows the insert (`ON CONFLICT ...`, `RETURNING ...`); the driver's rows come back as
 * they are (`rowsOf` maps a table's). No rows: no statement.
 */
export function preparedRowsInsert<T extends PgTable, Row = unknown>(
  name: string,
  table: T,
  keys: ReadonlyArray<keyof T['$inferInsert'] & string>,
  tail?: SQL,
): (db: Db, rows: ReadonlyArray<T['$inferInsert']>) => Promise<Row[]> {
  const insert = preparedInsert(table, keys, name);
  const run = preparedSqlOnce<Record<string, unknown[]>, Row>(name, () =>
    tail ? sql`${insert.sql} ${tail}` : insert.sql,
  );
  return async (db, rows) => (rows.length === 0 ? [] : run(db, insert.bind(rows)));
}

/**
 * A fixed value of our own (a status) written into a statement's text instead of sent as a
 * parameter. PostgreSQL keeps one plan for a named statement only if that plan looks as cheap as
 * the ones it makes for each run's values; a skewed column compared with a parameter (most
 * payments are not CREATED) makes it look dearer, and the statement is planned again on every
 * run: 0.7 ms of PostgreSQL's CPU for the member's credit read, four times its execution.
 */
export function constant(value: string): SQL {
  if (!/^[A-Z_]+$/.test(value)) throw new Error(`not a constant: ${value}`);
  return sql.raw(`'${value}'`);
}
