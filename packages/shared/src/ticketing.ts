import { z } from 'zod';
import { formatMessage, msg } from './i18n.ts';
import { textField } from './fields.ts';

/*
 * The winning airline's ticketing (docs/product/ticketing.md). A group that is BOOKED has its
 * members' money; its tickets stay PENDING until the winning airline issues them: one group PNR
 * (its booking reference) and one e-ticket number per passenger. The airline's won-group page,
 * its manifest CSV upload and its API key all go through one rule and answer the same report.
 */

/** A group PNR: six letters or digits (airlines' record locators), stored upper-case. */
export const PNR_PATTERN = /^[A-Z0-9]{6}$/;
/** An e-ticket number: a 3-digit airline prefix and a 10-digit serial, 13 digits in all. */
export const ETICKET_PATTERN = /^\d{13}$/;

export const PNR_HINT = msg('Six letters or digits, as your reservation system shows it');
export const ETICKET_HINT = msg('13 digits: the 3-digit airline prefix and the 10-digit serial');
export const PNR_INVALID = msg('The PNR must be six letters or digits');
export const ETICKET_INVALID = msg('An e-ticket number is 13 digits');

/** Upper-cases and trims what a person typed; the pattern decides. */
export const pnrSchema = textField('PNR', { required: 'The PNR is required' })
  .max(20, { error: PNR_INVALID })
  .transform((v) => v.toUpperCase())
  .refine((v) => PNR_PATTERN.test(v), { error: PNR_INVALID });

/** Spaces and hyphens people type between the prefix and the serial are dropped. */
export const eticketNumberSchema = textField('E-ticket number', {
  required: 'The e-ticket number is required',
})
  .max(40, { error: ETICKET_INVALID })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => ETICKET_PATTERN.test(v), { error: ETICKET_INVALID });

/** Most passengers a group can have (capacity 15, one ticket each): a request's row bound. */
export const MAX_TICKETING_ROWS = 50;

export const ticketingBodySchema = z.object({
  /** Required on the first ticketing of an award; afterwards it may be left out or repeated. */
  pnr: pnrSchema.optional(),
  tickets: z
    .array(
      z.object({
        passenger_id: z.uuid({ error: msg('Passenger id must be a UUID') }),
        eticket_number: eticketNumberSchema,
      }),
    )
    .min(1, { error: msg('Send at least one ticket') })
    .max(MAX_TICKETING_ROWS, { error: `At most ${MAX_TICKETING_ROWS} tickets per request` }),
});
export type TicketingBody = z.infer<typeof ticketingBodySchema>;

/**
 * What happened to one row: ISSUED (the ticket was issued now), UNCHANGED (it already carried
 * this number: the request is idempotent), REFUSED (nothing changed; `reason` says why).
 */
export const TICKETING_OUTCOMES = ['ISSUED', 'UNCHANGED', 'REFUSED'] as const;
export type TicketingOutcome = (typeof TICKETING_OUTCOMES)[number];

export const ticketingRowReportSchema = z.object({
  /** The CSV's line number (the header is line 1); null for JSON requests. */
  line: z.number().int().nullable(),
  passenger_id: z.string().nullable(),
  passenger_name: z.string().nullable(),
  eticket_number: z.string().nullable(),
  outcome: z.enum(TICKETING_OUTCOMES),
  reason: z.string().nullable(),
});
export type TicketingRowReport = z.infer<typeof ticketingRowReportSchema>;

/** Where a won group's ticketing stands; also each row of the airline's won-groups list. */
export const ticketingStateSchema = z.object({
  quote_id: z.string(),
  community_id: z.string(),
  rfq_number: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  travel_date: z.string(),
  time_slot: z.string(),
  /** The group's status (BOOKED while ticketing; READY_FOR_BOOKING while members pay). */
  status: z.string(),
  flight_number: z.string(),
  departure_time: z.string().nullable(),
  arrival_time: z.string().nullable(),
  pnr: z.string().nullable(),
  /** When the tickets are due (null until the group is BOOKED). */
  ticketing_deadline: z.string().nullable(),
  tickets_issued: z.number().int(),
  /** Tickets to issue in all: the group's tickets not cancelled. */
  tickets_total: z.number().int(),
});
export type TicketingState = z.infer<typeof ticketingStateSchema>;

