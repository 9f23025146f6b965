import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAID_STATUSES } from '@saath/shared/payment-rules';
import { communities } from './groups.ts';
import { jobs } from './jobs.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

// One attempt by a member to pay their share of a group awaiting payment, through a provider
// (docs/product/money.md, ADR 0018). The status follows the money ledger below.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's order (Razorpay order id; the sandbox names its own). */
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').notNull().default('CREATED'),
    // What the share was made of when the payment was created (all paise).
    amountPaise: integer('amount_paise').notNull(),
    farePaise: integer('fare_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    creditsPaise: integer('credits_paise').notNull().default(0),
    waiversUsed: smallint('waivers_used').notNull().default(0),
    /**
     * ADR 0030: of the credit and waivers this payment applied, what the member no longer held
     * when it was captured (a replaced order paid after its credit went to another payment).
     * The member keeps the price they were quoted; the platform absorbs this much and the
     * admin payments list shows it. Zero on every other payment.
     */
    creditsShortfallPaise: integer('credits_shortfall_paise').notNull().default(0),
    waiversShortfall: smallint('waivers_shortfall').notNull().default(0),
    passengers: smallint('passengers').notNull(),
    /**
     * A capture of another amount or currency than this payment's (a provider's or a forged
     * order's mistake): what was captured, in that currency's minor units, and the provider's
     * refund of all of it. It was never taken as payment (the payment is FAILED, the member may
     * pay again) nor entered in the money ledger, which holds the INR we accepted; an admin
     * sees it in the payments list. Null on every other payment.
     */
    mismatchAmount: integer('mismatch_amount'),
    mismatchCurrency: text('mismatch_currency'),
    mismatchRefundRef: text('mismatch_refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * ADR 0057: how the member paid, as the provider's capture said ('UPI' or 'CARD'; null
     * before, or for a method the receipts do not name), and what identifies it to them: the
     * masked VPA ('ra***@okicici') or the card's last four digits. Never a whole VPA or card.
     */
    method: text('method'),
    methodDetail: text('method_detail'),
    /**
     * ADR 0057: the sandbox's UPI collect request for this payment, if one was sent: the masked
     * VPA it went to, its state (PENDING, then APPROVED, DECLINED or EXPIRED, once) and when it
     * expires. The sandbox keeps it here in place of a provider's own records.
     */
    upiCollectVpa: text('upi_collect_vpa'),
    upiCollectState: text('upi_collect_state'),
    upiCollectExpiresAt: timestamp('upi_collect_expires_at', { withTimezone: true }),
    /** ADR 0023: 'SAATH/2026-27/000001', given once when the money is captured. */
    receiptNumber: text('receipt_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_member_idx').on(t.communityId, t.userId),
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    // One open and one paid share per member and group, whatever requests race. The open one
    // leads with the user: a member's credit read sums their open payments in every group, and
    // with the group first that read would walk the whole index (every open payment's entry,
    // and those of paid ones until vacuum removes them) on each payment.
    uniqueIndex('payments_one_open_per_member')
      .on(t.userId, t.communityId)
      .where(sql`status = 'CREATED'`),
    // "Paid or partly refunded" is the rule's own list (packages/shared/src/payment-rules.ts).
    uniqueIndex('payments_one_paid_per_member')
      .on(t.communityId, t.userId)
      .where(sql.raw(`status IN (${PAID_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check(
      'payments_amount_adds_up',
      sql`${t.amountPaise} = ${t.farePaise} + ${t.feePaise} + ${t.gstPaise} - ${t.creditsPaise} AND ${t.amountPaise} > 0`,
    ),
    check('payments_method', sql`${t.method} IN ('UPI', 'CARD')`),
    check(
      'payments_upi_collect_state',
      sql`${t.upiCollectState} IN ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED')`,
    ),
    check(
      'payments_shortfall_within_applied',
      sql`${t.creditsShortfallPaise} BETWEEN 0 AND ${t.creditsPaise} AND ${t.waiversShortfall} BETWEEN 0 AND ${t.waiversUsed}`,
    ),
  ],
);

// The append-only money ledger: captures, refunds and credit uses, in paise (always positive;
// `kind` says which way). Balances and totals are sums; rows are never updated (a trigger in
// migration 0008 refuses it).
export const moneyLedger = pgTable(
  'money_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The provider's id of the capture or refund. */
    providerRef: text('provider_ref'),
    reason: text('reason'),
    /**
     * ADR 0024: a refund of a sold seat (an approved refund request or an admin's refund of a
     * booked group's payment), as opposed to one that undoes a capture that bought nothing.
     */
    postSale: boolean('post_sale').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('money_ledger_payment_idx').on(t.paymentId),
    index('money_ledger_community_idx').on(t.communityId),
    // A payment is captured once and its credits used once, however often the event comes.
    uniqueIndex('money_ledger_once_per_payment')
      .on(t.paymentId, t.kind)
      .where(sql`kind IN ('CAPTURE', 'CREDIT_USE')`),
    check('money_ledger_kind', sql`${t.kind} IN ('CAPTURE', 'REFUND', 'CREDIT_USE')`),
    check('money_ledger_positive', sql`${t.amountPaise} > 0`),
  ],
);

