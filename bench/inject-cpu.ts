// CPU per request of the search and detail handlers, in process (Fastify's inject: no socket,
// no load generator), against the bench database. On a machine too busy for `run.ts` to keep
// its caches warm, this still measures what a request costs the API's JavaScript once warm:
// CPU time of this process over a fixed number of requests, divided by that number.
//
//   BENCH_DATABASE_URL=… npx tsx bench/inject-cpu.ts [path/to/apps/api/src]   (default: this tree)
//
// BENCH_INJECT_REQUESTS (4000 per case), BENCH_SEARCH_KEYS (200), BENCH_DETAIL_PAIRS (500).
import Fastify from 'fastify';
import { positiveEnv } from './lib/common.ts';
import { inProcessBench } from './lib/in-process.ts';

const REQUESTS = positiveEnv('BENCH_INJECT_REQUESTS', 4000);
const SEARCH_KEYS = positiveEnv('BENCH_SEARCH_KEYS', 200);
const DETAIL_PAIRS = positiveEnv('BENCH_DETAIL_PAIRS', 500);
const CONCURRENCY = 32;

type Injectable = {
  inject(o: { url: string; headers: Record<string, string> }): Promise<{ statusCode: number }>;
};

/** CPU µs per request over `n` requests, `CONCURRENCY` at a time, after one warm-up pass. */
async function measure(
  app: Injectable,
  requests: Array<{ url: string; headers: Record<string, string> }>,
) {
  const run = async (n: number) => {
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < n) {
          const r = requests[next++ % requests.length]!;
          if ((await app.inject(r)).statusCode !== 200) failed += 1;
        }
      }),
    );
    return failed;
  };
  await run(requests.length * 2);
  const start = process.cpuUsage();
  const failed = await run(REQUESTS);
  const used = process.cpuUsage(start);
  return { us: Math.round((used.user + used.system) / REQUESTS), failed };
}

async function main() {
  const { src, client, token, buildApi } = await inProcessBench();
  const auth = (t: string) => ({
    authorization: `Bearer ${t}`,
    'accept-encoding': 'gzip, deflate, br',
  });
  const combos = await client.query(
    `SELECT from_location f, to_location t, to_char(travel_date, 'YYYY-MM-DD') d, time_slot s
     FROM communities WHERE status IN ('PENDING','RFQ_SENT') AND passenger_count < 15
       AND travel_date >= current_date + 12 AND travel_date <= current_date + 360
     ORDER BY random() LIMIT $1`,
    [SEARCH_KEYS],
  );
  const callers = await client.query(
    `SELECT s.user_id, s.id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE u.email LIKE 'member%' AND s.revoked_at IS NULL ORDER BY random() LIMIT 2000`,
  );
  const search = combos.rows.map((r, i) => ({
    url: `/api/communities/search?from_location=${r.f}&to_location=${r.t}&travel_date=${r.d}&time_slot=${i % 2 ? r.s : ''}`,
    headers: auth(
      token(
        callers.rows[i % callers.rows.length].user_id,
        callers.rows[i % callers.rows.length].id,
      ),
    ),
  }));
  const pairs = await client.query(
    `SELECT m.user_id, m.community_id, s.id AS session_id FROM memberships m TABLESAMPLE SYSTEM (5)
     JOIN sessions s ON s.user_id = m.user_id AND s.revoked_at IS NULL
     WHERE m.left_at IS NULL LIMIT $1`,
    [DETAIL_PAIRS],
  );
  const detail = pairs.rows.map((r) => ({
    url: `/api/communities/${r.community_id}`,
    headers: auth(token(r.user_id, r.session_id)),
  }));
  await client.end();

  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  const app = await buildApi<Injectable & { close(): Promise<void> }>();
  const results = {
    bare: await measure(bare, [{ url: '/bare', headers: {} }]),
    search: await measure(app, search),
    detail: await measure(app, detail),
  };
  console.log(JSON.stringify({ src, requests: REQUESTS, ...results }));
  await app.close();
  process.exit(0);
}

await main();
