import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatPaise } from '@saath/shared/money';
import {
  AIRLINE_COMPANY_NOT_FOUND,
  NOTHING_TO_RECOVER,
  NO_TRANSFERS_TO_REVERSE,
  type RecoveryView,
} from '@saath/shared/settlement';
import { queryRows, type Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { asWork, type Work } from '../../platform/work.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueue, JobError, type JobRow } from '../../platform/jobs.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { balanceSql, listFilter } from './settlement.repository.ts';
import { PAYOUT_POLICY, type PayoutProvider } from './settlement.payouts.ts';

/** The job kind that asks the provider for one reversal (ADR 0062). */
export const RECOVERY_JOB = 'airline_recovery';

/** The admin's audit row of one reversal, in its transaction (the admin module's writer). */
export type RecoveryAudit = (
  work: Work,
  row: {
    adminUserId: string;
    companyId: string;
    recoveryId: string;
    payoutId: string;
    amount: number;
    at: Date;
  },
) => Promise<void>;

type RecoveryDbRow = {
  id: string;
  company_id: string;
  company_name: string;
  payout_id: string;
  transfer_id: string;
  amount_paise: number;
  state: RecoveryView['state'];
  idempotency_key: string;
  provider_ref: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  done_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toView = (r: RecoveryDbRow): RecoveryView => ({
  recovery_id: r.id,
  company_id: r.company_id,
  company_name: r.company_name,
  payout_id: r.payout_id,
  transfer_id: r.transfer_id,
  amount: Number(r.amount_paise),
  state: r.state,
  provider_ref: r.provider_ref,
  attempts: Number(r.attempts),
  last_error: r.last_error,
  created_at: iso(r.created_at),
  done_at: r.done_at ? iso(r.done_at) : null,
});

/**
 * Recovering what an airline owes back through the payout provider (ADR 0062). An airline's
 * balance drops below zero when a seat already paid out is cancelled; an admin may take that
 * back from its latest paid Route transfers instead of waiting for its next payout to net it.
 *
 * Like a payout, a recovery is booked first and sent after: under the company's row lock (the
 * lock payouts take) it reads the balance, splits what is owed over the latest paid transfers
 * (never more than what is left of each: Route refuses to reverse more than was transferred),
 * and writes one recovery per transfer with its RECOVERED ledger row, its audit row and its
 * job, all or nothing. The balance is at zero when the transaction commits, so a second call
 * (another admin, a double click) waits on the lock and finds nothing to recover. The job asks
 * Route for the reversal outside any transaction (ADR 0036), with the recovery's id as its key.
 */
export function createRecoveries(deps: {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  provider: PayoutProvider;
  audit: RecoveryAudit;
}) {
  const { db, clock, provider } = deps;

  async function list(filter: { companyId?: string; ids?: string[] } = {}, limit = 100) {
    const rows = await queryRows<RecoveryDbRow>(
      db,
      sql`SELECT r.id, r.company_id, c.name AS company_name, r.payout_id, r.transfer_id,
            r.amount_paise, r.state, r.idempotency_key, r.provider_ref, r.attempts, r.last_error,
            r.created_at, r.done_at
          FROM recoveries r JOIN companies c ON c.id = r.company_id
          WHERE ${listFilter(filter)} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
    );
    return rows.map(toView);
  }

  async function recover(adminUserId: string, companyId: string): Promise<RecoveryView[]> {
    const made = await db.transaction(async (tx) => {
      const [company] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM companies WHERE id = ${companyId}::uuid FOR UPDATE`,
      );
      if (!company) throw notFound(AIRLINE_COMPANY_NOT_FOUND);
      const [row] = await queryRows<{ balance: string }>(
        tx,
        sql`SELECT ${balanceSql} AS balance FROM airline_ledger
            WHERE company_id = ${companyId}::uuid`,
      );
      let owed = -Number(row?.balance ?? 0);
      if (owed <= 0) throw conflict(NOTHING_TO_RECOVER);
      if (!provider.reverse) throw conflict(NO_TRANSFERS_TO_REVERSE);
      // The company's transfers this provider processed, newest first, with what is left of
      // each after the recoveries already taken from it.
      const transfers = await queryRows<{ id: string; provider_ref: string; left: string }>(
        tx,
        sql`SELECT p.id, p.provider_ref,
              p.amount_paise - coalesce((SELECT sum(r.amount_paise) FROM recoveries r
                                         WHERE r.payout_id = p.id), 0) AS left
            FROM payouts p
            WHERE p.company_id = ${companyId}::uuid AND p.state = 'PAID'
              AND p.provider = ${provider.name} AND p.provider_ref IS NOT NULL
            ORDER BY p.paid_at DESC, p.id DESC`,
      );
      const now = clock.now();
      const ids: string[] = [];
      for (const transfer of transfers) {
        const amount = Math.min(owed, Number(transfer.left));
        if (amount <= 0) continue;
        const id = randomUUID();
        const jobId = await enqueue(tx, clock, {
          kind: RECOVERY_JOB,
          target: id,
          payload: {
            summary: `Recovery of ${formatPaise(amount)} from transfer ${transfer.provider_ref}`,
          },
        });
        await tx.execute(
          sql`INSERT INTO recoveries (id, company_id, payout_id, transfer_id, amount_paise, state,
                idempotency_key, admin_user_id, job_id, created_at, updated_at)
              VALUES (${id}::uuid, ${companyId}::uuid, ${transfer.id}::uuid,
                ${transfer.provider_ref}, ${amount}, 'PENDING', ${id}, ${adminUserId}::uuid,
                ${jobId}::uuid, ${now}, ${now})`,
        );
        await tx.execute(
          sql`INSERT INTO airline_ledger (company_id, recovery_id, kind, amount_paise, created_at)
              VALUES (${companyId}::uuid, ${id}::uuid, 'RECOVERED', ${amount}, ${now})`,
        );
        await deps.audit(asWork(tx), {
          adminUserId,
          companyId,
          recoveryId: id,
          payoutId: transfer.id,
          amount,
          at: now,
        });
        ids.push(id);
        owed -= amount;
        if (owed === 0) break;
      }
      if (ids.length === 0) throw conflict(NO_TRANSFERS_TO_REVERSE);
      return ids;
    });
    deps.mail.kick();
    return list({ ids: made });
  }

  /** The job: asks for the reversal once (by its key), records Route's id or why it failed. */
  async function send(job: JobRow) {
    const [recovery] = await queryRows<RecoveryDbRow>(
      db,
      sql`SELECT r.*, '' AS company_name FROM recoveries r WHERE r.id = ${job.target}::uuid`,
    );
    if (!recovery || recovery.state === 'DONE' || !provider.reverse) return {};
    let ref: string;
    try {
      ({ ref } = await provider.reverse({
        transferId: recovery.transfer_id,
        amount: Number(recovery.amount_paise),
        idempotencyKey: recovery.idempotency_key,
      }));
    } catch (error) {
      const why = (error as Error).message.slice(0, 500);
      await db.execute(
        sql`UPDATE recoveries SET state = 'FAILED', attempts = attempts + 1, last_error = ${why},
              updated_at = ${clock.now()}
            WHERE id = ${recovery.id}::uuid AND state <> 'DONE'`,
      );
      throw new JobError(why);
    }
    const now = clock.now();
    await db.execute(
      sql`UPDATE recoveries SET state = 'DONE', attempts = attempts + 1, provider_ref = ${ref},
            last_error = NULL, done_at = ${now}, updated_at = ${now}
          WHERE id = ${recovery.id}::uuid AND state <> 'DONE'`,
    );
    return {};
  }

  deps.mail.handle(RECOVERY_JOB, { run: send, ...PAYOUT_POLICY, concurrency: 'parallel' });
  return { recover, list };
}

export type Recoveries = ReturnType<typeof createRecoveries>;
