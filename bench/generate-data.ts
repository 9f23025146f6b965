// Fills the bench database (dropped and recreated on every run) with a realistic Saath data set:
// 100 000 groups over every allowed route, 90 travel dates from the minimum bookable date and the
// four slots, with members, passengers, status history and credits consistent with the lifecycle.
//
//   npx tsx bench/generate-data.ts        (or: npm run generate -w @saath/bench)
//
// Knobs (environment): BENCH_DATABASE_URL, BENCH_GROUPS (100000), BENCH_DAYS (90),
// BENCH_MEMBER_USERS (80000), BENCH_JOIN_USERS (150000), BENCH_SEED (2026).
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { indiaDate } from '@saath/shared/india-time';
import {
  CITY_CODES,
  GROUP_CAPACITY,
  GROUP_THRESHOLD,
  TIME_SLOT_CODES,
  addDays,
  isRouteAllowed,
  minimumTravelDate,
} from '@saath/shared/travel';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { BENCH_PASSWORD, JOIN_EMAIL, MEMBER_EMAIL, benchDatabase } from './lib/common.ts';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer`);
  return value;
};
const GROUPS = int('BENCH_GROUPS', 100_000);
const DAYS = int('BENCH_DAYS', 90);
const MEMBER_USERS = int('BENCH_MEMBER_USERS', 80_000);
const JOIN_USERS = int('BENCH_JOIN_USERS', 150_000);
const SEED = int('BENCH_SEED', 2026);
const BATCH = 20_000;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// The API's defaults (config.ts): FORMATION_WINDOW_SECONDS and BIDDING_WINDOW_SECONDS.
const FORMATION_WINDOW = 24 * HOUR;
const BIDDING_WINDOW = 48 * HOUR;

// ---- deterministic randomness ---------------------------------------------------------------

let state = SEED >>> 0 || 1;
function rand(): number {
  // mulberry32
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randInt = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
function weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
  let r = rand() * choices.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** A version-4 UUID from the seeded generator, so a re-run produces the same ids. */
function uuid(): string {
  const b = Array.from({ length: 16 }, () => Math.floor(rand() * 256));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.map((x) => HEX[x]!);
  return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-${h.slice(8, 10).join('')}-${h.slice(10).join('')}`;
}
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const FIRST = ['Asha', 'Ravi', 'Priya', 'Arjun', 'Meera', 'Vikram', 'Ananya', 'Rahul', 'Kavya'];
const FIRST2 = ['Sanjay', 'Divya', 'Karthik', 'Neha', 'Aditya', 'Pooja', 'Rohan', 'Isha', 'Dev'];
const LAST = ['Verma', 'Sharma', 'Iyer', 'Reddy', 'Das', 'Nair', 'Patel', 'Singh', 'Menon', 'Rao'];
const FIRST_NAMES = [...FIRST, ...FIRST2];
const phone = () => `9${String(randInt(0, 999_999_999)).padStart(9, '0')}`;
function dateOfBirth(): { dob: string; age: number } {
  const year = randInt(1950, 2020);
  const dob = `${year}-${String(randInt(1, 12)).padStart(2, '0')}-${String(randInt(1, 28)).padStart(2, '0')}`;
  return { dob, age: Math.max(0, 2026 - year - 1) };
}

// ---- batched inserts ------------------------------------------------------------------------

type Column = { name: string; type: string };
type Rows = Record<string, unknown[]>;

/** INSERT ... SELECT FROM unnest($1::t1[], $2::t2[], ...): one parameter per column. */
async function insertColumns(client: pg.Client, table: string, columns: Column[], rows: Rows) {
  const n = rows[columns[0]!.name]!.length;
  for (let start = 0; start < n; start += BATCH) {
    const params = columns.map((c) => rows[c.name]!.slice(start, start + BATCH));
    const list = columns.map((c) => `"${c.name}"`).join(', ');
    const unnest = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
    await client.query(`INSERT INTO "${table}" (${list}) SELECT * FROM unnest(${unnest})`, params);
  }
}

