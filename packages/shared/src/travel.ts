// docs/product/lifecycle.md: the travel rules shared by the
// API (which enforces them) and the web (which guides the form). One implementation.
import { ALTERNATIVE_WINDOW_DAYS, MAX_LEAD_DAYS, MIN_LEAD_DAYS } from './constants.ts';
import { msg, type Message } from './i18n.ts';
import { indiaDate } from './india-time.ts';

// The names are marked for translation: a Hindi page, mail or ticket shows 'नई दिल्ली (DEL)'.
export const CITIES = [
  { code: 'DEL', name: msg('New Delhi') },
  { code: 'BOM', name: msg('Mumbai') },
  { code: 'BLR', name: msg('Bengaluru') },
  { code: 'CCU', name: msg('Kolkata') },
  { code: 'MAA', name: msg('Chennai') },
  { code: 'HYD', name: msg('Hyderabad') },
  { code: 'PNQ', name: msg('Pune') },
  { code: 'AMD', name: msg('Ahmedabad') },
  { code: 'COK', name: msg('Ernakulam') },
  { code: 'JAI', name: msg('Jaipur') },
  { code: 'GOI', name: msg('Goa') },
  { code: 'VNS', name: msg('Varanasi') },
] as const;
export type CityCode = (typeof CITIES)[number]['code'];
export const CITY_CODES = CITIES.map((c) => c.code) as unknown as readonly [
  CityCode,
  ...CityCode[],
];

const CITY_NAMES = new Map<string, Message>(CITIES.map((c) => [c.code, c.name]));
/**
 * 'DEL' -> 'New Delhi (DEL)', as the UI shows a city; `translate` gives the name in the reader's
 * language (the web's t(), the API's texts), 'नई दिल्ली (DEL)'.
 */
export function cityLabel(
  code: string,
  translate: (name: Message) => string = (name) => name,
): string {
  const name = CITY_NAMES.get(code);
  return name ? `${translate(name)} (${code})` : code;
}

// Every city but Varanasi connects to every other. Varanasi is served from New Delhi
// only in that direction (Delhi lists Varanasi as a destination, nobody else does), and flies
// out of Varanasi to Mumbai, Bengaluru, Kolkata and Chennai.
const VARANASI = 'VNS';
const FROM_VARANASI: ReadonlySet<string> = new Set(['BOM', 'BLR', 'CCU', 'MAA']);
const TO_VARANASI: ReadonlySet<string> = new Set(['DEL']);

export function isRouteAllowed(from: string, to: string): boolean {
  if (from === to || !CITY_NAMES.has(from) || !CITY_NAMES.has(to)) return false;
  if (from === VARANASI) return FROM_VARANASI.has(to);
  if (to === VARANASI) return TO_VARANASI.has(from);
  return true;
}

export function destinationsFrom(from: string): CityCode[] {
  return CITY_CODES.filter((to) => isRouteAllowed(from, to));
}

export const TIME_SLOTS = [
  { code: 'SLOT_04_08', label: '04:00-08:00' },
  { code: 'SLOT_08_12', label: '08:00-12:00' },
  { code: 'SLOT_12_16', label: '12:00-16:00' },
  { code: 'SLOT_16_20', label: '16:00-20:00' },
] as const;
export type TimeSlotCode = (typeof TIME_SLOTS)[number]['code'];
export const TIME_SLOT_CODES = TIME_SLOTS.map((s) => s.code) as unknown as readonly [
  TimeSlotCode,
  ...TimeSlotCode[],
];

/** 'SLOT_04_08' -> '04:00-08:00'. */
export function timeSlotLabel(code: string): string {
  return TIME_SLOTS.find((s) => s.code === code)?.label ?? code;
}

export {
  GROUP_THRESHOLD,
  GROUP_CAPACITY,
  MIN_PASSENGERS_PER_BOOKING,
  MAX_PASSENGERS_PER_BOOKING,
  MIN_LEAD_DAYS,
  MAX_LEAD_DAYS,
  ALTERNATIVE_WINDOW_DAYS,
} from './constants.ts';
// Calendar dates are 'YYYY-MM-DD' strings; arithmetic on them goes through UTC midnight so no
// local time zone or daylight saving can shift a day.
const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The one strict calendar check every date of every request goes through:
 * 'YYYY-MM-DD' naming a real day of the Gregorian calendar, year 0001 to 9999 (PostgreSQL's
 * `date` has no year 0; `Date.parse` rolls 2026-02-30 over to March, this does not).
 */
export function isCalendarDate(value: string): boolean {
  if (value.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** The earliest travel date bookable now, today in India plus 11 days. */
export function minimumTravelDate(now: Date): string {
  return addDays(indiaDate(now), MIN_LEAD_DAYS);
}

/** The latest travel date bookable now, today in India plus 365 days. */
export function maximumTravelDate(now: Date): string {
  return addDays(indiaDate(now), MAX_LEAD_DAYS);
}

export function isTravelDateAllowed(date: string, now: Date): boolean {
  return isCalendarDate(date) && date >= minimumTravelDate(now) && date <= maximumTravelDate(now);
}

/** The dates of the ±3-day window around a date, in order. */
export function windowDates(date: string): string[] {
  return Array.from({ length: 2 * ALTERNATIVE_WINDOW_DAYS + 1 }, (_, i) =>
    addDays(date, i - ALTERNATIVE_WINDOW_DAYS),
  );
}

/** The ±3-day window around a date, as inclusive bounds. */
export function alternativeWindow(date: string): { from: string; to: string } {
  return {
    from: addDays(date, -ALTERNATIVE_WINDOW_DAYS),
    to: addDays(date, ALTERNATIVE_WINDOW_DAYS),
  };
}
