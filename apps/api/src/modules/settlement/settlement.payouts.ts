import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatPaise } from '@saath/shared/money';
import { nextIndiaTimeOfDay } from '@saath/shared/india-time';
import {
  PAYOUT_ALREADY_PAID,
  PAYOUT_ALREADY_PENDING,
  PAYOUT_NOT_FOUND,
  type PayoutState,
  type PayoutView,
} from '@saath/shared/settlement';
import { queryRows, type Db } from '../../db/client.ts';
import { parseTransferEvent } from './route.payouts.ts';
import { balanceSql, listFilter } from './settlement.repository.ts';
import type { Clock } from '../../platform/clock.ts';
import { asWork, type Work } from '../../platform/work.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueue, JobError, lockJob, retryDead, type JobRow } from '../../platform/jobs.ts';
import type { MailWorker } from '../../platform/mailer.ts';

/** The job kind that sends one payout through its provider (ADR 0056). */
export const PAYOUT_JOB = 'airline_payout';
/** The daily run at PAYOUT_TIME (India time): pays every airline, then queues the next day's. */
export const PAYOUT_RUN_JOB = 'airline_payout_run';

/**
 * The id of a daily job of `kind` due at `at`, the same in every process: several servers
 * scheduling the same day's run insert one job (the primary key has the last word).
 */
