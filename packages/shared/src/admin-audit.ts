import { z } from 'zod';
import { type Message, msg } from './i18n.ts';

// The audit log view. Every admin action that the database keeps in
// admin_audit_log (an override, an account deactivated or reactivated, a quote selected),
// newest first, with who did it, when, why and what it was about.

export const AUDIT_ACTIONS = [
  'GROUP_STATUS_OVERRIDE',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'QUOTE_SELECTED',
  'JOB_RETRIED',
  // ADR 0024: refunds an admin made or decided; the payment in details.
  'PAYMENT_REFUNDED',
  'REFUND_REQUEST_APPROVED',
  'REFUND_REQUEST_DECLINED',
  // docs/product/ticketing.md: an award's ticketing deadline extended (once); the quote in details.
  'TICKETING_DEADLINE_EXTENDED',
  // docs/product/ticketing.md "Corrections": a member's correction after issue, decided.
  'CORRECTION_PASSED',
  'CORRECTION_DECLINED',
  // ADR 0056: an admin ran the airlines' payouts; the payouts made in details.
  'PAYOUT_MADE',
  // ADR 0056: an admin set the Razorpay linked account an airline's payouts go to.
  'PAYOUT_ACCOUNT_SET',
  // ADR 0061: an admin sent a failed payout again (same idempotency key); the payout in details.
  'PAYOUT_RETRIED',
  // ADR 0062: an admin recovered an airline's negative balance through Route; one row per
  // reversal, the payout and amount in details.
  'PAYOUT_RECOVERED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const personSchema = z.object({ user_id: z.string(), name: z.string(), email: z.string() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  at: z.string(),
  reason: z.string().nullable(),
  /** The admin who acted; null once their account is gone (the record outlives them). */
  actor: personSchema.nullable(),
  /** The account the action was about (deactivation, reactivation). */
  user: personSchema.nullable(),
  /** The group the action was about (override, quote selection). */
  group: z
    .object({
      community_id: z.string(),
      rfq_number: z.string(),
      from_location: z.string(),
      to_location: z.string(),
    })
    .nullable(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  /** What the action did beyond its subject (quote, price, tickets issued, ...), as kept. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, Message> = {
  GROUP_STATUS_OVERRIDE: msg('Status override'),
  USER_DEACTIVATED: msg('Account deactivated'),
  USER_REACTIVATED: msg('Account reactivated'),
  QUOTE_SELECTED: msg('Quote selected'),
  JOB_RETRIED: msg('Failed job retried'),
  PAYMENT_REFUNDED: msg('Payment refunded'),
  REFUND_REQUEST_APPROVED: msg('Refund request approved'),
  REFUND_REQUEST_DECLINED: msg('Refund request declined'),
  TICKETING_DEADLINE_EXTENDED: msg('Ticketing deadline extended'),
  CORRECTION_PASSED: msg('Passenger correction passed'),
  CORRECTION_DECLINED: msg('Passenger correction declined'),
  PAYOUT_MADE: msg('Airline payouts run'),
  PAYOUT_ACCOUNT_SET: msg('Airline payout account set'),
  PAYOUT_RETRIED: msg('Failed payout retried'),
  PAYOUT_RECOVERED: msg('Airline balance recovered'),
};

export const AUDIT_FAILED = msg('Failed to load the audit log. Please try again later.');
export const NO_AUDIT_ENTRIES = msg('No admin actions recorded yet.');
