// What one statement costs the API's process, whatever the statement: the CPU the Node process
// spends sending a trivial prepared statement to PostgreSQL and reading its answer, through the
// same pool and the same Drizzle path the pay path's statements take. A request's server CPU
// cannot fall below its statement count times this, which is why the pay path is measured in
// statements (bench/README.md).
//
//   BENCH_DATABASE_URL=… node --import tsx bench/round-trip.ts
//
// BENCH_ROUND_TRIPS (20000) statements per way, 8 at a time (the pay case's concurrency).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { preparedOnce } from '../apps/api/src/db/statement.ts';
import { communities } from '../apps/api/src/db/schema/groups.ts';
import { benchDatabase, positiveEnv } from './lib/common.ts';
import { TICKS_PER_SECOND, postgresTicks } from './lib/cpu.ts';

const ROUND_TRIPS = positiveEnv('BENCH_ROUND_TRIPS', 20_000);
const CONCURRENCY = 8;

const bench = benchDatabase();
const DATABASE = bench.name;
const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 8 });
const { db } = database;
const [group] = await db.select({ id: communities.id }).from(communities).limit(1);
if (!group) throw new Error('no groups: run bench/generate-data.ts first');

// A one-row read by primary key, named and built once as the pay path's reads are.
const byId = preparedOnce('bench_round_trip', (d) =>
  d
    .select({ id: communities.id, status: communities.status })
    .from(communities)
    .where(sql`${communities.id} = ${sql.placeholder('id')}`),
);

/** CPU µs of this process per call of `once`, `CONCURRENCY` at a time, after a warm-up. */
async function perCall(once: () => Promise<unknown>) {
  const run = async (n: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < n) await once();
      }),
    );
  };
  await run(ROUND_TRIPS / 5);
  const start = process.cpuUsage();
  const pgStart = postgresTicks(DATABASE);
  const began = performance.now();
  await run(ROUND_TRIPS);
  const used = process.cpuUsage(start);
  const pgUs = ((postgresTicks(DATABASE) - pgStart) / TICKS_PER_SECOND) * 1e6;
  return {
    cpuUs: Number(((used.user + used.system) / ROUND_TRIPS).toFixed(1)),
    kernelUs: Number((used.system / ROUND_TRIPS).toFixed(1)),
    // What PostgreSQL's processes spent meanwhile (its backends for this database and its shared
    // workers), per statement.
    postgresUs: Number((pgUs / ROUND_TRIPS).toFixed(1)),
    perSecond: Math.round(ROUND_TRIPS / ((performance.now() - began) / 1000)),
  };
}

const results = {
  roundTrips: ROUND_TRIPS,
  // The pay path's reads: a named statement through Drizzle on the pool.
  prepared: await perCall(() => byId(db, { id: group.id })),
  // The same read inside a transaction of five, as the capture runs its statements: BEGIN and
  // COMMIT are round trips too.
  inTransaction: await perCall(() =>
    db.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1) await byId(tx, { id: group.id });
    }),
  ),
};
results.inTransaction = {
  ...results.inTransaction,
  // Per statement of the seven (BEGIN, five reads, COMMIT).
  cpuUs: Number((results.inTransaction.cpuUs / 7).toFixed(1)),
  kernelUs: Number((results.inTransaction.kernelUs / 7).toFixed(1)),
  postgresUs: Number((results.inTransaction.postgresUs / 7).toFixed(1)),
};
console.log(JSON.stringify(results));
await database.close();
