import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { textField } from '@saath/shared/fields';
import {
  PROVIDER_UNAVAILABLE,
  isVpa,
  maskVpa,
  type PaymentMethod,
  type PaymentProviderName,
} from '@saath/shared/payments';
import { HttpError } from '../../platform/errors.ts';

/** What a provider's checkout needs on the client (ADR 0018). */
export type Checkout =
  | { url: string }
  | { key_id: string; order_id: string; amount: number; currency: 'INR'; name: string };

/**
 * How a captured payment was made, as its provider reported it, already reduced to what is kept
 * (ADR 0057): a masked VPA or a card's last four digits.
 */
export type PaidWith = { method: PaymentMethod; detail: string | null };

const MASKED_VPA = /^[a-z0-9]{1,2}\*\*\*@[a-z][a-z0-9]{1,63}$/;
/** A VPA as a provider sent it, masked; one already masked is kept; anything else is unknown. */
export const maskedVpaOf = (value: unknown): string | null =>
  typeof value !== 'string'
    ? null
    : isVpa(value)
      ? maskVpa(value)
      : MASKED_VPA.test(value)
        ? value
        : null;
/** Four digits, or unknown. */
export const lastFourOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}$/.test(value) ? value : null;

/** A provider's event, as the one webhook handler understands it. */
export type ProviderEvent = {
  id: string;
  type: 'payment.captured' | 'payment.failed' | 'refund.processed';
  orderId: string;
  providerPaymentId: string | null;
  /** Minor units of `currency` (paise for INR). */
  amount: number;
  /** ISO 4217 code as the provider reports it; null when it does not say. */
  currency: string | null;
  /** A capture's method, when the provider named one the receipts name (UPI, card). */
  paidWith?: PaidWith | null;
};

/** The largest amount an event may carry: what the payments' integer columns hold. */
export const MAX_EVENT_AMOUNT = 2_147_483_647;

export type Headers = Record<string, string | string[] | undefined>;

/**
 * ADR 0018: what the payment stage asks of a provider. The sandbox implements it in-process; a
 * Razorpay adapter (razorpay.provider.ts) implements the same calls over its API (orders, signatures, refunds).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(input: { paymentId: string; amount: number }): Promise<{ orderId: string }>;
  /** What the client opens to pay an order made by `createOrder` (the same order every time). */
  checkout(input: { paymentId: string; orderId: string; amount: number }): Checkout;
  /** True when the raw body carries this provider's valid signature. */
  verifyWebhook(rawBody: string, headers: Headers): boolean;
  /** The event in a verified body, or null when it is not one this app handles. */
  parseEvent(rawBody: string): ProviderEvent | null;
  /**
   * Refunds `amount` of a captured payment; resolves with the provider's refund id. The same
   * `idempotencyKey` (our refund row's id) never refunds twice: a retried job gets the refund
   * the first call made (ADR 0036).
   */
  refund(input: {
    providerPaymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}

/**
 * A provider call that did not succeed: the client sees a 502 with a plain detail, the operator
 * and the job's last error see `why`. `outage` says the provider could not answer (refused
 * connection, time-out, 5xx, 429) rather than refused the request: only outages open the
 * circuit breaker (payments.circuit.ts), a refusal is about one request.
 */
export class ProviderUnavailable extends HttpError {
  constructor(
    readonly why: string,
    readonly outage: boolean,
    readonly responseCode: number | null = null,
  ) {
    super(502, PROVIDER_UNAVAILABLE);
  }
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const hmac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether a given hex HMAC-SHA256 equals the expected one (timing-safe). */
export function sameSignature(given: string | string[] | undefined, expected: string) {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** The sandbox's webhook secret: SANDBOX_WEBHOOK_SECRET, else derived from the JWT secret
 * (the same in every worker and across restarts, and never sent anywhere). */
export const sandboxSecret = (configured: string | undefined, jwtSecret: string) =>
  configured ?? hmac(jwtSecret, 'saath-sandbox-webhook');

/** An id in an event: short printable text (PostgreSQL refuses a NUL in text). */
const eventId = (label: string) => textField(label, { trim: false }).min(1).max(100);

/**
 * A sandbox event body. A signature proves who sent it, not that it is well formed: anything
 * else (`null`, a NUL in an id, a fractional amount) is not an event and changes nothing.
 */
const sandboxEventSchema = z.object({
  id: eventId('id'),
  type: z.enum(['payment.captured', 'payment.failed', 'refund.processed']),
  order_id: eventId('order_id'),
  payment_id: eventId('payment_id').nullish(),
  amount: z.number().int().nonnegative().max(MAX_EVENT_AMOUNT),
  // The sandbox charges INR only; its events name it (older ones did not: INR).
  currency: z.string().max(3).default('INR'),
  // How the sandbox was paid (a card at its checkout, or a UPI collect it sent).
  method: z.enum(['upi', 'card']).nullish(),
  vpa: z.string().max(100).nullish(),
  card_last4: z.string().max(4).nullish(),
});

/**
 * The built-in sandbox (ADR 0018): orders are local, its checkout is the app's own
 * `/pay/{id}` page, and its events are HMAC-SHA256 signed and delivered through the same webhook
 * handler a real provider's are. Refunds succeed at once; the refund id is derived from the
 * idempotency key, so asking again for the same refund answers the same refund, in any process.
 */
export function createSandboxProvider(secret: string) {
  const sign = (rawBody: string) => hmac(secret, rawBody);
  const provider: PaymentProvider & { sign: typeof sign } = {
    name: 'sandbox',
    sign,
    async createOrder({ paymentId }) {
      return { orderId: `sbx_order_${paymentId}` };
    },
    checkout: ({ paymentId }) => ({ url: `/pay/${paymentId}` }),
    verifyWebhook: (rawBody, headers) =>
      sameSignature(headers[SANDBOX_SIGNATURE_HEADER], sign(rawBody)),
    parseEvent(rawBody) {
      let data: unknown;
      try {
        data = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = sandboxEventSchema.safeParse(data);
      if (!parsed.success) return null;
      const e = parsed.data;
      return {
        id: e.id,
        type: e.type,
        orderId: e.order_id,
        providerPaymentId: e.payment_id ?? null,
        amount: e.amount,
        currency: e.currency,
        paidWith:
          e.method === 'upi'
            ? { method: 'UPI', detail: maskedVpaOf(e.vpa) }
            : e.method === 'card'
              ? { method: 'CARD', detail: lastFourOf(e.card_last4) }
              : null,
      };
    },
    async refund({ idempotencyKey }) {
      return { refundId: `sbx_rfnd_${hmac(secret, `refund:${idempotencyKey}`).slice(0, 18)}` };
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** A sandbox event body, as the sandbox checkout (and tests) send it. */
export function sandboxEvent(
  type: ProviderEvent['type'],
  payment: { orderId: string; amount: number; currency?: string },
  paidWith?: { method: 'upi'; vpa: string } | { method: 'card'; card_last4: string },
): string {
  const id = randomBytes(9).toString('hex');
  return JSON.stringify({
    id: `sbx_evt_${id}`,
    type,
    order_id: payment.orderId,
    payment_id: `sbx_pay_${id}`,
    amount: payment.amount,
    currency: payment.currency ?? 'INR',
    ...paidWith,
  });
}
