import { textField } from './fields.ts';
import { msg } from './i18n.ts';

// The password strength rule, applied to every new password
// (register, reset, change). Each failing rule is its own message so forms can list them.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_REQUIREMENTS_HEADING = msg('Password requirements not met:');
export const PASSWORDS_DO_NOT_MATCH = msg('Passwords do not match.');

const RULES: ReadonlyArray<{ test: (pw: string) => boolean; message: string }> = [
  {
    test: (pw) => pw.length >= PASSWORD_MIN_LENGTH,
    message: msg('Must be at least 8 characters.'),
  },
  { test: (pw) => /[A-Z]/.test(pw), message: msg('Must include uppercase letters.') },
  { test: (pw) => /[a-z]/.test(pw), message: msg('Must include lowercase letters.') },
  { test: (pw) => /[0-9]/.test(pw), message: msg('Must include numbers.') },
  { test: (pw) => /[^A-Za-z0-9]/.test(pw), message: msg('Must include special characters.') },
];

/** The rule messages a password fails, in a fixed order; empty when it is strong enough. */
export function passwordProblems(password: string): string[] {
  return RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** 'Password requirements not met: Must be at least 8 characters. Must include numbers.' */
export function passwordRequirementsMessage(problems: readonly string[]): string {
  return [PASSWORD_REQUIREMENTS_HEADING, ...problems].join(' ');
}

// Argon2 work grows with input; 128 characters is far beyond any passphrase people type.
export const newPasswordSchema = textField('Password', {
  required: 'Password is required',
  trim: false,
})
  .max(128, { error: msg('Password must be at most 128 characters') })
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });
