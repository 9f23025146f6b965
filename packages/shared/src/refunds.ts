import { z } from 'zod';
import { REFUND_AMOUNT_PAISE } from './constants.ts';
import { atMostMessage, textField } from './fields.ts';
import { type Message, msg } from './i18n.ts';
import { formatAmountInText } from './money.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { PAYMENT_STATUSES, REFUND_STATUSES, paymentRefundSchema } from './payments.ts';
import { proofSchema } from './refund-proofs.ts';
import { REFUND_POLICY } from './refund-policy.ts';
import { ticketSchema } from './tickets.ts';

// docs/product/money.md (ADR 0024): a cancelled ticket's reason,
// the refund requests an eligible reason opens, and the admin's payments and refunds.

/** The refund policy: the reasons a member may give; all but OTHER are eligible. */
export const CANCEL_REASONS = [
  'MEDICAL',
  'DEATH_IN_FAMILY',
  'JOB_LOSS',
  'NATURAL_DISASTER',
  'OTHER',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, Message> = {
  MEDICAL: msg('Medical reasons'),
  DEATH_IN_FAMILY: msg('A death in the family'),
  JOB_LOSS: msg('Job loss'),
  NATURAL_DISASTER: msg('A natural disaster'),
  OTHER: msg('Other (changed plans, missed flight, …)'),
};
export const isRefundEligible = (reason: CancelReason) => reason !== 'OTHER';
export { REFUND_AMOUNT_PAISE };

export const NOTE_MAX = 500;
export const CANCEL_REASON_REQUIRED = msg('Choose the reason for cancelling');
const noteField = (label: string) =>
  textField(label, { multiline: true }).max(NOTE_MAX, {
    error: atMostMessage(label, NOTE_MAX),
  });

/**
 * PUT /api/tickets/{id}/cancel. The body is optional: the client before refund requests sent
 * none, and such a call is taken as OTHER (it offered no reason, so no refund is opened).
 */
export const cancelTicketBodySchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, { error: CANCEL_REASON_REQUIRED }),
    note: noteField('Note').optional(),
  })
  .strict()
  // No body at all reaches the schema as null (Fastify); both mean the legacy call.
  .nullish()
  .transform((body) => body ?? { reason: 'OTHER' as const });
export type CancelTicketBody = NonNullable<z.input<typeof cancelTicketBodySchema>>;

/** FULL_REFUND: cancelled inside a significant schedule change's window (ADR 0054). */
export const CANCEL_OUTCOMES = [
  'REFUND_REQUESTED',
  'NO_REFUND',
  'NOTHING_TO_REFUND',
  'FULL_REFUND',
] as const;
export type CancelOutcome = (typeof CANCEL_OUTCOMES)[number];

export const refundRequestedMessage = (amountPaise: number) =>
  `We have opened a refund request of ${formatAmountInText(amountPaise)}: ` +
  `send us your proof ${REFUND_POLICY.claimWindow}. ${REFUND_POLICY.processing}`;
export const NO_REFUND_MESSAGE = `No refund applies to this reason. ${REFUND_POLICY.none}`;
export const NOTHING_TO_REFUND_MESSAGE = msg('Nothing paid for this ticket is left to refund.');

/** The ticket as before, plus what its cancellation did about a refund. */
export const cancelledTicketSchema = ticketSchema.extend({
  cancellation: z.object({
    reason: z.enum(CANCEL_REASONS),
    outcome: z.enum(CANCEL_OUTCOMES),
    message: z.string(),
    refund_request_id: z.string().nullable(),
    /** Paise requested; 0 when no request was opened. */
    refund_amount: z.number().int(),
  }),
});
export type CancelledTicket = z.infer<typeof cancelledTicketSchema>;

// ---- refund requests (admin) ----------------------------------------------------------------

export const REFUND_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

export const refundRequestQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(REFUND_REQUEST_STATUSES, {
      error: `Status must be one of ${REFUND_REQUEST_STATUSES.join(', ')}`,
    })
    .optional(),
});
export type RefundRequestQuery = z.output<typeof refundRequestQuerySchema>;

export const refundRequestIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Refund request id must be a UUID') }),
});

export const decideRefundBodySchema = z
  .object({
    approve: z.boolean({ error: msg('approve must be true or false') }),
    note: noteField('Note').optional(),
  })
  .strict();
export type DecideRefundBody = z.input<typeof decideRefundBodySchema>;

