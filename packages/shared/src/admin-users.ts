import { z } from 'zod';
import { msg } from './i18n.ts';
import { textField } from './fields.ts';
import { pageQuerySchema } from './paging.ts';

// What operators expect: the Users tab searches and filters accounts, and an admin
// deactivates or reactivates one, giving a reason that the audit log keeps.

export const USER_SEARCH_MAX = 100;
export const USER_STATES = ['active', 'inactive', 'all'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_MESSAGE = `Status must be one of ${USER_STATES.join(', ')}`;

/**
 * GET /api/admin/users: the page as before, and two optional filters. `q` matches, ignoring
 * case, anywhere in the name, the email or the phone; `status` keeps active or inactive
 * accounts (default all). An empty `q` (a cleared search box) means no search.
 */
export const adminUserQuerySchema = pageQuerySchema.extend({
  q: textField('Search')
    .max(USER_SEARCH_MAX, { error: `Search must be at most ${USER_SEARCH_MAX} characters` })
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(USER_STATES, { error: USER_STATE_MESSAGE }).default('all'),
});
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

export const userIdParamsSchema = z.object({
  id: z.uuid({ error: msg('User id must be a UUID') }),
});

export const ACCOUNT_REASON_MAX = 500;
export const REASON_REQUIRED = msg('Reason is required');

/** Deactivating or reactivating an account: the reason is required, kept in the audit log. */
export const accountActionBodySchema = z.object({
  reason: textField('Reason', { required: REASON_REQUIRED, multiline: true })
    .min(1, { error: REASON_REQUIRED })
    .max(ACCOUNT_REASON_MAX, {
      error: `Reason must be at most ${ACCOUNT_REASON_MAX} characters`,
    }),
});
export type AccountActionBody = z.input<typeof accountActionBodySchema>;

// What the API answers when an account action is refused, and what the console says.
export const USER_NOT_FOUND = msg('User not found');
export const CANNOT_DEACTIVATE_SELF = msg('You cannot deactivate your own account');
export const CANNOT_DEACTIVATE_ADMIN = msg('Administrator accounts cannot be deactivated');
export const ACCOUNT_ACTION_FAILED = msg('Failed to update the account. Please try again.');
