import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PASSWORD_CHANGED } from '@saath/shared/accounts';
import { PATHS, returnPathIn } from '../../../lib/paths.ts';
import { wantsProfileEdit } from '../../../lib/profile-gate-state.ts';
import { profileCompleteness } from '@saath/shared/profile';
import { useRevealWhen } from '../../../lib/reveal.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { t } from '../../../lib/i18n.tsx';
import {
  PROFILE_LOAD_FAILED,
  PROFILE_NOT_FOUND_TEXT,
  PROFILE_NOT_FOUND_TITLE,
  PROFILE_UPDATED,
} from '../account-messages.ts';
import { useProfile } from '../api/profile.api.ts';
import { CreditLedger } from '../components/credit-ledger.tsx';
import { AccountCard, ActivityCard, CreditCard } from '../components/account-card.tsx';
import { ChangePasswordModal } from '../components/change-password-modal.tsx';
import { ProfileCompletionCard } from '../components/profile-completion-card.tsx';
import { ProfileDetailsAccordion } from '../components/profile-details-accordion.tsx';
import { ProfileEditForm } from '../components/profile-edit-form.tsx';

// The channel card (its code step) is read by few: its own chunk, after the page.
const NotificationChannelCard = lazy(() => import('../components/notification-channel-card.tsx'));

// Success messages last 3 s.
const SUCCESS_MS = 3000;

export default function ProfilePage() {
  const profile = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  // Sent here by the profile gate: where the traveller was going (a group, an invite, a search).
  const returnTo = returnPathIn(location.state);
  const [editing, setEditing] = useState(() => wantsProfileEdit(location.state));
  const [showPasswordModal, setShowPasswordModal] = useState(false);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS);
  // On a phone the form opens ~1 600 px below its button and the confirmation shows above the
  // form: each is brought into view and focused when it appears.
  const formRef = useRevealWhen<HTMLHeadingElement>(editing && profile.isSuccess);
  const savedRef = useRevealWhen<HTMLDivElement>(success === t(PROFILE_UPDATED));

  if (profile.isPending) return <PageSpinner label={t('Loading your profile…')} />;

  // A 404 means the account behind the token is gone ("Profile Not Found").
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  if (notFound || (profile.isSuccess && !profile.data)) {
    return (
      <Container className="page-narrow py-5 text-center">
        <h1 className="h2">{t(PROFILE_NOT_FOUND_TITLE)}</h1>
        <p className="lead">{t(PROFILE_NOT_FOUND_TEXT)}</p>
        <Link to={PATHS.login} className="btn btn-primary">
          {t('Go to Login')}
        </Link>
      </Container>
    );
  }
  if (profile.isError) {
    return (
      <Container className="page-narrow py-5">
        <h1 className="h2">{t('My Profile')}</h1>
        <Alert variant="danger" role="alert">
          {t(PROFILE_LOAD_FAILED)}
        </Alert>
        <Button variant="outline-primary" onClick={() => void profile.refetch()}>
          {t('Try again')}
        </Button>
      </Container>
    );
  }

  const user = profile.data;
  const startEditing = () => setEditing(true);
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t('My Profile')} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">{t('My Profile')}</h1>
          <p className="text-body-secondary mb-0">
            {t('Keep your details up to date: airlines issue tickets in these names.')}
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          {!editing && <Button onClick={startEditing}>{t('Edit profile')}</Button>}
          {user.has_password ? (
            <Button variant="outline-primary" onClick={() => setShowPasswordModal(true)}>
              {t('Change password')}
            </Button>
          ) : (
            // A Google-only account has no password to confirm; a reset link sets one.
            <Link to={PATHS.forgotPassword} className="btn btn-outline-primary">
              {t('Set a password')}
            </Link>
          )}
          {/* The travel preferences below feed ready-made route alerts there. */}
          <Link to={`${PATHS.profile}/alerts`} className="btn btn-outline-primary">
            {t('Route alerts')}
          </Link>
        </div>
      </div>

      <div aria-live="polite">
        {success && (
          <Alert variant="success" role="status" ref={savedRef} tabIndex={-1}>
            {success}
          </Alert>
        )}
      </div>

      <Row className="g-3 mb-4">
        <Col lg={4} md={6}>
          <ProfileCompletionCard user={user} onEdit={startEditing} />
        </Col>
        <Col lg={4} md={6}>
          <AccountCard user={user} />
        </Col>
        <Col lg={4}>
          <Row className="g-3 h-100">
            <Col xs={12} sm={6} lg={12}>
              <CreditCard user={user} />
            </Col>
            <Col xs={12} sm={6} lg={12}>
              <ActivityCard user={user} />
            </Col>
          </Row>
        </Col>
      </Row>

      <Suspense fallback={null}>
        <NotificationChannelCard user={user} />
      </Suspense>

      <CreditLedger />

      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="h4 mb-3" ref={formRef} tabIndex={-1}>
          {editing ? t('Edit your details') : t('Your details')}
        </h2>
        {editing ? (
          <div className="card shadow-sm">
            <div className="card-body">
              <ProfileEditForm
                user={user}
                onCancel={() => setEditing(false)}
                onSaved={(saved) => {
                  if (returnTo && profileCompleteness(saved).missingFields.length === 0) {
                    // Complete now: back to what the gate stopped, which can go ahead.
                    void navigate(returnTo);
                    return;
                  }
                  setEditing(false);
                  showSuccess(t(PROFILE_UPDATED));
                }}
              />
            </div>
          </div>
        ) : (
          <ProfileDetailsAccordion user={user} />
        )}
      </section>

      <ChangePasswordModal
        show={showPasswordModal}
        onHide={() => setShowPasswordModal(false)}
        onChanged={() => showSuccess(t(PASSWORD_CHANGED))}
      />
    </Container>
  );
}
