import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { afterSignInPath } from '../../../lib/paths.ts';
import { t } from '../../../lib/i18n.tsx';
import { GOOGLE_LOGIN_FAILED } from '../account-messages.ts';
import { useAppConfig, useGoogleLogin } from '../api/session.api.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** The Google button with its 'or' divider; renders nothing unless /api/config names a client id. */
export function GoogleSignInSection() {
  const config = useAppConfig();
  const googleLogin = useGoogleLogin();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [failed, setFailed] = useState(false);
  const clientId = config.data?.google_client_id;
  if (!clientId) return null;

  const onCredential = (credential: string | null) => {
    setFailed(false);
    if (!credential) {
      setFailed(true);
      return;
    }
    // First login: a first Google sign-up would fire a conversion event here once an
    // analytics service is wired in (result.isNewUser).
    googleLogin.mutate(credential, {
      onSuccess: (result) => navigate(afterSignInPath(state, result.user), { replace: true }),
      onError: () => setFailed(true),
    });
  };

  return (
    <div className="mb-3">
      {failed && (
        <Alert variant="danger" role="alert">
          {t(GOOGLE_LOGIN_FAILED)}
        </Alert>
      )}
      <div className="d-flex justify-content-center" aria-busy={googleLogin.isPending}>
        <GoogleSignInButton clientId={clientId} onCredential={onCredential} />
      </div>
      <div className="auth-divider" role="separator">
        <span>{t('or')}</span>
      </div>
    </div>
  );
}
