import { INDIA_TIME_ZONE, indiaInstant } from '@saath/shared/india-time';

// Dates are shown in India time (docs/product/money.md); money goes through formatPaise.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** A bare calendar date is a date in India, not midnight UTC; anything else is an instant. */
const toInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? indiaInstant(value) : new Date(value);

/** '2026-04-02' or an ISO timestamp -> '2 April 2026'; unparseable input is returned as is. */
export function formatDate(value: string): string {
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const longDateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

function longDateOf(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    longDateFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  // Assembled from parts: en-IN puts a comma before the year ('12 Dec, 2026').
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
  return `${longDateOf(date)}, ${timeFormat.format(date)}`;
}

/** The time of day of an ISO timestamp in India time: '10:05 am'. */
export function formatTime(value: string): string {
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

/** A flight's times in India time, '10:05 am - 12:20 pm'; one side alone when the other is
 * unknown; null without either. */
export function formatTimeRange(departure: string | null, arrival: string | null): string | null {
  if (departure && arrival) return `${formatTime(departure)} - ${formatTime(arrival)}`;
  if (departure) return `Departs ${formatTime(departure)}`;
  if (arrival) return `Arrives ${formatTime(arrival)}`;
  return null;
}

/** Ticketing-fee waivers held, said as a count: 'No fee waivers', '1 fee waiver', '2 fee waivers'. */
export function feeWaiversText(count: number): string {
  if (count <= 0) return 'No ticketing-fee waivers';
  return `${count} ticketing-fee ${count === 1 ? 'waiver' : 'waivers'}`;
}

/** The time left until `deadline`, coarse as people say it: '2 d 4 h', '5 h 12 min', '3 min'. */
export function formatTimeLeft(deadline: string, nowMs: number): string | null {
  const ms = new Date(deadline).getTime() - nowMs;
  if (Number.isNaN(ms) || ms <= 0) return null;
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${mins} min`;
  return `${mins} min`;
}