// Provider events already handled: a repeated delivery finds its id here and changes nothing.
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// ADR 0023: the last receipt number given in each financial year. The row is locked by the
// capturing transaction, so numbers are unique and gap-free (a rolled-back capture gives its
// number back), as India's invoice series must be; a sequence would leave gaps.
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('receipt_counters_positive', sql`${t.lastNumber} > 0`)],
);

export type PaymentRow = typeof payments.$inferSelect;

// A cancelled ticket's claim under the refund policy (docs/product/money.md, ADR 0024), for the
// policy amount or what is left of the member's payment if less; staff approve or decline it.
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('PENDING'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // A ticket is cancelled once, so it claims once.
    uniqueIndex('refund_requests_ticket_key').on(t.ticketId),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_payment_idx').on(t.paymentId),
    check('refund_requests_status', sql`${t.status} IN ('PENDING', 'APPROVED', 'DECLINED')`),
    check('refund_requests_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type RefundRequestRow = typeof refundRequests.$inferSelect;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

// The proof a member attaches to their refund request (a certificate, a letter): one file per
// request, replaceable while it is pending, kept in the database beside the request so that a
// backup holds both and no file store has to be run (ADR 0042). Its type is what its first
// bytes say it is, never what the upload claimed.
export const refundRequestProofs = pgTable(
  'refund_request_proofs',
  {
    refundRequestId: uuid('refund_request_id')
      .primaryKey()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'refund_request_proofs_media_type',
      sql`${t.mediaType} IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')`,
    ),
    check(
      'refund_request_proofs_size',
      sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} = octet_length(${t.content})`,
    ),
  ],
);

// ADR 0036: a refund paid out through the provider by a `payment_refund` job, never inside the
// transaction that decided it (a provider call there held the group's row lock and, on PGlite,
// the only connection). The money ledger's REFUND row (`ledger_id`) is the accounting and is
// written with this row; this row is the provider's side of it: PENDING until the provider
// accepts the refund, then PROCESSED with its refund id. A capture of the wrong amount or
// currency (never in the ledger) is refunded the same way with no ledger row. The row's id is
// the idempotency key sent to the provider, so a job that runs twice refunds once.
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The REFUND row this pays out; null for a capture-mismatch refund (not in the ledger). */
    ledgerId: integer('ledger_id').references(() => moneyLedger.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** What the provider refunds: its payment id (the order id where it gave none). */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** Minor units of `currency` (paise for INR). */
    amount: integer('amount').notNull(),
    currency: text('currency'),
    status: text('status').notNull().default('PENDING'),
    providerRefundId: text('provider_refund_id'),
    /** The job that calls the provider (its attempts and last error are what admins see). */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_ledger_key').on(t.ledgerId),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'PENDING'`),
    check('payment_refunds_status', sql`${t.status} IN ('PENDING', 'PROCESSED')`),
    check('payment_refunds_positive', sql`${t.amount} > 0`),
    check(
      'payment_refunds_processed_has_id',
      sql`(${t.status} = 'PROCESSED') = (${t.providerRefundId} IS NOT NULL)`,
    ),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
