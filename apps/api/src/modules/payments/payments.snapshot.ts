import type { PaymentRow } from '../../db/schema/payments.ts';

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

/** `Row` when it carries every field of `Snapshot`; a compile error otherwise. */
type Carries<Snapshot, Row extends Snapshot> = Row;
// tsc fails here when the table and the snapshot part ways.
export type _RowIsSnapshot = Carries<PaymentSnapshot, PaymentRow>;
