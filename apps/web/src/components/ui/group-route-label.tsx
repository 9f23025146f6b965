import { cityLabel } from '@saath/shared/travel';
import { t } from '../../lib/i18n.tsx';

type GroupRouteLabelProps = {
  from: string;
  to: string;
  /** 'DEL → BOM' where space is short (tables); city names otherwise. */
  codesOnly?: boolean;
  className?: string;
};

/** A group's route, 'New Delhi (DEL) → Mumbai (BOM)'; screen readers hear "to", not an arrow. */
export function GroupRouteLabel({ from, to, codesOnly, className }: GroupRouteLabelProps) {
  const show = (code: string) => (codesOnly ? code : cityLabel(code, t));
  return (
    <span className={className}>
      {show(from)} <span aria-hidden="true">→</span>
      <span className="visually-hidden">{t('to')}</span> {show(to)}
    </span>
  );
}

/** The same route as plain text, for titles and accessible names. */
export function routeText(from: string, to: string): string {
  return t('{from} to {to}', { from: cityLabel(from, t), to: cityLabel(to, t) });
}
