import { letter } from '../../platform/letter.ts';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';

// Plain-text first: every mail reads well in any client; the link is the whole point. Each is
// written in the account's language (ADR 0064); a mail to an address with no account, English.
export function welcomeMail(
  to: string,
  firstName: string,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'welcome',
    to,
    subject: t('Welcome to Saath'),
    text: letter(texts, firstName, [
      [
        t('Welcome to Saath. Complete your profile, then find or start a group for your route:'),
        texts.page(publicUrl, '/profile'),
      ],
      t('Groups that reach 7 travellers ask airlines for a group fare, and the lowest bid wins.'),
    ]),
  };
}

/** A reset link is valid for 1 hour; the mail says what the service enforces. */
export const RESET_TOKEN_TTL_MINUTES = 60;
const duration = ({ t }: Texts, minutes: number) =>
  minutes % 60 === 0
    ? t('{hours, plural, one {# hour} other {# hours}}', { hours: minutes / 60 })
    : t('{minutes} minutes', { minutes });

export function passwordResetMail(
  to: string,
  firstName: string,
  link: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'password_reset',
    to,
    subject: t('Reset your Saath password'),
    text: letter(texts, firstName, [
      [
        t('Someone (hopefully you) asked to reset the password of your Saath account.'),
        t('Open this link within {duration} to choose a new password:', {
          duration: duration(texts, RESET_TOKEN_TTL_MINUTES),
        }),
        link,
      ],
      t('If you did not ask for this, ignore this mail: your password stays as it is.'),
    ]),
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

export function passwordChangedMail(
  to: string,
  firstName: string,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'password_changed',
    to,
    subject: t('Your Saath password was changed'),
    text: letter(texts, firstName, [
      [
        t(
          'The password of your Saath account was just changed, and other devices were signed out.',
        ),
        t('If this was not you, reset your password now: {link}', {
          link: texts.page(publicUrl, '/forgot-password'),
        }),
      ],
    ]),
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
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const pause =
    pauseSeconds < 120
      ? t('{seconds} seconds', { seconds: pauseSeconds })
      : t('{minutes} minutes', { minutes: Math.ceil(pauseSeconds / 60) });
  return {
    kind: 'sign_in_paused',
    to,
    subject: t('Sign-in to your Saath account was paused'),
    text: letter(texts, firstName, [
      t(
        'Someone tried to sign in to your Saath account with several incorrect passwords, so\nsigning in with a password is paused for {pause}, from every device. If the attempts go on,\neach pause is longer, up to a few minutes. Devices already signed in stay signed in.',
        { pause },
      ),
      [
        t('If this was you, wait and try again, or reset your password with this link:'),
        texts.page(publicUrl, '/forgot-password'),
      ],
      t(
        'If this was not you, nobody has signed in: a pause refuses even the right password.\nResetting your password to a new, long one keeps your account safe, and ends the pause.',
      ),
    ]),
  };
}
