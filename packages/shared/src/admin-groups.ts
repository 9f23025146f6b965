import { z } from 'zod';
import { msg } from './i18n.ts';
import { quoteSchema } from './airlines.ts';
import { calendarDateField, textField } from './fields.ts';
import { GROUP_STATUSES, groupSchema } from './groups.ts';
import { pageQuerySchema } from './paging.ts';
import { CITY_CODES } from './travel.ts';

// What operators expect: the Groups tab's search and filters, and an admin's page of
// one group (its history, the admins' actions on it, its quotes).

// ---- GET /api/admin/communities: optional filters beside skip/limit -------------------------

/** 'RFQ-2026-000123' (groups.service.ts makes them: year, then a 6-digit or longer sequence). */
export const RFQ_NUMBER_PATTERN = /^RFQ-\d{4}-\d{6,}$/;
/**
 * The filter also takes a part of a number ('000123', '2026-000123'): operators are read the
 * digits on a call. Letters, digits and dashes only, so a part can never be a LIKE wildcard.
 */
export const RFQ_NUMBER_PART_PATTERN = /^[A-Z0-9-]{1,30}$/;
export const RFQ_NUMBER_MESSAGE = msg(
  'RFQ number must be all or part of one like RFQ-2026-000123 (letters, digits and dashes)',
);
export const FILTER_CITY_MESSAGE = msg('Choose one of the listed cities');
export const FILTER_STATUS_MESSAGE = `Status must be one of ${GROUP_STATUSES.join(', ')}`;
export const FILTER_DATE_MESSAGE = msg('Travel date must be a date (YYYY-MM-DD)');

/** A filter left empty by a form ('') means "any", as if it were not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const adminGroupFiltersSchema = z.object({
  // Typed by an operator from a mail or a call: any case, surrounding spaces ignored.
  rfq_number: optional(
    textField('RFQ number')
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(RFQ_NUMBER_PART_PATTERN, { error: RFQ_NUMBER_MESSAGE })),
  ),
  from_location: optional(z.enum(CITY_CODES, { error: FILTER_CITY_MESSAGE })),
  to_location: optional(z.enum(CITY_CODES, { error: FILTER_CITY_MESSAGE })),
  travel_date: optional(calendarDateField('Travel date')),
  // "lowercase variants also appear": either case, answered in upper case.
  status: optional(
    textField('Status')
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(GROUP_STATUSES, { error: FILTER_STATUS_MESSAGE })),
  ),
});
export type AdminGroupFilters = z.output<typeof adminGroupFiltersSchema>;
export const ADMIN_GROUP_FILTER_KEYS = Object.keys(
  adminGroupFiltersSchema.shape,
) as (keyof AdminGroupFilters)[];

export const adminGroupsQuerySchema = pageQuerySchema.extend(adminGroupFiltersSchema.shape);
export type AdminGroupsQuery = z.output<typeof adminGroupsQuerySchema>;

// ---- GET /api/admin/communities/{id}: one group as an operator sees it ------------------------

/** An admin who acted: a name, as the Users tab shows it. */
const adminActorSchema = z.object({ user_id: z.string(), name: z.string() });

/**
 * Who moved the status: the system (sweeper, RFQ dispatch), a member (their join reached the
 * threshold: unnamed, the group stays anonymous, docs/product/roles.md) or an admin (named).
 */
export const ACTOR_KINDS = ['SYSTEM', 'MEMBER', 'ADMIN'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const statusChangeSchema = z.object({
  from_status: z.string(),
  to_status: z.string(),
  reason: z.string(),
  actor_kind: z.enum(ACTOR_KINDS),
  /** Set when an admin made the move. */
  actor: adminActorSchema.nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const ADMIN_GROUP_ACTIONS = ['GROUP_STATUS_OVERRIDE', 'QUOTE_SELECTED'] as const;
export const adminActionSchema = z.object({
  action: z.enum(ADMIN_GROUP_ACTIONS),
  /** Set for overrides; null for a quote selection (its moves are in the status history). */
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  /** The note the admin gave, if any. */
  reason: z.string().nullable(),
  /** null when the admin's account has since been deleted. */
  admin: adminActorSchema.nullable(),
  /** What the action did besides the status (quote, price, tickets, credits). */
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminQuoteSchema = quoteSchema.extend({
  /** Paise: price per ticket × the group's passengers now. */
  total_price: z.number().int(),
});
export type AdminQuote = z.infer<typeof adminQuoteSchema>;

export const adminGroupSchema = z.object({
  group: groupSchema,
  /** Active memberships (group.passenger_count counts their passengers). */
  members: z.number().int(),
  status_history: z.array(statusChangeSchema),
  admin_actions: z.array(adminActionSchema),
  /** Lowest first, ties to the earliest (the order the winner is picked in). */
  quotes: z.array(adminQuoteSchema),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

export const ADMIN_GROUP_MESSAGES = {
  noMatchingGroups: msg('No groups match these filters.'),
  groupFailed: msg('Failed to load this group. Please try again later.'),
  noQuotes: msg('No airline has bid on this group yet.'),
  noHistory: msg('No status change yet.'),
  noAdminActions: msg('No administrator has acted on this group.'),
  noBidHistory: msg('No bid has been made on this group.'),
  bidHistoryFailed: msg('Failed to load the bid history. Please try again later.'),
  selectFailed: msg('Failed to select the quote. Please try again.'),
} as const;
