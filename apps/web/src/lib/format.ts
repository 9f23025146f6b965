import { INDIA_TIME_ZONE, indiaInstant } from '@saath/shared/india-time';
import { currentLocale, t } from './i18n.tsx';

// Dates are shown in India time (docs/product/money.md); money goes through formatPaise.
// Each formatter is made once per locale and asked for at the call: the page's language (en-IN or
// hi-IN) is known only once the page runs, not when this module loads.
function perLocale(
  options: Intl.DateTimeFormatOptions,
  inLocale: (locale: string) => Intl.DateTimeFormatOptions = () => ({}),
): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const locale = currentLocale();
    let format = made.get(locale);
    if (!format) {
      const all = { ...options, ...inLocale(locale), timeZone: INDIA_TIME_ZONE };
      format = new Intl.DateTimeFormat(locale, all);
      made.set(locale, format);
    }
    return format;
  };
}

const dateFormat = perLocale({ day: 'numeric', month: 'long', year: 'numeric' });

/** A bare calendar date is a date in India, not midnight UTC; anything else is an instant. */
const toInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? indiaInstant(value) : new Date(value);

/** '2026-04-02' or an ISO timestamp -> '2 April 2026'; unparseable input is returned as is. */
export function formatDate(value: string): string {
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat().format(date);
}

const longDateFormat = perLocale({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
// hi-IN would write 'am'/'pm' in Latin letters; a Hindi reader says the part of the day instead:
// 'सुबह 10:05', 'रात 8:05'.
const timeFormat = perLocale({ hour: 'numeric', minute: '2-digit' }, (locale) =>
  locale.startsWith('hi') ? { dayPeriod: 'short' } : {},
);

function longDateOf(date: Date): string {
  const parts = longDateFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // Assembled from parts: en-IN puts a comma before the year ('12 Dec, 2026'). The same order
  // reads naturally in Hindi: 'शनि, 12 दिस॰ 2026'.
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A travel date with its weekday, '2026-12-12' -> 'Sat, 12 Dec 2026' (India time). */
export function formatLongDate(value: string): string {
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? value : longDateOf(date);
}

/** An ISO timestamp in India time: 'Thu, 15 Jan 2026, 10:05 am'. */
export function formatDateTime(value: string): string {
  const date = toInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${longDateOf(date)}, ${timeFormat().format(date)}`;
}

/** The time of day of an ISO timestamp in India time: '10:05 am'. */
export function formatTime(value: string): string {
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat().format(date);
}

/** A flight's times in India time, '10:05 am - 12:20 pm'; one side alone when the other is
 * unknown; null without either. */
export function formatTimeRange(departure: string | null, arrival: string | null): string | null {
  if (departure && arrival) return `${formatTime(departure)} - ${formatTime(arrival)}`;
  if (departure) return t('Departs {time}', { time: formatTime(departure) });
  if (arrival) return t('Arrives {time}', { time: formatTime(arrival) });
  return null;
}

/** Ticketing-fee waivers held, said as a count: 'No fee waivers', '1 fee waiver', '2 fee waivers'. */
export function feeWaiversText(count: number): string {
  if (count <= 0) return t('No ticketing-fee waivers');
  return t('{count, plural, one {# ticketing-fee waiver} other {# ticketing-fee waivers}}', {
    count,
  });
}

/** The time left until `deadline`, coarse as people say it: '2 d 4 h', '5 h 12 min', '3 min'. */
export function formatTimeLeft(deadline: string, nowMs: number): string | null {
  const ms = new Date(deadline).getTime() - nowMs;
  if (Number.isNaN(ms) || ms <= 0) return null;
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return t('{days} d {hours} h', { days, hours });
  if (hours > 0) return t('{hours} h {minutes} min', { hours, minutes: mins });
  return t('{minutes} min', { minutes: mins });
}
