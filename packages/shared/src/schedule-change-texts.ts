/*
 * Schedule changes (docs/product/ticketing.md "Schedule changes"): the paths and the members'
 * texts, without zod, so the group pages that only read changes do not load it.
 */
import { formatMessage, msg } from './i18n.ts';

export const airlineScheduleChangePath = (quoteId: string) =>
  `/api/airline/quotes/${encodeURIComponent(quoteId)}/schedule-change`;
export const airlineScheduleChangesPath = (quoteId: string) =>
  `/api/airline/quotes/${encodeURIComponent(quoteId)}/schedule-changes`;
export const communityScheduleChangesPath = (communityId: string) =>
  `/api/communities/${encodeURIComponent(communityId)}/schedule-changes`;

// Members' texts (the group page's notice).
export const scheduleChangedText = (flight: string, departure: string, arrival: string) =>
  formatMessage(
    'en',
    msg('Your flight changed: now {flight}, departing {departure}, arriving {arrival}.'),
    { flight, departure, arrival },
  );
export const fullRefundUntilText = (until: string) =>
  formatMessage('en', msg('You may cancel for a full refund until {until}.'), { until });
export const FULL_REFUND_MESSAGE = (amount: string) =>
  formatMessage(
    'en',
    msg(
      'The airline changed your flight significantly: {amount} (everything paid for this ticket) is being refunded to your original payment method.',
    ),
    { amount },
  );
