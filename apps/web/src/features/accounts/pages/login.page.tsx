import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { PATHS, afterSignInPath } from '../../../lib/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { errorText } from '../../../lib/error-text.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { LOGIN_FAILED } from '../account-messages.ts';
import { useLogin } from '../api/session.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleSignInSection } from '../components/google-sign-in-section.tsx';

// Login: the shared rule (zod), so the form and the API refuse with the same words. It
// loads once the visitor turns to the form, not with the page (/login's first load
// stays under 120 KB); a submit waits for it.
const loadLoginRule = () =>
  import('@saath/shared/accounts').then((accounts) => accounts.loginFormSchema);

export default function LoginPage() {
  const navigate = useNavigate();
  // Where signing in was to take them (a guard or an invite link), passed on to registration.
  const { state } = useLocation();
  const login = useLogin();
  // The API's field is `username` (OAuth2 form); people see it as their email.
  const form = useSchemaForm({
    initial: { username: '', password: '' },
    idPrefix: 'login',
    schema: loadLoginRule,
  });

  const onSubmit = form.submit((data) =>
    login.mutateAsync(
      { email: data.username, password: data.password },
      // Back to the page that asked for a sign-in; else an airline partner lands on the airline
      // dashboard, a traveller on /dashboard.
      { onSuccess: (result) => navigate(afterSignInPath(state, result.user), { replace: true }) },
    ),
  );

  return (
    <AuthCard
      title={t('Welcome back')}
      documentTitle={t('Log in')}
      subtitle={t('Log in to find and join your flight groups.')}
    >
      <GoogleSignInSection />
      {login.isError && (
        <Alert variant="danger" role="alert">
          {/* Login failure: detail, array msgs joined, or the fallback. */}
          {errorText(login.error, t(LOGIN_FAILED))}
        </Alert>
      )}
      <Form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadLoginRule()}
        aria-label={t('Log in with email')}
      >
        <TextField
          {...form.field('username')}
          label={t('Email address')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextField
          {...form.field('password')}
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="d-flex justify-content-end mb-3">
          <Link to={PATHS.forgotPassword} className="small">
            {t('Forgot password?')}
          </Link>
        </div>
        <SubmitButton
          className="w-100"
          size="lg"
          pending={login.isPending}
          pendingLabel={t('Logging in…')}
        >
          {t('Log in')}
        </SubmitButton>
      </Form>
      <p className="text-center mt-4 mb-1">
        {tx('New to Saath? <0>Create an account</0>', [<Link to={PATHS.register} state={state} />])}
      </p>
      <p className="text-center small mb-0">
        {tx('Airline partner? <0>Register your airline</0>', [<Link to={PATHS.airlineRegister} />])}
      </p>
    </AuthCard>
  );
}
