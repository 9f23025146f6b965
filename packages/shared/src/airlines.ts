import { z } from 'zod';
import { correctionHistorySchema } from './corrections.ts';
import { atMostMessage, mustBeAtMostMessage, textField, TIME_TEMPLATE } from './fields.ts';
import { GROUP_STATUSES } from './groups.ts';
import { newPasswordSchema } from './password.ts';
import { emailSchema, phoneSchema } from './profile.ts';
import { isCalendarDate } from './travel.ts';
import { formatMessage, msg } from './i18n.ts';

const fieldLabel = (field: string) => {
  const words = field.replace('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// Airline registration: '{field name with first underscore replaced by a space} is
// required.', as a sentence: capitalised ('company name is required.' read as a typo).
export const requiredFieldMessage = (field: string) => `${fieldLabel(field)} is required.`;

const requiredString = (field: string, max: number) =>
  textField(fieldLabel(field), { required: requiredFieldMessage(field) })
    .min(1, { error: requiredFieldMessage(field) })
    .max(max, { error: atMostMessage(fieldLabel(field), max) });

const requiredEmail = (field: string) =>
  textField(fieldLabel(field), { required: requiredFieldMessage(field) })
    .min(1, { error: requiredFieldMessage(field) })
    .pipe(emailSchema);

const webAddress = z.url({ protocol: /^https?$/ });
const WEB_ADDRESS_MESSAGE = 'Enter a full web address starting with https://';
const optionalUrl = z
  .union([
    z.literal('').transform(() => null),
    // A refine, not a pipe: inside the union a pipe's failure would read "Invalid input".
    textField('Web address')
      .max(500)
      .refine((v) => webAddress.safeParse(v).success, { error: WEB_ADDRESS_MESSAGE }),
  ])
  .nullish()
  .transform((v) => v ?? null);

const optionalText = (field: string, max: number, multiline = false) =>
  textField(fieldLabel(field), { multiline })
    .max(max, { error: mustBeAtMostMessage(max) })
    .nullish()
    .transform((v) => v || null);

export const AIRLINE_CODE_HINT = msg('IATA code (2-3 characters)');

export const airlineRegistrationSchema = z.object({
  user_data: z.object({
    name: requiredString('name', 100),
    email: requiredEmail('email'),
    phone: z.union([z.literal('').transform(() => null), phoneSchema]).nullish(),
    password: textField('Password', { required: requiredFieldMessage('password'), trim: false })
      .min(1, { error: requiredFieldMessage('password') })
      .pipe(newPasswordSchema),
  }),
  company_data: z.object({
    company_name: requiredString('company_name', 150),
    // The payload names the company email `email`; the form and its message say company_email.
    email: requiredEmail('company_email'),
    airline_code: textField('Airline code', { required: requiredFieldMessage('airline_code') })
      .min(1, { error: requiredFieldMessage('airline_code') })
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z0-9]{2,3}$/.test(v), { error: AIRLINE_CODE_HINT }),
    api_endpoint: optionalUrl,
    website: optionalUrl,
    logo_url: optionalUrl,
    headquarters: optionalText('headquarters', 150),
    description: optionalText('description', 2000, true),
  }),
});
export type AirlineRegistration = z.input<typeof airlineRegistrationSchema>;
export const AIRLINE_REGISTERED = msg('Registration successful! Please log in.');

export const airlineRegistrationResponseSchema = z.object({
  message: z.string(),
  user_id: z.string(),
  company_id: z.string(),
});

// ---- Quotes (bids) --------------------------------------------------------------------------

export const INVALID_PRICE = msg('Please enter a valid price.');
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** 'HH:MM' or a date-time whose time part is used; '' or null means not given. */
const optionalTime = (label: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), textField(label)])
    .optional()
    .transform((v) => v ?? null)
    .refine(
      (v) =>
        v === null || TIME_OF_DAY.test(v) || (DATE_TIME.test(v) && isCalendarDate(v.slice(0, 10))),
      {
        error: formatMessage('en', TIME_TEMPLATE, { label }),
      },
    );

export const quoteBodySchema = z.object({
  price_per_ticket: z
    .number({ error: INVALID_PRICE })
    .int({ error: msg('Price must be whole paise') })
    .positive({ error: INVALID_PRICE })
    .max(10_000_000, { error: msg('Price per ticket must be at most ₹1,00,000') }),
  flight_number: textField('Flight number', { required: 'Flight number is required' })
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .refine((v) => /^[A-Z0-9]{2}\d{1,4}$/.test(v), {
      error: msg('Flight number looks like AI123'),
    }),
  departure_time: optionalTime('Departure time'),
  arrival_time: optionalTime('Arrival time'),
  // Sent by the existing client; the company always comes from the token.
  company_id: z.unknown().optional(),
  community_id: z.unknown().optional(),
});
export type QuoteBody = z.input<typeof quoteBodySchema>;

