// A leaf module with no zod, like constants.ts: the group pages' first load (the dashboard's
// cards) reads the statuses, their rules and the leave notice without loading the schemas of
// groups.ts, which re-exports all of it.
import { DISABLED_CREDIT_PAISE, GROUP_CAPACITY, GROUP_THRESHOLD } from './constants.ts';
import { formatAmountInText } from './money.ts';
import { formatMessage, msg, type Message, type MessageValues } from './i18n.ts';

// docs/product/lifecycle.md.
export const GROUP_STATUSES = [
  'PENDING',
  'ACTIVE',
  'THRESHOLD_MET',
  'RFQ_SENT',
  'READY_FOR_BOOKING',
  'BOOKED',
  'DISABLED',
  'CANCELLED',
] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** Statuses in which a group takes new passengers (while it has room). */
export const JOINABLE_STATUSES: readonly GroupStatus[] = [
  'PENDING',
  'ACTIVE',
  'THRESHOLD_MET',
  'RFQ_SENT',
];
/** Statuses a member can leave from: not BOOKED, and nothing to leave once closed. */
export const LEAVABLE_STATUSES: readonly GroupStatus[] = [
  'PENDING',
  'ACTIVE',
  'THRESHOLD_MET',
  'RFQ_SENT',
  'READY_FOR_BOOKING',
];

/** Groups still forming: they count toward the threshold and expire at the formation deadline. */
export const FORMING_STATUSES: readonly GroupStatus[] = ['PENDING', 'ACTIVE'];
export const isForming = (status: string) =>
  (FORMING_STATUSES as readonly string[]).includes(status);

/**
 * still open now: a forming group whose formation window has passed takes nobody,
 * even before the sweeper has disabled it. The one statement of the rule (search, joins, the
 * create check and the group cache all ask it).
 */
export const isFormationOver = (status: string, formationDeadlineMs: number, nowMs: number) =>
  isForming(status) && formationDeadlineMs <= nowMs;

export const isJoinable = (status: string) =>
  (JOINABLE_STATUSES as readonly string[]).includes(status);
export const isLeavable = (status: string) =>
  (LEAVABLE_STATUSES as readonly string[]).includes(status);

/** A group takes a new member now: a joinable status, room left, window not passed. */
export const isOpenForJoining = (
  group: { status: string; passengerCount: number; formationDeadline: Date },
  now: Date,
) =>
  isJoinable(group.status) &&
  group.passengerCount < GROUP_CAPACITY &&
  !isFormationOver(group.status, group.formationDeadline.getTime(), now.getTime());

// ---- What the API answers when a group action is refused (the web shows the same words) ------
export const GROUP_NOT_FOUND = msg('Group not found');
export const GROUP_FULL = msg('Group is full');
export const ALREADY_MEMBER = msg('You are already a member of this group');
export const NOT_OPEN = msg('This group is no longer open for joining');
export const CANNOT_LEAVE_BOOKED = msg('You cannot leave a group whose flight is booked');
export const GROUP_CLOSED = msg('This group is closed');

/**
 * How full a group is, said the same way on every screen (search said '4/15' where
 * the group page said '4/7'): passengers of the threshold until it is met, then of the
 * capacity, naming which.
 */
export function passengerTally(
  passengerCount: number,
  threshold: number = GROUP_THRESHOLD,
  capacity: number = GROUP_CAPACITY,
): string {
  const { text, values } = passengerTallyMessage(passengerCount, threshold, capacity);
  return formatMessage('en', text, values);
}

export const PASSENGER_TALLY_NEEDED = msg('{count} of {threshold} needed');
export const PASSENGER_TALLY_SEATS = msg('{count} of {capacity} seats');
/**
 * The tally as a template and its values, so the web shows it with `t(text, values)` in the
 * page's language; passengerTally keeps the API's English.
 */
export function passengerTallyMessage(
  passengerCount: number,
  threshold: number = GROUP_THRESHOLD,
  capacity: number = GROUP_CAPACITY,
): { text: Message; values: MessageValues } {
  return passengerCount < threshold
    ? { text: PASSENGER_TALLY_NEEDED, values: { count: passengerCount, threshold } }
    : { text: PASSENGER_TALLY_SEATS, values: { count: passengerCount, capacity } };
}

/** Passengers still needed to reach the threshold (0 once it is met): the progress text's number. */
export const passengersNeeded = (passengerCount: number, threshold: number = GROUP_THRESHOLD) =>
  Math.max(0, threshold - passengerCount);

/** Threshold Progress: the line under the bar, on the group page and the invite. */
export function thresholdProgressText(
  passengerCount: number,
  threshold: number = GROUP_THRESHOLD,
): string {
  const { text, values } = thresholdProgressMessage(passengerCount, threshold);
  return formatMessage('en', text, values);
}

