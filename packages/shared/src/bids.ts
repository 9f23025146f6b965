// Bidding in the open (ADR 0027): the texts of the standing, the ladder and the bid
// history. A leaf like group-status.ts (no zod): the group and bid pages show them without
// loading the schemas.
import type { MyStanding } from './groups.ts';
import type { BidHistoryEntry } from './airlines.ts';
import { type Message, msg } from './i18n.ts';
import { formatPaise } from './money.ts';

export const TIES_NOTE = msg('Ties go to the earlier bid.');

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** "You are the lowest", or "2nd of 3, ₹x above the lowest" (x from paise). */
export function standingText(standing: MyStanding): string {
  if (standing.rank === 1) return 'You are the lowest';
  const place = `${ordinal(standing.rank)} of ${standing.of}`;
  return standing.above_lowest === 0
    ? `${place}, level with the lowest: the earlier bid wins the tie`
    : `${place}, ${formatPaise(standing.above_lowest)} above the lowest`;
}

export const BID_EVENT_LABELS: Record<BidHistoryEntry['kind'], Message> = {
  SUBMITTED: msg('Submitted'),
  REPLACED: msg('Replaced'),
  WITHDRAWN: msg('Withdrawn'),
};

export const LADDER_ANONYMOUS = msg(
  'Airlines stay anonymous until the group is booked. Ties go to the earlier bid.',
);