function dailyJobId(kind: string, at: Date): string {
  const hex = createHash('sha256').update(`${kind}:${at.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues the next daily job of `kind` at `time` (India time) unless it is queued already; the
 * job queues the one after it. Called when a server starts and by each run.
 */
export async function scheduleDaily(
  db: Db,
  clock: Clock,
  job: { kind: string; time: string; what: string },
): Promise<Date> {
  const now = clock.now();
  const at = nextIndiaTimeOfDay(now, job.time);
  await db.execute(
    sql`INSERT INTO jobs (id, kind, target, payload, run_at, created_at)
        VALUES (${dailyJobId(job.kind, at)}::uuid, ${job.kind}, ${at.toISOString()},
          ${JSON.stringify({ summary: `${job.what} at ${at.toISOString()}` })}::jsonb,
          ${at}, ${now})
        ON CONFLICT (id) DO NOTHING`,
  );
  return at;
}

const MINUTE = 60 * 1000;
/** A refused transfer is tried again from a minute on, doubling to an hour, for a day. */
export const PAYOUT_POLICY = {
  backoffMs: (attempts: number) => Math.min(60 * MINUTE, MINUTE * 2 ** Math.min(attempts - 1, 10)),
  maxAgeMs: 24 * 60 * MINUTE,
};

/**
 * Who moves the money to an airline. `transfer` is called outside any transaction with the
 * payout's current idempotency key: the same key twice pays once. Its outcome: `paid` (the
 * sandbox: done at once), `sent` (Route: the transfer is made, its webhook says when it is
 * processed) or `failed` (the provider made the transfer and reports it failed, a final state
 * there: the retry needs a new key, ADR 0062). A refusal or an outage throws.
 */
export type PayoutProvider = {
  name: string;
  transfer(order: {
    account: string | null;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ ref: string; outcome: 'paid' | 'sent' | 'failed'; reason?: string }>;
  /**
   * Takes `amount` back from a transfer this provider made (Route's reversals); the same key
   * twice reverses once. A provider without it (the sandbox) recovers nothing: what an airline
   * owes back is netted from its next payout.
   */
  reverse?(order: {
    transferId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ ref: string }>;
};

/** The default provider: records the payout as made, as the sandbox payment provider does. */
export const sandboxPayouts: PayoutProvider = {
  name: 'sandbox',
  transfer: async ({ idempotencyKey }) => ({
    ref: `sbx_trf_${idempotencyKey.slice(0, 18)}`,
    outcome: 'paid',
  }),
};

/** The admin's audit row for a run or a retry, written in the payout's transaction (the admin module's). */
export type PayoutAudit = (
  work: Work,
  row: { adminUserId: string; companyId: string; payoutId: string; amount: number; at: Date },
) => Promise<void>;

type PayoutDbRow = {
  id: string;
  company_id: string;
  company_name: string;
  amount_paise: number;
  state: PayoutState;
  provider: string;
  account: string | null;
  idempotency_key: string;
  provider_ref: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPayoutView(r: PayoutDbRow): PayoutView {
  return {
    payout_id: r.id,
    company_id: r.company_id,
    company_name: r.company_name,
    amount: Number(r.amount_paise),
    state: r.state,
    provider: r.provider,
    provider_ref: r.provider_ref,
    attempts: Number(r.attempts),
    last_error: r.last_error,
    created_at: iso(r.created_at),
    paid_at: r.paid_at ? iso(r.paid_at) : null,
  };
}

/**
 * Payouts to the airlines (ADR 0056). A run pays each airline whose balance is above zero: in
 * one short transaction per airline, under that company's row lock (nothing else of a group's
 * money is locked there), it reads the balance, writes the payout (PENDING), its PAYOUT ledger
 * row and the job that sends it. Two runs at once take turns on the lock, and the second finds
 * the balance already paid: nothing is paid twice. The provider is called by the job afterwards
 * (ADR 0036).
 */
export function createPayouts(deps: {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  provider: PayoutProvider;
  audit: PayoutAudit;
  /** The admin's audit row of a retried payout (the same writer, another action). */
  auditRetry: PayoutAudit;
  payoutTime: string;
}) {
  const { db, clock, provider } = deps;

  async function payOne(companyId: string, adminUserId: string | null): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [company] = await queryRows<{ id: string; payout_account: string | null }>(
        tx,
        sql`SELECT id, payout_account FROM companies WHERE id = ${companyId}::uuid FOR UPDATE`,
      );
      if (!company) return null;
      const [row] = await queryRows<{ balance: string }>(
        tx,
        sql`SELECT ${balanceSql} AS balance FROM airline_ledger WHERE company_id = ${companyId}::uuid`,
      );
      const amount = Number(row?.balance ?? 0);
      // Nothing due, or owed back (a reversal after a payout): the next positive balance is
      // paid net of it.
      if (amount <= 0) return null;
      const now = clock.now();
      const id = randomUUID();
      const jobId = await enqueue(tx, clock, {
        kind: PAYOUT_JOB,
        target: id,
        payload: { summary: `Payout of ${formatPaise(amount)} to company ${companyId}` },
      });
      await tx.execute(
        sql`INSERT INTO payouts (id, company_id, amount_paise, state, provider, account,
              idempotency_key, job_id, created_at, updated_at)
            VALUES (${id}::uuid, ${companyId}::uuid, ${amount}, 'PENDING', ${provider.name},
              ${company.payout_account}, ${id}, ${jobId}::uuid, ${now}, ${now})`,
      );
      await tx.execute(
        sql`INSERT INTO airline_ledger (company_id, payout_id, kind, amount_paise, created_at)
            VALUES (${companyId}::uuid, ${id}::uuid, 'PAYOUT', ${amount}, ${now})`,
      );
      if (adminUserId)
        await deps.audit(asWork(tx), { adminUserId, companyId, payoutId: id, amount, at: now });
      return id;
    });
  }

  /** Pays every airline its positive balance; returns the payouts made. */
  async function run(adminUserId: string | null = null): Promise<PayoutView[]> {
    const due = await queryRows<{ company_id: string }>(
      db,
      sql`SELECT company_id FROM airline_ledger GROUP BY company_id
          HAVING ${balanceSql} > 0
          ORDER BY company_id`,
    );
    const made: string[] = [];
    for (const { company_id } of due) {
      const id = await payOne(company_id, adminUserId);
      if (id) made.push(id);
    }
    if (made.length > 0) deps.mail.kick();
    return made.length === 0 ? [] : list({ ids: made });
  }

  async function list(filter: { companyId?: string; ids?: string[] } = {}, limit = 100) {
    const rows = await queryRows<PayoutDbRow>(
      db,
      sql`SELECT r.id, r.company_id, c.name AS company_name, r.amount_paise, r.state, r.provider,
            r.account, r.idempotency_key, r.provider_ref, r.attempts, r.last_error, r.created_at,
            r.paid_at
          FROM payouts r JOIN companies c ON c.id = r.company_id
          WHERE ${listFilter(filter)} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
    );
    return rows.map(toPayoutView);
  }

  /**
   * A transfer the provider reports failed (in its answer or its `transfer.failed` webhook):
   * final at Razorpay, so the payout takes a new key (`<id>-<n>`) for its next transfer and a
   * job to send it. Only the transfer of the payout's current key counts: a repeated event, or
   * one about an earlier transfer, changes nothing. Returns whether it changed the payout.
   */
  async function transferFailed(key: string, ref: string, why: string): Promise<boolean> {
    const changed = await db.transaction(async (tx) => {
      const [payout] = await queryRows<{ id: string }>(
        tx,
        sql`UPDATE payouts SET state = 'FAILED', failed_transfers = failed_transfers + 1,
              idempotency_key = id::text || '-' || (failed_transfers + 1), provider_ref = ${ref},
              last_error = ${why.slice(0, 500)}, updated_at = ${clock.now()}
            WHERE idempotency_key = ${key} AND state <> 'PAID'
            RETURNING id`,
      );
      if (!payout) return false;
      const jobId = await enqueue(tx, clock, {
        kind: PAYOUT_JOB,
        target: payout.id,
        payload: { summary: `Payout ${payout.id} sent again after its transfer ${ref} failed` },
      });
      await tx.execute(
        sql`UPDATE payouts SET job_id = ${jobId}::uuid WHERE id = ${payout.id}::uuid`,
      );
      return true;
    });
    if (changed) deps.mail.kick();
    return changed;
  }

  /** The transfer of the payout's current key is processed: the airline is paid. */
  async function transferProcessed(key: string, ref: string, amount: number | null) {
    const now = clock.now();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`UPDATE payouts SET state = 'PAID', provider_ref = ${ref}, last_error = NULL,
            paid_at = ${now}, updated_at = ${now}
          WHERE idempotency_key = ${key} AND state <> 'PAID' AND amount_paise = ${amount}
          RETURNING id`,
    );
    if (rows.length > 0) return true;
    // Route says it moved another sum than the payout's (or none): the airline was not paid what
    // the ledger booked, so the payout stays "sent, awaiting the bank" and carries the reason,
    // which the admins see on the Settlement tab.
    const moved = amount === null ? 'no amount' : formatPaise(amount);
    await db.execute(
      sql`UPDATE payouts
          SET last_error = 'Route reported transfer ' || ${ref} || ' processed for ' || ${moved}
                || ', not this payout''s amount: not marked paid',
              updated_at = ${now}
          WHERE idempotency_key = ${key} AND state <> 'PAID'`,
    );
    return false;
  }

  /**
   * The job: sends the payout's transfer with its current key and records what the provider
   * said: SENT (Route, its webhook to come), PAID (the sandbox) or why it failed. Each update
   * names the key it sent, so a webhook that came first (PAID, or FAILED with a new key) is
   * never undone.
   */
  async function send(job: JobRow) {
    const [payout] = await queryRows<PayoutDbRow>(
      db,
      sql`SELECT p.*, '' AS company_name FROM payouts p WHERE p.id = ${job.target}::uuid`,
    );
    if (!payout || payout.state === 'PAID' || payout.state === 'SENT') return {};
    const key = payout.idempotency_key;
    let sent: Awaited<ReturnType<PayoutProvider['transfer']>>;
    try {
      sent = await provider.transfer({
        account: payout.account,
        amount: Number(payout.amount_paise),
        idempotencyKey: key,
      });
    } catch (error) {
      // Refused, or no answer: the transfer may exist, so the retry keeps the key.
      const why = (error as Error).message.slice(0, 500);
      await db.execute(
        sql`UPDATE payouts SET state = 'FAILED', attempts = attempts + 1, last_error = ${why},
              updated_at = ${clock.now()}
            WHERE id = ${payout.id}::uuid AND idempotency_key = ${key}
              AND state IN ('PENDING', 'FAILED')`,
      );
      throw new JobError(why);
    }
    const now = clock.now();
    await db.execute(
      sql`UPDATE payouts SET attempts = attempts + 1, updated_at = ${now}
          WHERE id = ${payout.id}::uuid AND idempotency_key = ${key}`,
    );
    if (sent.outcome === 'failed') {
      const why = sent.reason ?? `Transfer ${sent.ref} failed`;
      await transferFailed(key, sent.ref, why);
      throw new JobError(why);
    }
    await db.execute(
      sql`UPDATE payouts SET state = ${sent.outcome === 'paid' ? 'PAID' : 'SENT'},
            provider_ref = ${sent.ref}, last_error = NULL,
            paid_at = ${sent.outcome === 'paid' ? now : null}, updated_at = ${now}
          WHERE id = ${payout.id}::uuid AND idempotency_key = ${key}
            AND state IN ('PENDING', 'FAILED')`,
    );
    return {};
  }

  /** Queues the next daily run (PAYOUT_TIME, India time) unless it is queued already. */
  const scheduleDailyRun = () =>
    scheduleDaily(db, clock, {
      kind: PAYOUT_RUN_JOB,
      time: deps.payoutTime,
      what: 'Daily payout run',
    });

  /**
   * An admin sends a FAILED payout again (ADR 0061): its job, dead or waiting out its back-off,
   * is due now with its age limit anew (the platform's dead-letter retry), the payout is PENDING
   * again and the retry is audited, all in one transaction under the payout's row lock. The job
   * sends the same idempotency key, so the airline is paid once however often it is retried.
   */
  async function retry(adminUserId: string, payoutId: string): Promise<PayoutView> {
    await db.transaction(async (tx) => {
      const [payout] = await queryRows<{
        company_id: string;
        amount_paise: number;
        state: string;
        job_id: string | null;
      }>(
        tx,
        sql`SELECT company_id, amount_paise, state, job_id FROM payouts
            WHERE id = ${payoutId}::uuid FOR UPDATE`,
      );
      if (!payout) throw notFound(PAYOUT_NOT_FOUND);
      if (payout.state === 'PAID') throw conflict(PAYOUT_ALREADY_PAID);
      if (payout.state !== 'FAILED' || payout.job_id === null)
        throw conflict(PAYOUT_ALREADY_PENDING);
      const now = clock.now();
      const job = await lockJob(tx, payout.job_id);
      const retried =
        job && (await retryDead(tx, job.id, now, PAYOUT_POLICY.maxAgeMs, { orWaiting: true }));
      // Its job is being run this moment: that try is the retry.
      if (!retried) throw conflict(PAYOUT_ALREADY_PENDING);
      await tx.execute(
        sql`UPDATE payouts SET state = 'PENDING', updated_at = ${now} WHERE id = ${payoutId}::uuid`,
      );
      await deps.auditRetry(asWork(tx), {
        adminUserId,
        companyId: payout.company_id,
        payoutId,
        amount: Number(payout.amount_paise),
        at: now,
      });
    });
    deps.mail.kick();
    const [view] = await list({ ids: [payoutId] });
    return view!;
  }

  deps.mail.handle(PAYOUT_JOB, { run: send, ...PAYOUT_POLICY, concurrency: 'parallel' });
  deps.mail.handle(PAYOUT_RUN_JOB, {
    run: async () => {
      await run(null);
      await scheduleDailyRun();
      return { queuedJobs: true };
    },
    ...PAYOUT_POLICY,
  });

  /**
   * A Route transfer webhook (verified by the payments' handler, ADR 0062): null when the body
   * is no transfer event; else whether it changed a payout. An event about a transfer none of
   * our payouts is waiting on (another environment's, an earlier failed one, a repeat) is
   * acknowledged and changes nothing.
   */
  async function transferEvent(rawBody: string): Promise<boolean | null> {
    const event = parseTransferEvent(rawBody);
    if (!event) return null;
    if (!event.key) return false;
    if (event.type === 'transfer.processed')
      return transferProcessed(event.key, event.transferId, event.amount);
    return transferFailed(
      event.key,
      event.transferId,
      `Route transfer ${event.transferId} failed: ${event.reason ?? 'no reason given'}`,
    );
  }

  return { run, list, retry, scheduleDailyRun, transferEvent };
}

export type Payouts = ReturnType<typeof createPayouts>;
