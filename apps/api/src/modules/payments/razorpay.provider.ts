import { isCleanText } from '@saath/shared/fields';
import type { RazorpayConfig } from '../../config.ts';
import type { Circuit } from './payments.circuit.ts';
import {
  MAX_EVENT_AMOUNT,
  ProviderUnavailable,
  lastFourOf,
  maskedVpaOf,
  type PaidWith,
  hmac,
  sameSignature,
  type Headers,
  type PaymentProvider,
  type ProviderEvent,
} from './payments.provider.ts';

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
/**
 * Razorpay names each event in this header, but the signature covers the body only: anyone
 * replaying a signed body could choose it. Never read; the event's identity comes from the body.
 */
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** The name Razorpay Checkout shows above the amount. */
const MERCHANT_NAME = 'Saath';
const TIMEOUT_MS = 5_000;
/** Razorpay's header that makes a refund request idempotent (its Refunds API). */
export const RAZORPAY_REFUND_IDEMPOTENCY_HEADER = 'x-refund-idempotency';

/** The parts of Razorpay's entities this app reads (docs: Orders, Payments, Refunds APIs). */
export type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string };
export type RazorpayPayment = {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** 'upi', 'card', 'netbanking', 'wallet', … */
  method?: string;
  vpa?: string | null;
  upi?: { vpa?: string | null } | null;
  card?: { last4?: string | null } | null;
};
export type RazorpayRefund = { id: string; payment_id: string; amount: number };

type Log = { warn(details: object, message: string): void };

/**
 * ADR 0022: a small typed client on `fetch` (the official package hard-codes its host and does
 * not time out), basic auth key_id:key_secret, every call bounded by a timeout
 * (PAYMENT_PROVIDER_TIMEOUT_MS) and, when given, through the provider's circuit breaker
 * (ADR 0036): while it is open, a call fails at once with a 503 instead of waiting.
 */
