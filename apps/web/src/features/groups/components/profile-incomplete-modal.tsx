import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import {
  COMPLETION_FIELD_LABELS,
  PROFILE_INCOMPLETE_MESSAGE,
  type CompletionField,
} from '@saath/shared/profile';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import type { CompleteProfileState } from '../../../lib/profile-gate-state.ts';

type ProfileIncompleteModalProps = {
  show: boolean;
  onHide: () => void;
  missingFields: readonly CompletionField[];
  /** The server's 403 detail, shown when the stored user does not know what is missing yet. */
  detail?: string | null;
  /** Where a saved, complete profile leads back to; by default the page the modal is on. */
  returnTo?: string;
};

/** Profile completeness for group actions: the one modal for create, join and view. */
export function ProfileIncompleteModal({
  show,
  onHide,
  missingFields,
  detail,
  returnTo,
}: ProfileIncompleteModalProps) {
  const location = useLocation();
  const completeState: CompleteProfileState = {
    edit: true,
    returnTo: returnTo ?? `${location.pathname}${location.search}`,
  };
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="profile-incomplete-title">
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id="profile-incomplete-title" as="h2" className="h5">
          {t('Profile Incomplete')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t(PROFILE_INCOMPLETE_MESSAGE)}</p>
        {missingFields.length > 0 ? (
          <>
            <p className="mb-1">{t('Still missing:')}</p>
            <ul className="mb-0 ps-3">
              {missingFields.map((field) => (
                <li key={field}>{t(COMPLETION_FIELD_LABELS[field])}</li>
              ))}
            </ul>
          </>
        ) : (
          detail && <p className="mb-0">{detail}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('Not now')}
        </Button>
        <Link to={PATHS.profile} state={completeState} className="btn btn-primary">
          {t('Complete Profile')}
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
