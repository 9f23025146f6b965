import type { Texts } from './texts.ts';

/**
 * A mail to a member in the house style and their language: "Namaste {name}," then the
 * paragraphs (a line, or several lines kept together), a blank line between each, and the
 * sign-off ("Happy travels," above it for a trip that is booked). Every member mail reads this
 * way, so the greeting and the sign-off are written here only.
 */
export function letter(
  texts: Texts,
  name: string,
  paragraphs: Array<string | string[]>,
  options: { travels?: boolean } = {},
): string {
  const { t } = texts;
  return [
    t('Namaste {name},', { name }),
    ...paragraphs.flatMap((paragraph) => ['', ...[paragraph].flat()]),
    '',
    ...(options.travels ? [t('Happy travels,')] : []),
    t('Team Saath'),
  ].join('\n');
}
