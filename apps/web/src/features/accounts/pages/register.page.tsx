import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { registerBodySchema } from '@saath/shared/accounts';
import { PASSWORDS_DO_NOT_MATCH } from '@saath/shared/password';
import { PATHS, afterSignInPath } from '../../../lib/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { DEFAULT_LANGUAGE } from '@saath/shared/i18n';
import { currentLanguage, t, tx } from '../../../lib/i18n.tsx';
import { REGISTRATION_DONE_PLEASE_LOGIN, REGISTRATION_FAILED } from '../account-messages.ts';
import { useLogin, useRegister } from '../api/session.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleSignInSection } from '../components/google-sign-in-section.tsx';
import { NameAndEmailFields, NewPasswordFields } from '../components/account-fields.tsx';

// A success message stays 2 s before the page moves on, time to read it.
const REDIRECT_DELAY_MS = 2000;

export default function RegisterPage() {
  const navigate = useNavigate();
  // Where signing in was to take them (a guard or an invite link), kept through to /login.
  const { state } = useLocation();
  const register = useRegister();
  const login = useLogin();
  const [notice, setNotice] = useState<string | null>(null);
  // The shared schema lists required fields and each failing password rule.
  const form = useSchemaForm({
    initial: { first_name: '', last_name: '', email: '', phone: '', password: '', confirm: '' },
    idPrefix: 'register',
    schema: registerBodySchema,
    check: (values) =>
      values.confirm !== values.password
        ? [{ loc: ['confirm'], message: PASSWORDS_DO_NOT_MATCH }]
        : [],
  });

  // The typed values go out as typed (the API normalises them), without the confirmation. The
  // page's language goes with them: the member's mails and texts come in it from then on
  // (English, the API's default, is left out).
  const language = currentLanguage();
  const onSubmit = form.submit((_, { confirm: _confirm, ...body }) =>
    register.mutateAsync(
      {
        ...body,
        phone: body.phone.trim() || undefined,
        ...(language !== DEFAULT_LANGUAGE && { language }),
      },
      {
        onError: (error) => form.showFailure(error, t(REGISTRATION_FAILED)),
        onSuccess: () =>
          // The account exists: sign in with the same credentials and go on (home, or back).
          login.mutate(
            { email: body.email, password: body.password },
            {
              onSuccess: (result) =>
                navigate(afterSignInPath(state, result.user), { replace: true }),
              onError: () => {
                setNotice(t(REGISTRATION_DONE_PLEASE_LOGIN));
                window.setTimeout(() => navigate(PATHS.login, { state }), REDIRECT_DELAY_MS);
              },
            },
          ),
      },
    ),
  );

  return (
    <AuthCard
      wide
      title={t('Create your account')}
      documentTitle={t('Create account')}
      subtitle={t('Join Saath to travel together on your route and date, and pay less.')}
    >
      <GoogleSignInSection />
      {notice && (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      )}
      <ErrorSummary {...form.summary()} />
      <Form noValidate onSubmit={onSubmit} aria-label={t('Create an account with email')}>
        <NameAndEmailFields
          firstName={form.field('first_name')}
          lastName={form.field('last_name')}
          email={form.field('email')}
        />
        <TextField
          {...form.field('phone')}
          label={t('Mobile number (optional)')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
        />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirm')}
          label={t('Password')}
          confirmLabel={t('Confirm password')}
        />
        <SubmitButton
          className="w-100"
          size="lg"
          pending={register.isPending || login.isPending}
          pendingLabel={t('Creating your account…')}
        >
          {t('Create account')}
        </SubmitButton>
      </Form>
      <p className="text-center mt-4 mb-0">
        {tx('Already a member? <0>Log in</0>', [<Link to={PATHS.login} state={state} />])}
      </p>
    </AuthCard>
  );
}
