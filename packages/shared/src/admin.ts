import { z } from 'zod';
import { textField } from './fields.ts';
import { GROUP_STATUSES } from './groups.ts';
import { TICKET_STATUSES } from './tickets.ts';
import { formatMessage, msg } from './i18n.ts';

// The admin console: analytics, the admin view of users, the admin routes, the admin override
// (docs/product/lifecycle.md) and the list shape (docs/product/glossary.md).

/** The statuses an admin may pick in 'Override Status', as the client sends them. */
export const OVERRIDE_STATUSES = ['active', 'ready_for_booking', 'booked', 'disabled'] as const;
export type OverrideStatus = (typeof OVERRIDE_STATUSES)[number];

export const OVERRIDE_REASON_MAX = 500;
export const OVERRIDE_STATUS_MESSAGE = `Status must be one of ${OVERRIDE_STATUSES.join(', ')}`;

export const overrideBodySchema = z.object({
  // "lowercase variants also appear": accept either case, answer in upper case.
  status: textField('Status', { required: OVERRIDE_STATUS_MESSAGE })
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(OVERRIDE_STATUSES, { error: OVERRIDE_STATUS_MESSAGE }))
    .transform((s) => s.toUpperCase() as Uppercase<OverrideStatus>),
  reason: textField('Reason', { multiline: true })
    .max(OVERRIDE_REASON_MAX, {
      error: `Reason must be at most ${OVERRIDE_REASON_MAX} characters`,
    })
    .nullish()
    .transform((v) => v || null),
});
export type OverrideBody = z.input<typeof overrideBodySchema>;

export const adminUserSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Paise (docs/product/money.md); shown in ₹. */
  credit_balance: z.number().int(),
  created_at: z.string(),
  is_active: z.boolean(),
  /** A field of our own: administrators' accounts cannot be deactivated, so no button is offered. */
  is_admin: z.boolean(),
  /**
   * Added: what the account is, for the Users tab's Role column: ADMIN for an administrator,
   * AIRLINE for an airline partner's user, else TRAVELLER.
   */
  role: z.enum(['TRAVELLER', 'AIRLINE', 'ADMIN']),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const routeCountSchema = z.object({
  from_location: z.string(),
  to_location: z.string(),
  count: z.number().int(),
});
export type RouteCount = z.infer<typeof routeCountSchema>;

export const analyticsSchema = z.object({
  total_users: z.number().int(),
  total_communities: z.number().int(),
  total_tickets: z.number().int(),
  /** Paise saved by issued tickets against the assumed market price (tickets.ts). */
  total_saved_amount: z.number().int(),
  /** Every status with its count, zeros included (the chart leaves zeros out). */
  community_status_counts: z.record(z.enum(GROUP_STATUSES), z.number().int()),
  /** Busiest routes by number of groups, most first. */
  popular_routes: z.array(routeCountSchema),
  /** Passengers per group with at least one member; null with no groups. */
  avg_community_size: z.number().nullable(),
  /** Share 0..1 of decided groups that reached the threshold; null when none is decided yet. */
  threshold_success_rate: z.number().nullable(),
  /** Paise, over issued tickets; null without tickets. */
  avg_ticket_price: z.number().int().nullable(),
  /** Paise of credit ever granted (the ledger's positive entries). */
  total_credits_issued: z.number().int(),
  /** ADR 0024, paise: ticketing fees of the tickets sold (GST excluded). */
  fees_earned: z.number().int(),
  /** Paise captured, refunded and captured − refunded over every payment (the money ledger). */
  money_captured: z.number().int(),
  money_refunded: z.number().int(),
  money_net: z.number().int(),
  /** ADR 0055, paise: the airlines' balances above zero (fares of issued tickets not yet paid). */
  owed_to_airlines: z.number().int(),
  /** ADR 0055, paise: every payout made to the airlines. */
  paid_to_airlines: z.number().int(),
  /** 'DEL-BOM', or null without groups. */
  most_active_route: z.string().nullable(),
  recent_communities: z.array(
    z.object({
      community_id: z.string(),
      rfq_number: z.string(),
      from_location: z.string(),
      to_location: z.string(),
      created_at: z.string(),
      status: z.enum(GROUP_STATUSES),
    }),
  ),
  recent_tickets: z.array(
    z.object({
      ticket_id: z.string(),
      flight_number: z.string().nullable(),
      created_at: z.string(),
      status: z.enum(TICKET_STATUSES),
    }),
  ),
  /**
   * Each airline's on-time ticketing (docs/product/ticketing.md): `awards` whose deadline passed
   * or whose tickets are all issued; `on_time` of those with every ticket issued by the
   * deadline; `rate` = on_time / awards (null with none). Airlines without an award are left out.
   */
  airline_ticketing: z
    .array(
      z.object({
        company_id: z.string(),
        name: z.string(),
        awards: z.number().int(),
        on_time: z.number().int(),
        rate: z.number().nullable(),
      }),
    )
    .optional(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const rfqConversionSchema = z.object({
  /** Groups that ever sent an RFQ. */
  rfq_sent: z.number().int(),
  ready_for_booking: z.number().int(),
  booked: z.number().int(),
  cancelled: z.number().int(),
  /** booked / rfq_sent, 0..1; 0 when no RFQ was sent. */
  conversion_rate: z.number(),
});
export type RfqConversion = z.infer<typeof rfqConversionSchema>;

// What the API answers when an admin's status override is refused.
export const NO_QUOTE_TO_BOOK = msg('This group has no airline quote to book on');
export const NO_QUOTE_TO_HOLD = msg('This group has no airline quote to hold for booking');
export const NO_PASSENGERS_TO_BOOK = msg('This group has no passengers to book');
export const alreadyIn = (status: string) =>
  formatMessage('en', msg('The group is already {status}'), { status });
export const formationClosed =
  'The formation window of this group has closed; it can no longer be made active';
