/*
 * Schedule changes (docs/product/ticketing.md "Schedule changes"): the paths and the members'
 * texts, without zod, so the group pages that only read changes do not load it.
 */

export const airlineScheduleChangePath = (quoteId: string) =>
  `/api/airline/quotes/${encodeURIComponent(quoteId)}/schedule-change`;
export const airlineScheduleChangesPath = (quoteId: string) =>
  `/api/airline/quotes/${encodeURIComponent(quoteId)}/schedule-changes`;
export const communityScheduleChangesPath = (communityId: string) =>
  `/api/communities/${encodeURIComponent(communityId)}/schedule-changes`;

// Members' texts (the group page's notice).
export const scheduleChangedText = (flight: string, departure: string, arrival: string) =>
  `Your flight changed: now ${flight}, departing ${departure}, arriving ${arrival}.`;
export const fullRefundUntilText = (until: string) =>
  `You may cancel for a full refund until ${until}.`;
export const FULL_REFUND_MESSAGE = (amount: string) =>
  `The airline changed your flight significantly: ${amount} (everything paid for this ticket) is being refunded to your original payment method.`;
