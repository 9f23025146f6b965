import {
  NOT_SANDBOX_PAYMENT,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_OPEN,
  SANDBOX_VPA_DECLINED,
  SANDBOX_VPA_OK,
  UPI_COLLECT_EXPIRED,
  UPI_COLLECT_PENDING,
  UPI_NO_COLLECT,
  maskVpa,
  normaliseVpa,
  type UpiCollectState,
} from '@saath/shared/payments';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueue, JobError, type JobRow } from '../../platform/jobs.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  type SandboxProvider,
} from './payments.provider.ts';
import * as repo from './payments.repository.ts';

/** The job kind of the sandbox's UPI network: answering, expiring and reporting collects. */
export const SANDBOX_UPI_JOB = 'sandbox_upi';

type Step =
  /** The payer's app answers (the test VPAs answer at once). */
  | { step: 'answer'; decision: 'APPROVE' | 'DECLINE' }
  /** The collect's time is up: expired unless it was answered first. */
  | { step: 'expire' }
  /** A decision was made: its signed event goes to the webhook handler. */
  | { step: 'deliver' };

const SECOND = 1000;
const POLICY = {
  backoffMs: (attempts: number) => Math.min(60 * SECOND, SECOND * 2 ** Math.min(attempts, 6)),
  // Longer than any collect's life: an expiry job is created that far ahead of its run.
  maxAgeMs: 7 * 24 * 3600 * SECOND,
};

/**
 * ADR 0057: the sandbox models a UPI collect request as a real provider runs one. The member
 * names a VPA; the sandbox sends the collect and keeps its state on the payment (PENDING, then
 * APPROVED, DECLINED or EXPIRED, once: each change is conditional on PENDING under the
 * payment's lock, so an approval and the expiry never both win). The payer's "app" answers
 * through the job worker: at once for the test VPAs, or when the member presses approve or
 * decline on the sandbox page; the expiry is a job due at the collect's deadline, by the
 * injectable clock, never a browser timer. A decided collect becomes a signed sandbox event
 * delivered through `deliver` (the verified webhook handler), the path card payments take, so
 * nothing downstream knows it was UPI but the method it records.
 */
