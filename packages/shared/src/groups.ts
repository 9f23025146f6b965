import { z } from 'zod';
import { GROUP_STATUSES } from './group-status.ts';
import { INDIA_TIME_ZONE, indiaDate } from './india-time.ts';
import {
  ALTERNATIVE_WINDOW_DAYS,
  CITIES,
  CITY_CODES,
  GROUP_CAPACITY,
  GROUP_THRESHOLD,
  MAX_LEAD_DAYS,
  MAX_PASSENGERS_PER_BOOKING,
  MIN_LEAD_DAYS,
  MIN_PASSENGERS_PER_BOOKING,
  TIME_SLOTS,
  destinationsFrom,
  maximumTravelDate,
  minimumTravelDate,
  TIME_SLOT_CODES,
  isRouteAllowed,
} from './travel.ts';
import {
  atMostMessage,
  calendarDateField,
  LISTED_CITY_TEMPLATE,
  requiredMessage,
  textField,
} from './fields.ts';
import { dateOfBirthField, phoneSchema } from './profile.ts';
import { formatMessage, msg } from './i18n.ts';

// The statuses and their rules live in a zod-free leaf, so pages can use them without loading
// the schemas below; they are part of this module's contract too.
export {
  ALREADY_MEMBER,
  CANNOT_LEAVE_BOOKED,
  FORMING_STATUSES,
  GROUP_CLOSED,
  GROUP_FULL,
  GROUP_NOT_FOUND,
  GROUP_STATUSES,
  JOINABLE_STATUSES,
  NOT_OPEN,
  isForming,
  isFormationOver,
  isOpenForJoining,
  LEAVABLE_STATUSES,
  LEFT_GROUP,
  isJoinable,
  isLeavable,
  passengerTally,
  paymentDueBy,
  hasPaidShare,
  passengersNeeded,
  statusFooterText,
  thresholdProgressText,
  type GroupStatus,
} from './group-status.ts';
// ---- Requests -------------------------------------------------------------------------------

export const ROUTE_NOT_ALLOWED = msg('Please select a valid city pair');
export const MINIMUM_DATE_TEMPLATE = msg(
  'Date must be at least {MIN_LEAD_DAYS} days in advance for {from}-{to} route',
);
/** The template's values, for the web's `t(MINIMUM_DATE_TEMPLATE, minimumDateValues(...))`. */
export const minimumDateValues = (from: string, to: string) => ({ MIN_LEAD_DAYS, from, to });
export const minimumDateMessage = (from: string, to: string) =>
  formatMessage('en', MINIMUM_DATE_TEMPLATE, minimumDateValues(from, to));
/** No travel date further ahead than airlines sell: the web shows `t(MAXIMUM_DATE_TEMPLATE, ...)`. */
export const MAXIMUM_DATE_TEMPLATE = msg('Date must be at most {MAX_LEAD_DAYS} days in advance');
export const maximumDateValues = () => ({ MAX_LEAD_DAYS });
export const MAXIMUM_DATE_MESSAGE = formatMessage('en', MAXIMUM_DATE_TEMPLATE, maximumDateValues());

const citySchema = (label: string) =>
  z.enum(CITY_CODES, { error: formatMessage('en', LISTED_CITY_TEMPLATE, { label }) });
const travelDateSchema = calendarDateField('Travel date', { required: 'Travel date is required' });
const timeSlotSchema = z.enum(TIME_SLOT_CODES, {
  error: msg('Choose one of the departure time slots'),
});

/** Route checks shared by search and create; the lead-time rule needs the clock, so the API adds it. */
const withAllowedRoute = <T extends { from_location: string; to_location: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (!isRouteAllowed(value.from_location, value.to_location)) {
    ctx.addIssue({ code: 'custom', path: ['to_location'], message: ROUTE_NOT_ALLOWED });
  }
};

export const searchQuerySchema = z
  .object({
    from_location: citySchema('From'),
    to_location: citySchema('To'),
    travel_date: travelDateSchema,
    // The existing client sends the slot emptied when none is chosen.
    time_slot: z.union([z.literal('').transform(() => undefined), timeSlotSchema]).optional(),
  })
  .superRefine(withAllowedRoute);
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A query field that may be left out or sent empty (a form's cleared field): both mean "any". */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The optional filters of the lists an airline reads (open RFQs, its bids and their
 * CSV export): either end of the route, and the travel date. Absent means any.
 */
