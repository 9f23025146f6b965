import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAYOUTS_PATH,
  ADMIN_PAYOUTS_RUN_PATH,
  ADMIN_RECONCILIATION_PATH,
  adminPayoutAccountPath,
  type PayoutView,
  type Reconciliation,
} from '@saath/shared/settlement';
import { airlineManifestPath } from '@saath/shared/airlines';
import { AIRLINE_WON_GROUPS_PATH, airlineTicketingPath } from '@saath/shared/ticketing';
import { addDays, minimumTravelDate } from '@saath/shared/travel';
import { queryRows } from '../../src/db/client.ts';
import {
  adminTokenOver,
  pgliteTarget,
  postgresTarget,
  type CrashTarget,
} from '../helpers/crash.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../helpers/fake-razorpay.ts';
import { passengers } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import {
  airlineOverHttp,
  BUNDLE_ENTRY,
  call,
  freePort,
  startServer,
  travellerOverHttp,
  until,
  waitForHealth,
  type Answer,
  type ServerProcess,
} from '../helpers/processes.ts';
import { eticketNumber, pnrCode } from '../helpers/ticketing.ts';

// ADR 0056: a payout is never paid twice and never lost, also when the server is killed
// mid-payout or two processes run payouts at once. The built server pays its airlines through
// Razorpay Route, here a local fake of the transfers endpoint that keeps every transfer by its
// idempotency key (as Route does: a key seen before answers its first transfer) and can hold its
// calls. The server is `kill -9`ed twice: first with transfer calls in flight and none
// made, then with transfers made and their answers not yet back. After the last restart the
// job worker finishes: one transfer per payout, every payout PAID, every balance zero, the
// reconciliation clean. `npm run test:crash -- kill-mid-payout` (it builds first).

const ADMIN = { ADMIN_EMAIL: 'payout-ops@saath.test', ADMIN_PASSWORD: 'Adm1n!secret' };
/** Airlines owed money at the run: each payout runs as its own job, side by side. */
const AIRLINES = 3;
const FARE = 455_000;
const FROM = ['DEL', 'BOM', 'BLR'] as const;

function serverEnv(port: number, fake: FakeRazorpay, target: CrashTarget) {
  return {
    PORT: String(port),
    JWT_SECRET: 'crash-test-secret-0123456789-abcdefghijklmn',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    BIDDING_WINDOW_SECONDS: '3',
    SWEEP_INTERVAL_SECONDS: '1',
    // The payout jobs are polled with the mail; a job whose process died is claimed again when
    // its lease ends, so a short lease keeps the restarts' waits short (the default is minutes).
    MAIL_POLL_INTERVAL_SECONDS: '1',
    JOB_LEASE_SECONDS: '3',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    PAYOUT_PROVIDER: 'razorpay',
    ...fake.env,
    ...ADMIN,
    ...target.env,
  };
}

/** Starts the built server and waits until it serves. */
async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(env, BUNDLE_ENTRY);
  await waitForHealth(`http://127.0.0.1:${env.PORT}`, server);
  return server;
}

