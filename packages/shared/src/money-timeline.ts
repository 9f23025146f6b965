import { z } from 'zod';
import { proofSchema } from './refund-proofs.ts';
import { CANCEL_REASONS, REFUND_REQUEST_STATUSES } from './refunds.ts';

// A member's money in one group (their "booking"), as one timeline: what they paid, the credit
// and fee waivers that paid part of it, their refund requests and how each was decided, and the
// refunds. The group page and the ticket page both show it (docs/product/money.md, ADR 0042).

/** Its route, kept out of `API` (http.ts), which the landing's first load carries. */
export const moneyTimelinePath = (communityId: string) =>
  `/api/communities/${encodeURIComponent(communityId)}/money`;

export const MONEY_EVENT_KINDS = [
  /** A captured payment of the member's share. */
  'PAYMENT',
  /** Credit (paise) a captured payment used. */
  'CREDIT_USED',
  /** Ticketing-fee waivers a captured payment used (`waivers`, amount 0). */
  'WAIVER_USED',
  /** Credit or waivers the group's outcome gave the member (a group that failed or ended). */
  'CREDIT_GRANTED',
  /** Credit given back when a refund undid a whole payment that had used it. */
  'CREDIT_RETURNED',
  'REFUND_REQUESTED',
  'REFUND_APPROVED',
  'REFUND_DECLINED',
  /** Money sent back through the payment provider. */
  'REFUND',
] as const;
export type MoneyEventKind = (typeof MONEY_EVENT_KINDS)[number];

export const moneyEventSchema = z.object({
  kind: z.enum(MONEY_EVENT_KINDS),
  /** When it happened (ISO 8601). */
  at: z.string(),
  /** Paise (always positive; `kind` says which way); 0 for a decision or waivers only. */
  amount: z.number().int(),
  /** Fee waivers moved (WAIVER_USED, CREDIT_GRANTED); 0 otherwise. */
  waivers: z.number().int(),
  payment_id: z.string().nullable(),
  refund_request_id: z.string().nullable(),
  /** The ticket a refund request is about. */
  ticket_number: z.string().nullable(),
  /** The reason given when cancelling (REFUND_REQUESTED). */
  reason: z.enum(CANCEL_REASONS).nullable(),
  /** The admin's reason for a decision (REFUND_APPROVED, REFUND_DECLINED). */
  note: z.string().nullable(),
  /** REFUND: PENDING until the provider has accepted it, then PROCESSED. */
  refund_status: z.enum(['PENDING', 'PROCESSED']).nullable(),
});
export type MoneyEvent = z.infer<typeof moneyEventSchema>;

/** An event with the fields its kind does not use left empty (the API's and tests' builder). */
export const moneyEvent = (
  e: Partial<MoneyEvent> & Pick<MoneyEvent, 'kind' | 'at'>,
): MoneyEvent => ({
  amount: 0,
  waivers: 0,
  payment_id: null,
  refund_request_id: null,
  ticket_number: null,
  reason: null,
  note: null,
  refund_status: null,
  ...e,
});

// ---- the timeline ------------------------------------------------------------------------------

export const memberRefundRequestSchema = z.object({
  refund_request_id: z.string(),
  ticket_id: z.string(),
  ticket_number: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  reason: z.enum(CANCEL_REASONS),
  amount: z.number().int(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  proof: proofSchema.nullable(),
});
export type MemberRefundRequest = z.infer<typeof memberRefundRequestSchema>;

export const moneyTimelineSchema = z.object({
  community_id: z.string(),
  /** Paise captured from the member for this group. */
  paid: z.number().int(),
  /** Paise refunded to them (approved requests, admin refunds, a group that ended). */
  refunded: z.number().int(),
  /** paid − refunded. */
  net: z.number().int(),
  /** Oldest first. */
  events: z.array(moneyEventSchema),
  /** The member's refund requests in this group, oldest first. */
  refund_requests: z.array(memberRefundRequestSchema),
});
export type MoneyTimeline = z.infer<typeof moneyTimelineSchema>;
