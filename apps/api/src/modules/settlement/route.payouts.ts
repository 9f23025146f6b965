import type { PayoutProvider } from './settlement.payouts.ts';

/** Route's direct transfers take their idempotency key in this header. */
export const ROUTE_IDEMPOTENCY_HEADER = 'x-transfer-idempotency';

/**
 * A call to Razorpay's API (the payments module's client, passed in by app.ts: basic auth,
 * time-out, refusals and outages as errors).
 */
export type RazorpayCall = <T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers?: Record<string, string>,
) => Promise<T>;

/** The part of Route's transfer entity a payout reads. */
type Transfer = {
  id: string;
  status: 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  error?: { description?: string | null } | null;
};

/** The linked account a payout is sent to has no id yet. */
export const NO_LINKED_ACCOUNT =
  'The airline has no Razorpay linked account yet: an admin sets it (its payout account)';

/**
 * Payouts through Razorpay Route (ADR 0056): a direct transfer from Saath's Razorpay balance to
 * the airline company's linked account (`acc_…`, set by an admin), in paise, with the payout's
 * idempotency key in Route's idempotency header, so a transfer retried after a lost answer is
 * the same transfer. A transfer Razorpay accepts is paid (it settles to the airline's bank on
 * Razorpay's schedule); one it refuses or marks failed is a refusal the payout job retries.
 */
export function routePayouts(call: RazorpayCall): PayoutProvider {
  return {
    name: 'razorpay',
    async transfer({ account, amount, idempotencyKey }) {
      if (!account) throw new Error(NO_LINKED_ACCOUNT);
      const transfer = await call<Transfer>(
        'POST',
        '/transfers',
        { account, amount, currency: 'INR' },
        { [ROUTE_IDEMPOTENCY_HEADER]: idempotencyKey },
      );
      if (transfer.status === 'failed')
        throw new Error(
          `Route transfer ${transfer.id} failed: ${transfer.error?.description ?? 'no reason given'}`,
        );
      return { ref: transfer.id };
    },
  };
}