/** kill -9, and the process is gone. */
async function killed(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** The answer's body, or an error that says which step was refused and why. */
function ok(answer: Answer, what: string): Answer['body'] {
  if (answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * An airline owed the fares of a group of seven, all through the API: two members form a
 * group, the airline's bid wins when the short bidding window closes, both members pay through
 * Razorpay Checkout (the fake's), the airline issues every ticket. Answers the company's id.
 */
async function owedAirline(base: string, fake: FakeRazorpay, code: string, from: string) {
  const carrier = await airlineOverHttp(base, code);
  const asha = await travellerOverHttp(base, 'Asha');
  const ravi = await travellerOverHttp(base, 'Ravi');
  const created = ok(
    await call(base, 'POST', '/api/communities/', {
      token: asha.token,
      json: {
        from_location: from,
        to_location: 'GOI',
        travel_date: addDays(minimumTravelDate(new Date()), 5),
        time_slot: 'SLOT_08_12',
        passengers: passengers(4, 'Asha'),
      },
    }),
    'group',
  );
  const id = created.community_id as string;
  ok(
    await call(base, 'POST', `/api/communities/${id}/join`, {
      token: ravi.token,
      json: { passengers: passengers(3, 'Ravi') },
    }),
    'join',
  );
  ok(
    await call(base, 'POST', `/api/quotes/${id}`, {
      token: carrier.token,
      json: { price_per_ticket: FARE, flight_number: `${code} 210`, departure_time: '07:15' },
    }),
    'bid',
  );
  const status = async () =>
    ok(await call(base, 'GET', `/api/communities/${id}`, { token: asha.token }), 'group').status;
  await until(async () => (await status()) === 'READY_FOR_BOOKING' || undefined, 'the bid to win');
  for (const member of [asha, ravi]) {
    const payment = ok(
      await call(base, 'POST', `/api/communities/${id}/payments`, {
        token: member.token,
        json: {},
      }),
      'payment',
    );
    const { handler } = fake.pay(payment.checkout.order_id);
    ok(
      await call(base, 'POST', `/api/payments/${payment.payment_id}/razorpay/verify`, {
        token: member.token,
        json: handler,
      }),
      'checkout',
    );
  }
  await until(async () => (await status()) === 'BOOKED' || undefined, 'the group booked');
  const won = ok(await call(base, 'GET', AIRLINE_WON_GROUPS_PATH, { token: carrier.token }), 'won');
  const quoteId = won.groups[0].quote_id as string;
  const manifest = ok(
    await call(base, 'GET', airlineManifestPath(quoteId), { token: carrier.token }),
    'manifest',
  );
  const tickets = (manifest.passengers as Array<{ passenger_id: string }>).map((p) => ({
    passenger_id: p.passenger_id,
    eticket_number: eticketNumber(),
  }));
  ok(
    await call(base, 'PUT', airlineTicketingPath(quoteId), {
      token: carrier.token,
      json: { pnr: pnrCode(), tickets },
    }),
    'ticketing',
  );
  const me = ok(await call(base, 'GET', '/api/users/me', { token: carrier.token }), 'me');
  return me.company_id as string;
}

/** AIRLINES airlines owed money, each with its Route linked account set by the admin. */
async function owedAirlines(base: string, fake: FakeRazorpay, admin: string, prefix: string) {
  const companies = await Promise.all(
    Array.from({ length: AIRLINES }, (_, i) => owedAirline(base, fake, `${prefix}${i}`, FROM[i]!)),
  );
  for (const [i, companyId] of companies.entries()) {
    const account = `acc_CrashPayout00${i}`;
    fake.linkedAccounts.add(account);
    ok(
      await call(base, 'PUT', adminPayoutAccountPath(companyId), {
        token: admin,
        json: { account },
      }),
      'payout account',
    );
  }
  const report: Reconciliation = ok(
    await call(base, 'GET', ADMIN_RECONCILIATION_PATH, { token: admin }),
    'reconciliation',
  );
  const owed = report.airlines.filter((a) => companies.includes(a.company_id));
  expect(owed.map((a) => a.balance)).toEqual(companies.map(() => 7 * FARE));
  return companies;
}

async function payouts(base: string, admin: string): Promise<PayoutView[]> {
  return ok(await call(base, 'GET', ADMIN_PAYOUTS_PATH, { token: admin }), 'payouts').items;
}

/**
 * Every payout is PAID (none PENDING, SENT or FAILED), while the server's job worker carries on.
 * A Route transfer the server has made is SENT until Route says the bank processed it (ADR
 * 0062): as Route does, the fake settles each transfer once and posts its signed
 * `transfer.processed` webhook to the server.
 */
async function allPaid(base: string, admin: string, fake: FakeRazorpay): Promise<PayoutView[]> {
  const settled = new Set<string>();
  return until(async () => {
    const list = await payouts(base, admin);
    for (const p of list) {
      if (p.state !== 'SENT' || !p.provider_ref || settled.has(p.provider_ref)) continue;
      settled.add(p.provider_ref);
      expect(await fake.post(base, fake.settleTransfer(p.provider_ref, 'processed'))).toBe(200);
    }
    return list.length > 0 && list.every((p) => p.state === 'PAID') ? list : undefined;
  }, 'every payout PAID');
}

/**
 * What must hold once the payouts are done: one payout per airline, each with exactly one
 * transfer at Route (by its key) of its amount, that transfer's id recorded, nothing
 * transferred without a payout; every balance zero; the reconciliation and invariants clean.
 */
async function verifyPaidOnce(
  base: string,
  admin: string,
  fake: FakeRazorpay,
  companies: string[],
) {
  const paid = await allPaid(base, admin, fake);
  expect(paid.map((p) => p.company_id).sort()).toEqual([...companies].sort());
  const report: Reconciliation = ok(
    await call(base, 'GET', ADMIN_RECONCILIATION_PATH, { token: admin }),
    'reconciliation',
  );
  expect(report.differences).toEqual([]);
  expect(report.clean).toBe(true);
  expect(report.airlines.map((a) => a.balance)).toEqual(report.airlines.map(() => 0));
  return paid;
}

/** The same read from the database: keys, amounts and references against the fake's record. */
async function verifyStored(target: CrashTarget, fake: FakeRazorpay, paid: PayoutView[]) {
  const database = await target.open();
  try {
    const rows = await queryRows<{
      id: string;
      idempotency_key: string;
      amount_paise: number;
      state: string;
      provider_ref: string | null;
    }>(
      database.db,
      sql`SELECT id, idempotency_key, amount_paise, state, provider_ref FROM payouts`,
    );
    expect(rows).toHaveLength(paid.length);
    for (const row of rows) {
      const transfer = fake.transferOfKey(row.idempotency_key);
      expect(transfer, `the transfer of payout ${row.id}`).toMatchObject({
        id: row.provider_ref,
        amount: Number(row.amount_paise),
      });
      expect(row.state).toBe('PAID');
    }
    // Nothing transferred twice or without a payout: as many transfers as payouts, and the
    // money that left equals the payouts PAID.
    expect(fake.transfers).toHaveLength(rows.length);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    expect(sum(fake.transfers.map((t) => t.amount))).toBe(
      sum(rows.map((r) => Number(r.amount_paise))),
    );
    const { violations } = await checkInvariants(database.db);
    expect(violations).toEqual([]);
  } finally {
    await database.close();
  }
}

/** Kills the server twice mid-transfer, restarts it, and checks every payout was paid once. */
async function killMidPayout(target: CrashTarget, prefix: string) {
  const fake = await startFakeRazorpay();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, fake, target);
  const logs: string[] = [];
  /** What each kill cut: calls before Route made the transfer, and made but unanswered. */
  const kills: Array<{ lost: number; unanswered: number }> = [];
  let server = await started(env);
  try {
    const admin = await adminTokenOver(base, ADMIN);
    const companies = await owedAirlines(base, fake, admin, prefix);

    // 1. Transfer calls in flight, none made yet: kill -9. (The payout jobs run side by side
    // in a batch, but a job booked while a batch runs waits for the next one: at least one.)
    let release = fake.holdTransfers('before');
    const run = ok(
      await call(base, 'POST', ADMIN_PAYOUTS_RUN_PATH, { token: admin }),
      'payout run',
    );
    expect(run.items.map((p: PayoutView) => p.state)).toEqual(companies.map(() => 'PENDING'));
    const inFlight = () => (fake.state.transfersWaiting > 0 ? true : undefined);
    await until(inFlight, 'a transfer in flight');
    await killed(server);
    logs.push(server.output());
    const lost = release();
    expect(fake.transfers).toEqual([]);

    // 2. Restarted: the jobs run again (a killed process's once their leases end), and this
    // time Route makes the transfers, but the server is killed before an answer is back.
    release = fake.holdTransfers('after');
    server = await started(env);
    await until(inFlight, 'a transfer made');
    await killed(server);
    logs.push(server.output());
    const unanswered = release();
    expect(fake.transfers.map((t) => t.id)).toEqual(
      unanswered.map((key) => fake.transferOfKey(key)?.id),
    );
    const during = await target.open();
    try {
      // Made at Route, unknown to Saath: still owed, never lost; none is PAID yet.
      const states = await queryRows<{ idempotency_key: string; state: string }>(
        during.db,
        sql`SELECT idempotency_key, state FROM payouts`,
      );
      expect(states.filter((p) => p.state === 'PAID')).toEqual([]);
      for (const key of unanswered)
        expect(states.find((p) => p.idempotency_key === key)?.state).toBe('PENDING');
    } finally {
      await during.close();
    }
    kills.push({ lost: lost.length, unanswered: unanswered.length });

    // 3. Restarted with Route answering: the retries get the transfers already made.
    server = await started(env);
    const paid = await verifyPaidOnce(base, admin, fake, companies);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await verifyStored(target, fake, paid);
    console.log(
      `payout crash test on ${target.kind}: ${kills[0]!.lost} transfer calls cut before Route ` +
        `made them, ${kills[0]!.unanswered} made and cut before the answer; ` +
        `${paid.length} payouts, ${fake.transfers.length} ` +
        `transfers, ${fake.requests.filter((r) => r.path === '/v1/transfers').length} transfer calls, ` +
        `attempts ${paid.map((p) => p.attempts).join('/')}`,
    );
  } catch (error) {
    server.child.kill('SIGKILL');
    throw new Error(
      `${(error as Error).message}\nserver output:\n${logs.join('\n---\n')}${server.output()}`,
      { cause: error },
    );
  } finally {
    await fake.close();
  }
}

describe('kill -9 mid-payout, then restart', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('pays each airline once on PostgreSQL', async () => {
    const target = await postgresTarget('saath_payout_crash');
    try {
      await killMidPayout(target, 'P');
    } finally {
      await target.drop();
    }
  });

  it('pays each airline once on the embedded PGlite', async () => {
    await killMidPayout(pgliteTarget('saath-payout-crash-'), 'Q');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'pays each airline once when two processes on one PostgreSQL run payouts at once',
    async () => {
      const target = await postgresTarget('saath_payout_race');
      const fake = await startFakeRazorpay();
      const servers: ServerProcess[] = [];
      try {
        const ports = [await freePort(), await freePort()];
        for (const port of ports) servers.push(await started(serverEnv(port, fake, target)));
        const bases = ports.map((port) => `http://127.0.0.1:${port}`);
        const admin = await adminTokenOver(bases[0]!, ADMIN);
        const companies = await owedAirlines(bases[0]!, fake, admin, 'R');
        // Both processes, twice each, at once: the company's lock lets one book each balance.
        const runs = await Promise.all(
          [...bases, ...bases].map(async (base) =>
            ok(await call(base, 'POST', ADMIN_PAYOUTS_RUN_PATH, { token: admin }), 'run'),
          ),
        );
        const made = runs.flatMap((r) => r.items as PayoutView[]);
        expect(made.map((p) => p.company_id).sort()).toEqual([...companies].sort());
        const paid = await verifyPaidOnce(bases[1]!, admin, fake, companies);
        for (const server of servers) server.child.kill('SIGTERM');
        for (const server of servers) expect(await server.exited).toBe(0);
        await verifyStored(target, fake, paid);
      } catch (error) {
        for (const server of servers) server.child.kill('SIGKILL');
        throw new Error(
          `${(error as Error).message}\nserver output:\n${servers.map((s) => s.output()).join('\n---\n')}`,
          { cause: error },
        );
      } finally {
        await fake.close();
        await target.drop();
      }
    },
  );
});