const personSchema = z.object({ user_id: z.string(), name: z.string(), email: z.string() });
const groupRefSchema = z.object({
  community_id: z.string(),
  rfq_number: z.string(),
  from_location: z.string(),
  to_location: z.string(),
});

export const refundRequestSchema = z.object({
  refund_request_id: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  reason: z.enum(CANCEL_REASONS),
  note: z.string().nullable(),
  amount: z.number().int(),
  ticket_id: z.string(),
  ticket_number: z.string(),
  passenger_name: z.string(),
  payment_id: z.string(),
  member: personSchema,
  group: groupRefSchema,
  decided_by: personSchema.nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** What the member attached (open it from GET /api/refund-requests/{id}/proof); null: none. */
  proof: proofSchema.nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const refundRequestPageSchema = pagedSchema(refundRequestSchema);

// ---- payments (admin) -------------------------------------------------------------------------

export const adminPaymentSchema = z.object({
  payment_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  provider: z.string(),
  member: personSchema,
  group: groupRefSchema,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /**
   * ADR 0030: credit (paise) and fee waivers the payment applied that the member no longer
   * held when it was captured. The member kept the quoted price; the platform absorbed this.
   * Non-zero only for an order paid after it had been replaced: an admin decides whether to
   * recover it.
   */
  credit_shortfall: z.object({ credits: z.number().int(), waivers: z.number().int() }),
  /**
   * A capture of another amount or currency than the payment's: never taken as payment (the
   * payment is FAILED), refunded in full through the provider. `amount` is in the minor units
   * of `currency` (null when the provider did not say); `refund_id` is the provider's refund.
   * Null on every other payment: an admin checks the order with the provider.
   */
  capture_mismatch: z
    .object({
      amount: z.number().int(),
      currency: z.string().nullable(),
      refund_id: z.string().nullable(),
      /** ADR 0036: where the provider is with that refund (a background job). */
      refund_status: z.enum(REFUND_STATUSES).nullable(),
    })
    .nullable(),
  /**
   * ADR 0036: every refund of the payment (a capture mismatch's too, kind CAPTURE_MISMATCH),
   * oldest first, with its job: PENDING while the provider has not accepted it (attempts and
   * the last error say why), FAILED once the job is dead (retry it from the failed jobs).
   */
  refunds: z.array(
    paymentRefundSchema.extend({
      refund_id: z.string(),
      kind: z.enum(['REFUND', 'CAPTURE_MISMATCH']),
      job_id: z.string().nullable(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    }),
  ),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const moneyTotalsSchema = z.object({
  /** Paise captured, refunded, and captured − refunded, over every payment. */
  captured: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const adminPaymentPageSchema = pagedSchema(adminPaymentSchema).extend({
  totals: moneyTotalsSchema,
});
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

export const REFUND_AMOUNT_REQUIRED = msg('Amount must be a whole number of paise above 0');
export const adminRefundBodySchema = z
  .object({
    amount: z
      .number({ error: REFUND_AMOUNT_REQUIRED })
      .int({ error: REFUND_AMOUNT_REQUIRED })
      .min(1, { error: REFUND_AMOUNT_REQUIRED })
      .max(100_000_000, { error: msg('Amount is larger than any payment') }),
    reason: textField('Reason', { required: 'Reason is required', multiline: true })
      .min(1, { error: msg('Reason is required') })
      .max(NOTE_MAX, { error: `Reason must be at most ${NOTE_MAX} characters` }),
  })
  .strict();
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;

// What the API answers when a refund is refused, and what the console says.
export const REFUND_REQUEST_NOT_FOUND = msg('Refund request not found');
export const REFUND_ALREADY_DECIDED = msg('This refund request has already been decided');
export const refundMoreThanLeft = (leftPaise: number) =>
  `Only ${formatAmountInText(leftPaise)} of this payment is left to refund`;
export const NOTHING_LEFT_TO_REFUND = msg('Nothing of this payment is left to refund');
export const NOT_CAPTURED = msg('This payment was never captured: there is nothing to refund');
export const REFUND_WHILE_AWAITING = msg(
  'The group is still awaiting payment: end or book the group before refunding part of a share',
);
export const REFUND_MESSAGES = {
  paymentsFailed: msg('Failed to load payments. Please try again later.'),
  requestsFailed: msg('Failed to load refund requests. Please try again later.'),
  noPayments: msg('No payments found.'),
  noRequests: msg('No refund requests found.'),
  refundFailed: msg('Failed to refund. Please try again.'),
  decideFailed: msg('Failed to decide the refund request. Please try again.'),
} as const;