export function razorpayClient(
  config: RazorpayConfig,
  timeoutMs: number,
  log: Log | undefined,
  circuit: Circuit | undefined,
) {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  // The operator sees why (the client only that Razorpay could not be reached).
  return async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ) {
    const attempt = () => send<T>(method, path, body, headers);
    try {
      return await (circuit ? circuit.run(attempt) : attempt());
    } catch (error) {
      if (error instanceof ProviderUnavailable)
        log?.warn({ why: error.why, outage: error.outage }, 'Razorpay call failed');
      throw error;
    }
  };
  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    headers: Record<string, string>,
  ) {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}/v1${path}`, {
        method,
        headers: {
          authorization: auth,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`${method} ${path}: ${(error as Error).message}`, true);
    }
    const answer = await response.text().catch(() => '');
    if (!response.ok) {
      // A 4xx (but 429) is Razorpay refusing this request (a bad amount, a refund more than is
      // left, an idempotent retry still in progress): Razorpay itself is up.
      const outage = response.status >= 500 || response.status === 429;
      throw new ProviderUnavailable(
        `${method} ${path}: ${response.status} ${answer.slice(0, 500)}`,
        outage,
        response.status,
      );
    }
    try {
      return JSON.parse(answer) as T;
    } catch {
      throw new ProviderUnavailable(`${method} ${path}: not JSON`, true, response.status);
    }
  }
}

const EVENT_TYPES: ReadonlyArray<ProviderEvent['type']> = [
  'payment.captured',
  'payment.failed',
  'refund.processed',
];

type Entity = Record<string, unknown>;
const entityOf = (payload: unknown, name: string): Entity | null => {
  const wrapper = (payload as Record<string, unknown> | null)?.[name];
  const entity = (wrapper as Record<string, unknown> | null | undefined)?.entity;
  return entity && typeof entity === 'object' ? (entity as Entity) : null;
};
// An id is short, printable text: a NUL (which PostgreSQL refuses) or other control character
// makes the event unreadable rather than a failed query.
const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 && isCleanText(value)
    ? value
    : null;

/**
 * ADR 0057: the method of a Razorpay payment entity, as the receipts name it: UPI with its VPA
 * (`vpa`, or `upi.vpa` in newer payloads) masked, a card with its last four digits (`card.last4`);
 * netbanking, wallets and the rest are not named (null).
 */
export function paidWithOf(entity: Record<string, unknown> | null | undefined): PaidWith | null {
  if (!entity) return null;
  const nested = (key: string, field: string) => {
    const value = entity[key];
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : null;
  };
  if (entity.method === 'upi')
    return { method: 'UPI', detail: maskedVpaOf(entity.vpa ?? nested('upi', 'vpa')) };
  if (entity.method === 'card')
    return { method: 'CARD', detail: lastFourOf(nested('card', 'last4')) };
  return null;
}

/**
 * Razorpay's webhook body (`{event, payload: {payment: {entity}, refund: {entity}}}`) as the
 * one handler's event. Its identity is taken from the signed body: the event type and its
 * entity's id (a payment is captured or fails once, a refund is processed once), so every
 * delivery of one occurrence, retried or replayed under any header, is recorded once.
 */
export function parseRazorpayEvent(rawBody: string): ProviderEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const body = parsed as Entity;
  const type = body?.event as ProviderEvent['type'];
  if (!EVENT_TYPES.includes(type)) return null;
  const payment = entityOf(body.payload, 'payment');
  const refund = type === 'refund.processed' ? entityOf(body.payload, 'refund') : null;
  const subject = refund ?? payment;
  const orderId = text(payment?.order_id);
  const paymentId = text(refund ? refund.payment_id : payment?.id);
  const subjectId = text(subject?.id);
  if (!subject || !orderId || !paymentId || !subjectId) return null;
  const amount = subject.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) return null;
  if (amount > MAX_EVENT_AMOUNT) return null;
  return {
    id: `${type}:${subjectId}`,
    type,
    orderId,
    providerPaymentId: paymentId,
    amount,
    currency: text(subject.currency),
    paidWith: type === 'payment.captured' ? paidWithOf(payment) : null,
  };
}

/**
 * ADR 0022: Razorpay behind the same interface as the sandbox. Orders
 * and refunds are HTTP calls; Checkout runs in the browser; both signatures are HMAC-SHA256.
 */
export function createRazorpayProvider(
  config: RazorpayConfig,
  options: { timeoutMs?: number; log?: Log; circuit?: Circuit } = {},
) {
  const call = razorpayClient(
    config,
    options.timeoutMs ?? TIMEOUT_MS,
    options.log,
    options.circuit,
  );
  const provider = {
    name: 'razorpay' as const,
    async createOrder({ paymentId, amount }: { paymentId: string; amount: number }) {
      const order = await call<RazorpayOrder>('POST', '/orders', {
        amount,
        currency: 'INR',
        receipt: paymentId,
      });
      return { orderId: order.id };
    },
    checkout: ({ orderId, amount }: { orderId: string; amount: number }) => ({
      key_id: config.keyId,
      order_id: orderId,
      amount,
      currency: 'INR' as const,
      name: MERCHANT_NAME,
    }),
    verifyWebhook: (rawBody: string, headers: Headers) =>
      sameSignature(headers[RAZORPAY_SIGNATURE_HEADER], hmac(config.webhookSecret, rawBody)),
    parseEvent: parseRazorpayEvent,
    /**
     * ADR 0036: Razorpay refunds once per `X-Refund-Idempotency` key (the same body again
     * answers the first refund), so a job retried after a lost answer never refunds twice. The
     * key is our refund row's id, also sent as the refund's receipt for the dashboard.
     */
    async refund({
      providerPaymentId,
      amount,
      idempotencyKey,
    }: {
      providerPaymentId: string;
      amount: number;
      idempotencyKey: string;
    }) {
      const refund = await call<RazorpayRefund>(
        'POST',
        `/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        { amount, receipt: idempotencyKey.slice(0, 40), notes: { saath_refund: idempotencyKey } },
        { [RAZORPAY_REFUND_IDEMPOTENCY_HEADER]: idempotencyKey },
      );
      return { refundId: refund.id };
    },
    /** Checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
    verifyPayment: (orderId: string, paymentId: string, signature: string) =>
      sameSignature(signature, hmac(config.keySecret, `${orderId}|${paymentId}`)),
    fetchPayment: (paymentId: string) =>
      call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`),
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type RazorpayProvider = ReturnType<typeof createRazorpayProvider>;
