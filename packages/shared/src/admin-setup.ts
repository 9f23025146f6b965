import { z } from 'zod';
import { adminSetupFormSchema } from './accounts.ts';
import { textField } from './fields.ts';
import { msg } from './i18n.ts';

// The first admin of a fresh install (ADR 0042): with no ADMIN_EMAIL and no admin yet, the
// server prints a one-time link to this page; whoever holds it creates the first admin.

export const ADMIN_SETUP_PATH = '/setup-admin';
/** The API's routes (not in `API`, http.ts: the landing's first load carries that). */
export const ADMIN_SETUP_API = '/api/admin-setup';
export const adminSetupLinkPath = (token: string) =>
  `${ADMIN_SETUP_API}/${encodeURIComponent(token)}`;
/** How long a printed link works. A restart with still no admin prints a new one. */
export const ADMIN_SETUP_LINK_SECONDS = 24 * 3600;
export const ADMIN_SETUP_INVALID = msg(
  'This setup link is not valid: it has expired or been used, or an admin already exists. Restart the server for a new link while no admin exists.',
);
export const ADMIN_SETUP_DONE = msg(
  'The admin account is ready. Sign in with its email and password.',
);

export const adminSetupTokenSchema = textField('Setup token', {
  required: ADMIN_SETUP_INVALID,
  trim: false,
})
  .min(1, { error: ADMIN_SETUP_INVALID })
  .max(200, { error: ADMIN_SETUP_INVALID });

export const adminSetupParamsSchema = z.object({ token: adminSetupTokenSchema });
export const adminSetupLinkSchema = z.object({ expires_at: z.string() });

export const adminSetupBodySchema = adminSetupFormSchema
  .extend({ token: adminSetupTokenSchema })
  .strict();
export type AdminSetupBody = z.input<typeof adminSetupBodySchema>;

export const adminSetupAnswerSchema = z.object({ email: z.string() });
