import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  RESET_TOKEN_ABSENT,
  RESET_TOKEN_INVALID,
  resetPasswordBodySchema,
} from '@saath/shared/accounts';
import {
  PASSWORDS_DO_NOT_MATCH,
  passwordProblems,
  passwordRequirementsMessage,
} from '@saath/shared/password';
import { PATHS } from '../../../lib/paths.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { errorText } from '../../../lib/error-text.ts';
import { t } from '../../../lib/i18n.tsx';
import { RESET_FAILED } from '../account-messages.ts';
import { useResetPassword, useVerifyResetToken } from '../api/password-reset.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/account-fields.tsx';

// After a successful reset, go to /login after 3 s.
const RESET_REDIRECT_MS = 3000;

function RequestNewLink({ message }: { message: string }) {
  return (
    <AuthCard title={t('Reset link not valid')} documentTitle={t('Reset password')}>
      <Alert variant="warning" role="alert">
        {message}
      </Alert>
      <Link to={PATHS.forgotPassword} className="btn btn-primary">
        {t('Request a new reset link')}
      </Link>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm({
    initial: { new_password: '', confirm: '' },
    idPrefix: 'reset',
    schema: resetPasswordBodySchema,
    toInput: (values) => ({ token, new_password: values.new_password }),
    // Reset password: the match, and the strength rule in one sentence.
    check: (values) => {
      const problems = passwordProblems(values.new_password);
      return [
        ...(problems.length
          ? [{ loc: ['new_password'], message: passwordRequirementsMessage(problems) }]
          : []),
        ...(values.confirm !== values.new_password
          ? [{ loc: ['confirm'], message: PASSWORDS_DO_NOT_MATCH }]
          : []),
      ];
    },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate(PATHS.login), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = form.submit((data) => reset.mutateAsync(data));

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('Password reset')} documentTitle={t('Reset password')}>
        <Alert variant="success" role="status">
          {reset.data.message}
        </Alert>
        <p className="text-body-secondary">{t('Taking you to the login page…')}</p>
        <Link to={PATHS.login} className="btn btn-primary">
          {t('Go to Login')}
        </Link>
      </AuthCard>
    );
  }

  const error = reset.isError ? errorText(reset.error, t(RESET_FAILED)) : null;
  return (
    <AuthCard
      title={t('Set a new password')}
      subtitle={t('Choose a strong password you have not used here.')}
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label={t('Set a new password')}>
        <NewPasswordFields password={form.field('new_password')} confirm={form.field('confirm')} />
        <SubmitButton
          className="w-100"
          size="lg"
          pending={reset.isPending}
          pendingLabel={t('Saving…')}
        >
          {t('Reset password')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

function VerifiedReset({ token }: { token: string }) {
  const verify = useVerifyResetToken(token);
  if (verify.isPending) {
    return (
      <AuthCard title={t('Checking your reset link')} documentTitle={t('Reset password')}>
        <PageSpinner label={t('Verifying your reset link…')} />
      </AuthCard>
    );
  }
  // A token that does not verify is the invalid state, whatever the reason.
  if (verify.isError) return <RequestNewLink message={RESET_TOKEN_INVALID} />;
  return <ResetForm token={token} />;
}

export default function ResetPasswordPage() {
  const { token } = useParams();
  if (!token) return <RequestNewLink message={RESET_TOKEN_ABSENT} />;
  return <VerifiedReset key={token} token={token} />;
}
