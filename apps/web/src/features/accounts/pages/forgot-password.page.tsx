import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { resetRequestBodySchema } from '@saath/shared/accounts';
import { PATHS } from '../../../lib/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { errorText } from '../../../lib/error-text.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { RESET_REQUEST_FAILED } from '../account-messages.ts';
import { useResetRequest } from '../api/password-reset.api.ts';
import { AuthCard } from '../components/auth-card.tsx';

export default function ForgotPasswordPage() {
  const request = useResetRequest();
  const form = useSchemaForm({
    initial: { email: '' },
    idPrefix: 'forgot',
    schema: resetRequestBodySchema,
  });
  const onSubmit = form.submit((data) => request.mutateAsync(data.email));

  const tryAnother = () => {
    request.reset();
    form.setValues({ email: '' });
  };

  if (request.isSuccess) {
    return (
      <AuthCard title={t('Check your email')} documentTitle={t('Forgot password')}>
        <Alert variant="success" role="status">
          {request.data.message}
        </Alert>
        <p className="text-body-secondary">
          {t(
            'The link is valid for one hour. Check your spam folder if it does not arrive in a few minutes.',
          )}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={PATHS.login} className="btn btn-primary">
            {t('Back to Login')}
          </Link>
          <Button variant="outline-primary" onClick={tryAnother}>
            {t('Try another email')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Forgot your password?')}
      documentTitle={t('Forgot password')}
      subtitle={t(
        'Enter the email you registered with and we will send you a link to set a new one.',
      )}
    >
      {request.isError && (
        <Alert variant="danger" role="alert">
          {errorText(request.error, t(RESET_REQUEST_FAILED))}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label={t('Request a password reset link')}>
        <TextField
          {...form.field('email')}
          label={t('Email address')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <SubmitButton
          className="w-100"
          size="lg"
          pending={request.isPending}
          pendingLabel={t('Sending…')}
        >
          {t('Send reset link')}
        </SubmitButton>
      </Form>
      <p className="text-center mt-4 mb-0">
        {tx('Remembered it? <0>Back to Login</0>', [<Link to={PATHS.login} />])}
      </p>
    </AuthCard>
  );
}
