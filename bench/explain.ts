// EXPLAIN (ANALYZE, BUFFERS) of the API's hot queries against the bench data.
//
//   npx tsx bench/explain.ts          (or: npm run explain -w @saath/bench)
//
// The SQL is not copied by hand: the API's own repository functions (and auth.ts's session
// lookup) run against a drizzle instance whose logger records the statement and parameters
// they send, so the plans stay those of the code as it is. Every statement is explained inside
// a transaction that is rolled back (the FOR UPDATE ones take their locks and let go).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { addDays, alternativeWindow } from '@saath/shared/travel';
import type { Db } from '../apps/api/src/db/client.ts';
import { toGroup } from '../apps/api/src/modules/groups/groups.presenter.ts';
import { createGroupCache } from '../apps/api/src/modules/groups/read-model/group-cache.ts';
import * as groups from '../apps/api/src/modules/groups/groups.repository.ts';
import { createAuth } from '../apps/api/src/platform/auth.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { BENCH_JWT_SECRET, benchDatabase, signAccessToken } from './lib/common.ts';

/** Tables with more rows than this are "large": a sequential scan on them is flagged. */
const LARGE_TABLE_ROWS = 10_000;

type Captured = { sql: string; params: unknown[] };
const captured: Captured[] = [];

class Rollback extends Error {}

