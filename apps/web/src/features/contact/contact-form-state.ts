import { contactBodySchema, type ContactBody } from '@saath/shared/contact';
import { validationErrorSchema } from '@saath/shared/errors';

// spec §4 "Contact form" and §9 "Timings": success clears after 5 s, an error after 8 s.
export const SUCCESS_CLEAR_MS = 5000;
export const ERROR_CLEAR_MS = 8000;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** The client check, with the server's own schema and words (architecture rule 9). */
export function validateContact(
  values: ContactValues,
): { ok: true; body: ContactBody } | { ok: false; errors: FieldErrors } {
  const parsed = contactBodySchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    // The first failing rule of a field is the one to fix first.
    if (isContactField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * spec §5: a 422 is mapped per field by the LAST element of each error location
 * (["body", "email"] -> email). Returns null for a body that is not a validation list.
 * `messages` keeps every msg, also those that name no field of the form.
 */
export function serverFieldErrors(
  body: unknown,
): { fields: FieldErrors; messages: string[] } | null {
  const parsed = validationErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  const fields: FieldErrors = {};
  for (const item of parsed.data.detail) {
    const field = item.loc[item.loc.length - 1];
    if (isContactField(field)) fields[field] ??= item.msg;
  }
  return { fields, messages: parsed.data.detail.map((item) => item.msg) };
}
