import { GROUP_THRESHOLD } from './constants.ts';
import { formatMessage, msg, type Message, type MessageValues } from './i18n.ts';
import { ADMIN_OVERRIDE_REASON } from './groups.ts';

// Why a group's status moved, as its history records it (community_status_history.reason) and
// the API sends it (a group's `ended.reason`, an admin's status history). The API stores and sends
// the English, the contract for API clients; a Hindi page shows the translation from the shared
// catalog, reading the values back out of the English (apps/web/src/lib/server-texts.ts), so each
// reason is one template here that both ends use. A value typed by a person (an administrator's
// note) is filled in as typed.

export const HISTORY_REASONS = {
  thresholdReached: msg('Reached {threshold} passengers'),
  rfqSent: msg('Request for quote sent to airline partners'),
  formationFailed: msg('Fewer than {threshold} passengers when the formation window closed'),
  noBid: msg('No airline bid before the bidding window closed'),
  // Written by earlier versions; their rows are still in the history.
  lowestBidSelected: msg('Lowest bid selected: {airline} {flight} at {fare}'),
  ticketsIssued: msg('{count} tickets issued'),
  ticketingReminded: msg('{airline} reminded: half of the ticketing window has passed'),
  awaitingPayment: msg('Lowest bid selected: {airline} {flight} at {fare}; awaiting payment'),
  allPaid: msg('Every member paid: {count} tickets for the airline to issue'),
  paidAtDeadline: msg(
    'Payment deadline passed: unpaid seats released, {count} tickets for the airline to issue',
  ),
  tooFewPaid: msg(
    'Fewer than {threshold} passengers paid before the payment deadline; payments refunded',
  ),
  ticketingFellBack: msg(
    '{failed} missed the ticketing deadline; the group moves to the next bid: {airline} {flight} at {fare}',
  ),
  ticketingMissedCancelled: msg(
    '{failed} missed the ticketing deadline and no other bid can take the group over; payments refunded',
  ),
  adminOverride: ADMIN_OVERRIDE_REASON,
  adminOverrideWithNote: msg('Admin override: {note}'),
  quoteSelectedByAdmin: msg('Quote selected by an administrator: {airline} {flight} at {fare}'),
} as const satisfies Record<string, Message>;

/** A reason as the history stores it and the API sends it: in English (`{threshold}` filled in). */
export const historyReason = (
  reason: keyof typeof HISTORY_REASONS,
  values: MessageValues = {},
): string =>
  formatMessage('en', HISTORY_REASONS[reason], { threshold: GROUP_THRESHOLD, ...values });
