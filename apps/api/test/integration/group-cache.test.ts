import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTENER_NAME, queryRows } from '../../src/db/client.ts';
import { createGroupCache } from '../../src/modules/groups/read-model/group-cache.ts';
import { bucketKey } from '../../src/platform/change-feed.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  ROUTE,
  TRAVEL_DATE,
  airline,
  bid,
  createGroup,
  joinRequest,
  rfqGroup,
  traveller,
} from '../helpers/groups.ts';
import { until } from '../helpers/processes.ts';
import { useTestApp } from '../helpers/suite.ts';

// ADR 0007: search and detail come from an in-process cache. With it on, a user must still see
// every change the moment the write that made it has answered.
const ctx = useTestApp({ GROUP_CACHE_SECONDS: '300' });

/**
 * Searches twice, as a client that takes gzip (a browser: the answer kept compressed) and as one
 * that does not: both must say the same, whatever changed since the last search.
 */
async function search(t: TestApp, headers: Record<string, string>, slot = '') {
  const url = `/api/communities/search?from_location=${ROUTE.from_location}&to_location=${ROUTE.to_location}&travel_date=${TRAVEL_DATE}&time_slot=${slot}`;
  const plain = await t.app.inject({ url, headers });
  const zipped = await t.app.inject({
    url,
    headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toBe('accept-encoding');
  expect(zipped.headers.vary).toBe('accept-encoding');
  const body = plain.json();
  const unzipped =
    zipped.headers['content-encoding'] === 'gzip'
      ? JSON.parse(gunzipSync(zipped.rawPayload).toString())
      : zipped.json();
  expect(unzipped).toEqual(body);
  return body;
}
const detail = (t: TestApp, headers: Record<string, string>, id: string) =>
  t.app.inject({ url: `/api/communities/${id}`, headers });

describe('the group cache', () => {
  it('shows joins, leaves and new groups at once in search and detail', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    expect(await search(ctx.t, ravi.headers)).toEqual({
      exact_matches: [],
      alternative_matches: [],
    });
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const other = await createGroup(ctx.t.app, asha.headers, { travel_date: '2026-12-12' }, 1);
    let found = await search(ctx.t, ravi.headers);
    expect(found.exact_matches).toMatchObject([
      { community_id: group.community_id, passenger_count: 2, my_passenger_count: 0 },
    ]);
    expect(found.alternative_matches).toMatchObject([{ community_id: other.community_id }]);
    expect((await detail(ctx.t, ravi.headers, group.community_id)).statusCode).toBe(404);

    expect((await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3)).statusCode).toBe(
      200,
    );
    found = await search(ctx.t, ravi.headers, ROUTE.time_slot);
    expect(found.exact_matches).toMatchObject([{ passenger_count: 5, my_passenger_count: 3 }]);
    expect((await detail(ctx.t, ravi.headers, group.community_id)).json()).toMatchObject({
      passenger_count: 5,
      my_passenger_count: 3,
    });
    expect((await search(ctx.t, asha.headers)).exact_matches).toMatchObject([
      { passenger_count: 5, my_passenger_count: 2 },
    ]);

    const left = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/leave`,
      headers: ravi.headers,
    });
    expect(left.statusCode).toBe(200);
    expect((await detail(ctx.t, ravi.headers, group.community_id)).statusCode).toBe(404);
    expect((await detail(ctx.t, asha.headers, group.community_id)).json()).toMatchObject({
      passenger_count: 2,
    });
    expect((await search(ctx.t, ravi.headers)).exact_matches).toMatchObject([
      { passenger_count: 2, my_passenger_count: 0 },
    ]);
  });

  it('shows the threshold, bids and the formation deadline at once', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const [asha] = members;
    expect((await detail(ctx.t, asha!.headers, group.community_id)).json()).toMatchObject({
      status: 'RFQ_SENT',
      bid_count: 0,
      lowest_known_price: null,
    });
    const carrier = await airline(ctx.t.app);
    expect((await bid(ctx.t.app, carrier.headers, group.community_id, 450_000)).statusCode).toBe(
      201,
    );
    expect((await detail(ctx.t, asha!.headers, group.community_id)).json()).toMatchObject({
      bid_count: 1,
      lowest_known_price: 450_000,
    });

    // A forming group drops out of search when its window closes, sweep or not, and shows
    // DISABLED once the sweeper has been.
    const meera = await traveller(ctx.t.app, 'Meera');
    const forming = await createGroup(ctx.t.app, meera.headers, { time_slot: 'SLOT_16_20' }, 1);
    expect((await search(ctx.t, meera.headers, 'SLOT_16_20')).exact_matches).toHaveLength(1);
    ctx.t.clock.advance(24 * 3600 * 1000);
    expect((await search(ctx.t, meera.headers, 'SLOT_16_20')).exact_matches).toHaveLength(0);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(1);
    expect((await detail(ctx.t, meera.headers, forming.community_id)).json()).toMatchObject({
      status: 'DISABLED',
    });
  });

  it('answers browsers with the search gzipped, about a fifth of the bytes', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    for (const [i, slot] of ['SLOT_04_08', 'SLOT_08_12', 'SLOT_12_16', 'SLOT_16_20'].entries())
      await createGroup(ctx.t.app, asha.headers, { time_slot: slot }, i + 1);
    const url = `/api/communities/search?from_location=${ROUTE.from_location}&to_location=${ROUTE.to_location}&travel_date=${TRAVEL_DATE}&time_slot=`;
    const plain = await ctx.t.app.inject({ url, headers: ravi.headers });
    const gzip = { ...ravi.headers, 'accept-encoding': 'gzip' };
    const first = await ctx.t.app.inject({ url, headers: gzip });
    expect(first.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toEqual(plain.json());
    // Kept: the same bytes again, until something in the window changes.
    expect((await ctx.t.app.inject({ url, headers: gzip })).rawPayload).toEqual(first.rawPayload);

    // A member is not served the shared answer: their own count is in theirs.
    const mine = await ctx.t.app.inject({
      url,
      headers: { ...asha.headers, 'accept-encoding': 'gzip' },
    });
    const theirs = JSON.parse(
      mine.headers['content-encoding'] === 'gzip'
        ? gunzipSync(mine.rawPayload).toString()
        : mine.body,
    );
    expect(
      theirs.exact_matches.map((g: { my_passenger_count: number }) => g.my_passenger_count),
    ).toEqual([1, 2, 3, 4]);
  });

  it('does not keep a row it was reading while a change to it arrived', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    let changeArrives = true;
    const cache = createGroupCache({
      db: ctx.database.db,
      ttlMs: 60_000,
      // Runs between the read and the store: the moment a commit elsewhere can slip in.
      toJson: () => {
        if (changeArrives) {
          changeArrives = false;
          cache.apply([
            { kind: 'group', id: group.community_id, bucket: bucketKey('DEL', 'BOM', TRAVEL_DATE) },
          ]);
        }
        return '{"my_passenger_count":0}';
      },
    });
    expect(await cache.group(group.community_id)).toMatchObject({ id: group.community_id });
    expect(cache.sizes().groups).toBe(0);
    await cache.group(group.community_id);
    expect(cache.sizes().groups).toBe(1);
  });
});

describe('the group cache’s search lists', () => {
  it('does not keep a date’s list it was reading while a change to that date arrived', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    let changeArrives = true;
    const cache = createGroupCache({
      db: ctx.database.db,
      ttlMs: 60_000,
      toJson: () => {
        if (changeArrives) {
          changeArrives = false;
          cache.apply([
            { kind: 'group', id: group.community_id, bucket: bucketKey('DEL', 'BOM', TRAVEL_DATE) },
          ]);
        }
        return '{"my_passenger_count":0}';
      },
    });
    const [first] = await cache.searchDates('DEL', 'BOM', [TRAVEL_DATE]);
    expect(first!.map((e) => e.id)).toEqual([group.community_id]);
    expect(cache.sizes().buckets).toBe(0);
    await cache.searchDates('DEL', 'BOM', [TRAVEL_DATE]);
    expect(cache.sizes().buckets).toBe(1);
  });
});

describe('the group cache’s bounds', () => {
  it('holds at most its configured groups, list bytes and users, and answers right after evicting', async () => {
    const people = await Promise.all(['Asha', 'Ravi', 'Meera'].map((n) => traveller(ctx.t.app, n)));
    const dates = ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'];
    const created: { id: string; date: string; count: number }[] = [];
    for (const [i, date] of dates.entries()) {
      const owner = people[i % people.length]!;
      const group = await createGroup(ctx.t.app, owner.headers, { travel_date: date }, i + 1);
      created.push({ id: group.community_id, date, count: i + 1 });
    }
    const toJson = (row: { id: string; passengerCount: number }) =>
      JSON.stringify({ id: row.id, passenger_count: row.passengerCount, my_passenger_count: 0 });
    // One date's list of one group is ~360 bytes as the cache counts it: 1 000 keeps two.
    const limits = { groups: 2, users: 2, bucketBytes: 1_000 };
    const cache = createGroupCache({ db: ctx.database.db, ttlMs: 60_000, toJson, limits });
    const within = () => {
      const sizes = cache.sizes();
      expect(sizes.groups).toBeLessThanOrEqual(limits.groups);
      expect(sizes.users).toBeLessThanOrEqual(limits.users);
      expect(sizes.bucketBytes).toBeLessThanOrEqual(limits.bucketBytes);
    };

    for (let round = 0; round < 2; round += 1) {
      for (const group of created) {
        expect(await cache.group(group.id)).toMatchObject({
          id: group.id,
          passengerCount: group.count,
        });
        within();
      }
      for (const [i, person] of people.entries()) {
        const mine = await cache.membershipsOf(person.user.id);
        expect(Object.fromEntries(mine)).toEqual(
          Object.fromEntries(
            created.filter((_, j) => j % people.length === i).map((g) => [g.id, g.count]),
          ),
        );
        within();
      }
      for (const date of dates) {
        const lists = await cache.searchDates('DEL', 'BOM', [date]);
        expect(lists[0]!.map((e) => e.id)).toEqual(
          created.filter((g) => g.date === date).map((g) => g.id),
        );
        within();
      }
    }
    const sizes = cache.sizes();
    expect(sizes).toMatchObject({ groups: 2, users: 2 });
    expect(sizes.buckets).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on PostgreSQL', () => {
  /** The test's database on the server, for a second app that stands for another process. */
  async function thisDatabaseUrl() {
    const [database] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`SELECT current_database() AS name`,
    );
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database!.name}`;
    return url.toString();
  }

  it('see each other’s writes through the change notices', async () => {
    // The second app stands for another process: its own cache, its own listener.
    const env = { GROUP_CACHE_SECONDS: '300', DATABASE_URL: await thisDatabaseUrl() };
    const first = await buildTestApp(ctx.database, env, { clock: ctx.t.clock });
    const second = await buildTestApp(ctx.database, env, { clock: ctx.t.clock });
    try {
      const asha = await traveller(first.app, 'Asha');
      const ravi = await traveller(first.app, 'Ravi');
      const group = await createGroup(first.app, asha.headers, {}, 2);
      expect((await detail(first, asha.headers, group.community_id)).json()).toMatchObject({
        passenger_count: 2,
      });
      expect((await search(first, ravi.headers)).exact_matches).toHaveLength(1);
      expect((await joinRequest(second.app, ravi.headers, group.community_id, 3)).statusCode).toBe(
        200,
      );
      // The notice travels on the first process's own listening connection: once it has heard
      // everything committed so far, its cache answers with the join.
      await first.app.saath.changes.settle();
      expect((await detail(first, ravi.headers, group.community_id)).json().passenger_count).toBe(
        5,
      );
      expect((await search(first, ravi.headers)).exact_matches).toMatchObject([
        { passenger_count: 5, my_passenger_count: 3 },
      ]);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });

  it('a settle asked after another process’s write waits for that write even while a trip is under way', async () => {
    const t = await buildTestApp(ctx.database, { DATABASE_URL: await thisDatabaseUrl() });
    try {
      const asha = await traveller(t.app, 'Asha');
      const group = await createGroup(t.app, asha.headers, {}, 2);
      for (let round = 1; round <= 5; round++) {
        expect((await detail(t, asha.headers, group.community_id)).json().passenger_count).toBe(2);
        // A trip leaves (an answer's settle), then another process writes, then a strict settle:
        // the trip under way may have left before that write, so the strict one takes the next.
        const underWay = t.app.saath.changes.settle({ ownWrites: true });
        await queryRows(
          ctx.database.db,
          sql`UPDATE communities SET lowest_price_paise = ${round * 1000} WHERE id = ${group.community_id}`,
        );
        await t.app.saath.changes.settle();
        await underWay;
        expect((await detail(t, asha.headers, group.community_id)).json().lowest_known_price).toBe(
          round * 1000,
        );
      }
    } finally {
      await t.app.close();
    }
  });

  it('hears changes again after its listening connection is cut', async () => {
    const t = await buildTestApp(ctx.database, { DATABASE_URL: await thisDatabaseUrl() });
    // The connections listening for notices (their last statement was the LISTEN).
    const listeners = async () =>
      (
        await queryRows<{ pid: number }>(
          ctx.database.db,
          sql`SELECT pid FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = ${LISTENER_NAME}
                AND query ILIKE 'LISTEN%'`,
        )
      ).map((row) => row.pid);
    try {
      const asha = await traveller(t.app, 'Asha');
      const group = await createGroup(t.app, asha.headers, {}, 2);
      const [before] = await listeners();
      expect(before).toBeDefined();
      await queryRows(ctx.database.db, sql`SELECT pg_terminate_backend(${before!})`);
      // The feed reconnects on its own (after its retry delay): a new listening connection.
      await until(
        async () => {
          const now = await listeners();
          return now.length === 1 && now[0] !== before ? true : undefined;
        },
        'the change feed to listen again',
        20_000,
      );
      // Cached again, then changed behind the app's back: the notice must reach the cache.
      expect((await detail(t, asha.headers, group.community_id)).json().passenger_count).toBe(2);
      await queryRows(
        ctx.database.db,
        sql`UPDATE communities SET lowest_price_paise = 777700 WHERE id = ${group.community_id}`,
      );
      await t.app.saath.changes.settle();
      expect((await detail(t, asha.headers, group.community_id)).json().lowest_known_price).toBe(
        777700,
      );
    } finally {
      await t.app.close();
    }
  });
});
