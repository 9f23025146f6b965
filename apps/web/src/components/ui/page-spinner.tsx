import { t } from '../../lib/i18n.tsx';

/** The centred fallback while a page chunk or its data loads (plain markup: part of the shell). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('Loading…')}</span>
    </div>
  );
}
