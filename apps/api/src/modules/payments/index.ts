import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork, type OnWork, type Work } from '../../platform/work.ts';
import { registerMoneyTimelineRoutes } from './money-timeline.routes.ts';
import { createCircuit } from './payments.circuit.ts';
import type { ProviderRefundSnapshot } from './payments.contract.ts';
import { createPaymentDesk, type PaymentDesk } from './payments.desk.ts';
import type { PaymentLifecycle, TransferEvents } from './payments.ports.ts';
import { createSandboxProvider, sandboxSecret, type PaymentProvider } from './payments.provider.ts';
import { createRefundJobs } from './payments.refunds.ts';
import * as paymentRows from './payments.repository.ts';
import { findPayment as findPaymentRow, refundRequestOfTicket } from './payments.repository.ts';
import type { PaymentSnapshot, RefundRequestSnapshot } from './payments.snapshot.ts';
import { registerPaymentsRoutes } from './payments.routes.ts';
import { createPaymentsService, presentPayment } from './payments.service.ts';
import type { Payment } from '@saath/shared/payments';
import { createRazorpayProvider } from './razorpay.provider.ts';
import { createRefundProofs } from './refund-proofs.ts';

/*
 * The payments module's public API (ADR 0045). Other modules import this file only: its factory,
 * and the payment and refund rows an admin's console reads and decides in its own transactions.
 */
export { toRefund } from './payments.contract.ts';
// Each takes the caller's unit of work (ADR 0068, `asWork(tx)`) and answers snapshots, never
// rows: `onWork` and the annotations are types alone, the functions are the repository's own.
const paymentsOnWork = onWork(paymentRows);
export const { contactOf, refundedOf } = paymentsOnWork;
/** The refunds through the provider of these payments, each with its job's state. */
export const providerRefundsOf: (
  work: Work,
  paymentIds: string[],
) => Promise<ProviderRefundSnapshot[]> = paymentsOnWork.providerRefundsOf;
export const findPayment: (work: Work, id: string) => Promise<PaymentSnapshot | undefined> =
  paymentsOnWork.findPayment;
/** The payment, locked until the caller's transaction ends. */
export const lockPayment: (work: Work, id: string) => Promise<PaymentSnapshot | undefined> =
  paymentsOnWork.lockPayment;
export const findRefundRequest: (
  work: Work,
  id: string,
) => Promise<RefundRequestSnapshot | undefined> = paymentsOnWork.findRefundRequest;
/** Decides a pending request; undefined when it was decided already (by a racing admin). */
export const decideRefundRequest: (
  work: Work,
  id: string,
  decision: Parameters<typeof paymentRows.decideRefundRequest>[2],
) => Promise<RefundRequestSnapshot | undefined> = paymentsOnWork.decideRefundRequest;
export type { ProviderRefundSnapshot as ProviderRefund } from './payments.contract.ts';
export type { PaymentDesk } from './payments.desk.ts';
export type {
  PaymentSnapshot,
  RefundRequestSnapshot,
  RefundSnapshot,
} from './payments.snapshot.ts';
export type { PaymentLifecycle, TransferEvents } from './payments.ports.ts';
/** Razorpay's API client, which the airlines' payouts through Route share (ADR 0056). */
export { razorpayClient } from './razorpay.provider.ts';
/** The kind of job a provider refund is (the worker polls it at its own interval, ADR 0040). */
export { REFUND_JOB } from './payments.refunds.ts';

export type PaymentsModuleDeps = {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    | 'sandboxWebhookSecret'
    | 'jwtSecret'
    | 'razorpay'
    | 'paymentProvider'
    | 'publicUrl'
    | 'company'
    | 'upiCollectExpirySeconds'
  >;
  mail: MailWorker;
  log: FastifyBaseLogger;
  auth: Auth;
};

export type PaymentsApi = {
  /**
   * The money rules other modules call in their transactions (ADR 0018, 0039): a member's
   * share, the shares paid, refunds (the lifecycle's, an admin's, a cancelled ticket's).
   */
  desk: OnWork<PaymentDesk>;
  /** A cancelled ticket's refund request, if it has one (the tickets module shows it). */
  refundRequestOfTicket: OnWork<{ of: typeof refundRequestOfTicket }>['of'];
  /** Each provider's circuit breaker state, for the metrics (ADR 0036). */
  circuits: Record<string, () => number>;
  /**
   * A payment as GET /api/payments/{id} answers its payer, or null if it is not theirs (the
   * live module's payment stream, ADR 0057).
   */
  ofPayer(userId: string, id: string): Promise<Payment | null>;
};

/**
 * The routes take payments that may complete a group, which only the lifecycle may then book;
 * the lifecycle is built from this module's desk, so it comes as the plugin's options.
 */
export function createPaymentsModule(
  deps: PaymentsModuleDeps,
): AppModule<PaymentsApi, { lifecycle: PaymentLifecycle; transferEvents?: TransferEvents }> {
  const { db, clock, config, mail, log, auth } = deps;
  // ADR 0018, 0022: the sandbox is the provider unless Razorpay's keys are set.
  const sandbox = createSandboxProvider(
    sandboxSecret(config.sandboxWebhookSecret, config.jwtSecret),
  );
  // ADR 0036: every Razorpay call is time-limited and goes through its circuit breaker.
  const limits = config.paymentProvider;
  const razorpayCircuit =
    config.razorpay &&
    createCircuit('razorpay', {
      failures: limits.breakerFailures,
      pauseMs: limits.breakerPauseMs,
      log,
    });
  const razorpay =
    config.razorpay &&
    createRazorpayProvider(config.razorpay, {
      log,
      timeoutMs: limits.timeoutMs,
      circuit: razorpayCircuit || undefined,
    });
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  if (razorpay) providers.set(razorpay.name, razorpay);
  const refunds = createRefundJobs({ db, clock, providers, mail });
  const desk = createPaymentDesk({ clock, refunds, publicUrl: config.publicUrl });
  const proofs = createRefundProofs({ db, clock });
  return {
    plugin: async (app, { lifecycle, transferEvents }) => {
      const payments = createPaymentsService({
        db,
        clock,
        lifecycle,
        transferEvents,
        desk,
        refunds,
        providers,
        active: razorpay || sandbox,
        sandbox,
        razorpay,
        mail,
        upiCollectExpirySeconds: config.upiCollectExpirySeconds,
        publicUrl: config.publicUrl,
        company: config.company,
        log,
      });
      registerPaymentsRoutes(app, { payments, auth });
      // A member follows their money in a group and attaches proof to a refund request
      // (ADR 0042).
      registerMoneyTimelineRoutes(app, { db, proofs, auth });
    },
    api: {
      desk: onWork(desk),
      refundRequestOfTicket: onWork({ of: refundRequestOfTicket }).of,
      circuits: razorpayCircuit ? { razorpay: razorpayCircuit.stateValue } : {},
      async ofPayer(userId, id) {
        const p = await findPaymentRow(db, id);
        return p && p.userId === userId ? presentPayment(db, p) : null;
      },
    },
  };
}