async function main() {
  const { url } = benchDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, {
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  const client = await pool.connect();
  const now = new Date();

  // Realistic parameters: a busy route and date, a member with many groups, an open group.
  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as T[];
  const [busy] = await q<{ from_location: string; to_location: string; travel_date: string }>(
    `SELECT from_location, to_location, to_char(travel_date, 'YYYY-MM-DD') AS travel_date
     FROM communities WHERE status IN ('PENDING', 'RFQ_SENT') AND travel_date >= current_date + 14
     GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1, 2, 3 LIMIT 1`,
  );
  const [member] = await q<{ user_id: string; n: number }>(
    `SELECT user_id, count(*)::int AS n FROM memberships WHERE left_at IS NULL
     GROUP BY user_id ORDER BY n DESC LIMIT 1`,
  );
  const [mine] = await q<{ community_id: string }>(
    `SELECT community_id FROM memberships WHERE user_id = $1 AND left_at IS NULL LIMIT 1`,
    [member!.user_id],
  );
  const [open] = await q<{ id: string }>(
    `SELECT id FROM communities WHERE status = 'PENDING' AND passenger_count < 15
     ORDER BY created_at DESC LIMIT 1`,
  );
  const [session] = await q<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM sessions WHERE user_id = $1 LIMIT 1`,
    [member!.user_id],
  );
  const sizes = new Map(
    (
      await q<{ relname: string; rows: number }>(
        `SELECT relname, reltuples::bigint AS rows FROM pg_class
         WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
      )
    ).map((r) => [r.relname, Number(r.rows)]),
  );
  const window = alternativeWindow(busy!.travel_date);
  const userId = member!.user_id;
  const auth = createAuth({ db, clock: systemClock, secret: BENCH_JWT_SECRET, cacheSeconds: 0 });
  const reads = groups.prepareGroupReads(db);
  // TTL 0: every call loads, so each case sends its statement.
  const cache = createGroupCache({ db, ttlMs: 0, present: (row) => toGroup(row, 0) });
  const windowDates = Array.from({ length: 7 }, (_, i) => addDays(window.from, i));
  const token = signAccessToken(
    BENCH_JWT_SECRET,
    session!.user_id,
    session!.id,
    now,
    new Date(now.getTime() + 3600_000),
  );

  // Each case runs the API's function; the statements it sent are what gets explained.
  const inTx = (fn: (tx: Db) => Promise<unknown>) => async () => {
    await db
      .transaction(async (tx) => {
        await fn(tx);
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
  };
  const cases: Array<{ name: string; about: string; run: () => Promise<unknown> }> = [
    {
      name: 'session lookup (every authenticated request)',
      about: 'auth.ts principalOf: session + user by session id',
      run: () => auth.principalOf(`Bearer ${token}`),
    },
    {
      name: 'search: a route/date window into the group cache',
      about: `groups.cache window load ${busy!.from_location}-${busy!.to_location} ${window.from}..${window.to} (all slots; misses only)`,
      run: () => cache.searchDates(busy!.from_location, busy!.to_location, windowDates),
    },
    {
      name: 'group cache: groups by id',
      about: 'groups.cache batched load (= ANY of the ids missed by concurrent requests)',
      run: () => cache.group(mine!.community_id),
    },
    {
      name: 'group cache: memberships of users',
      about: `groups.cache batched load of the callers' active memberships (${member!.n} for this one)`,
      run: () => cache.membershipsOf(userId),
    },
    {
      name: 'passengers page: group + own membership',
      about: 'prepareGroupReads.findWithMine (the passengers route only)',
      run: () => reads.findWithMine(mine!.community_id, userId),
    },
    {
      name: 'list my groups',
      about: `listMemberGroups for the member with the most groups (${member!.n})`,
      run: () => groups.listMemberGroups(db, userId),
    },
    {
      name: 'join: lock the group',
      about: 'groups.repository lockGroups (SELECT ... FOR UPDATE, id order)',
      run: inTx((tx) => groups.lockGroups(tx, [open!.id])),
    },
    {
      name: 'join: membership check',
      about: 'activeMembershipKeys (the batch members of its groups, one statement)',
      run: inTx((tx) => groups.activeMembershipKeys(tx, [open!.id], [userId])),
    },
    {
      name: 'join: counter update',
      about: 'addPassengerCounts (UPDATE ... CASE ... RETURNING), rolled back',
      run: inTx((tx) => groups.addPassengerCounts(tx, new Map([[open!.id, 1]]), now)),
    },
    {
      name: 'sweeper: formation deadline claim',
      about: 'claimFormationDue (FOR UPDATE SKIP LOCKED)',
      run: inTx((tx) => groups.claimFormationDue(tx, now)),
    },
    {
      name: 'sweeper: bidding deadline claim',
      about: 'claimBiddingDue (FOR UPDATE SKIP LOCKED)',
      run: inTx((tx) => groups.claimBiddingDue(tx, now)),
    },
  ];

  const findings: string[] = [];
  for (const c of cases) {
    captured.length = 0;
    await c.run();
    const statements = captured.filter((s) => !/^(begin|commit|rollback)/i.test(s.sql));
    for (const statement of statements) {
      await client.query('BEGIN');
      let plan: string[];
      try {
        const rows = await q<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
          statement.params,
        );
        plan = rows.map((r) => r['QUERY PLAN']);
      } finally {
        await client.query('ROLLBACK');
      }
      console.log(`\n=== ${c.name} — ${c.about}`);
      console.log(statement.sql.replace(/\s+/g, ' '));
      console.log(`params: ${JSON.stringify(statement.params)}`);
      console.log(plan.map((l) => `  ${l}`).join('\n'));

      const indexes = [
        ...new Set(
          plan.flatMap((l) => {
            const m =
              /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/.exec(
                l,
              );
            return m ? [`${m[2]}${m[1] === 'Index Only Scan' ? ' (index only)' : ''}`] : [];
          }),
        ),
      ];
      const seqScans = plan.flatMap((l) => {
        const m = /Seq Scan on (\S+)/.exec(l);
        return m ? [m[1]!] : [];
      });
      const time = plan
        .find((l) => l.startsWith('Execution Time'))
        ?.replace('Execution Time: ', '');
      const large = seqScans.filter((t) => (sizes.get(t) ?? 0) > LARGE_TABLE_ROWS);
      const flag = large.length
        ? `  <-- SEQ SCAN on large table ${large.map((t) => `${t} (~${sizes.get(t)} rows)`).join(', ')}`
        : '';
      findings.push(
        `${c.name.padEnd(36)} ${String(time).padStart(10)}  ${indexes.join(', ') || '-'}` +
          (seqScans.length ? `  seq: ${seqScans.join(', ')}` : '') +
          flag,
      );
    }
  }

  console.log('\n=== summary (execution time, indexes used, sequential scans)');
  for (const f of findings) console.log(f);
  const flagged = findings.filter((f) => f.includes('SEQ SCAN')).length;
  console.log(
    flagged
      ? `\n${flagged} statement(s) scan a large table sequentially`
      : `\nno sequential scan on a table over ${LARGE_TABLE_ROWS} rows`,
  );
  client.release();
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