export const routeDateFilterSchema = z.object({
  from_location: optionalQuery(citySchema('From')),
  to_location: optionalQuery(citySchema('To')),
  travel_date: optionalQuery(calendarDateField('Travel date')),
});
export type RouteDateFilter = z.output<typeof routeDateFilterSchema>;
export const ROUTE_DATE_FILTER_KEYS = ['from_location', 'to_location', 'travel_date'] as const;

// Each passenger of a join or a new group.
export const PASSENGER_GENDERS = ['M', 'F', 'Other'] as const;
export const passengerCountMessage = 'Please choose between 1 and 4 passengers.';
export const passengerFieldsMessage = (n: number) =>
  formatMessage('en', msg('Please fill all fields for passenger {n}'), { n });

const requiredText = (label: string, max: number) =>
  textField(label, { required: requiredMessage(label) })
    .min(1, { error: requiredMessage(label) })
    .max(max, { error: atMostMessage(label, max) });

export const passengerInputSchema = z.object({
  full_name: requiredText('Full name', 100),
  dob: dateOfBirthField({ required: 'Date of birth is required' }),
  // "Age converted to an integer" (forms send strings).
  age: z.coerce
    .number({ error: msg('Age is required') })
    .int({ error: msg('Age must be a whole number') })
    .min(0, { error: msg('Age must be between 0 and 120') })
    .max(120, { error: msg('Age must be between 0 and 120') }),
  gender: z.enum(PASSENGER_GENDERS, { error: msg('Gender must be M, F or Other') }),
  phone: textField('Phone', { required: 'Phone is required' }).pipe(phoneSchema),
  email: textField('Email', { required: 'Email is required' })
    .pipe(z.email({ error: msg('Enter a valid email address') }))
    .transform((v) => v.toLowerCase()),
});
export type PassengerInput = z.input<typeof passengerInputSchema>;

export const passengersSchema = z
  .array(passengerInputSchema, { error: passengerCountMessage })
  .min(1, { error: passengerCountMessage })
  .max(MAX_PASSENGERS_PER_BOOKING, { error: passengerCountMessage });

export const joinBodySchema = z.object({ passengers: passengersSchema });
export type JoinBody = z.input<typeof joinBodySchema>;

/**
 * POST /api/communities/. `passengers` is our addition: when present the creator joins in the
 * same transaction, so a group is never left without its creator (the 3-step create wizard).
 */
export const createBodySchema = z
  .object({
    from_location: citySchema('From'),
    to_location: citySchema('To'),
    travel_date: travelDateSchema,
    time_slot: timeSlotSchema,
    passengers: passengersSchema.optional(),
  })
  .superRefine(withAllowedRoute);
export type CreateBody = z.input<typeof createBodySchema>;

export const communityIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Group id must be a UUID') }),
});

// ---- Responses ------------------------------------------------------------------------------

// The group record's payment fields. Here rather than in payments.ts, which
// re-exports them: the group pages read a group without loading the payment rules and schemas
// (a chunk of their own on the entry's preload map, against the landing's budget).
/** A member's share of a group awaiting payment: DUE until paid, EXPIRED when released. */
export const MY_PAYMENT_STATUSES = ['DUE', 'PAID', 'EXPIRED', 'REFUNDED'] as const;
export type MyPaymentStatus = (typeof MY_PAYMENT_STATUSES)[number];