export const quoteSchema = z.object({
  quote_id: z.string(),
  community_id: z.string(),
  company_id: z.string(),
  airline_name: z.string(),
  airline_code: z.string(),
  price_per_ticket: z.number().int(),
  flight_number: z.string(),
  departure_time: z.string().nullable(),
  arrival_time: z.string().nullable(),
  quoted_at: z.string(),
  is_selected: z.boolean(),
  /** The lowest live quote of its group right now (ties: earliest submission). */
  is_lowest: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const airlineBidSchema = quoteSchema.extend({
  community: z.object({
    rfq_number: z.string(),
    from_location: z.string(),
    to_location: z.string(),
    travel_date: z.string(),
    time_slot: z.string(),
    member_count: z.number().int(),
    status: z.enum(GROUP_STATUSES),
    bidding_deadline: z.string().nullable(),
    lowest_known_price: z.number().int().nullable(),
    /** While the group awaits payment, the members who paid of those still in it. */
    paid_member_count: z.number().int(),
    active_member_count: z.number().int(),
  }),
});
export type AirlineBid = z.infer<typeof airlineBidSchema>;

// GET/POST /api/quotes/{id} name a group and DELETE /api/quotes/{id} a quote: one path in the
// OpenAPI document, so one parameter name (two names for one path are invalid there).
export const quoteParamsSchema = z.object({
  id: z.uuid({ error: msg('Group id must be a UUID') }).meta({ description: "The group's id" }),
});
export const withdrawQuoteParamsSchema = z.object({
  id: z.uuid({ error: msg('Quote id must be a UUID') }).meta({ description: "The quote's id" }),
});
export const quoteIdParamsSchema = z.object({
  quoteId: z.uuid({ error: msg('Quote id must be a UUID') }),
});

// What the API answers when a bid or an airline registration is refused.
export const AIRLINE_CODE_TAKEN = msg('An airline with this code is already registered');
export const BIDDING_CLOSED = msg('Bidding is closed for this group');
export const NOT_AN_AIRLINE = msg('Only airline partners can bid');
export const QUOTE_NOT_FOUND = msg('Quote not found');
export const AIRLINES_AND_ADMINS_ONLY = msg('Airline partners and administrators only');

/** docs/product/lifecycle.md: an admin may pick the winning quote while the RFQ is out. */
export function canSelectQuote(status: string): boolean {
  return status === 'RFQ_SENT';
}
// What the API answers when an admin's selection of a quote is refused.
export const ANOTHER_QUOTE_SELECTED = msg(
  'Another quote has already been selected for this group; reload to see it',
);
export const quoteSelectionClosed = (status: string) =>
  formatMessage(
    'en',
    msg('A quote can only be selected while the group is RFQ_SENT (it is {status})'),
    { status },
  );

// Withdrawing a bid while bidding is open.
export const NOT_AN_AIRLINE_WITHDRAW = msg('Only airline partners can withdraw bids');
export const WITHDRAW_CLOSED = msg(
  'Bidding has closed for this group: the bid can no longer be withdrawn',
);
export const WITHDRAW_SELECTED = msg('This bid has been selected: it can no longer be withdrawn');
export const BID_WITHDRAWN = msg('Your bid has been withdrawn.');
export const ONLY_AIRLINES_EXPORT = msg('Only airline partners can export their bids');

// ---- What a bid stands for (the bids page and its CSV export say the same) --------------------

/** A bid's total value: its price per ticket times the group's passengers, in paise. */
export const bidTotalValue = (bid: Pick<AirlineBid, 'price_per_ticket' | 'community'>) =>
  bid.price_per_ticket * bid.community.member_count;

/**
 * Accepted if selected, else Pending. Once the group closed on another airline's bid,
 * 'Pending' would mislead: it is 'Not selected'.
 */
export function bidStatus(bid: Pick<AirlineBid, 'is_selected' | 'community'>) {
  if (bid.is_selected) {
    // A winning bid is paid for by the members, then booked.
    const { status, paid_member_count, active_member_count } = bid.community;
    if (status === 'READY_FOR_BOOKING')
      return wonAwaitingPayment(paid_member_count, active_member_count);
    if (status === 'BOOKED') return 'Booked';
    return 'Accepted';
  }
  return isBiddingStatus(bid.community.status) ? 'Pending' : 'Not selected';
}

/** While bidding is open a pending bid is the lowest or has been outbid. */
export function bidStanding(bid: Pick<AirlineBid, 'is_selected' | 'is_lowest' | 'community'>) {
  if (bid.is_selected || !isBiddingStatus(bid.community.status)) return null;
  return bid.is_lowest ? 'Lowest' : 'Outbid';
}

const isBiddingStatus = (status: string) => status.toUpperCase() === 'RFQ_SENT';

/** The CSV download's file name: the company's bids as of a day (India date, 'YYYY-MM-DD'). */
export const bidsCsvFileName = (indiaDay: string) => `saath-airline-bids-${indiaDay}.csv`;

// ---- Bidding in the open (ADR 0027) -------------------------------------------------

/** GET /api/admin/communities/{id}/bids: every submission, replacement and withdrawal. */
export const bidHistoryEntrySchema = z.object({
  kind: z.enum(['SUBMITTED', 'REPLACED', 'WITHDRAWN']),
  at: z.string(),
  company_id: z.string(),
  airline_name: z.string(),
  airline_code: z.string(),
  quote_id: z.string(),
  price_per_ticket: z.number().int(),
  flight_number: z.string(),
});
export type BidHistoryEntry = z.infer<typeof bidHistoryEntrySchema>;
export const bidHistorySchema = z.object({ bids: z.array(bidHistoryEntrySchema) });

/**
 * GET /api/communities/{id}/bids: a member's anonymous ladder, the live bids in rank order
 * (lowest first, ties to the earlier). `airline_name` is null until the group is booked.
 */
export const bidLadderSchema = z.object({
  bids: z.array(
    z.object({
      rank: z.number().int(),
      price_per_ticket: z.number().int(),
      airline_name: z.string().nullable(),
    }),
  ),
});
export type BidLadder = z.infer<typeof bidLadderSchema>;

// ---- The winning airline's passenger manifest -----------------------------------------------

export const wonAwaitingPayment = (paid: number, active: number) =>
  formatMessage('en', msg('Won – awaiting payment ({paid} of {active} paid)'), { paid, active });

export const manifestParamsSchema = z.object({
  id: z
    .uuid({ error: msg('Quote id must be a UUID') })
    .meta({ description: "The winning quote's id" }),
});

export const manifestPassengerSchema = z.object({
  /** What the ticketing request and the CSV upload name a passenger by. */
  passenger_id: z.string(),
  full_name: z.string(),
  date_of_birth: z.string(),
  gender: z.string(),
  /** Saath's booking reference for the ticket. */
  ticket_number: z.string(),
  /** PENDING until the airline issues it, ISSUED, or CANCELLED by the member. */
  ticket_status: z.string(),
  /** The airline's e-ticket number once issued. */
  eticket_number: z.string().nullable(),
  issued_at: z.string().nullable(),
  /**
   * The passenger's details corrected after booking, oldest first (docs/product/ticketing.md
   * "Corrections"); left out when never corrected.
   */
  corrections: z.array(correctionHistorySchema).optional(),
});
export type ManifestPassenger = z.infer<typeof manifestPassengerSchema>;

export const manifestSchema = z.object({
  quote_id: z.string(),
  community_id: z.string(),
  rfq_number: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  travel_date: z.string(),
  airline_name: z.string(),
  flight_number: z.string(),
  departure_time: z.string().nullable(),
  arrival_time: z.string().nullable(),
  pnr: z.string().nullable(),
  ticketing_deadline: z.string().nullable(),
  tickets_issued: z.number().int(),
  tickets_total: z.number().int(),
  passengers: z.array(manifestPassengerSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_NOT_BOOKED = (status: string) =>
  formatMessage(
    'en',
    msg('The passenger manifest is available once the group is booked (it is {status})'),
    { status },
  );
export const MANIFEST_NOT_FOUND = msg('Passenger manifest not found');

/** The manifest download's file name: one group's passengers. */
export const manifestCsvFileName = (rfqNumber: string) =>
  `saath-manifest-${rfqNumber.replace(/[^A-Za-z0-9-]/g, '')}.csv`;

/** GET paths of the manifest (kept here, not in API: the first load does not need them). */
export const airlineManifestPath = (quoteId: string) =>
  `/api/airline/quotes/${encodeURIComponent(quoteId)}/manifest`;
