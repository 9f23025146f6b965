// Bidding in the open (ADR 0027): the texts of the standing, the ladder and the bid
// history. A leaf like group-status.ts (no zod): the group and bid pages show them without
// loading the schemas.
import type { MyStanding } from './groups.ts';
import type { BidHistoryEntry } from './airlines.ts';
import { formatMessage, type Message, msg } from './i18n.ts';
import { formatPaise } from './money.ts';

export const TIES_NOTE = msg('Ties go to the earlier bid.');

const ordinalSuffix = (n: number) => {
  const tens = n % 100;
  return tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
};

// The standing as templates, so the airline's page shows it in its language:
// `const [text, values] = standingMessage(standing); t(text, values)`. The English ordinal's
// suffix (st, nd, rd, th) is a value picked by a select, so Hindi writes its own ("2वें").
export const STANDING_LOWEST = msg('You are the lowest');
export const STANDING_TIED = msg(
  '{suffix, select, st {{rank}st} nd {{rank}nd} rd {{rank}rd} other {{rank}th}} of {of}, level with the lowest: the earlier bid wins the tie',
);
export const STANDING_ABOVE = msg(
  '{suffix, select, st {{rank}st} nd {{rank}nd} rd {{rank}rd} other {{rank}th}} of {of}, {amount} above the lowest',
);

/** The template of a standing and the values that fill it. */
export function standingMessage(
  standing: MyStanding,
): [Message, { rank: number; suffix: string; of: number; amount: string }] {
  const values = {
    rank: standing.rank,
    suffix: ordinalSuffix(standing.rank),
    of: standing.of,
    amount: formatPaise(standing.above_lowest),
  };
  if (standing.rank === 1) return [STANDING_LOWEST, values];
  return [standing.above_lowest === 0 ? STANDING_TIED : STANDING_ABOVE, values];
}

/** "You are the lowest", or "2nd of 3, ₹x above the lowest" (x from paise), in English. */
export function standingText(standing: MyStanding): string {
  return formatMessage('en', ...standingMessage(standing));
}

export const BID_EVENT_LABELS: Record<BidHistoryEntry['kind'], Message> = {
  SUBMITTED: msg('Submitted'),
  REPLACED: msg('Replaced'),
  WITHDRAWN: msg('Withdrawn'),
};

export const LADDER_ANONYMOUS = msg(
  'Airlines stay anonymous until the group is booked. Ties go to the earlier bid.',
);
