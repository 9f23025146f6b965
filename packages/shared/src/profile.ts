import { LANGUAGES, type Message, msg } from './i18n.ts';
import { z } from 'zod';
import {
  atMostMessage,
  calendarDateField,
  mustBeAtMostMessage,
  requiredMessage,
  textField,
} from './fields.ts';
import { GSTIN_MESSAGE, isGstin } from './receipts.ts';

// User profile: enums and defaults. Values left open elsewhere are settled here
// and served to the web from this one place.
export const GENDERS = ['NOT_SPECIFIED', 'MALE', 'FEMALE', 'OTHER'] as const;
export const SPECIAL_CATEGORIES = [
  'NONE',
  'STUDENT',
  'SENIOR_CITIZEN',
  'ARMED_FORCES',
  'DIFFERENTLY_ABLED',
] as const;
export const TRAVEL_PARTY_SIZES = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE_OR_MORE'] as const;
export const TRAVEL_FREQUENCIES = ['ONCE', 'TWICE', 'THREE_TO_FIVE', 'MORE_THAN_FIVE'] as const;
export const TRAVEL_PURPOSES = [
  'LEISURE',
  'BUSINESS',
  'FAMILY',
  'EDUCATION',
  'MEDICAL',
  'PILGRIMAGE',
  'OTHER',
] as const;
export const NOTIFICATION_PREFERENCES = ['EMAIL', 'SMS', 'WHATSAPP'] as const;
export const GST_INVOICE_REQUIREMENTS = ['NO', 'YES'] as const;
export const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
] as const;

export const PROFILE_DEFAULTS = {
  gender: 'NOT_SPECIFIED',
  special_category: 'NONE',
  country: 'India',
  travel_party_size: 'ONE',
  travel_frequency: 'ONCE',
  travel_purpose: 'LEISURE',
  notification_preference: 'EMAIL',
  gst_invoice_requirement: 'NO',
} as const;

/** Human labels for enum codes: 'SENIOR_CITIZEN' -> 'Senior citizen'. */
export function enumLabel(code: string): string {
  const words = code.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Values an older server wrote for unfilled data. They count as missing wherever
// they appear (an old client may still send them).
export const PLACEHOLDER_VALUES: Readonly<Record<string, string>> = {
  date_of_birth: '1949-07-15',
  address_line1: 'To be updated',
  city: 'To be updated',
  state: 'To be updated',
  pin_code: '000000',
};
const MISSING_MARKERS = new Set(['NOT_SPECIFIED', 'NONE']);

export function isRealValue(field: string, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  if (!text || MISSING_MARKERS.has(text)) return false;
  return PLACEHOLDER_VALUES[field] !== text;
}

// docs/product/roles.md: the completion percentage and the gate for group actions use the
// same six fields, so "100% complete" on the profile means the gate is open.
export const COMPLETION_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'date_of_birth',
] as const;
export type CompletionField = (typeof COMPLETION_FIELDS)[number];

// Marked for translation: the profile card lists them, and the API's refusal names them.
export const COMPLETION_FIELD_LABELS: Record<CompletionField, Message> = {
  first_name: msg('First name'),
  last_name: msg('Last name'),
  email: msg('Email'),
  phone: msg('Phone'),
  gender: msg('Gender'),
  date_of_birth: msg('Date of birth'),
};

export type ProfileCompleteness = { isComplete: boolean; missingFields: CompletionField[] };

export function profileCompleteness(
  profile: Partial<Record<string, unknown>>,
): ProfileCompleteness {
  const missingFields = COMPLETION_FIELDS.filter((field) => !isRealValue(field, profile[field]));
  return { isComplete: missingFields.length === 0, missingFields };
}

export function profileCompletionPercent(profile: Partial<Record<string, unknown>>): number {
  const filled = COMPLETION_FIELDS.length - profileCompleteness(profile).missingFields.length;
  return Math.round((filled / COMPLETION_FIELDS.length) * 100);
}

export const PROFILE_INCOMPLETE_MESSAGE = msg(
  'Your profile must be 100% complete to create or join groups.',
);
/** The API's refusal names what is missing: fill `fields` with the field labels, comma-separated. */
export const PROFILE_INCOMPLETE_MISSING = msg(
  'Your profile must be 100% complete to create or join groups. Missing: {fields}.',
);
export const PROFILE_REQUIRED_FIELDS_MESSAGE = msg('First name, last name, and email are required');