export const ticketingReportSchema = ticketingStateSchema.extend({
  rows: z.array(ticketingRowReportSchema),
  issued: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type TicketingReport = z.infer<typeof ticketingReportSchema>;

export const wonGroupsSchema = z.object({
  /** Won groups that are BOOKED with tickets still to issue. */
  awaiting_tickets: z.number().int(),
  groups: z.array(ticketingStateSchema),
});
export type WonGroups = z.infer<typeof wonGroupsSchema>;

// Reasons a row or a request is refused (the report's `reason`, or a 409's detail).
export const TICKETING_NOT_BOOKED = (status: string) =>
  formatMessage(
    'en',
    msg(
      'Tickets can be issued once every member has paid and the group is booked (it is {status})',
    ),
    { status },
  );
export const TICKETING_NOT_WON = msg('Only the winning bid can issue tickets');
export const PNR_REQUIRED = msg('Send the group PNR with the first tickets');
export const PNR_MISMATCH = (pnr: string) =>
  formatMessage('en', msg("This group's PNR is {pnr}"), { pnr });
export const PASSENGER_NOT_IN_GROUP = msg('No such passenger in this group');
export const TICKET_CANCELLED_BY_MEMBER = msg('The member cancelled this ticket');
export const ETICKET_ALREADY_ISSUED = (number: string) =>
  formatMessage('en', msg("This passenger's ticket was already issued as {number}"), { number });
export const ETICKET_TAKEN = msg('This e-ticket number is already used by another ticket');
export const ETICKET_TWICE_IN_REQUEST = msg('This e-ticket number appears twice in the upload');
export const PASSENGER_TWICE_IN_REQUEST = msg('This passenger appears twice in the upload');

/** The manifest CSV's columns the upload reads (the download writes them, among others). */
export const TICKETING_CSV_COLUMNS = ['passenger_id', 'pnr', 'eticket_number'] as const;
export const TICKETING_CSV_MAX_BYTES = 64 * 1024;

// Paths (kept out of the landing's API table: the first load does not need them).
export const airlineTicketingPath = (quoteId: string) =>
  `/api/airline/quotes/${encodeURIComponent(quoteId)}/ticketing`;
export const airlineTicketingCsvPath = (quoteId: string) =>
  `/api/airline/quotes/${encodeURIComponent(quoteId)}/ticketing.csv`;
export const AIRLINE_WON_GROUPS_PATH = '/api/airline/won-groups';

// The members' texts live in a leaf module without zod (the dashboard's first load reads them).
export { TICKET_PENDING_TEXT, ticketingProgressText } from './ticketing-texts.ts';

// ---- The admin's ticketing board (docs/product/ticketing.md "The admin's board") ------------

export const ADMIN_TICKETING_PATH = '/api/admin/ticketing';
export const adminTicketingExtendPath = (quoteId: string) =>
  `/api/admin/ticketing/${quoteId}/extend`;

/** A booked group's award still awaiting tickets, as the admin's board lists it. */
export const adminTicketingRowSchema = z.object({
  quote_id: z.string(),
  community_id: z.string(),
  rfq_number: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  travel_date: z.string(),
  company_id: z.string(),
  airline_name: z.string(),
  ticketing_deadline: z.string(),
  /** The deadline has passed (the sweep acts on it at its next run). */
  overdue: z.boolean(),
  tickets_issued: z.number().int(),
  tickets_total: z.number().int(),
  /** An admin extended this award's deadline (once is the most). */
  extended: z.boolean(),
});
export type AdminTicketingRow = z.infer<typeof adminTicketingRowSchema>;
export const adminTicketingBoardSchema = z.object({ groups: z.array(adminTicketingRowSchema) });
export type AdminTicketingBoard = z.infer<typeof adminTicketingBoardSchema>;

export const EXTEND_MAX_HOURS = 72;
export const extendDeadlineBodySchema = z.object({
  hours: z
    .number({ message: msg('Hours must be a whole number from 1 to 72') })
    .int('Hours must be a whole number from 1 to 72')
    .min(1, 'Hours must be a whole number from 1 to 72')
    .max(EXTEND_MAX_HOURS, 'Hours must be a whole number from 1 to 72'),
  reason: textField('Reason', { required: 'Say why, in 5 to 500 characters', multiline: true })
    .min(5, 'Say why, in 5 to 500 characters')
    .max(500, 'Say why, in 5 to 500 characters'),
});
export type ExtendDeadlineBody = z.infer<typeof extendDeadlineBodySchema>;
export const quoteIdParamsSchema = z.object({
  quoteId: z.uuid({ error: msg('Quote id must be a UUID') }),
});

export const AWARD_NOT_FOUND = msg('No such award');
export const AWARD_NOT_AWAITING_TICKETS = msg(
  'This award is not awaiting tickets: it did not win, its group is not booked, or every ticket is issued',
);
export const DEADLINE_ALREADY_EXTENDED = msg("This award's deadline was already extended once");
export const DEADLINE_PAST_CAP = (cap: string) =>
  formatMessage(
    'en',
    msg('The deadline cannot pass {cap}: tickets must be in hand 8 days before travel'),
    { cap },
  );

/** The admin console's Ticketing tab. */
export const ADMIN_TICKETING_MESSAGES = {
  empty: msg('No groups await tickets.'),
  loadFailed: msg('The ticketing board could not be loaded. Try again.'),
  extendFailed: msg('The deadline could not be extended. Try again.'),
  alreadyExtended: msg('Extended once already'),
  /** Filled where it is shown: `t(ADMIN_TICKETING_MESSAGES.extended, { rfq, deadline })`. */
  extended: msg('{rfq}: the ticketing deadline is now {deadline}.'),
} as const;