export const THRESHOLD_PROGRESS_NEEDED = msg(
  '{needed, plural, one {# more passenger needed to reach threshold} other {# more passengers needed to reach threshold}}',
);
export const THRESHOLD_REACHED = msg('Threshold reached! Airlines will be contacted for quotes.');
/** The progress line as a template and its values, for the web's `t(text, values)`. */
export function thresholdProgressMessage(
  passengerCount: number,
  threshold: number = GROUP_THRESHOLD,
): { text: Message; values: MessageValues } {
  const needed = passengersNeeded(passengerCount, threshold);
  return needed > 0
    ? { text: THRESHOLD_PROGRESS_NEEDED, values: { needed } }
    : { text: THRESHOLD_REACHED, values: {} };
}

/**
 * What a disabled group gave its members: said wherever the group's end is shown.
 * "Group", not the API's "community": every other page calls it a group.
 */
export const DISABLED_GROUP_TEXT = `This group was disabled: each member received a ${formatAmountInText(DISABLED_CREDIT_PAISE)} credit and one ticketing-fee waiver`;

// The footer text of a group card per status (DISABLED reworded: see DISABLED_GROUP_TEXT).
export function statusFooterText(status: string, passengerCount: number): string | null {
  const footer = statusFooterMessage(status, passengerCount);
  return footer && formatMessage('en', footer.text, footer.values);
}

export const FOOTER_PENDING = msg('{count} of {threshold} passengers joined so far');
export const FOOTER_THRESHOLD_MET = msg('Community threshold met! Quotes coming soon.');
export const FOOTER_RFQ_SENT = msg('Quote requests have been sent to airlines');
export const FOOTER_BOOKED = msg('Tickets have been issued - check your email');
export const FOOTER_DISABLED = msg(
  'This group was disabled: each member received a {credit} credit and one ticketing-fee waiver',
);
/** The footer as a template and its values, for the web's `t(text, values)` (null: no footer). */
export function statusFooterMessage(
  status: string,
  passengerCount: number,
): { text: Message; values: MessageValues } | null {
  switch (status.toUpperCase()) {
    case 'PENDING':
      return {
        text: FOOTER_PENDING,
        values: { count: passengerCount, threshold: GROUP_THRESHOLD },
      };
    case 'THRESHOLD_MET':
      return { text: FOOTER_THRESHOLD_MET, values: {} };
    case 'RFQ_SENT':
      return { text: FOOTER_RFQ_SENT, values: {} };
    case 'BOOKED':
      return { text: FOOTER_BOOKED, values: {} };
    case 'DISABLED':
      return {
        text: FOOTER_DISABLED,
        values: { credit: formatAmountInText(DISABLED_CREDIT_PAISE) },
      };
    default:
      return null;
  }
}

/** The API's answer to leaving a group, and the dashboard's notice when it has none. */
export const LEFT_GROUP = msg('You have left the Flight Group successfully');

// ---- The payment stage -------------------------------------------------------------
// Here rather than in payments.ts (zod), so the group pages read them without the schemas, and
// without a chunk of their own on the entry's preload map (the landing's budget).
// The payment paths (kept out of http.ts, which is on every page's first load).
export const PAYMENTS_API = {
  create: (communityId: string) => `/api/communities/${encodeURIComponent(communityId)}/payments`,
  payment: (id: string) => `/api/payments/${encodeURIComponent(id)}`,
  sandboxCheckout: (id: string) => `/api/payments/${encodeURIComponent(id)}/sandbox-checkout`,
  sandboxUpi: (id: string) => `/api/payments/${encodeURIComponent(id)}/sandbox-upi`,
  sandboxUpiDecision: (id: string) =>
    `/api/payments/${encodeURIComponent(id)}/sandbox-upi/decision`,
  razorpayVerify: (id: string) => `/api/payments/${encodeURIComponent(id)}/razorpay/verify`,
  receipt: (id: string) => `/api/payments/${encodeURIComponent(id)}/receipt`,
} as const;

/** A member who did not pay by the deadline (the page and the mail say the same). */
export const SEAT_RELEASED = msg('Your seat was released');

/**
 * When the caller's share is due, while the group awaits payment and it is unpaid: the
 * dashboard's and /communities' "Payment due by …"; null otherwise.
 */
export function paymentDueBy(group: {
  status: string;
  payment_deadline?: string | null;
  my_payment?: { status: string } | null;
}): string | null {
  return group.status.toUpperCase() === 'READY_FOR_BOOKING' && group.my_payment?.status === 'DUE'
    ? (group.payment_deadline ?? null)
    : null;
}

/** docs/product/money.md: a member who has paid cannot leave (the seat is bought). */
export const hasPaidShare = (group: { my_payment?: { status: string } | null }) =>
  group.my_payment?.status === 'PAID';
