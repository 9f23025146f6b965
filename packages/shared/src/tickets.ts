import { z } from 'zod';
import {
  GST_RATE_PERCENT,
  MARKET_PRICE_PAISE,
  REFUND_AMOUNT_PAISE,
  REFUND_CLAIM_WINDOW_HOURS,
  REFUND_PROCESSING_WORKING_DAYS,
} from './constants.ts';
import { formatAmountInText } from './money.ts';
import { formatMessage, msg } from './i18n.ts';

// Ticket statuses (docs/product/glossary.md).
export const TICKET_STATUSES = ['ISSUED', 'CANCELLED', 'PENDING'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

// docs/product/money.md.
export {
  TICKETING_FEE_PAISE,
  GST_RATE_PERCENT,
  FREE_MEMBER_LIMIT,
  MARKET_PRICE_PAISE,
  REFUND_AMOUNT_PAISE,
  MEMBERSHIP_FEE_PAISE,
  DISABLED_CREDIT_PAISE,
} from './constants.ts';

export function gstOn(paise: number): number {
  return Math.round((paise * GST_RATE_PERCENT) / 100);
}

/**
 * Savings against the assumed market price. One rule for the group page and the
 * admin's analytics: the market price less the fare, for each ticket not cancelled (a PENDING
 * ticket is paid for and saves as much as an issued one; a ticket cancelled later saved nobody
 * anything).
 */
export function groupSavingsPaise(farePaise: number, issuedTickets: number): number {
  return Math.max(0, (MARKET_PRICE_PAISE - farePaise) * issuedTickets);
}

/** The rule above in words, shown beside every savings figure. */
/** The savings rule in any language: `t(SAVINGS_RULE_TEXT, SAVINGS_RULE_VALUES)`. */
export const SAVINGS_RULE_TEXT = msg(
  'Against an assumed market price of {price} per ticket, for each ticket booked and not cancelled (a cancelled ticket saves nothing).',
);
export const SAVINGS_RULE_VALUES = { price: formatAmountInText(MARKET_PRICE_PAISE) };
/** The same rule in English. */
export const SAVINGS_RULE = formatMessage('en', SAVINGS_RULE_TEXT, SAVINGS_RULE_VALUES);

export const ticketSchema = z.object({
  ticket_id: z.string(),
  ticket_number: z.string(),
  community_id: z.string(),
  rfq_number: z.string(),
  status: z.enum(TICKET_STATUSES),
  from_location: z.string(),
  to_location: z.string(),
  travel_date: z.string(),
  time_slot: z.string(),
  passenger_name: z.string(),
  airline_name: z.string().nullable(),
  airline_code: z.string().nullable(),
  flight_number: z.string().nullable(),
  departure_time: z.string().nullable(),
  arrival_time: z.string().nullable(),
  fare_paise: z.number().int(),
  fee_paise: z.number().int(),
  gst_paise: z.number().int(),
  price_paid: z.number().int(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** The group's PNR at its winning airline (null until the airline issues tickets). */
  pnr: z.string().nullable(),
  /** The airline's 13-digit e-ticket number (null while PENDING). */
  eticket_number: z.string().nullable(),
  /** When the airline issued this ticket (null while PENDING). */
  issued_at: z.string().nullable(),
  /** When the airline's tickets are due (PENDING tickets of a BOOKED group). */
  ticketing_deadline: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Ticket id must be a UUID') }),
});

/** The policy as the e-ticket states it, in any language: fill it with CANCELLATION_POLICY_VALUES. */
export const CANCELLATION_POLICY_TEXT = msg(
  'Cancellation and refunds: a refund of {amount} is available for medical reasons, a death in the family, job loss or a natural disaster, with proof, requested within {hours} hours of the event or of departure, whichever is earlier. Refunds are processed in {from} to {to} working days. There is no refund for missed flights or changed plans. Seat selection, checked baggage and meals cost extra; the ticket is economy with one carry-on bag.',
);
export const CANCELLATION_POLICY_VALUES = {
  amount: formatAmountInText(REFUND_AMOUNT_PAISE),
  hours: REFUND_CLAIM_WINDOW_HOURS,
  ...REFUND_PROCESSING_WORKING_DAYS,
};
/** The same words as REFUND_POLICY's (refund-policy.ts), in English. */
export const CANCELLATION_POLICY = formatMessage(
  'en',
  CANCELLATION_POLICY_TEXT,
  CANCELLATION_POLICY_VALUES,
);

// What the API answers when a ticket action is refused.
export const TICKET_NOT_FOUND = msg('Ticket not found');
export const ONLY_ISSUED_CANCEL = msg('Only an issued ticket can be cancelled');
export const E_TICKET_ISSUED_ONLY = msg('An e-ticket is available for issued tickets only');