export function createSandboxUpi(deps: {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  sandbox: SandboxProvider;
  expirySeconds: number;
  deliver: (
    provider: 'sandbox',
    rawBody: string,
    headers: Record<string, string>,
  ) => Promise<boolean>;
}) {
  const { db, clock, mail } = deps;

  async function ownSandboxPayment(principal: Principal, id: string) {
    const p = await repo.findPayment(db, id);
    if (!p || p.userId !== principal.userId) throw notFound(PAYMENT_NOT_FOUND);
    if (p.provider !== 'sandbox') throw conflict(NOT_SANDBOX_PAYMENT);
    return p;
  }

  const expired = (p: PaymentRow, now: Date) =>
    p.upiCollectExpiresAt !== null && now.getTime() >= p.upiCollectExpiresAt.getTime();

  /** POST /api/payments/{id}/sandbox-upi: sends a collect request to `vpa`. */
  async function collect(principal: Principal, id: string, vpa: string) {
    await ownSandboxPayment(principal, id);
    const address = normaliseVpa(vpa);
    await db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, id);
      if (!p || p.status !== 'CREATED') throw conflict(PAYMENT_NOT_OPEN);
      // An approved collect whose event is still on its way is as good as paid: no second one.
      if (p.upiCollectState === 'PENDING' || p.upiCollectState === 'APPROVED')
        throw conflict(UPI_COLLECT_PENDING);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + deps.expirySeconds * SECOND);
      // Only the masked VPA is kept: the test VPAs' answer is decided now, so the whole address
      // need not wait anywhere for it.
      await repo.updatePayment(tx, id, {
        upiCollectVpa: maskVpa(address),
        upiCollectState: 'PENDING',
        upiCollectExpiresAt: expiresAt,
        updatedAt: now,
      });
      await enqueue(tx, clock, job(id, { step: 'expire' }, expiresAt));
      const answer =
        address === SANDBOX_VPA_OK
          ? 'APPROVE'
          : address === SANDBOX_VPA_DECLINED
            ? 'DECLINE'
            : null;
      if (answer) await enqueue(tx, clock, job(id, { step: 'answer', decision: answer }));
    });
    mail.kick();
  }

  /**
   * POST /api/payments/{id}/sandbox-upi/decision: the sandbox page's stand-in for the payer's
   * UPI app. A collect that is no longer pending refuses (409), an expired one saying so: a late
   * approval changes nothing.
   */
  async function decide(principal: Principal, id: string, decision: 'APPROVE' | 'DECLINE') {
    await ownSandboxPayment(principal, id);
    await db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, id);
      const now = clock.now();
      if (!p) throw notFound(PAYMENT_NOT_FOUND);
      if (p.upiCollectState === 'EXPIRED' || (p.upiCollectState === 'PENDING' && expired(p, now)))
        throw conflict(UPI_COLLECT_EXPIRED);
      if (p.upiCollectState !== 'PENDING' || p.status !== 'CREATED') throw conflict(UPI_NO_COLLECT);
      await settle(tx, p, decision === 'APPROVE' ? 'APPROVED' : 'DECLINED', now);
      await enqueue(tx, clock, job(id, { step: 'deliver' }));
    });
    mail.kick();
  }

  const job = (paymentId: string, step: Step, runAt?: Date) => ({
    kind: SANDBOX_UPI_JOB,
    target: paymentId,
    payload: { ...step, summary: `Sandbox UPI collect of payment ${paymentId}: ${step.step}` },
    runAt,
  });

  const settle = (tx: Db, p: PaymentRow, state: UpiCollectState, now: Date) =>
    repo.updatePayment(tx, p.id, { upiCollectState: state, updatedAt: now });

  async function run(row: JobRow) {
    const step = row.payload as Step;
    const paymentId = row.target;
    if (step.step === 'answer' || step.step === 'expire') {
      const early = await db.transaction(async (tx) => {
        const p = await repo.lockPayment(tx, paymentId);
        if (!p || p.upiCollectState !== 'PENDING') return false;
        const now = clock.now();
        if (step.step === 'answer') {
          // An answer after the deadline is the expiry's to record.
          if (!expired(p, now))
            await settle(tx, p, step.decision === 'APPROVE' ? 'APPROVED' : 'DECLINED', now);
          return false;
        }
        if (!expired(p, now)) return true;
        await settle(tx, p, 'EXPIRED', now);
        return false;
      });
      // A worker whose clock runs behind the deadline tries again shortly.
      if (early) throw new JobError('the collect request has not expired yet');
    }
    await deliverDecision(paymentId);
    return {};
  }

  /**
   * The decided collect's event, signed and handed to the webhook handler (idempotent by the
   * payment's state: a delivered event leaves the payment no longer CREATED, and a redelivery
   * after a crash between the two finds it so and stops).
   */
  async function deliverDecision(paymentId: string) {
    const p = await repo.findPayment(db, paymentId);
    if (!p || p.status !== 'CREATED') return;
    const state = p.upiCollectState;
    if (state !== 'APPROVED' && state !== 'DECLINED' && state !== 'EXPIRED') return;
    const body = sandboxEvent(
      state === 'APPROVED' ? 'payment.captured' : 'payment.failed',
      { orderId: p.providerOrderId, amount: p.amountPaise },
      { method: 'upi', vpa: p.upiCollectVpa ?? '' },
    );
    await deps.deliver('sandbox', body, { [SANDBOX_SIGNATURE_HEADER]: deps.sandbox.sign(body) });
  }

  mail.handle(SANDBOX_UPI_JOB, { run, ...POLICY, concurrency: 'parallel' });
  return { collect, decide };
}

export type SandboxUpi = ReturnType<typeof createSandboxUpi>;
