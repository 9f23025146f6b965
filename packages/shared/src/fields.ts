import { z } from 'zod';
import { isCalendarDate } from './travel.ts';
import { formatMessage, msg } from './i18n.ts';

// The building blocks every text and date field of every request schema is
// made of, so the API and the web forms refuse hostile input at one place with one message.

// Control characters (C0, DEL and C1: \p{Cc}) nobody types into a form, and PostgreSQL refuses
// NUL in text; a lone surrogate (\p{Cs} under the u flag matches only unpaired ones) is not
// Unicode and would be stored as U+FFFD. A multi-line field keeps tab, line feed and return.
const SINGLE_LINE_REFUSED = /[\p{Cc}\p{Cs}]/u;
const MULTI_LINE_REFUSED = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export const controlCharactersMessage = (label: string) =>
  formatMessage('en', msg('{label} must not contain control characters'), { label });

// The messages every field builds from its label, as templates: the web translates the template
// and the label (each a catalog entry) to show an API's English detail in Hindi (ADR 0064).
export const REQUIRED_TEMPLATE = msg('{label} is required');
export const AT_MOST_TEMPLATE = msg('{label} must be at most {max} characters');
export const AT_LEAST_TEMPLATE = msg('{label} must be at least {min} characters');
export const MUST_BE_AT_MOST_TEMPLATE = msg('Must be at most {max} characters');
export const LISTED_CITY_TEMPLATE = msg('{label} must be one of the listed cities');
export const TIME_TEMPLATE = msg('{label} must be a time (HH:MM)');

/** '{label} is required' for `label`, in English (the API's detail). */
export const requiredMessage = (label: string) => formatMessage('en', REQUIRED_TEMPLATE, { label });
/** '{label} must be at most {max} characters', in English. */
export const atMostMessage = (label: string, max: number) =>
  formatMessage('en', AT_MOST_TEMPLATE, { label, max });
/** '{label} must be at least {min} characters', in English. */
export const atLeastMessage = (label: string, min: number) =>
  formatMessage('en', AT_LEAST_TEMPLATE, { label, min });
/** 'Must be at most {max} characters', in English. */
export const mustBeAtMostMessage = (max: number) =>
  formatMessage('en', MUST_BE_AT_MOST_TEMPLATE, { max });

/** True when a single-line (or, with `multiline`, a multi-line) text holds nothing refused. */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(value);
}

export type TextFieldOptions = {
  /** Error when the value is missing or not a string. */
  required?: string;
  /** Multi-line fields (a message, a description) may hold tab, line feed and return. */
  multiline?: boolean;
  /** Trim surrounding white space first (the default; passwords are taken as typed). */
  trim?: boolean;
};

/**
 * A text field: `label` names it in the message. Chain `.min()`, `.max()`, `.pipe()` on it as
 * on `z.string()`.
 */
export function textField(label: string, options: TextFieldOptions = {}) {
  const base = z.string(options.required ? { error: options.required } : undefined);
  return (options.trim === false ? base : base.trim()).refine(
    (value) => isCleanText(value, options.multiline),
    { error: controlCharactersMessage(label) },
  );
}

export const calendarDateMessage = (label: string) =>
  formatMessage('en', msg('{label} must be a date (YYYY-MM-DD)'), { label });

/** A calendar date field, 'YYYY-MM-DD', through the one strict check (travel.ts). */
export function calendarDateField(label: string, options: { required?: string } = {}) {
  return z
    .string(options.required ? { error: options.required } : undefined)
    .refine(isCalendarDate, { error: calendarDateMessage(label) });
}
