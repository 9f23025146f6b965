import { z } from 'zod';
import { CAPTURED_STATUSES } from './payment-rules.ts';
import { msg } from './i18n.ts';

// The contract of the payment routes (docs/product/money.md).

export const PAYMENT_STATUSES = [
  'CREATED',
  'PAID',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Payments whose money was captured: they have a receipt (ADR 0023). */
export const RECEIPT_STATUSES: readonly PaymentStatus[] = CAPTURED_STATUSES;
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How a payment was made, as its provider reported it (null: not known, or another method). */
export const PAYMENT_METHODS = ['UPI', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The sandbox's test VPAs (ADR 0057): a collect request to the first is approved, to the second
 * declined, by the sandbox itself; any other valid VPA waits for the sandbox page's approve or
 * decline, or expires.
 */
export const SANDBOX_VPA_OK = 'success@saath';
export const SANDBOX_VPA_DECLINED = 'failure@saath';

/** The sandbox's test cards (docs/product/money.md "Payments"). */
export const SANDBOX_CARD_OK = '4111111111111111';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

// ---- messages ------------------------------------------------------------------------------------
export const NOT_AWAITING_PAYMENT = msg('This group is not awaiting payment');
export const ALREADY_PAID = msg('You have already paid your share for this group');
export const CANNOT_LEAVE_PAID = msg(
  'You have paid for your seat, so you cannot leave this group; once it is booked, you can cancel your ticket',
);
export const PAYMENT_NOT_FOUND = msg('Payment not found');
export const PAYMENT_NOT_OPEN = msg('This payment is no longer open');
export const NOT_SANDBOX_PAYMENT = msg('This payment is not a sandbox payment');
export const USE_TEST_CARD = msg('Use a test card: 4111 1111 1111 1111 or 4000 0000 0000 0002');
export const PAYMENT_RECEIVED = msg('Payment received');
export const CARD_DECLINED = msg('Your card was declined');
export const LATE_PAYMENT_REFUNDED = msg(
  'The payment window had closed, so your payment was refunded in full',
);
export const BAD_SIGNATURE = msg('The webhook signature is not valid');
export const UNKNOWN_PROVIDER = msg('Unknown payment provider');
export const NOT_RAZORPAY_PAYMENT = msg('This payment is not a Razorpay payment');
export const BAD_PAYMENT_SIGNATURE = msg('The payment signature is not valid');
export const PROVIDER_UNAVAILABLE = msg(
  'The payment provider could not be reached. Nothing was charged; please try again in a moment.',
);
/** ADR 0036: the provider failed repeatedly just now; it is not called until a pause ends. */
export const PROVIDER_PAUSED = msg(
  'Payments are paused for a moment: the payment provider is not answering. Nothing was charged; please try again shortly.',
);
/** ADR 0036: the share changed twice while an order was being made for it. */
export const SHARE_CHANGED = msg(
  'Your share changed while your payment was being prepared. Nothing was charged; please try again.',
);
export const UPI_DECLINED = msg('The UPI payment was declined in the UPI app');
export const UPI_COLLECT_EXPIRED = msg('The UPI collect request expired before it was approved');
export const UPI_COLLECT_PENDING = msg('A UPI collect request for this payment is already waiting');
export const UPI_NO_COLLECT = msg('This payment has no UPI collect request waiting for approval');
export const UPI_COLLECT_SENT = msg('Collect request sent: approve it in your UPI app');
export const VPA_INVALID = msg('Enter a UPI ID like name@bank');
export const VPA_TOO_LONG = msg('A UPI ID has at most 100 characters');
export const NO_PAID_MEMBER_TO_BOOK = msg('No member has paid yet: there is nothing to book');

// ---- the share rule --------------------------------------------------------------------------------
// The share and the other money rules live in payment-rules.ts; re-exported for this contract's
// callers.
export {
  CAPTURED_STATUSES,
  MIN_CHARGE_PAISE,
  PAID_STATUSES,
  shareOf,
  type Share,
} from './payment-rules.ts';

/** Digits only (spaces allowed in what is typed). */
export const normaliseCard = (card: string) => card.replace(/\s+/g, '');

/**
 * A UPI ID (VPA) as NPCI shapes it: `name@handle`, the name of letters, digits, dots, hyphens
 * and underscores, the handle letters and digits (the bank's or app's, `okicici`, `ybl`). Case
 * does not matter to UPI: kept lower-case.
 */
const VPA = /^[a-z0-9][a-z0-9._-]{0,63}@[a-z][a-z0-9]{1,63}$/;
export const normaliseVpa = (vpa: string) => vpa.trim().toLowerCase();
export const isVpa = (vpa: string) => VPA.test(normaliseVpa(vpa));

/**
 * What of a VPA is kept and shown (ADR 0057): two characters of the name (one of a short name)
 * and the handle, so the payer recognises their account and nobody else learns it:
 * 'ravi.kumar@okicici' -> 'ra***@okicici'.
 */
export function maskVpa(vpa: string): string {
  const [name = '', handle = ''] = normaliseVpa(vpa).split('@');
  return `${name.slice(0, name.length > 3 ? 2 : 1)}***@${handle}`;
}

/** How receipts and pages name the method: 'UPI (ra***@okicici)', 'Card ending 4242'. */
export function paymentMethodLabel(
  method: PaymentMethod | null,
  detail: string | null,
): string | null {
  if (method === 'UPI') return detail ? `UPI (${detail})` : 'UPI';
  if (method === 'CARD') return detail ? `Card ending ${detail}` : 'Card';
  return null;
}

// ---- requests --------------------------------------------------------------------------------------

export const createPaymentBodySchema = z
  .object({ apply_credits: z.boolean().optional() })
  .strict()
  .default({});
export const paymentIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Payment id must be a UUID') }),
});
export const providerParamsSchema = z.object({ provider: z.string().min(1).max(40) });
export const sandboxCheckoutBodySchema = z
  .object({
    card_number: z
      .string()
      .max(40)
      .regex(/^[\d ]+$/, { error: msg('Card number must be digits (spaces allowed)') })
      .refine((v) => /^\d{12,19}$/.test(normaliseCard(v)), {
        error: msg('Card number must have 12 to 19 digits'),
      }),
  })
  .strict();

