import type { GroupStatus } from './group-status.ts';

/*
 * Live pages (ADR 0020): the server-sent event streams. Kept out of http.ts, which is
 * on the landing page's first load; only the pages that listen import this module.
 */

export const LIVE_API = {
  /** The group record as the caller sees it (the detail call), each time it changes. */
  communityEvents: (id: string) => `/api/communities/${encodeURIComponent(id)}/events`,
  /** RFQs opening and closing and their lowest bids, for airlines (and admins). */
  airlineEvents: '/api/airline/events',
  /** The caller's own payment (GET /api/payments/{id}), each time its status or UPI collect changes. */
  paymentEvents: (id: string) => `/api/payments/${encodeURIComponent(id)}/events`,
} as const;

/** Event names (the SSE `event:` field). */
export const LIVE_EVENTS = {
  /** data: the group record (groupSchema) as the detail call answers it to the caller. */
  group: 'group',
  /** data: the group record as the airline sees it; the RFQ is open (new, or a bid moved). */
  rfq: 'rfq',
  /** data: rfqClosedSchema; the group left RFQ_SENT (held, booked or closed). */
  rfqClosed: 'rfq_closed',
  /** data: manifestChangedSchema (corrections.ts); a passenger of the airline's award corrected. */
  manifestChanged: 'manifest_changed',
  /**
   * data: scheduleChangedEventSchema; the winning airline changed the group's flight (its
   * members' group stream; the group record follows with the new flight and times).
   */
  scheduleChanged: 'schedule_changed',
  /** data: the payment (paymentSchema) as GET /api/payments/{id} answers its payer. */
  payment: 'payment',
} as const;

/** The data of a `schedule_changed` event: read the change from the group's list. */
export type ScheduleChangedEvent = { community_id: string; schedule_change_id: string };

/** The data of an `rfq_closed` event. (No zod here: the dashboards load this module.) */
export type RfqClosed = { community_id: string; status: GroupStatus };
