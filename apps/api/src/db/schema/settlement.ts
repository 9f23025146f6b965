import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './airlines.ts';

/**
 * The airline ledger (docs/product/money.md "What the airlines are owed", ADR 0055): what each
 * airline company is owed for the seats it ticketed, append-only, in positive paise; `kind`
 * says which way. PAYABLE: a ticket turned ISSUED (its fare); REVERSAL: that ticket was
 * cancelled, voided or handed to another airline (the same fare back); PAYOUT: money paid to the
 * airline. A balance is a sum of rows, never a stored figure.
 *
 * No foreign keys: a ledger row must outlive whatever it names (a ticket or group removed with
 * its user, a company renamed), as the money ledger's group column does.
 */
export const airlineLedger = pgTable(
  'airline_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id').notNull(),
    communityId: uuid('community_id'),
    ticketId: uuid('ticket_id'),
    /** The payout this row pays (PAYOUT rows only). */
    payoutId: uuid('payout_id'),
    /** The recovery (a reversal of a paid transfer) this row books (RECOVERED rows only). */
    recoveryId: uuid('recovery_id'),
    kind: text('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('airline_ledger_company_idx').on(t.companyId, t.createdAt),
    index('airline_ledger_community_idx').on(t.communityId),
    // The same event is never booked twice, whoever books it and however often: one PAYABLE
    // and one REVERSAL per ticket and airline (a ticket handed to a fallback airline is owed to
    // the second one afresh), one row per payout.
    uniqueIndex('airline_ledger_once_per_ticket')
      .on(t.ticketId, t.companyId, t.kind)
      .where(sql`ticket_id IS NOT NULL`),
    uniqueIndex('airline_ledger_once_per_payout')
      .on(t.payoutId)
      .where(sql`payout_id IS NOT NULL`),
    uniqueIndex('airline_ledger_once_per_recovery')
      .on(t.recoveryId)
      .where(sql`recovery_id IS NOT NULL`),
    check('airline_ledger_kind', sql`${t.kind} IN ('PAYABLE', 'REVERSAL', 'PAYOUT', 'RECOVERED')`),
    check('airline_ledger_positive', sql`${t.amountPaise} > 0`),
    // A seat's rows name their ticket and group; a payout's names its payout; a recovery's its
    // recovery.
    check(
      'airline_ledger_names_its_cause',
      sql`(${t.kind} = 'PAYOUT' AND ${t.payoutId} IS NOT NULL AND ${t.ticketId} IS NULL
            AND ${t.recoveryId} IS NULL)
        OR (${t.kind} = 'RECOVERED' AND ${t.recoveryId} IS NOT NULL AND ${t.ticketId} IS NULL
            AND ${t.payoutId} IS NULL)
        OR (${t.kind} IN ('PAYABLE', 'REVERSAL') AND ${t.ticketId} IS NOT NULL
            AND ${t.communityId} IS NOT NULL AND ${t.payoutId} IS NULL AND ${t.recoveryId} IS NULL)`,
    ),
  ],
);

export type AirlineLedgerRow = typeof airlineLedger.$inferSelect;

/**
 * A payout to one airline (ADR 0056): made in the transaction that books its PAYOUT ledger row,
 * then sent through the payout provider by a job, outside any transaction (ADR 0036), with the
 * payout's id as the idempotency key, so however often the job runs the airline is paid once.
 * PENDING until sent; SENT once the provider took it and is moving it to the airline's bank
 * (Route: a transfer made, its `transfer.processed` webhook still to come); PAID when the
 * provider confirms (the sandbox at once); FAILED while the provider refuses or reports the
 * transfer failed (the job tries again, an admin may retry it once it gave up). A payout is
 * never cancelled: its ledger row stands, and it is retried until paid (ADR 0062).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').notNull().default('PENDING'),
    /** The provider that sends it: 'sandbox' or 'razorpay' (Route transfers). */
    provider: text('provider').notNull(),
    /** The airline's account at the provider when the payout was made (Route linked account). */
    account: text('account'),
    /**
     * The key of its current transfer: the payout's id, then `<id>-<n>` after the n-th transfer
     * Razorpay reported failed (a failed transfer is final there, so the retry needs a new one;
     * ADR 0062).
     */
    idempotencyKey: text('idempotency_key').notNull(),
    providerRef: text('provider_ref'),
    /** How many of its transfers the provider reported failed (each a new key after it). */
    failedTransfers: integer('failed_transfers').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The job that sends it. */
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_key').on(t.idempotencyKey),
    index('payouts_company_idx').on(t.companyId, t.createdAt),
    check('payouts_state', sql`${t.state} IN ('PENDING', 'SENT', 'PAID', 'FAILED')`),
    check('payouts_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * A reconciliation run (ADR 0061): the nightly job's or an admin's, with what it found and the
 * whole report it found it in, so admins see the last nightly result, the metric reads its count
 * and the CSV export is of the report the alert named. `admin_user_id` has no foreign key: the
 * record outlives the admin's account, as the airline ledger's rows do.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    // In the order recorded: of two runs in the same instant the later one is the latest.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** 'NIGHTLY' (the daily job at RECONCILE_TIME) or 'ADMIN' (on demand). */
    trigger: text('trigger').notNull(),
    adminUserId: uuid('admin_user_id'),
    differences: integer('differences').notNull(),
    /** The report as the admins' API returns it (a Reconciliation). */
    report: jsonb('report').notNull(),
  },
  (t) => [
    index('reconciliation_runs_ran_at_idx').on(t.ranAt),
    check('reconciliation_runs_trigger', sql`${t.trigger} IN ('NIGHTLY', 'ADMIN')`),
    check('reconciliation_runs_differences', sql`${t.differences} >= 0`),
  ],
);

/**
 * A recovery (ADR 0062): money an airline owes back (its balance below zero, a fare refunded
 * after its payout) reversed from one of its paid Route transfers. Booked with its RECOVERED
 * ledger row under the company's lock, so the balance is back at zero at once and a second
 * admin's call finds nothing to recover; a job then asks Route for the reversal (outside any
 * transaction, ADR 0036) with the recovery's id as its key, retried until Route has made it.
 */
export const recoveries = pgTable(
  'recoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The payout whose transfer is reversed. */
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    /** Route's transfer id (the payout's provider reference when it was made). */
    transferId: text('transfer_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** PENDING until Route answers with a reversal (DONE); FAILED while it refuses. */
    state: text('state').notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Route's reversal id. */
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    adminUserId: uuid('admin_user_id'),
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recoveries_idempotency_key').on(t.idempotencyKey),
    index('recoveries_company_idx').on(t.companyId, t.createdAt),
    index('recoveries_payout_idx').on(t.payoutId),
    check('recoveries_state', sql`${t.state} IN ('PENDING', 'DONE', 'FAILED')`),
    check('recoveries_positive', sql`${t.amountPaise} > 0`),
  ],
);