// No control character (a NUL among them) matches VPA: such a value is refused like any typo.
export const vpaField = z
  .string()
  .max(100, { error: VPA_TOO_LONG, abort: true })
  .refine(isVpa, { error: VPA_INVALID });
export const sandboxUpiBodySchema = z.object({ vpa: vpaField }).strict();
export type SandboxUpiBody = z.infer<typeof sandboxUpiBodySchema>;
/** The sandbox page's stand-in for the payer's UPI app. */
export const sandboxUpiDecisionBodySchema = z
  .object({ decision: z.enum(['APPROVE', 'DECLINE']) })
  .strict();

/** What Razorpay Checkout hands the page on success (ADR 0022). */
export const razorpayVerifyBodySchema = z
  .object({
    razorpay_payment_id: z
      .string()
      .regex(/^pay_[A-Za-z0-9]{1,40}$/, { error: msg('Must be a Razorpay payment id (pay_…)') }),
    razorpay_order_id: z
      .string()
      .regex(/^order_[A-Za-z0-9]{1,40}$/, { error: msg('Must be a Razorpay order id (order_…)') }),
    razorpay_signature: z
      .string()
      .regex(/^[0-9a-f]{64}$/, { error: msg('Must be a hex HMAC-SHA256 signature') }),
  })
  .strict();
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBodySchema>;

// ---- responses ------------------------------------------------------------------------------------

export const sandboxCheckoutSchema = z.object({ url: z.string() });
export const razorpayCheckoutSchema = z.object({
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
});
export const createPaymentResponseSchema = z.object({
  payment_id: z.string(),
  status: z.literal('CREATED'),
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(PAYMENT_PROVIDERS),
  checkout: z.union([sandboxCheckoutSchema, razorpayCheckoutSchema]),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/**
 * ADR 0036: a refund as the provider carries it out. The money ledger counts it as soon as it is
 * decided (`refunded_amount`); the provider's call is a background job, PENDING until the provider
 * accepts it, then PROCESSED with the provider's refund id. FAILED (admins only) is a refund
 * whose job was given up on: an admin retries it from the failed jobs.
 */
export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const paymentRefundSchema = z.object({
  /** Minor units of `currency` (paise for INR). */
  amount: z.number().int(),
  currency: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  provider_refund_id: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const UPI_COLLECT_STATES = ['PENDING', 'APPROVED', 'DECLINED', 'EXPIRED'] as const;
export type UpiCollectState = (typeof UPI_COLLECT_STATES)[number];
export const upiCollectSchema = z.object({
  vpa: z.string(),
  state: z.enum(UPI_COLLECT_STATES),
  expires_at: z.string(),
});

export const paymentSchema = z.object({
  payment_id: z.string(),
  community_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  provider_payment_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** ADR 0023: given when the money is captured ('SAATH/2026-27/000001'). */
  receipt_number: z.string().nullable(),
  /**
   * ADR 0036: the refunds of this payment, oldest first, with where the provider is with each
   * (the member sees PENDING until it is PROCESSED, never FAILED: staff retry it).
   */
  refunds: z.array(paymentRefundSchema),
  /** How it was paid, once the provider said (ADR 0057). */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** 'UPI (ra***@okicici)' or 'Card ending 4242', as the receipt names it; null until known. */
  method_label: z.string().nullable(),
  /**
   * The sandbox's UPI collect request of this payment, if one was sent: the masked VPA it went
   * to, when it expires and where it is (PENDING until approved, declined or expired).
   */
  upi_collect: upiCollectSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const sandboxCheckoutResponseSchema = z.object({
  payment_id: z.string(),
  status: z.enum(['PAID', 'FAILED']),
  message: z.string(),
});
export type SandboxCheckoutResponse = z.infer<typeof sandboxCheckoutResponseSchema>;

export const webhookAnswerSchema = z.object({ received: z.boolean() });

// The group record's payment fields live in groups.ts (the group pages read them without this
// module), the payment paths and the released-seat text in the zod-free group-status.ts.
export {
  MY_PAYMENT_STATUSES,
  myPaymentSchema,
  winningQuoteSchema,
  type MyPayment,
  type MyPaymentStatus,
  type WinningQuote,
} from './groups.ts';
export { PAYMENTS_API, SEAT_RELEASED } from './group-status.ts';
