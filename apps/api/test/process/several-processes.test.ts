import { addDays, minimumTravelDate } from '@saath/shared/travel';
import { GROUP_CAPACITY } from '@saath/shared/travel';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { passengers } from '../helpers/groups.ts';
import { createServerDatabase } from '../helpers/database.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import {
  airlineOverHttp,
  answeringProcesses,
  call,
  childrenOf,
  freePort,
  startServer,
  travellerOverHttp,
  PROCESS_TEST_MS,
  until,
  waitForHealth,
  type ServerProcess,
} from '../helpers/processes.ts';

// Several processes: with API_WORKERS=2 on PostgreSQL, the rate limit, joins at the
// threshold and the sweeper hold across real processes, not only across apps in one process.
// A cluster needs a database server its processes share: these run with `npm run test:pg`.

type Cluster = {
  base: string;
  server: ServerProcess;
  database: Database;
  stop(): Promise<void>;
};

/** An API_WORKERS=2 cluster on a new database, both workers serving; and a connection to it. */
async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const created = await createServerDatabase('saath_procs');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    PORT: String(port),
    API_WORKERS: '2',
    DATABASE_URL: created.url,
    JWT_SECRET: 'several-processes-secret-0123456789-abcdefgh',
    // Each sign-up comes through the (trusted) local proxy with its own client address.
    TRUST_PROXY: 'loopback',
    ...env,
  });
  try {
    await waitForHealth(base, server);
    // Each worker says so once it serves. (Counting the primary's child processes as well failed
    // once on a machine loaded 7x over, with both workers serving: the count is in the error.)
    await until(
      () => (server.output().split('Saath is running').length >= 3 ? true : undefined),
      'two workers',
    );
  } catch (error) {
    const children = childrenOf(server.child.pid!);
    server.child.kill('SIGKILL');
    await created.drop();
    throw new Error(
      `${(error as Error).message}; primary's children ${JSON.stringify(children)}; the cluster said:\n${server.output()}`,
    );
  }
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
  return {
    base,
    server,
    database,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.close();
      await created.drop();
    },
  };
}

