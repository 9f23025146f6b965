import { z } from 'zod';
import { FREE_MEMBER_LIMIT, TICKETING_FEE_PAISE } from './constants.ts';
import { gstOn } from './tickets.ts';

// docs/product/money.md: the contract of the payment routes.

export const PAYMENT_STATUSES = [
  'CREATED',
  'PAID',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Payments whose money was captured: they have a receipt (ADR 0023). */
export const RECEIPT_STATUSES: readonly PaymentStatus[] = [
  'PAID',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
];
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The sandbox's test cards (ADR 0018). */
export const SANDBOX_CARD_OK = '4111111111111111';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

// ---- messages ------------------------------------------------------------------------------------
export const NOT_AWAITING_PAYMENT = 'This group is not awaiting payment';
export const ALREADY_PAID = 'You have already paid your share for this group';
export const CANNOT_LEAVE_PAID =
  'You have paid for your seat, so you cannot leave this group; once it is booked, you can cancel your ticket';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_NOT_OPEN = 'This payment is no longer open';
export const NOT_SANDBOX_PAYMENT = 'This payment is not a sandbox payment';
export const USE_TEST_CARD = 'Use a test card: 4111 1111 1111 1111 or 4000 0000 0000 0002';
export const PAYMENT_RECEIVED = 'Payment received';
export const CARD_DECLINED = 'Your card was declined';
export const LATE_PAYMENT_REFUNDED =
  'The payment window had closed, so your payment was refunded in full';
export const BAD_SIGNATURE = 'The webhook signature is not valid';
export const UNKNOWN_PROVIDER = 'Unknown payment provider';
export const NOT_RAZORPAY_PAYMENT = 'This payment is not a Razorpay payment';
export const BAD_PAYMENT_SIGNATURE = 'The payment signature is not valid';
export const PROVIDER_UNAVAILABLE =
  'The payment provider could not be reached. Nothing was charged; please try again in a moment.';
/** ADR 0036: the provider failed repeatedly just now; it is not called until a pause ends. */
export const PROVIDER_PAUSED =
  'Payments are paused for a moment: the payment provider is not answering. Nothing was charged; please try again shortly.';
/** ADR 0036: the share changed twice while an order was being made for it. */
export const SHARE_CHANGED =
  'Your share changed while your payment was being prepared. Nothing was charged; please try again.';
export const NO_PAID_MEMBER_TO_BOOK = 'No member has paid yet: there is nothing to book';

// ---- the share rule --------------------------------------------------------------------------------

/** What one member owes, in paise, per ticket and in total. */
export type Share = {
  fare: number;
  fee: number;
  gst: number;
  creditsApplied: number;
  amountDue: number;
  waiversUsed: number;
  /** Per ticket, in passenger order: what each ticket costs after credits. */
  tickets: Array<{ fare: number; fee: number; gst: number; credits: number }>;
};

/** The smallest amount a provider charges (₹1): credits never bring a share below it. */
export const MIN_CHARGE_PAISE = 100;

/**
 * docs/product/money.md: fare = winning price × passengers, plus per ticket
 * the ticketing fee and 18 % GST on it (none for members 1–2,000; each fee waiver covers one
 * ticket's fee), minus the credits the member applies (never below MIN_CHARGE_PAISE).
 */
export function shareOf(input: {
  pricePerTicket: number;
  passengers: number;
  memberNumber: number;
  feeWaivers: number;
  creditBalance: number;
  applyCredits: boolean;
}): Share {
  const free = input.memberNumber <= FREE_MEMBER_LIMIT;
  let waivers = free ? 0 : Math.max(0, input.feeWaivers);
  let waiversUsed = 0;
  const tickets = Array.from({ length: input.passengers }, () => {
    let fee = free ? 0 : TICKETING_FEE_PAISE;
    if (fee > 0 && waivers > 0) {
      fee = 0;
      waivers -= 1;
      waiversUsed += 1;
    }
    return { fare: input.pricePerTicket, fee, gst: gstOn(fee), credits: 0 };
  });
  const gross = tickets.reduce((n, t) => n + t.fare + t.fee + t.gst, 0);
  let credits = input.applyCredits
    ? Math.max(0, Math.min(input.creditBalance, gross - MIN_CHARGE_PAISE))
    : 0;
  const creditsApplied = credits;
  // The credits come off the tickets in order, so each ticket's price is what was paid for it.
  for (const t of tickets) {
    const take = Math.min(credits, t.fare + t.fee + t.gst);
    t.credits = take;
    credits -= take;
  }
  const sum = (k: 'fare' | 'fee' | 'gst') => tickets.reduce((n, t) => n + t[k], 0);
  return {
    fare: sum('fare'),
    fee: sum('fee'),
    gst: sum('gst'),
    creditsApplied,
    amountDue: gross - creditsApplied,
    waiversUsed,
    tickets,
  };
}

/** Digits only (spaces allowed in what is typed). */
export const normaliseCard = (card: string) => card.replace(/\s+/g, '');

// ---- requests --------------------------------------------------------------------------------------

export const createPaymentBodySchema = z
  .object({ apply_credits: z.boolean().optional() })
  .strict()
  .default({});
export const paymentIdParamsSchema = z.object({
  id: z.uuid({ error: 'Payment id must be a UUID' }),
});
export const providerParamsSchema = z.object({ provider: z.string().min(1).max(40) });
export const sandboxCheckoutBodySchema = z
  .object({
    card_number: z
      .string()
      .max(40)
      .regex(/^[\d ]+$/, { error: 'Card number must be digits (spaces allowed)' })
      .refine((v) => /^\d{12,19}$/.test(normaliseCard(v)), {
        error: 'Card number must have 12 to 19 digits',
      }),
  })
  .strict();

/** What Razorpay Checkout hands the page on success (ADR 0022). */
export const razorpayVerifyBodySchema = z
  .object({
    razorpay_payment_id: z
      .string()
      .regex(/^pay_[A-Za-z0-9]{1,40}$/, { error: 'Must be a Razorpay payment id (pay_…)' }),
    razorpay_order_id: z
      .string()
      .regex(/^order_[A-Za-z0-9]{1,40}$/, { error: 'Must be a Razorpay order id (order_…)' }),
    razorpay_signature: z
      .string()
      .regex(/^[0-9a-f]{64}$/, { error: 'Must be a hex HMAC-SHA256 signature' }),
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
