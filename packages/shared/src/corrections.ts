import { z } from 'zod';
import { passengerInputSchema } from './groups.ts';
import { pagedSchema } from './paging.ts';
import { formatMessage, type Message, msg } from './i18n.ts';

/*
 * Passenger corrections after booking (docs/product/ticketing.md "Corrections", ADR 0053): a
 * member corrects one of their own passengers' name, date of birth or gender until the ticket is
 * issued and no later than the cut-off before departure; after issue the correction is a request
 * that Saath's team passes or declines.
 */

/** The fields a member may correct, as the passenger was entered (and the manifest shows). */
export const CORRECTABLE_FIELDS = ['full_name', 'dob', 'gender'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
export const CORRECTION_FIELD_LABELS: Record<CorrectableField, Message> = {
  full_name: msg('Full name'),
  dob: msg('Date of birth'),
  gender: msg('Gender'),
};

export const NOTHING_TO_CORRECT = msg('Send at least one of full name, date of birth or gender');

/** The body of PATCH /api/communities/{id}/passengers/{passengerId}: the entry rules. */
export const passengerCorrectionBodySchema = passengerInputSchema
  .pick({ full_name: true, dob: true, gender: true })
  .partial()
  .strict()
  .refine((b) => CORRECTABLE_FIELDS.some((f) => b[f] !== undefined), {
    error: NOTHING_TO_CORRECT,
  });
export type PassengerCorrectionBody = z.input<typeof passengerCorrectionBodySchema>;

export const passengerCorrectionParamsSchema = z.object({
  id: z.uuid({ error: msg('Group id must be a UUID') }),
  passengerId: z.uuid({ error: msg('Passenger id must be a UUID') }),
});

export const correctionPath = (communityId: string, passengerId: string) =>
  `/api/communities/${encodeURIComponent(communityId)}/passengers/${encodeURIComponent(passengerId)}`;

// Refusals (409) and not-found (404).
export const PASSENGER_NOT_FOUND = msg('Passenger not found');
export const CORRECTION_NOT_BOOKED = msg(
  'Passenger details can be corrected once the group is booked: until then, leave and join again with the right details',
);
export const CORRECTION_TOO_LATE = (hours: number) =>
  formatMessage(
    'en',
    msg(
      'Passenger details can no longer be corrected: changes close {hours} hours before departure',
    ),
    { hours },
  );
export const CORRECTION_TICKET_CANCELLED = msg("This passenger's ticket is cancelled");
export const CORRECTION_ALREADY_REQUESTED = msg(
  "A correction of this passenger already awaits Saath's team",
);
export const CORRECTION_NOTHING_CHANGES = msg('These are already the passenger’s details');
/** What the member reads after a request is filed (the ticket is already issued). */
export const CORRECTION_REQUESTED = msg(
  "The airline has already issued this ticket, so your correction goes to Saath's team, who check it with the airline. We'll email you their answer.",
);

export const CORRECTION_STATUSES = ['PENDING', 'PASSED', 'DECLINED'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** One change of one field, as the airline's manifest lists it. */
export const correctionHistorySchema = z.object({
  field: z.enum(CORRECTABLE_FIELDS),
  old_value: z.string(),
  new_value: z.string(),
  at: z.string(),
  /** MEMBER: the member before issue; SAATH: Saath's team passed the member's request. */
  by: z.enum(['MEMBER', 'SAATH']),
});
export type CorrectionHistory = z.infer<typeof correctionHistorySchema>;

/** A correction request (the 202 answer, and a row of the admin's list). */
export const correctionRequestSchema = z.object({
  id: z.string(),
  community_id: z.string(),
  passenger_id: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  /** The fields asked for, with their new values. */
  changes: z.object({
    full_name: z.string().optional(),
    dob: z.string().optional(),
    gender: z.string().optional(),
  }),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/** A row of the admin's list: the request with what the admin needs to judge it. */
export const adminCorrectionSchema = correctionRequestSchema.extend({
  rfq_number: z.string(),
  travel_date: z.string(),
  airline_name: z.string().nullable(),
  member_email: z.string(),
  /** The passenger's details now (what the request would change). */
  current: z.object({ full_name: z.string(), dob: z.string(), gender: z.string() }),
  eticket_number: z.string().nullable(),
});
export type AdminCorrection = z.infer<typeof adminCorrectionSchema>;
export const adminCorrectionsSchema = pagedSchema(adminCorrectionSchema);

export const correctionIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Correction id must be a UUID') }),
});
export const declineCorrectionBodySchema = z.object({
  reason: z
    .string({ error: msg('Reason is required') })
    .trim()
    .min(5, { error: msg('Reason must be at least 5 characters') })
    .max(500, { error: msg('Reason must be at most 500 characters') }),
});
export type DeclineCorrectionBody = z.input<typeof declineCorrectionBodySchema>;

export const CORRECTION_NOT_FOUND = msg('Correction request not found');
export const CORRECTION_ALREADY_DECIDED = (status: string) =>
  `This correction request is already ${status === 'PASSED' ? 'passed' : 'declined'}`;

export const ADMIN_CORRECTIONS_PATH = '/api/admin/corrections';
export const adminCorrectionPassPath = (id: string) =>
  `/api/admin/corrections/${encodeURIComponent(id)}/pass`;
export const adminCorrectionDeclinePath = (id: string) =>
  `/api/admin/corrections/${encodeURIComponent(id)}/decline`;

/** The live event the airline's stream gets (data: manifestChangedSchema). */
export const MANIFEST_CHANGED_EVENT = 'manifest_changed';
export const manifestChangedSchema = z.object({
  quote_id: z.string(),
  community_id: z.string(),
  passenger_id: z.string(),
  changes: z.array(
    z.object({ field: z.enum(CORRECTABLE_FIELDS), old_value: z.string(), new_value: z.string() }),
  ),
  at: z.string(),
});
export type ManifestChanged = z.infer<typeof manifestChangedSchema>;

// Texts of the web pages.
export const CORRECT_DETAILS = msg('Correct details');
export const CORRECTED_NOTE = 'corrected';
export const CORRECTION_SAVED = msg('Details corrected; the airline has been told.');