export const myPaymentSchema = z.object({
  /** null while DUE and no payment was started. */
  payment_id: z.string().nullable(),
  status: z.enum(MY_PAYMENT_STATUSES),
  amount_due: z.number().int(),
  fare: z.number().int(),
  fee: z.number().int(),
  gst: z.number().int(),
  credits_applied: z.number().int(),
  paid_at: z.string().nullable(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

/** The bid the group goes ahead on, from READY_FOR_BOOKING on (times as the quote stores them). */
export const winningQuoteSchema = z.object({
  airline_name: z.string(),
  flight_number: z.string(),
  departure_time: z.string().nullable(),
  arrival_time: z.string().nullable(),
  price_per_ticket: z.number().int(),
});
export type WinningQuote = z.infer<typeof winningQuoteSchema>;

/**
 * ADR 0027: where the calling airline's live bid stands among its group's bids (rank 1
 * is the winning bid: lowest price, ties to the earlier submission). Airlines only; null when the
 * company has no live bid on the group.
 */
export const myStandingSchema = z.object({
  rank: z.number().int(),
  of: z.number().int(),
  /** Own price minus the lowest, in paise (0 for the lowest, and for a later bid at its price). */
  above_lowest: z.number().int(),
});
export type MyStanding = z.infer<typeof myStandingSchema>;

/**
 * Why and when a group ended, from its status history: the move into its final status
 * (DISABLED, CANCELLED or BOOKED). The group page says this rather than guessing from deadlines
 * (a group cancelled at its payment deadline had read as closed when bidding closed).
 */
export const groupEndingSchema = z.object({
  from_status: z.string(),
  /** What the history records; an administrator's own note is not shown to members. */
  reason: z.string(),
  at: z.string(),
});
export type GroupEnding = z.infer<typeof groupEndingSchema>;

/**
 * How the history records an administrator's status override (followed by ": " and the admin's
 * note, which is for the operators only); a member is told just that an administrator did it.
 */
export const ADMIN_OVERRIDE_REASON = msg('Admin override');
export const ADMIN_ENDED_REASON = msg('Closed by the Saath team');

/** Statuses a group never leaves. */
export const ENDED_STATUSES: readonly string[] = ['BOOKED', 'DISABLED', 'CANCELLED'];

export const groupSchema = z.object({
  community_id: z.string(),
  rfq_number: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  travel_date: z.string(),
  time_slot: z.string(),
  status: z.enum(GROUP_STATUSES),
  created_at: z.string(),
  /** Passengers in active memberships. */
  passenger_count: z.number().int(),
  /** The existing client reads member_count as passengers (airline cards, admin "/ 15"). */
  member_count: z.number().int(),
  threshold: z.number().int(),
  capacity: z.number().int(),
  lowest_known_price: z.number().int().nullable(),
  bid_count: z.number().int(),
  formation_deadline: z.string(),
  bidding_deadline: z.string().nullable(),
  /** Set from READY_FOR_BOOKING on (the payment stage). */
  payment_deadline: z.string().nullable(),
  /** Members whose share is PAID, of `active_member_count` active memberships. */
  paid_member_count: z.number().int(),
  active_member_count: z.number().int(),
  winning_quote: winningQuoteSchema.nullable(),
  /** The caller's own passengers in this group (0 when not a member). */
  my_passenger_count: z.number().int(),
  /** The caller's share (detail and the caller's own groups only; null when nothing is owed). */
  my_payment: myPaymentSchema.nullable().optional(),
  /** The calling airline's own standing (airlines' detail and RFQ list only). */
  my_standing: myStandingSchema.nullable().optional(),
  /** A member's or admin's detail of an ended group: why and when it ended (else null). */
  ended: groupEndingSchema.nullable().optional(),
  /**
   * A member's or admin's detail of a BOOKED group: its savings by the one rule of
   * `groupSavingsPaise` (tickets still issued), the figure the admin's Total Saved sums.
   */
  savings: z
    .object({ amount: z.number().int(), issued_tickets: z.number().int() })
    .nullable()
    .optional(),
  /**
   * A BOOKED group's ticketing by its winning airline (docs/product/ticketing.md): when the
   * tickets are due, how many of the group's tickets not cancelled are ISSUED. Null before BOOKED.
   */
  ticketing_deadline: z.string().nullable().optional(),
  tickets_issued: z.number().int().nullable().optional(),
  tickets_total: z.number().int().nullable().optional(),
  /** The group PNR: members' and admins' detail only (with a name it manages a booking). */
  pnr: z.string().nullable().optional(),
});
export type Group = z.infer<typeof groupSchema>;

export const searchResponseSchema = z.object({
  exact_matches: z.array(groupSchema),
  alternative_matches: z.array(groupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const passengerSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  age: z.number().int(),
  dob: z.string(),
  gender: z.enum(PASSENGER_GENDERS),
  phone: z.string(),
  email: z.string(),
});
export type Passenger = z.infer<typeof passengerSchema>;
export const passengersResponseSchema = z.object({ passengers: z.array(passengerSchema) });

/**
 * GET /api/communities/{id}/preview (the invite link): what anyone holding the link may
 * see, signed in or not. Only the trip and how full it is: never members, names, emails, the RFQ
 * number, prices or bids (groups are anonymous, docs/product/roles.md).
 */
export const groupPreviewSchema = z.object({
  community_id: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  travel_date: z.string(),
  time_slot: z.string(),
  status: z.enum(GROUP_STATUSES),
  passenger_count: z.number().int(),
  threshold: z.number().int(),
  capacity: z.number().int(),
  /** Passengers still needed to reach the threshold (0 once met). */
  passengers_needed: z.number().int(),
  /** Takes a new member now: joinable status, room left, formation window not passed. */
  open_for_joining: z.boolean(),
  /** While the group forms (PENDING, ACTIVE): when it closes unless it reaches the threshold. */
  formation_deadline: z.string().nullable(),
});
export type GroupPreview = z.infer<typeof groupPreviewSchema>;

export const GROUP_EXISTS = msg('A group for this route, date and time slot already exists');

/** Airlines bid on groups: one inside a group would be bidding for itself (a conflict of interest). */
export const AIRLINE_CANNOT_JOIN_GROUPS = msg(
  'Airline accounts cannot create or join traveller groups: airlines bid on groups, so being in one would be a conflict of interest.',
);
/** Admins are staff: they travel with a traveller account of their own. */
export const ADMIN_CANNOT_JOIN_GROUPS = msg(
  'Administrator accounts cannot create or join traveller groups. Please use a traveller account to travel.',
);
export const groupExistsSchema = z.object({
  detail: z.string(),
  existing_community_id: z.string(),
});

export const metaSchema = z.object({
  cities: z.array(z.object({ code: z.string(), name: z.string() })),
  destinations: z.record(z.string(), z.array(z.string())),
  time_slots: z.array(z.object({ code: z.string(), label: z.string() })),
  threshold: z.number().int(),
  capacity: z.number().int(),
  min_passengers_per_booking: z.number().int(),
  max_passengers_per_booking: z.number().int(),
  min_lead_days: z.number().int(),
  max_lead_days: z.number().int(),
  alternative_window_days: z.number().int(),
  time_zone: z.string(),
  today: z.string(),
  minimum_travel_date: z.string(),
  maximum_travel_date: z.string(),
  formation_window_seconds: z.number().int(),
  bidding_window_seconds: z.number().int(),
});
export type Meta = z.infer<typeof metaSchema>;

/** GET /api/meta: the travel rules as they stand at `now` (the server's clock). */
export function buildMeta(
  now: Date,
  windows: { formationWindowSeconds: number; biddingWindowSeconds: number },
): Meta {
  return {
    cities: CITIES.map((c) => ({ code: c.code, name: c.name })),
    destinations: Object.fromEntries(CITIES.map((c) => [c.code, destinationsFrom(c.code)])),
    time_slots: TIME_SLOTS.map((s) => ({ code: s.code, label: s.label })),
    threshold: GROUP_THRESHOLD,
    capacity: GROUP_CAPACITY,
    min_passengers_per_booking: MIN_PASSENGERS_PER_BOOKING,
    max_passengers_per_booking: MAX_PASSENGERS_PER_BOOKING,
    min_lead_days: MIN_LEAD_DAYS,
    max_lead_days: MAX_LEAD_DAYS,
    alternative_window_days: ALTERNATIVE_WINDOW_DAYS,
    time_zone: INDIA_TIME_ZONE,
    today: indiaDate(now),
    minimum_travel_date: minimumTravelDate(now),
    maximum_travel_date: maximumTravelDate(now),
    formation_window_seconds: windows.formationWindowSeconds,
    bidding_window_seconds: windows.biddingWindowSeconds,
  };
}