const travelDate = (daysAfterMinimum: number) =>
  addDays(minimumTravelDate(new Date()), daysAfterMinimum);

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(database.db, query))[0]!.n;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ AUTH_RATE_LIMIT_PER_MINUTE: '20' });
  }, PROCESS_TEST_MS);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it(
    'shares the login budget: the 21st login is refused whichever process answers',
    async () => {
      const statuses = [];
      for (let n = 0; n < 24; n++) {
        const answer = await call(cluster.base, 'POST', '/api/users/login', {
          // A new email each time: the per-account sign-in pause (which would answer 429 after
          // five failures on one account) is not what this counts, the address's budget is.
          form: { username: `nobody${n}@example.in`, password: 'Guess!pass1' },
          forwardedFor: '203.0.113.50',
          fresh: true,
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(20).fill(401), ...Array(4).fill(429)]);
      // Both processes answered logins, and both refused once the budget was spent.
      const logins = [...answeringProcesses(cluster.server.output()).values()].filter(
        (r) => r.url === '/api/users/login' && r.status !== undefined,
      );
      const pids = (status: number) =>
        new Set(logins.filter((r) => r.status === status).map((r) => r.pid));
      expect(pids(401).size).toBe(2);
      expect(pids(429).size).toBe(2);
      console.log(
        `several processes, rate limit: ${statuses.filter((s) => s === 401).length} logins ` +
          `answered, ${statuses.filter((s) => s === 429).length} refused, by ${pids(401).size} processes`,
      );
    },
    PROCESS_TEST_MS,
  );

  it(
    'ends a signed-out session in both processes at once, though each keeps sign-ins for minutes',
    async () => {
      const { base } = cluster;
      const { token } = await travellerOverHttp(base, 'Kiran', '10.20.0.9');
      // Read on new connections until both processes have answered (and cached) the sign-in.
      await until(async () => {
        const answer = await call(base, 'GET', '/api/users/me', { token, fresh: true });
        expect(answer.status).toBe(200);
        const served = [...answeringProcesses(cluster.server.output()).values()].filter(
          (r) => r.url === '/api/users/me' && r.status === 200,
        );
        return new Set(served.map((r) => r.pid)).size === 2 ? true : undefined;
      }, 'both processes to serve the signed-in traveller');
      const out = await call(base, 'POST', '/api/users/logout', { token, fresh: true });
      expect(out.status).toBe(204);
      // Every later read, whichever process answers, is refused: long before AUTH_CACHE_SECONDS
      // (300 by default) would have let a process forget on its own. A notice reaches the other
      // process within moments, so a read may race it once or twice, never for long.
      await until(
        async () => {
          const statuses = [];
          for (let n = 0; n < 6; n++)
            statuses.push(
              (await call(base, 'GET', '/api/users/me', { token, fresh: true })).status,
            );
          return statuses.every((s) => s === 401) ? true : undefined;
        },
        'the session to end in both processes',
        10_000,
      );
    },
    PROCESS_TEST_MS,
  );

  it(
    'joins at the threshold through both processes: one RFQ, never above capacity, counters equal sums',
    async () => {
      const { base } = cluster;
      await airlineOverHttp(base, 'P2', '10.20.0.1');
      const people = [];
      for (let i = 0; i < 24; i++)
        people.push(await travellerOverHttp(base, 'Joiner', `10.20.1.${i + 1}`));
      const [creator, ...joiners] = people;
      const created = await call(base, 'POST', '/api/communities/', {
        token: creator!.token,
        json: {
          from_location: 'BLR',
          to_location: 'GOI',
          travel_date: travelDate(5),
          time_slot: 'SLOT_12_16',
          passengers: passengers(2),
        },
      });
      expect(created.status).toBe(201);
      const groupId = created.body.community_id as string;

      // 23 people asking for 46 seats at once, their connections dealt to both processes.
      const asks = joiners.map((_, i) => (i % 3) + 1);
      const answers = await Promise.all(
        joiners.map((joiner, i) =>
          call(base, 'POST', `/api/communities/${groupId}/join`, {
            token: joiner.token,
            json: { passengers: passengers(asks[i]!) },
            fresh: true,
          }),
        ),
      );
      const accepted = answers.flatMap((a, i) => (a.status === 200 ? [asks[i]!] : []));
      const refused = answers.flatMap((a, i) => (a.status === 200 ? [] : [{ a, ask: asks[i]! }]));
      for (const { a } of refused)
        expect(a).toMatchObject({ status: 409, body: { detail: 'Group is full' } });

      const [group] = await queryRows<{ status: string; passenger_count: number }>(
        cluster.database.db,
        sql`SELECT status, passenger_count FROM communities WHERE id = ${groupId}`,
      );
      const seats = 2 + accepted.reduce((a, b) => a + b, 0);
      expect(group).toEqual({ status: 'RFQ_SENT', passenger_count: seats });
      expect(seats).toBeLessThanOrEqual(GROUP_CAPACITY);
      // Nobody was turned away while their passengers would still have fitted.
      for (const { ask } of refused) expect(seats + ask).toBeGreaterThan(GROUP_CAPACITY);
      // Exactly one request for quote: one move to RFQ_SENT, one mail to the airline.
      expect(
        await count(
          cluster.database,
          sql`SELECT count(*)::int AS n FROM community_status_history
            WHERE community_id = ${groupId} AND to_status = 'RFQ_SENT'`,
        ),
      ).toBe(1);
      expect(
        await count(
          cluster.database,
          sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'rfq_to_airline'`,
        ),
      ).toBe(1);
      const joinPids = new Set(
        [...answeringProcesses(cluster.server.output()).values()]
          .filter((r) => r.url?.endsWith('/join'))
          .map((r) => r.pid),
      );
      expect(joinPids.size).toBe(2);
      const { violations, figures } = await checkInvariants(cluster.database.db);
      expect(violations).toEqual([]);
      console.log(
        `several processes, joins: ${accepted.length + refused.length} at once through ` +
          `${joinPids.size} processes, ${accepted.length} accepted, ${refused.length} refused ` +
          `(full), ${seats}/${GROUP_CAPACITY} seats, ${figures.transitions} transitions`,
      );
    },
    PROCESS_TEST_MS,
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two sweepers on one PostgreSQL', () => {
  it(
    'handles each due group exactly once, crediting each member once',
    async () => {
      const WINDOW = 8;
      const cluster = await startCluster({
        AUTH_RATE_LIMIT_PER_MINUTE: '20',
        FORMATION_WINDOW_SECONDS: String(WINDOW),
        SWEEP_INTERVAL_SECONDS: '1',
      });
      try {
        const { base, database } = cluster;
        const people: Array<{ token: string }> = [];
        for (let i = 0; i < 12; i++)
          people.push(await travellerOverHttp(base, 'Sweep', `10.30.1.${i + 1}`));
        // Twelve groups made at once come due together, while both processes sweep every second.
        const routes = ['DEL', 'BOM', 'BLR', 'MAA', 'HYD', 'CCU'] as const;
        const made = await Promise.all(
          people.map((person, i) =>
            call(base, 'POST', '/api/communities/', {
              token: person.token,
              json: {
                from_location: routes[i % 6],
                to_location: 'GOI',
                travel_date: travelDate(10 + Math.floor(i / 6)),
                time_slot: 'SLOT_08_12',
                passengers: passengers((i % 3) + 1),
              },
              fresh: true,
            }),
          ),
        );
        expect(made.map((m) => m.status)).toEqual(Array(12).fill(201));
        const ids = made.map((m) => m.body.community_id as string);
        // A second member where the window still allows it (on a slow day it may not: the
        // checks below count whoever is a member).
        await Promise.all(
          ids.map((id, i) =>
            call(base, 'POST', `/api/communities/${id}/join`, {
              token: people[(i + 1) % 12]!.token,
              json: { passengers: passengers(1) },
              fresh: true,
            }),
          ),
        );
        // Once the windows have passed, joins race the two sweepers for the same groups.
        const deadline = Math.max(...made.map((m) => Date.parse(m.body.formation_deadline)));
        await until(() => (Date.now() > deadline ? true : undefined), 'the windows to pass');
        const late = await Promise.all(
          ids.map((id, i) =>
            call(base, 'POST', `/api/communities/${id}/join`, {
              token: people[(i + 5) % 12]!.token,
              json: { passengers: passengers(1) },
              fresh: true,
            }),
          ),
        );
        for (const answer of late)
          expect(answer).toMatchObject({
            status: 409,
            body: { detail: 'This group is no longer open for joining' },
          });
        await until(
          async () =>
            (await count(
              database,
              sql`SELECT count(*)::int AS n FROM communities WHERE status <> 'DISABLED'`,
            )) === 0
              ? true
              : undefined,
          'every group to be disabled',
          600,
        );
        // Each group moved once, and each member got one credit and one mail for it.
        expect(
          await count(
            database,
            sql`SELECT count(*)::int AS n FROM community_status_history WHERE to_status = 'DISABLED'`,
          ),
        ).toBe(12);
        const members = await count(
          database,
          sql`SELECT count(*)::int AS n FROM memberships WHERE left_at IS NULL`,
        );
        expect(
          await count(
            database,
            sql`SELECT count(*)::int AS n FROM credit_ledger WHERE reason = 'GROUP_DISABLED'`,
          ),
        ).toBe(members);
        const { violations, figures } = await checkInvariants(database.db);
        expect(violations).toEqual([]);
        console.log(
          `several processes, sweeper: ${figures['groups DISABLED']} groups disabled once each, ` +
            `${members} members credited once, ${late.length} late joins refused`,
        );
      } finally {
        await cluster.stop();
      }
    },
    PROCESS_TEST_MS,
  );
});
