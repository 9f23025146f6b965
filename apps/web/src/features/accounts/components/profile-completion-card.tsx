import Card from 'react-bootstrap/Card';
import type { CurrentUser } from '@saath/shared/accounts';
import {
  COMPLETION_FIELD_LABELS,
  profileCompleteness,
  profileCompletionPercent,
} from '@saath/shared/profile';
import { t } from '../../../lib/i18n.tsx';

/** Profile completion percentage: the same six fields that gate group actions. */
export function ProfileCompletionCard({ user, onEdit }: { user: CurrentUser; onEdit: () => void }) {
  const percent = profileCompletionPercent(user);
  const { missingFields } = profileCompleteness(user);
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-baseline mb-2">
          <h2 className="h6 text-uppercase text-body-secondary mb-0" id="completion-heading">
            {t('Profile completion')}
          </h2>
          <span className="fs-4 fw-bold text-primary">{percent}%</span>
        </div>
        {/* Hand-written so the progressbar role and its name sit on the same element. */}
        <div className="progress mb-3">
          <div
            className={`progress-bar${percent === 100 ? ' bg-success' : ''}`}
            role="progressbar"
            aria-labelledby="completion-heading"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ width: `${percent}%` }}
          />
        </div>
        {missingFields.length === 0 ? (
          <p className="mb-0">{t('Your profile is complete. You can create and join groups.')}</p>
        ) : (
          <>
            <p className="mb-1">{t('Complete these to create and join groups:')}</p>
            <ul className="mb-3 ps-3">
              {missingFields.map((field) => (
                <li key={field}>{t(COMPLETION_FIELD_LABELS[field])}</li>
              ))}
            </ul>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
              {t('Complete profile')}
            </button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
