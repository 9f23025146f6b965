import type { PaymentRow, paymentRefunds, RefundRequestRow } from '../../db/schema/payments.ts';
import type { Carries } from '../../platform/snapshot.ts';

/**
 * A member's payment as other modules read it (ADR 0068): the admin's refunds pass it back to
 * the payments desk. The payments module owns it and builds it from its row; amounts in paise.
 */
export type PaymentSnapshot = {
  id: string;
  communityId: string;
  userId: string;
  provider: string;
  providerOrderId: string;
  providerPaymentId: string | null;
  status: string;
  amountPaise: number;
  farePaise: number;
  feePaise: number;
  gstPaise: number;
  creditsPaise: number;
  waiversUsed: number;
  creditsShortfallPaise: number;
  waiversShortfall: number;
  passengers: number;
  mismatchAmount: number | null;
  mismatchCurrency: string | null;
  mismatchRefundRef: string | null;
  createdAt: Date;
  paidAt: Date | null;
};

/**
 * A member's refund request as an admin decides it (ADR 0024): whose, for which payment and
 * ticket, how much and why. The decision's own fields stay the payments module's.
 */
export type RefundRequestSnapshot = {
  id: string;
  ticketId: string | null;
  paymentId: string;
  communityId: string;
  userId: string;
  reason: string;
  amountPaise: number;
  status: string;
};

/** A refund through the provider as a payment's page shows it (ADR 0036): amount and state. */
export type RefundSnapshot = {
  id: string;
  paymentId: string;
  /** Minor units of `currency` (paise for INR). */
  amount: number;
  currency: string | null;
  status: string;
  providerRefundId: string | null;
  /** The money ledger's entry and the job that sends it (an admin's console shows both). */
  ledgerId: number | null;
  jobId: string | null;
  createdAt: Date;
  processedAt: Date | null;
};

// tsc fails here when the table and the snapshot part ways.
export type _RowIsSnapshot = Carries<PaymentSnapshot, PaymentRow>;
export type _RefundRequestRowIsSnapshot = Carries<RefundRequestSnapshot, RefundRequestRow>;
export type _RefundRowIsSnapshot = Carries<RefundSnapshot, typeof paymentRefunds.$inferSelect>;
