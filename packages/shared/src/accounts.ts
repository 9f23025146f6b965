import { LANGUAGES, formatMessage, msg, type Message, type MessageValues } from './i18n.ts';
import { z } from 'zod';
import { textField } from './fields.ts';
import { newPasswordSchema } from './password.ts';
import {
  COMPLETION_FIELDS,
  GENDERS,
  GST_INVOICE_REQUIREMENTS,
  MONTHS,
  NOTIFICATION_PREFERENCES,
  SPECIAL_CATEGORIES,
  TRAVEL_FREQUENCIES,
  TRAVEL_PARTY_SIZES,
  TRAVEL_PURPOSES,
  emailSchema,
  phoneSchema,
} from './profile.ts';

export const ROLES = ['TRAVELLER', 'AIRLINE', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

// POST /api/users/: traveller registration.
export const registerBodySchema = z.object({
  first_name: textField('First name', { required: 'First name is required' })
    .min(1, { error: msg('First name is required') })
    .max(100, { error: msg('First name must be at most 100 characters') }),
  last_name: textField('Last name', { required: 'Last name is required' })
    .min(1, { error: msg('Last name is required') })
    .max(100, { error: msg('Last name must be at most 100 characters') }),
  email: emailSchema,
  password: newPasswordSchema,
  phone: z.union([z.literal('').transform(() => undefined), phoneSchema]).optional(),
  // The language the visitor registered in: their mails, texts and pages are in it from then on.
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** PUT /api/users/me/language: the language switch of a signed-in member (ADR 0064). */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageBody = z.infer<typeof languageBodySchema>;

// Requests: login is form-encoded, the email travels as `username`.
export const loginFormSchema = z.object({
  username: emailSchema,
  password: textField('Password', { required: 'Password is required', trim: false }).min(1, {
    error: msg('Password is required'),
  }),
});

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const INCORRECT_CREDENTIALS = msg('Incorrect email or password');
/**
 * A deactivated account is told so at sign-in, once the password (or Google) has
 * proved who is asking; a wrong password still gets INCORRECT_CREDENTIALS, so nobody learns
 * more about an address they cannot sign in as. It says where to go next: support can tell why
 * and restore the account.
 */
export const ACCOUNT_DISABLED = msg(
  'This account is disabled. To ask why or to have it restored, write to support@saath.in or call +91 80 4718 2200.',
);

/**
 * ADR 0033: after several incorrect passwords, sign-in to that email pauses for a while, from
 * every address. The same words whether or not an account uses the email, so the pause tells
 * nobody that it exists.
 */
/** Google sign-in refused: not set up on this server, or a credential Google did not sign. */
export const GOOGLE_NOT_CONFIGURED = msg('Google sign-in is not configured');
export const GOOGLE_INVALID_CREDENTIAL = msg('Invalid Google credential');

export const signInPausedMessage = (seconds: number) =>
  `Sign-in to this account is paused after several incorrect passwords. Please try again in ${
    seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`
  }, or reset your password.`;

export const googleLoginBodySchema = z.object({
  token: textField('Google credential', { required: 'Google credential is required', trim: false })
    .min(1)
    .max(8192),
});

export const CHANGE_PASSWORD_BOTH_REQUIRED = msg('Both current and new password are required');
export const changePasswordBodySchema = z.object({
  current_password: textField('Current password', {
    required: CHANGE_PASSWORD_BOTH_REQUIRED,
    trim: false,
  }).min(1, { error: CHANGE_PASSWORD_BOTH_REQUIRED }),
  new_password: textField('New password', { required: CHANGE_PASSWORD_BOTH_REQUIRED, trim: false })
    .min(1, { error: CHANGE_PASSWORD_BOTH_REQUIRED })
    .pipe(newPasswordSchema),
});
export const CURRENT_PASSWORD_INCORRECT = msg('Current password is incorrect');
export const NEW_PASSWORDS_DO_NOT_MATCH = msg('New passwords do not match');

export const resetRequestBodySchema = z.object({ email: emailSchema });
// The same answer for known and unknown emails, so the form tells nobody who is registered.
export const RESET_REQUEST_ANSWER = msg(
  'If an account exists for that email, a password reset link has been sent to it.',
);

export const RESET_TOKEN_INVALID = msg(
  'Invalid or expired reset token. Please request a new password reset link.',
);
export const RESET_TOKEN_ABSENT = msg('No reset token provided.');
export const resetTokenParamsSchema = z.object({
  token: textField('Reset token', { trim: false }).min(1).max(200),
});
export const verifyResetTokenResponseSchema = z.object({ valid: z.literal(true) });

export const resetPasswordBodySchema = z.object({
  token: textField('Reset token', { required: RESET_TOKEN_ABSENT, trim: false })
    .min(1, { error: RESET_TOKEN_ABSENT })
    .max(200),
  new_password: newPasswordSchema,
});
export const PASSWORD_RESET_DONE = msg('Your password has been reset. You can now log in.');
export const PASSWORD_CHANGED = msg('Password changed successfully!');

const nullableString = z.string().nullable();

// GET /api/users/me: the session record and the profile, with read-only counters.
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  company_id: nullableString,
  is_admin: z.boolean(),
  permissions: z.array(z.string()),
  member_number: z.number().int(),
  first_name: z.string(),
  middle_name: nullableString,
  last_name: z.string(),
  phone: nullableString,
  gender: z.enum(GENDERS),
  date_of_birth: nullableString,
  special_category: z.enum(SPECIAL_CATEGORIES),
  address_line1: nullableString,
  address_line2: nullableString,
  city: nullableString,
  pin_code: nullableString,
  state: nullableString,
  country: z.string(),
  domestic_city_pair1: nullableString,
  domestic_city_pair2: nullableString,
  domestic_city_pair3: nullableString,
  likely_travel1: z.enum(MONTHS).nullable(),
  likely_travel2: z.enum(MONTHS).nullable(),
  foreign_destination1: nullableString,
  foreign_destination2: nullableString,
  foreign_destination3: nullableString,
  travel_party_size: z.enum(TRAVEL_PARTY_SIZES),
  travel_frequency: z.enum(TRAVEL_FREQUENCIES),
  travel_purpose: z.enum(TRAVEL_PURPOSES),
  notification_preference: z.enum(NOTIFICATION_PREFERENCES),
  // The language of the member's pages, mails and texts (ADR 0064).
  language: z.enum(LANGUAGES),
  // ADR 0060: the number confirmed for SMS or WhatsApp (null while the member reads email).
  notification_phone: z.string().nullable(),
  gst_invoice_requirement: z.enum(GST_INVOICE_REQUIREMENTS),
  gstin: nullableString,
  gst_business_name: nullableString,
  has_password: z.boolean(),
  // Computed by the shared rule, so every client shows the same figure.
  profile_completion: z.number().int().min(0).max(100),
  profile_missing_fields: z.array(z.enum(COMPLETION_FIELDS)),
  created_at: z.string(),
  // ADR 0030: available to a new payment (held less what open payments have reserved).
  credit_balance: z.number().int(),
  // Ticketing-fee waivers held (docs/product/money.md): a sum of the ledger.
  fee_waivers: z.number().int(),
  communities_count: z.number().int(),
  bookings_count: z.number().int(),
  reviews_count: z.number().int(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// ---- Credits and fee waivers (where each came from) ----------------------------------

export const CREDIT_REASONS = ['GROUP_DISABLED', 'GROUP_CANCELLED', 'FEE_WAIVER_USED'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const creditEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Credit moved, in paise (+ given, - used). */
  amount: z.number().int(),
  /** Ticketing-fee waivers moved (+1 given, -1 used). */
  waivers: z.number().int(),
  reason: z.string(),
  community_id: z.string().nullable(),
  rfq_number: z.string().nullable(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

export const myCreditsSchema = z.object({
  /**
   * ADR 0030: what a new payment can apply, in paise: the entries' sum less what open payments
   * have reserved (`credit_reserved`). The same figure as `credit_balance` on /me.
   */
  credit_balance: z.number().int(),
  fee_waivers: z.number().int(),
  /** Applied to payments still open (created, not yet paid, failed or expired). */
  credit_reserved: z.number().int(),
  fee_waivers_reserved: z.number().int(),
  /** Newest first. */
  entries: z.array(creditEntrySchema),
});
export type MyCredits = z.infer<typeof myCreditsSchema>;

/** Why a ledger entry exists, in a traveller's words. */
export function creditReasonText(
  entry: Pick<CreditEntry, 'reason' | 'rfq_number' | 'amount'>,
): string {
  const { text, values } = creditReasonMessage(entry);
  return formatMessage('en', text, values);
}

// One whole sentence per reason, with or without the group's number (`known`), so a translation
// can word each its own way.
export const CREDIT_FORMATION_FAILED = msg(
  '{known, select, yes {Your group {rfq} did not reach 7 passengers in 24 hours} other {Your group did not reach 7 passengers in 24 hours}}',
);
export const CREDIT_CLOSED_BY_TEAM = msg(
  '{known, select, yes {Your group {rfq} was closed by the Saath team} other {Your group was closed by the Saath team}}',
);
export const CREDIT_GROUP_CANCELLED = msg(
  '{known, select, yes {Your group {rfq} closed without a booking} other {Your group closed without a booking}}',
);
export const CREDIT_WAIVER_USED = msg(
  '{known, select, yes {Used on a ticket of group {rfq}} other {Used on a ticket of a group}}',
);
export const CREDIT_ADJUSTMENT = msg(
  '{known, select, yes {Adjustment for group {rfq}} other {Adjustment for a group}}',
);
/** creditReasonText as a template and its values, for the web's `t(text, values)`. */
export function creditReasonMessage(entry: Pick<CreditEntry, 'reason' | 'rfq_number' | 'amount'>): {
  text: Message;
  values: MessageValues;
} {
  const values = { known: entry.rfq_number ? 'yes' : 'no', rfq: entry.rfq_number ?? '' };
  switch (entry.reason) {
    case 'GROUP_DISABLED':
      // The ₹10 comes with a failed formation only; a formed group ended by the team gives a
      // waiver alone (docs/product/lifecycle.md).
      return { text: entry.amount > 0 ? CREDIT_FORMATION_FAILED : CREDIT_CLOSED_BY_TEAM, values };
    case 'GROUP_CANCELLED':
      return { text: CREDIT_GROUP_CANCELLED, values };
    case 'FEE_WAIVER_USED':
      return { text: CREDIT_WAIVER_USED, values };
    default:
      return { text: CREDIT_ADJUSTMENT, values };
  }
}

// What the API answers when an account cannot be created (registration, airline registration).
export const EMAIL_TAKEN = msg('An account with this email already exists');

/** The first admin's form (ADR 0042): registration's rules, no phone. */
export const adminSetupFormSchema = registerBodySchema.omit({ phone: true });