// Validation of what a person may type. Indian mobile numbers: 10 digits starting 6-9,
// optionally written with +91 / 0 in front and spaces or dashes between groups.
const PHONE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;
export const PHONE_MESSAGE = msg('Enter a valid 10-digit Indian mobile number');
// overwrite, not transform: a pipe inside the optional fields' unions would hide its message.
export const phoneSchema = textField(msg('Phone'))
  .overwrite((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => PHONE_PATTERN.test(v), { error: PHONE_MESSAGE });

export const emailSchema = textField(msg('Email'), { required: 'Email is required' })
  .min(1, { error: msg('Email is required') })
  .max(254, { error: msg('Email is too long') })
  .pipe(z.email({ error: msg('Enter a valid email address') }))
  .transform((v) => v.toLowerCase());

/** A date of birth: a calendar date from 1900 up to today (the shared strict check). */
export const dateOfBirthField = (options: { required?: string } = {}) =>
  calendarDateField(msg('Date of birth'), options).refine(
    (v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10),
    { error: msg('Date of birth must be in the past') },
  );
export const dateOfBirthSchema = dateOfBirthField();

const nameSchema = (label: string) =>
  textField(label, { required: requiredMessage(label) })
    .min(1, { error: requiredMessage(label) })
    .max(100, { error: atMostMessage(label, 100) });

/** Optional free text: left out keeps the value; '' and null clear it. */
const optionalText = (label: string, max: number) =>
  textField(label)
    .max(max, { error: mustBeAtMostMessage(max) })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const optionalOf = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

export const profileFieldsSchema = z.object({
  first_name: nameSchema(msg('First name')),
  middle_name: optionalText(msg('Middle name'), 100),
  last_name: nameSchema(msg('Last name')),
  email: emailSchema,
  phone: optionalOf(phoneSchema),
  gender: z.enum(GENDERS).optional(),
  date_of_birth: optionalOf(dateOfBirthSchema),
  special_category: z.enum(SPECIAL_CATEGORIES).optional(),
  address_line1: optionalText(msg('Address line 1'), 200),
  address_line2: optionalText(msg('Address line 2'), 200),
  city: optionalText(msg('City'), 100),
  pin_code: optionalOf(
    textField(msg('PIN code')).regex(/^\d{6}$/, { error: msg('PIN code must be 6 digits') }),
  ),
  state: optionalText(msg('State'), 100),
  country: textField(msg('Country'))
    .min(1, { error: msg('Country is required') })
    .max(100, { error: msg('Must be at most 100 characters') })
    .optional(),
  domestic_city_pair1: optionalText(msg('Domestic city pair 1'), 100),
  domestic_city_pair2: optionalText(msg('Domestic city pair 2'), 100),
  domestic_city_pair3: optionalText(msg('Domestic city pair 3'), 100),
  likely_travel1: optionalOf(z.enum(MONTHS)),
  likely_travel2: optionalOf(z.enum(MONTHS)),
  foreign_destination1: optionalText(msg('Foreign destination 1'), 100),
  foreign_destination2: optionalText(msg('Foreign destination 2'), 100),
  foreign_destination3: optionalText(msg('Foreign destination 3'), 100),
  travel_party_size: z.enum(TRAVEL_PARTY_SIZES).optional(),
  travel_frequency: z.enum(TRAVEL_FREQUENCIES).optional(),
  travel_purpose: z.enum(TRAVEL_PURPOSES).optional(),
  notification_preference: z.enum(NOTIFICATION_PREFERENCES).optional(),
  language: z.enum(LANGUAGES).optional(),
  gst_invoice_requirement: z.enum(GST_INVOICE_REQUIREMENTS).optional(),
  // ADR 0023: what a GST tax invoice names the recipient by. Not required to save:
  // without both, receipts are plain receipts and the profile page says what is missing.
  gstin: optionalOf(
    textField(msg('GSTIN'))
      .overwrite((v) => v.replace(/\s+/g, '').toUpperCase())
      .refine(isGstin, { error: GSTIN_MESSAGE }),
  ),
  gst_business_name: optionalText(msg('Business name'), 200),
});

/** PUT /api/users/me. Fields left out keep their value; '' or null clears an optional one. */
export const profileUpdateSchema = profileFieldsSchema;
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateParsed = z.output<typeof profileUpdateSchema>;
