import { CORRECTED_NOTE, CORRECTION_FIELD_LABELS } from '@saath/shared/corrections';
import type { ManifestPassenger } from '@saath/shared/airlines';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';

/**
 * A manifest passenger whose details were corrected after booking (docs/product/ticketing.md
 * "Corrections"): a small "corrected" note under the name, with each change and when. Nothing
 * for a passenger never corrected.
 */
export function CorrectionNote({ passenger }: { passenger: ManifestPassenger }) {
  const history = passenger.corrections ?? [];
  if (history.length === 0) return null;
  return (
    <details className="small mt-1">
      <summary className="text-warning-emphasis">{t(CORRECTED_NOTE)}</summary>
      <ul className="list-unstyled mb-0 text-body-secondary">
        {history.map((change, i) => (
          <li key={i}>
            {t(CORRECTION_FIELD_LABELS[change.field])}: {change.old_value}{' '}
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{t('to')}</span> {change.new_value} (
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            {change.by === 'SAATH' ? t(', by Saath') : ''})
          </li>
        ))}
      </ul>
    </details>
  );
}
