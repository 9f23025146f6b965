import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { resetRequestBodySchema } from '@saath/shared/accounts';
import { PATHS } from '../../../app/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { RESET_REQUEST_FAILED } from '../account-messages.ts';
import { useResetRequest } from '../api/password-reset.api.ts';
import { AuthCard } from '../components/auth-card.tsx';

export default function ForgotPasswordPage() {
  const request = useResetRequest();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetRequestBodySchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    request.mutate(parsed.data.email);
  };

  const tryAnother = () => {
    request.reset();
    setEmail('');
  };

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email" documentTitle="Forgot password">
        <Alert variant="success" role="status">
          {request.data.message}
        </Alert>
        <p className="text-body-secondary">
          The link is valid for one hour. Check your spam folder if it does not arrive in a few
          minutes.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={PATHS.login} className="btn btn-primary">
            Back to Login
          </Link>
          <Button variant="outline-primary" onClick={tryAnother}>
            Try another email
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      documentTitle="Forgot password"
      subtitle="Enter the email you registered with and we will send you a link to set a new one."
    >
      {request.isError && (
        <Alert variant="danger" role="alert">
          {errorText(request.error, RESET_REQUEST_FAILED)}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label="Request a password reset link">
        <TextField
          id="forgot-email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={emailError}
          required
        />
        <Button type="submit" className="w-100" size="lg" disabled={request.isPending}>
          {request.isPending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Sending…
            </>
          ) : (
            'Send reset link'
          )}
        </Button>
      </Form>
      <p className="text-center mt-4 mb-0">
        Remembered it? <Link to={PATHS.login}>Back to Login</Link>
      </p>
    </AuthCard>
  );
}
