// A travel date as people read it in mails: 'Fri, 11 Dec 2026', not the stored '2026-12-11'.
// A calendar date in India (docs/product/money.md), so it is read at India's midnight.

import { INDIA_TIME_ZONE, indiaDate, indiaInstant } from './india-time.ts';
const parts = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** '2026-12-11' -> 'Fri, 11 Dec 2026'; anything else is returned as it is. */
export function formatTravelDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = indiaInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  // Assembled from parts: en-IN puts a comma before the year ('11 Dec, 2026').
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

const time = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** A moment in India time: 'Tue, 1 Dec 2026, 12:00 pm IST' (mails, where no browser localises). */
export function formatInstantIst(date: Date): string {
  const day = formatTravelDate(indiaDate(date));
  return `${day}, ${time.format(date)} IST`;
}
