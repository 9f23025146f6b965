import { z } from 'zod';
import { type Message, msg } from './i18n.ts';
import { nextIndiaTimeOfDay } from './india-time.ts';

/*
 * What the airlines are owed and paid (docs/product/money.md "What the airlines are owed",
 * ADR 0055). Members' fares are held until the winning airline issues their tickets; each
 * issued ticket makes its fare payable to that airline, a cancelled or voided one reverses it,
 * and payouts pay the balance. All amounts are paise.
 */

export const AIRLINE_BALANCE_PATH = '/api/airline/balance';
export const ADMIN_RECONCILIATION_PATH = '/api/admin/reconciliation';
/** The reconciliation runs (ADR 0061): the latest recorded, and an admin's run now. */
export const ADMIN_RECONCILIATION_RUNS_PATH = '/api/admin/reconciliation/runs';
export const ADMIN_RECONCILIATION_LATEST_PATH = '/api/admin/reconciliation/runs/latest';
/** The latest recorded run's differences as a spreadsheet, one row per difference. */
export const ADMIN_RECONCILIATION_CSV_PATH = '/api/admin/reconciliation.csv';
export const NO_RECONCILIATION_RUN = msg('No reconciliation has run yet');
/** An admin sends a failed payout again (ADR 0061), with its idempotency key unchanged. */
export const ADMIN_PAYOUT_RETRY_PATH = '/api/admin/payouts/:payoutId/retry';
export const adminPayoutRetryPath = (payoutId: string) => `/api/admin/payouts/${payoutId}/retry`;
export const payoutIdParamsSchema = z.object({
  payoutId: z.uuid({ error: msg('Payout id must be a UUID') }),
});
export const PAYOUT_NOT_FOUND = msg('Payout not found');
export const PAYOUT_ALREADY_PAID = msg('This payout is paid already');
export const PAYOUT_ALREADY_PENDING = msg('This payout is waiting for a try already');
export const AIRLINE_PAYOUTS_PATH = '/api/airline/payouts';
export const ADMIN_PAYOUTS_PATH = '/api/admin/payouts';
export const ADMIN_PAYOUTS_RUN_PATH = '/api/admin/payouts/run';
/** Where an airline company's payouts go: its Razorpay Route linked account (admins set it). */
export const ADMIN_PAYOUT_ACCOUNT_PATH = '/api/admin/airlines/:companyId/payout-account';
export const adminPayoutAccountPath = (companyId: string) =>
  `/api/admin/airlines/${companyId}/payout-account`;
