import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { RESET_TOKEN_ABSENT, RESET_TOKEN_INVALID } from '@saath/shared/accounts';
import {
  PASSWORDS_DO_NOT_MATCH,
  passwordProblems,
  passwordRequirementsMessage,
} from '@saath/shared/password';
import { PATHS } from '../../../app/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { RESET_FAILED } from '../account-messages.ts';
import { useResetPassword, useVerifyResetToken } from '../api/password-reset.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';

// spec §2/§9: after a successful reset, go to /login after 3 s.
const RESET_REDIRECT_MS = 3000;

function RequestNewLink({ message }: { message: string }) {
  return (
    <AuthCard title="Reset link not valid" documentTitle="Reset password">
      <Alert variant="warning" role="alert">
        {message}
      </Alert>
      <Link to={PATHS.forgotPassword} className="btn btn-primary">
        Request a new reset link
      </Link>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate(PATHS.login), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // spec §5 "Reset password": match first, then the strength rule.
    if (password !== confirm) {
      setProblem(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    const problems = passwordProblems(password);
    if (problems.length) {
      setProblem(passwordRequirementsMessage(problems));
      return;
    }
    setProblem(null);
    reset.mutate({ token, new_password: password });
  };

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password reset" documentTitle="Reset password">
        <Alert variant="success" role="status">
          {reset.data.message}
        </Alert>
        <p className="text-body-secondary">Taking you to the login page…</p>
        <Link to={PATHS.login} className="btn btn-primary">
          Go to Login
        </Link>
      </AuthCard>
    );
  }

  const error = problem ?? (reset.isError ? errorText(reset.error, RESET_FAILED) : null);
  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a strong password you have not used here."
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label="Set a new password">
        <TextField
          id="reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          required
        />
        <PasswordChecklist id="reset-password-rules" password={password} />
        <TextField
          id="reset-confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          required
        />
        <Button type="submit" className="w-100" size="lg" disabled={reset.isPending}>
          {reset.isPending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Saving…
            </>
          ) : (
            'Reset password'
          )}
        </Button>
      </Form>
    </AuthCard>
  );
}

function VerifiedReset({ token }: { token: string }) {
  const verify = useVerifyResetToken(token);
  if (verify.isPending) {
    return (
      <AuthCard title="Checking your reset link" documentTitle="Reset password">
        <PageSpinner label="Verifying your reset link…" />
      </AuthCard>
    );
  }
  // spec §4/§8: a token that does not verify is the invalid state, whatever the reason.
  if (verify.isError) return <RequestNewLink message={RESET_TOKEN_INVALID} />;
  return <ResetForm token={token} />;
}

export default function ResetPasswordPage() {
  const { token } = useParams();
  if (!token) return <RequestNewLink message={RESET_TOKEN_ABSENT} />;
  return <VerifiedReset key={token} token={token} />;
}