function columnsOf(spec: string): Column[] {
  return spec
    .trim()
    .split(/\s*,\s*/)
    .map((part) => {
      const [name, type] = part.split(/\s+/);
      return { name: name!, type: type! };
    });
}
const emptyRows = (cols: Column[]): Rows => Object.fromEntries(cols.map((c) => [c.name, []]));
function push(rows: Rows, values: Record<string, unknown>) {
  for (const key of Object.keys(rows)) rows[key]!.push(values[key] ?? null);
}

const USER_COLS = columnsOf(`id uuid, email text, password_hash text, first_name text,
  last_name text, phone text, gender text, date_of_birth date, city text, state text,
  created_at timestamptz, updated_at timestamptz`);
const SESSION_COLS = columnsOf(
  `id uuid, user_id uuid, created_at timestamptz, expires_at timestamptz`,
);
const GROUP_COLS = columnsOf(`id uuid, rfq_number text, from_location text, to_location text,
  travel_date date, time_slot text, status text, passenger_count int4, formation_deadline timestamptz,
  bidding_deadline timestamptz, threshold_met_at timestamptz, rfq_sent_at timestamptz,
  created_by uuid, created_at timestamptz, updated_at timestamptz`);
const MEMBERSHIP_COLS = columnsOf(
  `id uuid, community_id uuid, user_id uuid, passenger_count int2, joined_at timestamptz`,
);
const PASSENGER_COLS = columnsOf(`id uuid, membership_id uuid, position int2, full_name text,
  dob date, age int2, gender text, phone text, email text`);
const HISTORY_COLS = columnsOf(`community_id uuid, from_status text, to_status text, reason text,
  actor_user_id uuid, at timestamptz`);
const LEDGER_COLS = columnsOf(`id uuid, user_id uuid, amount_paise int4, waivers int4, reason text,
  community_id uuid, created_at timestamptz`);

// ---- the data set ---------------------------------------------------------------------------

type Status = 'PENDING' | 'RFQ_SENT' | 'BOOKED' | 'CANCELLED' | 'DISABLED';
type GroupPlan = {
  from: string;
  to: string;
  travelDate: string;
  slot: string;
  status: Status;
  passengers: number;
  createdAt: number;
  formationDeadline: number;
  thresholdMetAt: number | null;
  biddingDeadline: number | null;
  updatedAt: number;
};

function planGroups(now: number): GroupPlan[] {
  const routes = CITY_CODES.flatMap((from) =>
    CITY_CODES.filter((to) => isRouteAllowed(from, to)).map((to) => [from, to] as const),
  );
  const firstDate = minimumTravelDate(new Date(now));
  const keys = shuffle(
    routes.flatMap(([from, to]) =>
      Array.from({ length: DAYS }, (_, d) => addDays(firstDate, d)).flatMap((travelDate) =>
        TIME_SLOT_CODES.map((slot) => ({ from, to, travelDate, slot })),
      ),
    ),
  );
  const plans: GroupPlan[] = [];
  for (let i = 0; i < GROUPS; i++) {
    const key = keys[i % keys.length]!;
    // The newest group of a route/date/slot may be open; older ones on the same key are closed
    // or full, since the create rule allows only one open group per key (findOpenGroup).
    const newest = i < keys.length;
    const status: Status | 'RFQ_FULL' = newest
      ? weighted<Status>([
          ['PENDING', 65],
          ['RFQ_SENT', 25],
          ['DISABLED', 10],
        ])
      : weighted<Status | 'RFQ_FULL'>([
          ['RFQ_FULL', 45],
          ['BOOKED', 25],
          ['CANCELLED', 10],
          ['DISABLED', 20],
        ]);
    let createdAt: number;
    let passengers: number;
    let thresholdMetAt: number | null = null;
    let biddingDeadline: number | null = null;
    let updatedAt: number;
    if (status === 'PENDING') {
      // Still forming: created within the last 20 hours, so the window is open for 4+ hours.
      createdAt = now - randInt(15 * 60_000, 20 * HOUR);
      passengers = rand() < 0.03 ? 0 : randInt(1, GROUP_THRESHOLD - 1);
      updatedAt = createdAt + Math.floor(rand() * (now - createdAt));
    } else if (status === 'DISABLED') {
      createdAt = now - randInt(DAY + HOUR, 20 * DAY);
      passengers = rand() < 0.1 ? 0 : randInt(1, GROUP_THRESHOLD - 1);
      updatedAt = createdAt + FORMATION_WINDOW + randInt(1000, 30_000);
    } else {
      // Reached the threshold within the formation window; the RFQ went out in the same move.
      const open = status === 'RFQ_SENT' || status === 'RFQ_FULL';
      createdAt = open ? now - randInt(2 * HOUR, 40 * HOUR) : now - randInt(3 * DAY, 20 * DAY);
      const latest = Math.min(FORMATION_WINDOW - 60_000, now - createdAt - 60_000);
      thresholdMetAt = createdAt + randInt(5 * 60_000, latest);
      biddingDeadline = thresholdMetAt + BIDDING_WINDOW;
      passengers =
        status === 'RFQ_FULL'
          ? GROUP_CAPACITY
          : status === 'RFQ_SENT'
            ? randInt(GROUP_THRESHOLD, GROUP_CAPACITY - 1)
            : randInt(GROUP_THRESHOLD, GROUP_CAPACITY);
      updatedAt = open
        ? thresholdMetAt + Math.floor(rand() * (now - thresholdMetAt))
        : Math.min(now - 1000, biddingDeadline + randInt(60_000, DAY));
    }
    plans.push({
      ...key,
      status: status === 'RFQ_FULL' ? 'RFQ_SENT' : status,
      passengers,
      createdAt,
      formationDeadline: createdAt + FORMATION_WINDOW,
      thresholdMetAt,
      biddingDeadline,
      updatedAt,
    });
  }
  // RFQ numbers follow creation order, as the sequence hands them out.
  return plans.sort((a, b) => a.createdAt - b.createdAt);
}

