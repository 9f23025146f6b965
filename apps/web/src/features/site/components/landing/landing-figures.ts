import {
  BIDDING_WINDOW_HOURS,
  FORMATION_WINDOW_HOURS,
  GST_RATE_PERCENT,
  GUARANTEE_MEMBER_COUNT,
  MAX_PASSENGERS_PER_BOOKING,
  MEMBERSHIP_FEE_PAISE,
  MIN_LEAD_DAYS,
  PAYMENT_WINDOW_HOURS,
  ALTERNATIVE_WINDOW_DAYS,
  DISABLED_CREDIT_PAISE,
  REFUND_AMOUNT_PAISE,
  TICKETING_FEE_PAISE,
  TICKETS_IN_HAND_DAYS,
} from '@saath/shared/constants';
import { formatAmountInText } from '@saath/shared/money';
import { FIRST_SCREEN_FIGURES, formatCount } from './landing-counts.ts';

// Every number the landing copy quotes, derived from the shared constants (docs/product/lifecycle.md;
// no hard-coded "10 to 16"), so the page cannot promise what the server does not do.
// Imported from the zod-free leaf module: the landing's first load stays small.

const feeGstPaise = Math.round((TICKETING_FEE_PAISE * GST_RATE_PERCENT) / 100);

export const FIGURES = {
  ...FIRST_SCREEN_FIGURES,
  maxPassengers: MAX_PASSENGERS_PER_BOOKING,
  formationHours: FORMATION_WINDOW_HOURS,
  biddingHours: BIDDING_WINDOW_HOURS,
  paymentHours: PAYMENT_WINDOW_HOURS,
  minLeadDays: MIN_LEAD_DAYS,
  ticketsInHandDays: TICKETS_IN_HAND_DAYS,
  alternativeDays: ALTERNATIVE_WINDOW_DAYS,
  guaranteeMembers: formatCount(GUARANTEE_MEMBER_COUNT),
  membershipFee: formatAmountInText(MEMBERSHIP_FEE_PAISE),
  ticketingFee: formatAmountInText(TICKETING_FEE_PAISE),
  gstPercent: GST_RATE_PERCENT,
  ticketingFeeWithGst: formatAmountInText(TICKETING_FEE_PAISE + feeGstPaise),
  disabledCredit: formatAmountInText(DISABLED_CREDIT_PAISE),
  refund: formatAmountInText(REFUND_AMOUNT_PAISE),
} as const;
