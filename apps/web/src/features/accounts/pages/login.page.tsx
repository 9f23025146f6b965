import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { PATHS, homePathFor } from '../../../app/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { LOGIN_FAILED } from '../account-messages.ts';
import { useLogin } from '../api/session.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleSignInSection } from '../components/google-sign-in-section.tsx';

type FieldErrors = { email?: string; password?: string };

// spec §5 "Login": the shared rule (zod), so the form and the API refuse with the same words. It
// loads once the visitor turns to the form, not with the page (issue 15: /login's first load
// stays under 120 KB); a submit waits for it.
const loadLoginRule = () =>
  import('@saath/shared/accounts').then((accounts) => accounts.loginFormSchema);

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await loadLoginRule()).safeParse({ username: email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'username' ? 'email' : 'password';
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    login.mutate(
      { email: parsed.data.username, password: parsed.data.password },
      // An airline partner lands on the airline dashboard, a traveller on /dashboard.
      { onSuccess: (result) => navigate(homePathFor(result.user), { replace: true }) },
    );
  };

  return (
    <AuthCard
      title="Welcome back"
      documentTitle="Log in"
      subtitle="Log in to find and join your flight groups."
    >
      <GoogleSignInSection />
      {login.isError && (
        <Alert variant="danger" role="alert">
          {/* spec §8 "Login failure": detail, array msgs joined, or the fallback. */}
          {errorText(login.error, LOGIN_FAILED)}
        </Alert>
      )}
      <Form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadLoginRule()}
        aria-label="Log in with email"
      >
        <TextField
          id="login-email"
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
          required
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          required
        />
        <div className="d-flex justify-content-end mb-3">
          <Link to={PATHS.forgotPassword} className="small">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-100" size="lg" disabled={login.isPending}>
          {login.isPending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Logging in…
            </>
          ) : (
            'Log in'
          )}
        </Button>
      </Form>
      <p className="text-center mt-4 mb-1">
        New to Saath? <Link to={PATHS.register}>Create an account</Link>
      </p>
      <p className="text-center small mb-0">
        Airline partner? <Link to={PATHS.airlineRegister}>Register your airline</Link>
      </p>
    </AuthCard>
  );
}
