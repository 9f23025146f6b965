import { z } from 'zod';
import { atLeastMessage, atMostMessage, requiredMessage, textField } from './fields.ts';
import { msg } from './i18n.ts';
import { pageQuerySchema } from './paging.ts';
import { emailSchema } from './profile.ts';

// Contact form: name 2 to 100 characters, valid email, subject 3 to 200, message at
// least 10. The form and the API refuse with the same words (architecture rule 9).
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMin: 3,
  subjectMax: 200,
  messageMin: 10,
  /** Our own bound, so one request cannot store megabytes. */
  messageMax: 5000,
} as const;

const text = (label: string, min: number, max: number, multiline = false) =>
  textField(label, { required: requiredMessage(label), multiline })
    // abort: a blank field gets one message ("is required"), not the length one as well.
    .min(1, { error: requiredMessage(label), abort: true })
    .min(min, { error: atLeastMessage(label, min) })
    .max(max, { error: atMostMessage(label, max) });

export const contactBodySchema = z.object({
  // The labels are marked: a Hindi page shows 'Name is required' with both parts translated.
  name: text(msg('Name'), CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax),
  email: emailSchema,
  subject: text(msg('Subject'), CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subjectMax),
  message: text(msg('Message'), CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax, true),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  // Fields of our own: when an admin marked the message handled, and who; null while open.
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  handled_by_name: z.string().nullable(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

// The contact form's texts.
export const CONTACT_SUCCESS = msg('Thank you for your message!');
export const CONTACT_FIELD_ERRORS = msg('There was a problem submitting your message.');
export const CONTACT_GENERIC_ERROR = msg(
  'Please try again later or contact us through one of our other channels.',
);

// Admins mark a message handled or reopen it, and filter the list by that state.
export const CONTACT_STATES = ['open', 'handled', 'all'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
export const CONTACT_STATE_MESSAGE = `State must be one of ${CONTACT_STATES.join(', ')}`;

/** GET /api/contact/: the page as before; `state` (default all, the answer the client knows). */
export const contactListQuerySchema = pageQuerySchema.extend({
  state: z.enum(CONTACT_STATES, { error: CONTACT_STATE_MESSAGE }).default('all'),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export const contactIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Message id must be a UUID') }),
});

export const CONTACT_NOT_FOUND = msg('Contact message not found');
export const CONTACT_ACTION_FAILED = msg('Failed to update the message. Please try again.');
