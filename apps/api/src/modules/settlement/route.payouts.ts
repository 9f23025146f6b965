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
  status: 'created' | 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  error?: { description?: string | null } | null;
};

/** The part of Route's reversal entity a recovery reads. */
type Reversal = { id: string; amount: number; notes?: Record<string, unknown> | unknown[] };

/** The linked account a payout is sent to has no id yet. */
export const NO_LINKED_ACCOUNT =
  'The airline has no Razorpay linked account yet: an admin sets it (its payout account)';

/** The note a transfer carries: the key the payout sent it with (its webhook names it back). */
export const TRANSFER_KEY_NOTE = 'saath_transfer_key';
/** The note a reversal carries: the recovery's key (Route has no idempotency header for it). */
export const REVERSAL_KEY_NOTE = 'saath_recovery_key';

/**
 * Payouts through Razorpay Route (ADR 0056, 0062): a direct transfer from Saath's Razorpay
 * balance to the airline company's linked account (`acc_…`, set by an admin), in paise, with
 * the payout's current key in Route's idempotency header, so a transfer retried after a lost
 * answer is the same transfer. The key also goes in the transfer's notes: Route's webhooks
 * carry the transfer entity with its notes, which is how `transfer.processed` and
 * `transfer.failed` find their payout even when they arrive before the answer was recorded.
 * A transfer Route accepts is only sent: it is paid when `transfer.processed` comes.
 */
export function routePayouts(call: RazorpayCall): PayoutProvider {
  return {
    name: 'razorpay',
    async transfer({ account, amount, idempotencyKey }) {
      if (!account) throw new Error(NO_LINKED_ACCOUNT);
      const transfer = await call<Transfer>(
        'POST',
        '/transfers',
        { account, amount, currency: 'INR', notes: { [TRANSFER_KEY_NOTE]: idempotencyKey } },
        { [ROUTE_IDEMPOTENCY_HEADER]: idempotencyKey },
      );
      if (transfer.status === 'failed')
        return {
          ref: transfer.id,
          outcome: 'failed',
          reason: `Route transfer ${transfer.id} failed: ${transfer.error?.description ?? 'no reason given'}`,
        };
      return { ref: transfer.id, outcome: 'sent' };
    },
    /**
     * Reverses part of a paid transfer back to Saath's balance. Route documents no idempotency
     * header for reversals, so the recovery's key rides in the reversal's notes and a retry
     * first lists the transfer's reversals: one already made with this key (its answer lost) is
     * returned, not made again.
     */
    async reverse({ transferId, amount, idempotencyKey }) {
      const path = `/transfers/${encodeURIComponent(transferId)}/reversals`;
      const made = await call<{ items: Reversal[] }>('GET', path);
      const seen = made.items.find(
        (r) => r.notes && !Array.isArray(r.notes) && r.notes[REVERSAL_KEY_NOTE] === idempotencyKey,
      );
      if (seen) return { ref: seen.id };
      const reversal = await call<Reversal>('POST', path, {
        amount,
        notes: { [REVERSAL_KEY_NOTE]: idempotencyKey },
      });
      return { ref: reversal.id };
    },
  };
}

/** A Route transfer event as the payouts read it. */
export type TransferEvent = {
  type: 'transfer.processed' | 'transfer.failed';
  transferId: string;
  /** The key the transfer was made with (its notes); null when it carries none of ours. */
  key: string | null;
  /** The amount Route moved, in paise; null when the body carries no whole number. */
  amount: number | null;
  reason: string | null;
};

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * Route's `transfer.processed` / `transfer.failed` webhook body (`{event, payload: {transfer:
 * {entity}}}`), already verified by the payments' webhook handler; null for any other event.
 */
export function parseTransferEvent(rawBody: string): TransferEvent | null {
  let body: Record<string, unknown> | null;
  try {
    body = record(JSON.parse(rawBody));
  } catch {
    return null;
  }
  const type = body?.event;
  if (type !== 'transfer.processed' && type !== 'transfer.failed') return null;
  const entity = record(record(record(body?.payload)?.transfer)?.entity);
  const id = entity?.id;
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) return null;
  const key = record(entity?.notes)?.[TRANSFER_KEY_NOTE];
  const description = record(entity?.error)?.description;
  const amount = entity?.amount;
  return {
    type,
    transferId: id,
    key: typeof key === 'string' && key.length <= 100 ? key : null,
    amount: Number.isSafeInteger(amount) && (amount as number) >= 0 ? (amount as number) : null,
    reason: typeof description === 'string' ? description.slice(0, 300) : null,
  };
}
