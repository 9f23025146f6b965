// The cancellation and refund policy (docs/product/money.md, "Refunds"), worded once for every place that states it: the
// dashboard notice, the FAQ, the terms, the landing's guarantees, the ticket page and the
// e-ticket PDF. Only constants and Intl: the landing imports it without zod.
import {
  REFUND_AMOUNT_PAISE,
  REFUND_CLAIM_WINDOW_HOURS,
  REFUND_PROCESSING_WORKING_DAYS,
} from './constants.ts';
import { formatAmountInText } from './money.ts';

const { from, to } = REFUND_PROCESSING_WORKING_DAYS;

export const REFUND_POLICY = {
  /** '₹800' */
  amount: formatAmountInText(REFUND_AMOUNT_PAISE),
  reasons: 'medical reasons, a death in the family, job loss or a natural disaster, with proof',
  claimWindow: `within ${REFUND_CLAIM_WINDOW_HOURS} hours of the event or of departure, whichever is earlier`,
  processing: `Refunds are processed in ${from} to ${to} working days.`,
  none: 'There is no refund for missed flights or changed plans.',
} as const;

/** 'A refund of ₹800 is given for medical reasons … Refunds are processed in 7 to 10 working days.' */
export const REFUND_POLICY_SUMMARY =
  `A refund of ${REFUND_POLICY.amount} is given for ${REFUND_POLICY.reasons}, when you tell us ` +
  `${REFUND_POLICY.claimWindow}. ${REFUND_POLICY.processing}`;