export const PAYOUT_ACCOUNT_INVALID = msg(
  'Payout account must be a Razorpay linked account id (acc_ and 14 letters or digits)',
);
export const AIRLINE_COMPANY_NOT_FOUND = msg('Airline company not found');
export const payoutAccountParamsSchema = z.object({
  companyId: z.uuid({ error: msg('Company id must be a UUID') }),
});
export const payoutAccountBodySchema = z.object({
  account: z
    .string({ error: PAYOUT_ACCOUNT_INVALID })
    .regex(/^acc_[A-Za-z0-9]{14}$/, PAYOUT_ACCOUNT_INVALID),
});
export const payoutAccountSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  payout_account: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const PAYOUT_STATES = ['PENDING', 'SENT', 'PAID', 'FAILED'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/**
 * A payout's provider state as the console and the airline read it (ADR 0062): a Route
 * transfer is SENT when Razorpay took it and PAID on its `transfer.processed` webhook. A FAILED
 * one says so, beside its reason: the job tries it again for a day, an admin after that.
 */
export const PAYOUT_STATE_LABELS: Record<PayoutState, Message> = {
  PENDING: msg('Being sent'),
  SENT: msg('Sent, awaiting the bank'),
  PAID: msg('Paid'),
  FAILED: msg('Failed'),
};

/**
 * Recovering what an airline owes back through Razorpay Route (ADR 0062): its negative
 * balance reversed from its latest paid transfers.
 */
export const ADMIN_RECOVER_PATH = '/api/admin/airlines/:companyId/recover';
export const adminRecoverPath = (companyId: string) => `/api/admin/airlines/${companyId}/recover`;
export const NOTHING_TO_RECOVER = msg(
  'The airline owes nothing back: its balance is not below zero',
);
export const NO_TRANSFERS_TO_REVERSE = msg(
  'Nothing can be recovered through the payout provider: the airline has no paid Route transfer left to reverse (the next payout is paid net of what it owes)',
);
export const recoverParamsSchema = payoutAccountParamsSchema;

export const RECOVERY_STATES = ['PENDING', 'DONE', 'FAILED'] as const;
/** A failed reversal is not retried on its own: its job is dead, retried from Failed jobs. */
export const RECOVERY_STATE_LABELS: Record<(typeof RECOVERY_STATES)[number], Message> = {
  PENDING: msg('Reversal pending'),
  DONE: msg('Reversed'),
  FAILED: msg('Failed'),
};
/** One reversal of a paid transfer (a recovery may take several, newest transfer first). */
export const recoverySchema = z.object({
  recovery_id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  payout_id: z.string(),
  transfer_id: z.string(),
  amount: z.number().int(),
  state: z.enum(RECOVERY_STATES),
  /** Route's reversal id, once made. */
  provider_ref: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type RecoveryView = z.infer<typeof recoverySchema>;
export const recoveryListSchema = z.object({ items: z.array(recoverySchema) });
export const ADMIN_RECOVERIES_PATH = '/api/admin/recoveries';

/** A payout to an airline (ADR 0056): booked at once, sent by a job, retried until PAID. */
export const payoutSchema = z.object({
  payout_id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  amount: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ items: z.array(payoutSchema) });

/** How many of the latest ledger rows the balance shows. */
export const RECENT_LEDGER_ROWS = 20;

export const AIRLINE_LEDGER_KINDS = ['PAYABLE', 'REVERSAL', 'PAYOUT', 'RECOVERED'] as const;
export type AirlineLedgerKind = (typeof AIRLINE_LEDGER_KINDS)[number];

// Marked so the airline's balance page shows them in its language; the statement files keep the
// English (msg() returns its text unchanged).
export const AIRLINE_LEDGER_KIND_LABELS: Record<AirlineLedgerKind, Message> = {
  PAYABLE: msg('Ticket issued'),
  REVERSAL: msg('Ticket cancelled'),
  PAYOUT: msg('Payout'),
  RECOVERED: msg('Recovered from a payout'),
};

/**
 * Which way a ledger row moves the balance: a seat issued adds to what the airline is owed, and
 * so does money it gave back (a recovery reverses part of a payout); a reversal and a payout
 * take from it.
 */
export const addsToBalance = (kind: AirlineLedgerKind) =>
  kind === 'PAYABLE' || kind === 'RECOVERED';
/** A row's amount (positive paise) as it moves the balance. */
export const signedLedgerAmount = (kind: AirlineLedgerKind, amount: number) =>
  addsToBalance(kind) ? amount : -amount;

export const airlineLedgerRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(AIRLINE_LEDGER_KINDS),
  /** Paise, positive; PAYABLE adds to the balance, REVERSAL and PAYOUT take from it. */
  amount: z.number().int(),
  community_id: z.string().nullable(),
  rfq_number: z.string().nullable(),
  /** The seat as the airline knows it (its manifest): the passenger and its e-ticket number. */
  passenger_name: z.string().nullable(),
  eticket_number: z.string().nullable(),
  created_at: z.string(),
});
export type AirlineLedgerEntry = z.infer<typeof airlineLedgerRowSchema>;

export const airlineBalanceSchema = z.object({
  company_id: z.string(),
  /**
   * payable_total − reversed_total − paid_total + recovered_total; below zero when a reversal
   * came after a payout, until the next payout nets it or an admin recovers it.
   */
  balance: z.number().int(),
  payable_total: z.number().int(),
  reversed_total: z.number().int(),
  paid_total: z.number().int(),
  /** Reversed from earlier payouts through the provider (ADR 0062). */
  recovered_total: z.number().int(),
  upcoming_payout: z.object({
    /** The next payout run (PAYOUT_TIME, India time). */
    at: z.string(),
    /** What it would pay if it ran now: the balance, never below zero. */
    amount: z.number().int(),
  }),
  /** The latest ledger rows, newest first. */
  recent: z.array(airlineLedgerRowSchema),
});
export type AirlineBalance = z.infer<typeof airlineBalanceSchema>;

export const RECONCILIATION_RULES = {
  group:
    'captured + credits used = refunded + airline payable + held for the airline + fees + GST + kept of cancelled seats',
  groupEnded: 'a group that ended keeps nothing and owes its airlines nothing',
  groupAwaiting: 'a group awaiting payment holds its paid shares and owes its airline nothing yet',
  ticket: "an issued ticket's fare is payable to its airline once; any other ticket's is reversed",
  airline: "an airline's balance = fares of its issued tickets − payouts + recovered from payouts",
  payout:
    'each payout has one PAYOUT ledger row of its company and amount, and no such row is without its payout',
  recovery:
    'each recovery has one RECOVERED ledger row of its company and amount, and no such row is without its recovery',
} as const;

export const reconciliationDifferenceSchema = z.object({
  rule: z.string(),
  /** What the difference is about: a group, a ticket, an airline company, a payout, a recovery. */
  subject: z.enum(['GROUP', 'TICKET', 'AIRLINE', 'PAYOUT', 'RECOVERY']),
  id: z.string(),
  expected: z.number().int(),
  actual: z.number().int(),
  /** The rows involved, named ("ticket <id>", "airline_ledger <id>", ...). */
  rows: z.array(z.string()),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationGroupSchema = z.object({
  community_id: z.string(),
  rfq_number: z.string(),
  status: z.string(),
  captured: z.number().int(),
  refunded: z.number().int(),
  credits_used: z.number().int(),
  airline_payable: z.number().int(),
  held_for_airline: z.number().int(),
  fees: z.number().int(),
  gst: z.number().int(),
  cancelled_kept: z.number().int(),
  balanced: z.boolean(),
});

export const reconciliationAirlineSchema = z.object({
  company_id: z.string(),
  name: z.string(),
  /** The Razorpay Route linked account its payouts go to (ADR 0056); null until an admin sets it. */
  payout_account: z.string().nullable(),
  payable_total: z.number().int(),
  reversed_total: z.number().int(),
  paid_total: z.number().int(),
  recovered_total: z.number().int(),
  balance: z.number().int(),
  /** Fares of the company's issued tickets − payouts + recovered: what the balance must be. */
  expected_balance: z.number().int(),
});

export const reconciliationSchema = z.object({
  checked_at: z.string(),
  clean: z.boolean(),
  groups_checked: z.number().int(),
  owed_to_airlines: z.number().int(),
  paid_to_airlines: z.number().int(),
  groups: z.array(reconciliationGroupSchema),
  airlines: z.array(reconciliationAirlineSchema),
  differences: z.array(reconciliationDifferenceSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** Who ran a reconciliation: the nightly job, or an admin on demand. */
export const RECONCILIATION_TRIGGERS = ['NIGHTLY', 'ADMIN'] as const;

/** A recorded reconciliation run (ADR 0061): when, by whom, what it found, and its report. */
export const reconciliationRunSchema = z.object({
  run_id: z.string(),
  ran_at: z.string(),
  trigger: z.enum(RECONCILIATION_TRIGGERS),
  /** The admin who ran it; null for the nightly run (or an admin since removed). */
  admin_user_id: z.string().nullable(),
  differences_found: z.number().int(),
  report: reconciliationSchema,
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** The latest run of any kind (what the alert shows) and the latest nightly one. */
export const latestReconciliationSchema = z.object({
  latest: reconciliationRunSchema.nullable(),
  latest_nightly: reconciliationRunSchema.nullable(),
});
export type LatestReconciliation = z.infer<typeof latestReconciliationSchema>;

/**
 * What a difference is about, by name (the group's RFQ number, the airline's name); a ticket or
 * a payout is named by its id, which its rows carry.
 */
export function differenceName(d: ReconciliationDifference, report: Reconciliation): string {
  if (d.subject === 'GROUP')
    return report.groups.find((g) => g.community_id === d.id)?.rfq_number ?? d.id;
  if (d.subject === 'AIRLINE')
    return report.airlines.find((a) => a.company_id === d.id)?.name ?? d.id;
  return d.id;
}

/** The next payout run after `now`: today's PAYOUT_TIME in India if it is still ahead, else tomorrow's. */
export function nextPayoutAt(now: Date, payoutTime: string): Date {
  return nextIndiaTimeOfDay(now, payoutTime);
}
