import type { Db } from '../db/client.ts';

declare const workBrand: unique symbol;

/**
 * A unit of work (ADR 0068): the database, or the transaction a caller is in, as it crosses from
 * one module to another. Ports between modules name this, never Drizzle's `Db`: the caller can
 * make the other module's work part of its transaction (a job queued, a payment refunded under
 * the group's lock), and the type says nothing of how the work is stored. It is opaque; only the
 * module that owns the work opens it, with `dbOf`, to reach its own tables.
 */
export type Work = { readonly [workBrand]: 'Work' };

/** The caller's database or open transaction, handed to another module's port. */
export function asWork(db: Db): Work {
  return db as unknown as Work;
}

/**
 * The database handle inside a unit of work, for the module whose port received it: its
 * repository runs its own SQL on it, so it commits or rolls back with the caller's.
 */
export function dbOf(work: Work): Db {
  return work as unknown as Db;
}

/** `F` with its first parameter, a database handle, taken as a unit of work instead. */
type OnWorkFn<F> = F extends (...args: infer P) => infer R
  ? P extends [infer First, ...infer Rest]
    ? [First] extends [Db]
      ? (work: Work, ...rest: Rest) => R
      : F
    : F
  : F;

/** A module's functions as another module's port sees them: each `Db` first parameter a `Work`. */
export type OnWork<T> = { [K in keyof T]: OnWorkFn<T[K]> };

/**
 * The adapter between a module's own functions of its database (`Db` first) and the ports that
 * call them (`Work` first), applied once by the module that owns the SQL, in its index.ts. A unit
 * of work is the caller's handle itself, so the adapter is a type's change alone: nothing is
 * wrapped or allocated per call, and `this` stays what it was.
 */
export function onWork<T extends object>(impl: T): OnWork<T> {
  return impl as unknown as OnWork<T>;
}
