import { t } from './i18n.tsx';

// Apart from format.ts, whose date formatters the navbar (in every first load) does not need.

// A name may be one 100-character word (the API allows it): the menu button cannot wrap.
const GREETING_MAX = 20;

/** The user menu greets with the first word of the name, or 'User'. */
export function greetingName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  if (!first) return t('User');
  return first.length > GREETING_MAX ? `${first.slice(0, GREETING_MAX - 1)}…` : first;
}
