import type { z } from 'zod';
import type { CurrentUser } from '@saath/shared/accounts';
import {
  passengerCountMessage,
  passengerFieldsMessage,
  passengerInputSchema,
} from '@saath/shared/groups';
import { msg } from '@saath/shared/i18n';
import { isRealValue } from '@saath/shared/profile';
import { mapIssues, schemaIssues, serverIssues } from '../../lib/forms.ts';
import { t } from '../../lib/i18n.tsx';

// The passenger step of the join and create wizards (the passenger count and
// each passenger's fields). Pure functions, so the rules are tested without a DOM.

export const PASSENGER_FIELDS = ['full_name', 'dob', 'age', 'gender', 'phone', 'email'] as const;
export type PassengerField = (typeof PASSENGER_FIELDS)[number];

/** What the form holds: text as typed. */
export type PassengerDraft = Record<PassengerField, string>;
/** What the API receives: the shared schema's output (age an integer, phone normalised). */
export type PassengerPayload = z.output<typeof passengerInputSchema>;
export type PassengerFieldErrors = Partial<Record<PassengerField, string>>;

const GENDERS = [
  { value: 'M', label: msg('Male') },
  { value: 'F', label: msg('Female') },
  { value: 'Other', label: msg('Other') },
] as const;

/** The gender choices of a select, in the page's language (call it when rendering). */
export const genderOptions = () => GENDERS.map((g) => ({ value: g.value, label: t(g.label) }));

/** M shown as Male, F as Female. */
export function genderLabel(code: string | null | undefined): string {
  const gender = GENDERS.find((g) => g.value === code);
  return gender ? t(gender.label) : code || t('N/A');
}

export const emptyDraft = (): PassengerDraft => ({
  full_name: '',
  dob: '',
  age: '',
  gender: '',
  phone: '',
  email: '',
});

/** Whole years between a date of birth and a day ('YYYY-MM-DD' both); '' when not computable. */
export function ageOn(dob: string, today: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(dob) || !date.test(today) || dob > today) return '';
  const age = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  // 'MM-DD' strings compare like the dates they are.
  return String(today.slice(5) < dob.slice(5) ? age - 1 : age);
}

const PROFILE_GENDERS: Readonly<Record<string, string>> = {
  MALE: 'M',
  FEMALE: 'F',
  OTHER: 'Other',
};

/** The first passenger is usually the member: start from the profile ("Join modal"). */
export function draftFromProfile(user: CurrentUser | null, today: string): PassengerDraft {
  if (!user) return emptyDraft();
  const real = (field: string, value: unknown) => (isRealValue(field, value) ? String(value) : '');
  const name = [user.first_name, user.middle_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const dob = real('date_of_birth', user.date_of_birth);
  return {
    full_name: name,
    dob,
    age: dob ? ageOn(dob, today) : '',
    gender: PROFILE_GENDERS[user.gender] ?? '',
    phone: real('phone', user.phone),
    email: real('email', user.email),
  };
}

/** 1 to 4 passengers per membership, else the shared message. */
export function parsePassengerCount(text: string, min: number, max: number): number | string {
  const count = Number(text);
  if (!/^\d+$/.test(text.trim()) || count < min || count > max) return passengerCountMessage;
  return count;
}

/** Grows or shrinks the list to `count`, keeping what was typed; a new first one is prefilled. */
export function resizeDrafts(
  drafts: readonly PassengerDraft[],
  count: number,
  first: () => PassengerDraft,
): PassengerDraft[] {
  return Array.from({ length: count }, (_, i) => drafts[i] ?? (i === 0 ? first() : emptyDraft()));
}

export type DraftCheck =
  | { ok: true; passengers: PassengerPayload[] }
  | { ok: false; problem: string; fieldErrors: PassengerFieldErrors[] };

/**
 * Each passenger: every field filled, else 'Please fill all fields for passenger n'
 * (the first such passenger); then the shared schema, the same words as the API's 422.
 */
export function checkDrafts(drafts: readonly PassengerDraft[]): DraftCheck {
  const fieldErrors: PassengerFieldErrors[] = drafts.map(() => ({}));
  const incomplete = drafts.findIndex((d) => PASSENGER_FIELDS.some((f) => !d[f].trim()));
  if (incomplete >= 0) {
    const draft = drafts[incomplete];
    for (const field of PASSENGER_FIELDS) {
      if (!draft?.[field].trim()) fieldErrors[incomplete]![field] = t('Required');
    }
    return { ok: false, problem: passengerFieldsMessage(incomplete + 1), fieldErrors };
  }
  const passengers: PassengerPayload[] = [];
  let firstBad = -1;
  drafts.forEach((draft, i) => {
    const checked = schemaIssues(passengerInputSchema, draft);
    if (checked.ok) {
      passengers.push(checked.data);
      return;
    }
    if (firstBad < 0) firstBad = i;
    const { fields } = mapIssues(checked.issues, PASSENGER_FIELDS);
    for (const field of PASSENGER_FIELDS)
      if (fields[field]) fieldErrors[i]![field] = fields[field][0];
  });
  if (firstBad >= 0) {
    return {
      ok: false,
      problem: t('Please check the details of passenger {number}', { number: firstBad + 1 }),
      fieldErrors,
    };
  }
  return { ok: true, passengers };
}

/** A 422 from the API: its per-passenger items (loc body.passengers.i.field) next to the fields. */
export function serverFieldErrors(error: unknown, count: number): PassengerFieldErrors[] | null {
  const issues = serverIssues(error);
  if (!issues) return null;
  const path = (i: number, field: PassengerField) => `passengers.${i}.${field}`;
  const names = Array.from({ length: count }, (_, i) => PASSENGER_FIELDS.map((f) => path(i, f)));
  const { fields } = mapIssues(issues, names.flat());
  const errors = names.map((_, i) =>
    Object.fromEntries(
      PASSENGER_FIELDS.flatMap((f) => (fields[path(i, f)] ? [[f, fields[path(i, f)]![0]]] : [])),
    ),
  );
  return Object.keys(fields).length ? errors : null;
}
