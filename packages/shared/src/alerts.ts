import { z } from 'zod';
import { calendarDateField, LISTED_CITY_TEMPLATE } from './fields.ts';
import { MONTHS } from './profile.ts';
import {
  CITIES,
  CITY_CODES,
  TIME_SLOT_CODES,
  addDays,
  isRouteAllowed,
  maximumTravelDate,
  minimumTravelDate,
  type CityCode,
} from './travel.ts';
import { formatMessage, msg } from './i18n.ts';

// Route alerts. A traveller names a route (the search's route
// rules), an optional slot and either a date range or a month; a group opening there is mailed.

export const ALERT_LIMITS = {
  /** Alerts one traveller may hold at once. */
  perUser: 20,
  /** Longest date range, in days counted inclusively (a year, leap day included). */
  maxRangeDays: 366,
  /** How long an unsubscribe link works, in days after its mail was written. */
  unsubscribeValidDays: 90,
} as const;

export const ROUTE_NOT_ALLOWED_FOR_ALERT = msg('Please select a valid city pair');
export const ALERT_PERIOD_REQUIRED = msg('Choose a date range or a month');
export const ALERT_PERIOD_BOTH = msg('Choose either a date range or a month, not both');
export const ALERT_RANGE_INCOMPLETE = msg('Enter both the first and the last date');
export const ALERT_RANGE_ORDER = msg('The last date must be on or after the first date');
export const ALERT_RANGE_TOO_LONG = `A date range can span at most ${ALERT_LIMITS.maxRangeDays} days`;
export const ALERT_MONTH_FORMAT = msg('Month must be a month (YYYY-MM)');
export const alertPeriodPastMessage = (minimum: string) =>
  formatMessage(
    'en',
    msg('The dates must reach {minimum} or later: groups open at least 11 days ahead'),
    { minimum },
  );
export const alertPeriodTooFarMessage = (maximum: string) =>
  formatMessage('en', msg('The dates must start on or before {maximum}'), { maximum });
export const ALERT_LIMIT_REACHED = `You can keep at most ${ALERT_LIMITS.perUser} alerts. Delete one to add another.`;
export const ALERT_EXISTS = msg('You already have this alert');
export const ALERT_NOT_FOUND = msg('Alert not found');
export const ALERT_DELETED = msg('Alert deleted');
export const ALERT_CREATED = msg('Alert created. We will mail you when a matching group opens.');
export const UNSUBSCRIBE_INVALID = msg('This unsubscribe link is invalid or has expired.');
export const UNSUBSCRIBE_DONE = msg('You are unsubscribed: this alert will send no more mail.');
export const UNSUBSCRIBE_MISSING = msg('No unsubscribe token provided.');
export const ALERTS_LOAD_FAILED = msg('Failed to load your alerts. Please try again later.');
export const ALERT_SAVE_FAILED = msg('Failed to save the alert. Please try again.');
export const ALERT_DELETE_FAILED = msg('Failed to delete the alert. Please try again.');

const citySchema = (label: string) =>
  z.enum(CITY_CODES, { error: formatMessage('en', LISTED_CITY_TEMPLATE, { label }) });

/** A form's cleared field and an absent one both mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

// Years of this century and the last: '0925-10' or '9999-12' is no month anyone travels in, and
// their bounds would not be calendar dates (the fuzz test found the first as a 500).
const MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' -> its first and last calendar days. */
export function monthBounds(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01-01` : `${year}-${String(mm + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** Days from `from` to `to`, both counted. */
export function rangeDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** POST /api/alerts. The clock-bound checks (not in the past, not beyond a year) are the API's. */
export const alertCreateSchema = z
  .object({
    from_location: citySchema('From'),
    to_location: citySchema('To'),
    time_slot: optional(
      z.enum(TIME_SLOT_CODES, { error: msg('Choose one of the departure time slots') }),
    ),
    date_from: optional(calendarDateField('First date')),
    date_to: optional(calendarDateField('Last date')),
    month: optional(z.string().regex(MONTH_PATTERN, { error: ALERT_MONTH_FORMAT })),
  })
  .superRefine((value, ctx) => {
    if (!isRouteAllowed(value.from_location, value.to_location))
      ctx.addIssue({ code: 'custom', path: ['to_location'], message: ROUTE_NOT_ALLOWED_FOR_ALERT });
    const hasRange = value.date_from !== undefined || value.date_to !== undefined;
    if (hasRange && value.month !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: ALERT_PERIOD_BOTH });
      return;
    }
    if (!hasRange && value.month === undefined) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: ALERT_PERIOD_REQUIRED });
      return;
    }
    if (!hasRange) return;
    if (value.date_from === undefined || value.date_to === undefined) {
      const path = value.date_from === undefined ? 'date_from' : 'date_to';
      ctx.addIssue({ code: 'custom', path: [path], message: ALERT_RANGE_INCOMPLETE });
      return;
    }
    if (value.date_to < value.date_from)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: ALERT_RANGE_ORDER });
    else if (rangeDays(value.date_from, value.date_to) > ALERT_LIMITS.maxRangeDays)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: ALERT_RANGE_TOO_LONG });
  });
export type AlertCreateBody = z.input<typeof alertCreateSchema>;
export type AlertCreate = z.output<typeof alertCreateSchema>;

/** The dates an alert covers, whichever way it was given. */
export function alertPeriod(body: AlertCreate): { from: string; to: string } {
  return body.month ? monthBounds(body.month) : { from: body.date_from!, to: body.date_to! };
}

/**
 * The clock-bound rule: the period must reach the earliest date a group can open for (today in
 * India + 11) and start no later than the latest (+365). Returns the issue, if any.
 */
