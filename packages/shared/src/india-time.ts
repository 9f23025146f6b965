// India time, the product's one clock face: travel dates, deadlines, payout runs, statements and
// the times on pages, mails and PDFs are all read in India (docs/product/money.md). India keeps
// one offset all year (no daylight saving), so instants convert with a fixed +05:30; the
// formatters that name a zone use INDIA_TIME_ZONE.

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** The offset as ISO 8601 writes it, for instants built from India wall-clock text. */
export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

// Made at first use, not at import: a page that imports only the arithmetic below does not
// build a formatter it never calls (and bundlers cannot drop a `new` at the top of a module).
let india: Intl.DateTimeFormat | undefined;

/** The calendar date in India at an instant ('YYYY-MM-DD'). */
export function indiaDate(instant: Date): string {
  india ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return india.format(instant);
}

/** India wall-clock time at an instant, 'YYYY-MM-DDTHH:mm' (a datetime-local input's value). */
export function indiaLocal(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** India wall-clock time at an instant, '2026-12-10 09:30', which spreadsheets read as a date. */
export function indiaDateTime(instant: Date): string {
  return indiaLocal(instant).replace('T', ' ');
}

/**
 * The instant of a date and wall-clock time in India ('2026-12-10', '09:30' or '09:30:15');
 * midnight when no time is given. An invalid date gives an invalid Date, as `new Date` does.
 */
export function indiaInstant(date: string, time = '00:00'): Date {
  const clock = time.length === 5 ? `${time}:00` : time;
  return new Date(`${date}T${clock}${INDIA_OFFSET}`);
}

/** The first instant of a calendar month of India time (monthIndex 0 = January). */
export function indiaMonthStart(year: number, monthIndex: number): Date {
  return new Date(Date.UTC(year, monthIndex, 1) - INDIA_OFFSET_MS);
}

/** The next instant after `now` at which India's clock reads `hhmm` ('02:30'): today's or tomorrow's. */
export function nextIndiaTimeOfDay(now: Date, hhmm: string): Date {
  const at = indiaInstant(indiaDate(now), hhmm).getTime();
  return new Date(at > now.getTime() ? at : at + DAY_MS);
}
