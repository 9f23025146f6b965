import { randomUUID } from 'node:crypto';
import { formatPaise } from '@saath/shared/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueue, JobError, type JobRow } from '../../platform/jobs.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { ProviderUnavailable, type PaymentProvider } from './payments.provider.ts';
import * as repo from './payments.repository.ts';

/** The job kind that pays a refund out through its provider (ADR 0036). */
export const REFUND_JOB = 'payment_refund';

const MINUTE = 60 * 1000;
/**
 * A refused or unreachable refund is tried again from a minute on, doubling to an hour; after
 * a day it is DEAD and waits for an admin (failed jobs; the payments list shows it FAILED).
 */
export const REFUND_POLICY = {
  backoffMs: (attempts: number) => Math.min(60 * MINUTE, MINUTE * 2 ** Math.min(attempts - 1, 10)),
  maxAgeMs: 24 * 60 * MINUTE,
};

export type RefundOrder = {
  paymentId: string;
  /** The money ledger's REFUND row it pays out; null for a refused capture (not in the ledger). */
  ledgerId: number | null;
  provider: string;
  providerPaymentId: string;
  amount: number;
  currency: string | null;
};

/**
 * ADR 0036: refunds through a provider as jobs of the one job mechanism (ADR 0040). `queue`
 * runs in the transaction that decides the refund, beside its ledger row: a refund row (PENDING)
 * and its job, so the decision commits whole and no provider call holds the transaction. The
 * worker's handler then asks the provider, outside any transaction, with the refund row's id as
 * the idempotency key (a job run twice, or retried after a lost answer, refunds once), and
 * records the provider's refund id.
 */
export function createRefundJobs(deps: {
  db: Db;
  clock: Clock;
  providers: Map<string, PaymentProvider>;
  mail: MailWorker;
}) {
  const { db, clock } = deps;

  async function queue(tx: Db, order: RefundOrder) {
    const id = randomUUID();
    const what =
      order.currency === 'INR' || order.currency === null
        ? formatPaise(order.amount)
        : `${order.amount} ${order.currency} minor units`;
    // The job's target is the refund row: the handler reads what to refund from there.
    const jobId = await enqueue(tx, clock, {
      kind: REFUND_JOB,
      target: id,
      payload: {
        summary: `Refund ${what} of payment ${order.paymentId} through ${order.provider}`,
        what: order.ledgerId === null ? 'capture of another amount or currency' : 'refund',
      },
    });
    return repo.insertRefund(tx, { id, ...order, jobId, createdAt: clock.now() });
  }

  async function run(row: JobRow) {
    const refund = await repo.findRefund(db, row.target);
    // Gone with its payment (an account deleted), or paid out by an earlier run: done.
    if (!refund || refund.status === 'PROCESSED') return {};
    const provider = deps.providers.get(refund.provider);
    if (!provider) throw new JobError(`no provider ${refund.provider} to refund through`);
    let refundId: string;
    try {
      ({ refundId } = await provider.refund({
        providerPaymentId: refund.providerPaymentId,
        amount: refund.amount,
        idempotencyKey: refund.id,
      }));
    } catch (error) {
      // The admin's failed-jobs list shows why (the provider's answer), not the member's text.
      if (error instanceof ProviderUnavailable) throw new JobError(error.why, error.responseCode);
      throw error;
    }
    await db.transaction(async (tx) => {
      const done = await repo.markRefundProcessed(tx, refund.id, refundId, clock.now());
      // A refused capture's refund is also named on its payment (the admin payments list).
      if (done && done.ledgerId === null)
        await repo.recordMismatchRefund(tx, done.paymentId, done.providerPaymentId, refundId);
    });
    return {};
  }

  deps.mail.handle(REFUND_JOB, { run, ...REFUND_POLICY, concurrency: 'parallel' });
  return { queue };
}

export type RefundJobs = ReturnType<typeof createRefundJobs>;
