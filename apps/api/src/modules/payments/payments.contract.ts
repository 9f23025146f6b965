import type { PaymentRefund } from '@saath/shared/payments';
import type { ProviderRefund } from './payments.repository.ts';
import type { RefundSnapshot } from './payments.snapshot.ts';

// What other modules (the admin's payments list) present of payments the same way this one does.

/**
 * ADR 0036: a refund through the provider as the API shows it. PENDING until the provider
 * accepted it; a refund whose job was given up on is FAILED to admins (who retry it) and still
 * PENDING to its member (the money is still on its way to them).
 */
/** A provider refund as other modules read it: the refund's snapshot and its job's state. */
export type ProviderRefundSnapshot = Omit<ProviderRefund, 'refund'> & { refund: RefundSnapshot };

export function toRefund(r: ProviderRefundSnapshot, view: 'member' | 'admin'): PaymentRefund {
  const status =
    r.refund.status === 'PROCESSED'
      ? 'PROCESSED'
      : view === 'admin' && r.jobStatus === 'DEAD'
        ? 'FAILED'
        : 'PENDING';
  return {
    amount: r.refund.amount,
    currency: r.refund.currency,
    status,
    provider_refund_id: r.refund.providerRefundId,
    created_at: r.refund.createdAt.toISOString(),
    processed_at: r.refund.processedAt?.toISOString() ?? null,
  };
}
