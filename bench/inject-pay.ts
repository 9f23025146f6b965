// CPU per payment of the pay path, in process (Fastify's inject: no socket, no load generator),
// against the bench database: a member creates their payment, then the sandbox's signed capture
// arrives (the two requests of `run.ts`'s pay case). What the API's JavaScript and PostgreSQL's
// processes spend on one payment once warm, even on a machine too busy for `run.ts`; with
// `--cpu-prof` Node writes a profile of it to read where that time goes.
//
//   BENCH_DATABASE_URL=… node --import tsx [--cpu-prof] bench/inject-pay.ts [apps/api/src]
//
// BENCH_PAY_MEMBERS (600): payments measured after a warm-up of a fifth as many;
// BENCH_PAY_CONCURRENCY (8): payments under way at once. Each run uses fresh groups (paid ones
// are BOOKED after it): regenerate the bench data when it runs out.
import pg from 'pg';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  sandboxSecret,
} from '../apps/api/src/modules/payments/payments.provider.ts';
import {
  BENCH_JWT_SECRET,
  benchDatabase,
  positiveEnv,
  vacuumAsAutovacuumWould,
} from './lib/common.ts';
import { TICKS_PER_SECOND, postgresTicks } from './lib/cpu.ts';
import { inProcessBench } from './lib/in-process.ts';
import { preparePayMembers, type PayMember } from './lib/pay.ts';

const MEMBERS = positiveEnv('BENCH_PAY_MEMBERS', 600);
const WARM_UP = Math.ceil(MEMBERS / 5);
const CONCURRENCY = positiveEnv('BENCH_PAY_CONCURRENCY', 8);

type Injectable = {
  inject(o: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload: string;
  }): Promise<{ statusCode: number; body: string }>;
};

async function main() {
  const { src, client, token, buildApi } = await inProcessBench();
  const members = await preparePayMembers(client, Math.ceil((MEMBERS + WARM_UP) / 7), token, []);
  await vacuumAsAutovacuumWould(client);
  await client.end();
  if (members.length < MEMBERS + WARM_UP) throw new Error('Too few members: regenerate the data');

  const app = await buildApi<Injectable & { close(): Promise<void> }>();
  const sandbox = createSandboxProvider(sandboxSecret(undefined, BENCH_JWT_SECRET));
  const failures = new Map<string, number>();
  const fail = (status: number, body: string) => {
    const key = `${status} ${body.slice(0, 80)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };

  async function pay(member: PayMember) {
    const created = await app.inject({
      method: 'POST',
      url: `/api/communities/${member.communityId}/payments`,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    if (created.statusCode !== 201) return fail(created.statusCode, created.body);
    const { payment_id, amount } = JSON.parse(created.body) as {
      payment_id: string;
      amount: number;
    };
    const raw = sandboxEvent('payment.captured', { orderId: `sbx_order_${payment_id}`, amount });
    const captured = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(raw),
      },
      payload: raw,
    });
    if (captured.statusCode !== 200) fail(captured.statusCode, captured.body);
  }

  async function run(batch: PayMember[]) {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < batch.length) await pay(batch[next++]!);
      }),
    );
  }

  await run(members.slice(0, WARM_UP));
  failures.clear();
  // The statements a payment sends, counted where the driver writes them: one Sync ends each
  // extended-protocol statement, a simple query has none.
  let statements = 0;
  const wire = (pg as unknown as { Connection: { prototype: Record<string, unknown> } }).Connection
    .prototype;
  for (const name of ['sync', 'query'] as const) {
    const original = wire[name] as (...a: unknown[]) => unknown;
    wire[name] = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
  }
  const measured = members.slice(WARM_UP, WARM_UP + MEMBERS);
  const database = benchDatabase().name;
  const postgresStart = postgresTicks(database);
  const start = process.cpuUsage();
  const wall = performance.now();
  await run(measured);
  const used = process.cpuUsage(start);
  const postgresUs = ((postgresTicks(database) - postgresStart) * 1e6) / TICKS_PER_SECOND;
  const seconds = (performance.now() - wall) / 1000;
  console.log(
    JSON.stringify({
      src,
      payments: measured.length,
      cpuUsPerPayment: Math.round((used.user + used.system) / measured.length),
      postgresUsPerPayment: Math.round(postgresUs / measured.length),
      paymentsPerSecond: Math.round(measured.length / seconds),
      statementsPerPayment: +(statements / measured.length).toFixed(1),
      failures: Object.fromEntries(failures),
    }),
  );
  await app.close();
  process.exit(0);
}

await main();
