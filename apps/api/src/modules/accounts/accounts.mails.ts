import type { Mail } from '../../platform/mailer.ts';

// Plain-text first: every mail reads well in any client; the link is the whole point.
export function welcomeMail(to: string, firstName: string, publicUrl: string): Mail {
  return {
    kind: 'welcome',
    to,
    subject: 'Welcome to Saath',
    text: [
      `Namaste ${firstName},`,
      '',
      'Welcome to Saath. Complete your profile, then find or start a group for your route:',
      `${publicUrl}/profile`,
      '',
      'Groups that reach 7 travellers ask airlines for a group fare, and the lowest bid wins.',
      '',
      'Team Saath',
    ].join('\n'),
  };
}

/** A reset link is valid for 1 hour; the mail says what the service enforces. */
export const RESET_TOKEN_TTL_MINUTES = 60;
const duration = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your Saath password',
    text: [
      `Namaste ${firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Saath account.',
      `Open this link within ${duration(RESET_TOKEN_TTL_MINUTES)} to choose a new password:`,
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      'Team Saath',
    ].join('\n'),
  };
}

/** A reset asked for an address no active account uses: its owner learns why no link came. */
export function resetWithoutAccountMail(to: string, publicUrl: string): Mail {
  return {
    kind: 'password_reset_no_account',
    to,
    subject: 'Your Saath password reset request',
    text: [
      'Namaste,',
      '',
      'Someone (hopefully you) asked to reset the password of a Saath account for this email',
      'address, but no active Saath account uses it, so there is no password to reset.',
      '',
      'If you have an account, you may have signed up with another address: ask for the reset',
      `there. New to Saath? Register at ${publicUrl}/register`,
      '',
      'If you did not ask for this, ignore this mail.',
      '',
      'Team Saath',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, firstName: string, publicUrl: string): Mail {
  return {
    kind: 'password_changed',
    to,
    subject: 'Your Saath password was changed',
    text: [
      `Namaste ${firstName},`,
      '',
      'The password of your Saath account was just changed, and other devices were signed out.',
      `If this was not you, reset your password now: ${publicUrl}/forgot-password`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}

/**
 * ADR 0033: sign-in with a password was paused after several incorrect ones. Sent once per
 * episode, at its first pause, whoever was guessing.
 */
export function signInPausedMail(
  to: string,
  firstName: string,
  publicUrl: string,
  pauseSeconds: number,
): Mail {
  const pause =
    pauseSeconds < 120 ? `${pauseSeconds} seconds` : `${Math.ceil(pauseSeconds / 60)} minutes`;
  return {
    kind: 'sign_in_paused',
    to,
    subject: 'Sign-in to your Saath account was paused',
    text: [
      `Namaste ${firstName},`,
      '',
      'Someone tried to sign in to your Saath account with several incorrect passwords, so',
      `signing in with a password is paused for ${pause}, from every device. If the attempts go on,`,
      'each pause is longer, up to a few minutes. Devices already signed in stay signed in.',
      '',
      'If this was you, wait and try again, or reset your password with this link:',
      `${publicUrl}/forgot-password`,
      '',
      'If this was not you, nobody has signed in: a pause refuses even the right password.',
      'Resetting your password to a new, long one keeps your account safe, and ends the pause.',
      '',
      'Team Saath',
    ].join('\n'),
  };
}
