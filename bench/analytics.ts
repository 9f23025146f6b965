// Latency of GET /api/admin/analytics (budget: p50 < 100 ms) on the bench database.
//
//   npm run analytics -w @saath/bench      or   npx tsx bench/analytics.ts
//
// Starts the real API as `npm start` runs it (the built bundle, production settings) against
// saath_bench, signs in as an admin created through ADMIN_EMAIL / ADMIN_PASSWORD (as in
// production), then measures the endpoint twice:
//   1. sequential: one request at a time, BENCH_ANALYTICS_REQUESTS (200) after 20 warm-ups;
//      the latency an admin sees when opening the dashboard;
//   2. concurrent: autocannon with BENCH_ANALYTICS_CONNECTIONS (4) for BENCH_DURATION (10) s,
//      a few admins (or the 5-minute refresh of several open tabs) at once.
//
// The generated data has no tickets (generate-data.ts stops at the group lifecycle), which would
// leave the ticket aggregates with nothing to add up. Unless BENCH_ANALYTICS_FILL=0, this script
// first issues one ticket per passenger of every BOOKED group (1 in 20 cancelled), in one
// INSERT … SELECT, when the tickets table is empty. generate-data.ts starts from scratch anyway.
//
// Other knobs: BENCH_API_PORT (3903), BENCH_DATABASE_URL, BENCH_JWT_SECRET, BENCH_VERBOSE.
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_JWT_SECRET,
  benchDatabase,
  percentile,
  positiveEnv,
  startProductionApi,
  waitHealthy,
} from './lib/common.ts';

const REQUESTS = positiveEnv('BENCH_ANALYTICS_REQUESTS', 200);
const CONNECTIONS = positiveEnv('BENCH_ANALYTICS_CONNECTIONS', 4);
const DURATION = positiveEnv('BENCH_DURATION', 10);
const PORT = positiveEnv('BENCH_API_PORT', 3903);
const HOST = '127.0.0.1';
const ADMIN = { email: 'bench-admin@bench.saath.in', password: 'Bench!Adm1n' };
/** The API's sweeper runs at start: data older than this could lose its PENDING groups. */
const MAX_DATA_AGE_HOURS = 3;

async function waitForBenchData(client: pg.Client, url: string) {
  // Another job may be (re)generating the database: wait for it rather than racing it.
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      await client.connect();
      const { rows } = await client.query(
        `SELECT extract(epoch FROM now() - generated_at)::float8 AS age FROM bench.meta`,
      );
      return Number(rows[0]?.age ?? 0) / 3600;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`no bench data at ${url}: ${String(error)}`);
      console.log('bench data not ready (generate-data.ts running?), retrying in 15 s');
      await client.end().catch(() => {});
      client = new pg.Client({ connectionString: url });
      await new Promise((r) => setTimeout(r, 15_000));
    }
  }
}

async function fillTickets(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM tickets`);
    if (rows[0].n > 0 || process.env.BENCH_ANALYTICS_FILL === '0') return rows[0].n as number;
    const started = Date.now();
    // Fares ₹3,500–₹8,999 per group, as bids on these routes would be; members 1–2,000 pay no
    // fee, the others ₹250 + 18 % GST, so price_paid varies like the real issuer's.
    const result = await client.query(`
      INSERT INTO tickets (ticket_number, community_id, passenger_id, user_id, status,
        passenger_name, airline_name, airline_code, flight_number, fare_paise, fee_paise,
        gst_paise, price_paid_paise, created_at, cancelled_at)
      SELECT upper(substr(md5(p.id::text), 1, 12)), c.id, p.id, m.user_id,
        CASE WHEN abs(hashtext(p.id::text)) % 20 = 0 THEN 'CANCELLED' ELSE 'ISSUED' END,
        p.full_name, 'Bench Air', 'BA', 'BA' || (100 + abs(hashtext(c.id::text)) % 900),
        f.fare, f.fee, f.gst, f.fare + f.fee + f.gst, c.updated_at,
        CASE WHEN abs(hashtext(p.id::text)) % 20 = 0 THEN c.updated_at + interval '1 day' END
      FROM communities c
      JOIN memberships m ON m.community_id = c.id AND m.left_at IS NULL
      JOIN passengers p ON p.membership_id = m.id
      JOIN users u ON u.id = m.user_id
      CROSS JOIN LATERAL (
        SELECT 350000 + abs(hashtext(c.id::text)) % 550000 AS fare,
          CASE WHEN u.member_number > 2000 THEN 25000 ELSE 0 END AS fee,
          CASE WHEN u.member_number > 2000 THEN 4500 ELSE 0 END AS gst
      ) f
      WHERE c.status = 'BOOKED'
      ON CONFLICT DO NOTHING`);
    await client.query('VACUUM (ANALYZE) tickets');
    console.log(
      `issued ${result.rowCount} bench tickets for the BOOKED groups (${Date.now() - started} ms)`,
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

function startApi(databaseUrl: string) {
  return startProductionApi(PORT, {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: BENCH_JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
}

async function main() {
  const { url } = benchDatabase();
  const age = await waitForBenchData(new pg.Client({ connectionString: url }), url);
  if (age > MAX_DATA_AGE_HOURS) {
    throw new Error(
      `the bench data is ${age.toFixed(1)} h old: run \`npm run bench\` once (it moves the ` +
        'timestamps forward) or regenerate it, so the sweeper does not disable its groups',
    );
  }
  const tickets = await fillTickets(url);

  const api = startApi(url);
  try {
    const base = `http://${HOST}:${PORT}`;
    await waitHealthy(`${base}/api/health`);
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const target = `${base}/api/admin/analytics`;

    const first = await fetch(target, { headers });
    if (first.status !== 200) throw new Error(`analytics answered ${first.status}`);
    const body = (await first.json()) as Record<string, unknown>;
    console.log(
      `data: ${body.total_communities} groups, ${body.total_users} users, ${tickets} tickets; ` +
        `analytics answer ${JSON.stringify(body).length} bytes`,
    );

    const timings: number[] = [];
    for (let i = 0; i < 20 + REQUESTS; i += 1) {
      const started = performance.now();
      const response = await fetch(target, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`analytics answered ${response.status}`);
      if (i >= 20) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const sequential = {
      p50: percentile(timings, 50),
      p90: percentile(timings, 90),
      p99: percentile(timings, 99),
      max: timings.at(-1)!,
    };

    // Not budgeted, shown for reference: the RFQ funnel reads the whole status history.
    const funnel: number[] = [];
    for (let i = 0; i < 5 + 50; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/rfq-conversion`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`rfq-conversion answered ${response.status}`);
      if (i >= 5) funnel.push(performance.now() - started);
    }
    funnel.sort((a, b) => a - b);

    const result = await autocannon({
      url: target,
      headers,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`\nGET /api/admin/analytics (target p50 < 100 ms)`);
    console.log(
      `  sequential, ${REQUESTS} requests: p50 ${fmt(sequential.p50)}, p90 ${fmt(sequential.p90)}, ` +
        `p99 ${fmt(sequential.p99)}, max ${fmt(sequential.max)}`,
    );
    console.log(
      `  ${CONNECTIONS} connections, ${DURATION} s: ${Math.round(result.requests.average)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
    console.log(`  target met (sequential p50 < 100 ms): ${sequential.p50 < 100 ? 'yes' : 'no'}`);
    console.log(
      `GET /api/admin/rfq-conversion, 50 sequential: p50 ${fmt(percentile(funnel, 50))}, ` +
        `p99 ${fmt(percentile(funnel, 99))}`,
    );
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
