// A travel date as people read it in mails: 'Fri, 11 Dec 2026', not the stored '2026-12-11'.
// A calendar date in India (docs/product/money.md), so it is read at India's midnight.

// A mail, text or PDF in Hindi reads its dates in hi-IN ('शुक्र, 11 दिस॰ 2026'): the language is
// the reader's (ADR 0064), English by default.
import { LANGUAGE_LOCALES, type Language } from './i18n.ts';
import { INDIA_TIME_ZONE, indiaDate, indiaInstant } from './india-time.ts';

const formatters = (language: Language) => ({
  parts: new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  }),
  time: new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INDIA_TIME_ZONE,
  }),
});
// Built once per language: a mail batch formats thousands of dates.
const FORMATTERS = { en: formatters('en'), hi: formatters('hi') } satisfies Record<
  Language,
  ReturnType<typeof formatters>
>;

/** '2026-12-11' -> 'Fri, 11 Dec 2026'; anything else is returned as it is. */
export function formatTravelDate(value: string, language: Language = 'en'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = indiaInstant(value);
  if (Number.isNaN(date.getTime())) return value;
  // One formatToParts for the four parts: it is the dear call here.
  const parts = FORMATTERS[language].parts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // Assembled from parts: en-IN puts a comma before the year ('11 Dec, 2026').
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A moment in India time: 'Tue, 1 Dec 2026, 12:00 pm IST' (mails, where no browser localises). */
export function formatInstantIst(date: Date, language: Language = 'en'): string {
  const day = formatTravelDate(indiaDate(date), language);
  return `${day}, ${FORMATTERS[language].time.format(date)} IST`;
}
