import { z } from 'zod';
import { msg } from './i18n.ts';

// The proof a member attaches to a refund request (a medical certificate, a letter), as the API
// describes it; the file itself is read back from its own route (ADR 0042).

/** Its route (not in `API`, http.ts: the landing's first load carries that). */
export const refundProofPath = (requestId: string) =>
  `/api/refund-requests/${encodeURIComponent(requestId)}/proof`;

/** What a proof may be, recognised by the file's first bytes (never by its name or header). */
export const PROOF_MEDIA_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type ProofMediaType = (typeof PROOF_MEDIA_TYPES)[number];
/** A scan or a phone photo of a certificate fits well within this. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp';
export const PROOF_FILE_NAME_MAX = 200;
export const PROOF_NOT_ACCEPTED = msg('The proof must be a PDF, JPEG, PNG or WebP file');
export const PROOF_TOO_LARGE = msg('The proof must be at most 5 MB');
export const PROOF_ONLY_WHILE_PENDING = msg(
  'Proof can be attached only while the request is pending',
);
export const PROOF_NOT_FOUND = msg('No proof is attached to this refund request');

export const proofSchema = z.object({
  file_name: z.string(),
  media_type: z.enum(PROOF_MEDIA_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type Proof = z.infer<typeof proofSchema>;

export const proofQuerySchema = z.object({
  file_name: z
    .string()
    .trim()
    .min(1, { error: msg('File name must not be empty') })
    .max(PROOF_FILE_NAME_MAX, {
      error: `File name must be at most ${PROOF_FILE_NAME_MAX} characters`,
    })
    .optional(),
});