/** 1-4 passengers per membership, mostly small parties. */
function splitIntoMemberships(total: number): number[] {
  const parts: number[] = [];
  let left = total;
  while (left > 0) {
    const size = Math.min(
      left,
      weighted([
        [1, 40],
        [2, 30],
        [3, 20],
        [4, 10],
      ]),
    );
    parts.push(size);
    left -= size;
  }
  return parts;
}

async function main() {
  const started = Date.now();
  const { url, name, adminUrl } = benchDatabase();
  const iso = (ms: number) => new Date(ms).toISOString();

  // 1. Drop and recreate the bench database, then let the API's own migrator build the schema.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const migrated = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await migrated.close();
  console.log(`database ${name} recreated and migrated (${Date.now() - started} ms)`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Only this loading session: a crash mid-load just means running the generator again.
  await client.query('SET synchronous_commit = off');

  const now = Date.now();
  const passwordHash = await hash(BENCH_PASSWORD, { algorithm: 2 });
  const counts: Record<string, number> = {};
  const lap = (label: string, t0: number) =>
    console.log(`  ${label.padEnd(34)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // 2. Users (members who own the groups, and a pool of joiners) with complete profiles and
  //    one live session each; run.ts signs the tokens for those sessions.
  let t0 = Date.now();
  const memberIds: string[] = [];
  const memberNames: string[] = [];
  const memberPhones: string[] = [];
  for (const [kind, count] of [
    ['member', MEMBER_USERS],
    ['join', JOIN_USERS],
  ] as const) {
    for (let start = 0; start < count; start += BATCH) {
      const users = emptyRows(USER_COLS);
      const sessions = emptyRows(SESSION_COLS);
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const id = uuid();
        const firstName = pick(FIRST_NAMES);
        const lastName = pick(LAST);
        const createdAt = now - randInt(30 * DAY, 400 * DAY);
        const userPhone = phone();
        push(users, {
          id,
          email: kind === 'member' ? MEMBER_EMAIL(i + 1) : JOIN_EMAIL(i + 1),
          password_hash: passwordHash,
          first_name: firstName,
          last_name: lastName,
          phone: userPhone,
          gender: weighted([
            ['MALE', 48],
            ['FEMALE', 48],
            ['OTHER', 4],
          ]),
          date_of_birth: `${randInt(1960, 2004)}-${String(randInt(1, 12)).padStart(2, '0')}-${String(randInt(1, 28)).padStart(2, '0')}`,
          city: pick(['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Pune']),
          state: pick(['Maharashtra', 'Delhi', 'Karnataka', 'Tamil Nadu']),
          created_at: iso(createdAt),
          updated_at: iso(createdAt),
        });
        push(sessions, {
          id: uuid(),
          user_id: id,
          created_at: iso(now - HOUR),
          expires_at: iso(now + 30 * DAY),
        });
        if (kind === 'member') {
          memberIds.push(id);
          memberNames.push(`${firstName} ${lastName}`);
          memberPhones.push(userPhone);
        }
      }
      await insertColumns(client, 'users', USER_COLS, users);
      await insertColumns(client, 'sessions', SESSION_COLS, sessions);
    }
  }
  counts.users = MEMBER_USERS + JOIN_USERS;
  counts.sessions = counts.users;
  lap(`users + sessions (${counts.users})`, t0);

  // 3. Groups with their memberships, passengers, status history and credits.
  t0 = Date.now();
  const plans = planGroups(now);
  counts.communities = plans.length;
  for (const key of ['memberships', 'passengers', 'community_status_history', 'credit_ledger'])
    counts[key] = 0;
  const byStatus: Record<string, number> = {};
  for (let start = 0; start < plans.length; start += 10_000) {
    const groups = emptyRows(GROUP_COLS);
    const members = emptyRows(MEMBERSHIP_COLS);
    const people = emptyRows(PASSENGER_COLS);
    const history = emptyRows(HISTORY_COLS);
    const ledger = emptyRows(LEDGER_COLS);
    for (let i = start; i < Math.min(plans.length, start + 10_000); i++) {
      const plan = plans[i]!;
      byStatus[plan.status] = (byStatus[plan.status] ?? 0) + 1;
      const id = uuid();
      const parties = splitIntoMemberships(plan.passengers);
      // One active membership per user per group: distinct members.
      const chosen = new Set<number>();
      while (chosen.size < parties.length) chosen.add(randInt(0, memberIds.length - 1));
      const memberIdx = [...chosen];
      const creator = memberIdx[0] ?? randInt(0, memberIds.length - 1);
      const joinWindowEnd = plan.thresholdMetAt ?? Math.min(plan.updatedAt, plan.formationDeadline);
      parties.forEach((size, m) => {
        const membershipId = uuid();
        const userIdx = memberIdx[m]!;
        const joinedAt =
          m === 0
            ? plan.createdAt
            : plan.createdAt + Math.floor(rand() * Math.max(1, joinWindowEnd - plan.createdAt));
        push(members, {
          id: membershipId,
          community_id: id,
          user_id: memberIds[userIdx],
          passenger_count: size,
          joined_at: iso(joinedAt),
        });
        for (let p = 1; p <= size; p++) {
          const { dob, age } = dateOfBirth();
          push(people, {
            id: uuid(),
            membership_id: membershipId,
            position: p,
            full_name: p === 1 ? memberNames[userIdx] : `${pick(FIRST_NAMES)} ${pick(LAST)}`,
            dob,
            age,
            gender: weighted([
              ['M', 48],
              ['F', 48],
              ['Other', 4],
            ]),
            phone: p === 1 ? memberPhones[userIdx] : phone(),
            email: `p${randInt(1, 999_999)}@example.in`,
          });
        }
        if (plan.status === 'DISABLED') {
          push(ledger, {
            id: uuid(),
            user_id: memberIds[userIdx],
            amount_paise: 1000,
            waivers: 1,
            reason: 'GROUP_DISABLED',
            community_id: id,
            created_at: iso(plan.updatedAt),
          });
        }
      });
      const move = (from: string, to: string, reason: string, at: number, actor?: string) =>
        push(history, {
          community_id: id,
          from_status: from,
          to_status: to,
          reason,
          actor_user_id: actor ?? null,
          at: iso(at),
        });
      if (plan.status === 'DISABLED') {
        move(
          'PENDING',
          'DISABLED',
          `Fewer than ${GROUP_THRESHOLD} passengers when the formation window closed`,
          plan.updatedAt,
        );
      } else if (plan.thresholdMetAt !== null) {
        const last = memberIds[memberIdx[memberIdx.length - 1]!];
        move(
          'PENDING',
          'THRESHOLD_MET',
          `Reached ${GROUP_THRESHOLD} passengers`,
          plan.thresholdMetAt,
          last,
        );
        move(
          'THRESHOLD_MET',
          'RFQ_SENT',
          'Request for quote sent to airline partners',
          plan.thresholdMetAt,
          last,
        );
        if (plan.status === 'BOOKED') {
          move('RFQ_SENT', 'READY_FOR_BOOKING', 'Bidding closed', plan.biddingDeadline!);
          move('READY_FOR_BOOKING', 'BOOKED', 'Tickets issued', plan.updatedAt);
        } else if (plan.status === 'CANCELLED') {
          move('RFQ_SENT', 'CANCELLED', 'No acceptable bid', plan.updatedAt);
        }
      }
      push(groups, {
        id,
        rfq_number: `RFQ-${indiaDate(new Date(plan.createdAt)).slice(0, 4)}-${String(i + 1).padStart(6, '0')}`,
        from_location: plan.from,
        to_location: plan.to,
        travel_date: plan.travelDate,
        time_slot: plan.slot,
        status: plan.status,
        passenger_count: plan.passengers,
        formation_deadline: iso(plan.formationDeadline),
        bidding_deadline: plan.biddingDeadline === null ? null : iso(plan.biddingDeadline),
        threshold_met_at: plan.thresholdMetAt === null ? null : iso(plan.thresholdMetAt),
        rfq_sent_at: plan.thresholdMetAt === null ? null : iso(plan.thresholdMetAt),
        created_by: memberIds[creator],
        created_at: iso(plan.createdAt),
        updated_at: iso(plan.updatedAt),
      });
    }
    await insertColumns(client, 'communities', GROUP_COLS, groups);
    await insertColumns(client, 'memberships', MEMBERSHIP_COLS, members);
    await insertColumns(client, 'passengers', PASSENGER_COLS, people);
    await insertColumns(client, 'community_status_history', HISTORY_COLS, history);
    await insertColumns(client, 'credit_ledger', LEDGER_COLS, ledger);
    counts.memberships! += members.id!.length;
    counts.passengers! += people.id!.length;
    counts.community_status_history! += history.community_id!.length;
    counts.credit_ledger! += ledger.id!.length;
  }
  lap(`groups and what hangs off them`, t0);

  // 4. The RFQ sequence continues after the generated numbers; statistics and visibility maps
  //    as a long-running database would have them; a note for run.ts of when this was made.
  t0 = Date.now();
  await client.query(`SELECT setval('rfq_number_seq', $1)`, [plans.length]);
  await client.query('VACUUM (ANALYZE)');
  await client.query(`CREATE SCHEMA bench`);
  await client.query(`CREATE TABLE bench.meta (generated_at timestamptz NOT NULL)`);
  await client.query(`INSERT INTO bench.meta VALUES ($1)`, [iso(now)]);
  lap('vacuum analyze', t0);

  // 5. The invariant the API keeps: the counter equals the sum of active memberships.
  const { rows: mismatch } = await client.query(`
    SELECT count(*)::int AS n FROM communities c
    WHERE c.passenger_count <> COALESCE((SELECT sum(m.passenger_count) FROM memberships m
      WHERE m.community_id = c.id AND m.left_at IS NULL), 0)`);
  const { rows: sizes } = await client.query(`
    SELECT relname, pg_size_pretty(pg_total_relation_size(oid)) AS size
    FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace
    ORDER BY pg_total_relation_size(oid) DESC`);
  await client.end();

  console.log('\nrows:');
  for (const [table, n] of Object.entries(counts)) {
    const size = sizes.find((s) => s.relname === table)?.size ?? '';
    console.log(`  ${table.padEnd(26)} ${String(n).padStart(9)}  ${size}`);
  }
  console.log(
    `groups by status: ${Object.entries(byStatus)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
  );
  console.log(`counter/membership mismatches: ${mismatch[0].n}`);
  console.log(`travel dates ${minimumTravelDate(new Date(now))} + ${DAYS} days`);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (mismatch[0].n !== 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