export function alertPeriodIssue(
  body: AlertCreate,
  now: Date,
): { path: 'date_from' | 'date_to' | 'month'; message: string } | null {
  const { from, to } = alertPeriod(body);
  const min = minimumTravelDate(now);
  const max = maximumTravelDate(now);
  if (to < min)
    return { path: body.month ? 'month' : 'date_to', message: alertPeriodPastMessage(min) };
  if (from > max)
    return { path: body.month ? 'month' : 'date_from', message: alertPeriodTooFarMessage(max) };
  return null;
}

export const alertSchema = z.object({
  alert_id: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  time_slot: z.string().nullable(),
  date_from: z.string(),
  date_to: z.string(),
  /** 'YYYY-MM' when the alert was made for a month, else null (a date range). */
  month: z.string().nullable(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/alerts: the caller's alerts, soonest dates first (a bare array, like the other own-lists). */
export const alertListSchema = z.array(alertSchema);

export const alertIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Alert id must be a UUID') }),
});

/** A ready-made alert from the profile: the body to POST as it is, and why it is offered. */
export const alertSuggestionSchema = z.object({
  from_location: z.string(),
  to_location: z.string(),
  month: z.string().nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  source: z.string(),
});
export type AlertSuggestion = z.infer<typeof alertSuggestionSchema>;
export const alertSuggestionsSchema = z.array(alertSuggestionSchema);

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_MISSING })
    .min(1, { error: UNSUBSCRIBE_MISSING })
    .max(500, { error: UNSUBSCRIBE_INVALID }),
});
/** RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click`; nothing else is read. */
export const unsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish();
export const unsubscribeResultSchema = z.object({
  message: z.string(),
  from_location: z.string().nullable(),
  to_location: z.string().nullable(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

// ---- Profile suggestions ----------------------------------------------------------------------

// Names travellers write for the cities, beyond the listed ones ("Delhi - Mumbai").
const CITY_ALIASES: Record<string, CityCode> = {
  delhi: 'DEL',
  'new delhi': 'DEL',
  bombay: 'BOM',
  bangalore: 'BLR',
  bengaluru: 'BLR',
  calcutta: 'CCU',
  madras: 'MAA',
  kochi: 'COK',
  cochin: 'COK',
  banaras: 'VNS',
  benares: 'VNS',
};

function cityOf(text: string): CityCode | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/\s*\(([a-z]{3})\)$/, ' ($1)');
  const code = /\(([a-z]{3})\)$/.exec(key)?.[1] ?? key;
  const byCode = CITIES.find((c) => c.code.toLowerCase() === code);
  if (byCode) return byCode.code;
  const byName = CITIES.find((c) => c.name.toLowerCase() === key);
  return byName?.code ?? CITY_ALIASES[key] ?? null;
}

/**
 * A profile's free-text city pair ("Delhi - Mumbai", "DEL to BOM", "Pune → Goa") as an allowed
 * route, or null when it names no two listed cities or the route is not flown.
 */
export function parseCityPair(
  text: string | null | undefined,
): { from: CityCode; to: CityCode } | null {
  if (!text) return null;
  const parts = text.split(/\s*(?:->|→|–|—|-|\bto\b|\/|>|,)\s*/i).filter((p) => p.trim() !== '');
  if (parts.length !== 2) return null;
  const from = cityOf(parts[0]!);
  const to = cityOf(parts[1]!);
  if (!from || !to || !isRouteAllowed(from, to)) return null;
  return { from, to };
}

/** The next 'YYYY-MM' of a month name whose days still reach the earliest bookable date. */
export function nextMonthOf(name: (typeof MONTHS)[number], now: Date): string {
  const min = minimumTravelDate(now);
  const index = MONTHS.indexOf(name) + 1;
  let year = Number(min.slice(0, 4));
  let month = `${year}-${String(index).padStart(2, '0')}`;
  if (monthBounds(month).to < min) {
    year += 1;
    month = `${year}-${String(index).padStart(2, '0')}`;
  }
  return month;
}

export type AlertProfile = {
  domestic_city_pair1?: string | null;
  domestic_city_pair2?: string | null;
  domestic_city_pair3?: string | null;
  likely_travel1?: string | null;
  likely_travel2?: string | null;
};

/**
 * The profile's domestic city pairs and likely travel months as ready-made alerts:
 * each pair for each month; a pair with no month, for the next 90 days groups can open in.
 */
export function suggestAlerts(profile: AlertProfile, now: Date): AlertSuggestion[] {
  const pairs = [
    profile.domestic_city_pair1,
    profile.domestic_city_pair2,
    profile.domestic_city_pair3,
  ]
    .map((text) => ({ text, pair: parseCityPair(text) }))
    .filter((p): p is { text: string; pair: { from: CityCode; to: CityCode } } => p.pair !== null);
  const months = [profile.likely_travel1, profile.likely_travel2]
    .filter((m): m is (typeof MONTHS)[number] => (MONTHS as readonly string[]).includes(m ?? ''))
    .filter((m, i, all) => all.indexOf(m) === i)
    .map((m) => nextMonthOf(m, now));
  const seen = new Set<string>();
  const out: AlertSuggestion[] = [];
  for (const { text, pair } of pairs) {
    const key = `${pair.from}-${pair.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const base = { from_location: pair.from, to_location: pair.to, source: text.trim() };
    if (months.length === 0) {
      const from = minimumTravelDate(now);
      out.push({ ...base, month: null, date_from: from, date_to: addDays(from, 89) });
    } else {
      for (const month of months) out.push({ ...base, month, date_from: null, date_to: null });
    }
  }
  return out;
}

export { ALERTS_API, ALERTS_PAGE, UNSUBSCRIBE_PAGE } from './alert-paths.ts';
