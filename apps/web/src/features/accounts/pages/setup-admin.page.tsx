import { useQuery, useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  ADMIN_SETUP_DONE,
  ADMIN_SETUP_INVALID,
  adminSetupLinkPath,
  ADMIN_SETUP_API,
  type AdminSetupBody,
} from '@saath/shared/admin-setup';
import { adminSetupFormSchema } from '@saath/shared/accounts';
import { PASSWORDS_DO_NOT_MATCH } from '@saath/shared/password';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { msg } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NameAndEmailFields, NewPasswordFields } from '../components/account-fields.tsx';

export const ADMIN_SETUP_FAILED = msg('Failed to create the admin account. Please try again.');

/**
 * The link a fresh install prints when it has no admin (ADR 0042): whoever holds it names the
 * first admin. The server checks the token again when the form is sent; once an admin exists
 * every link answers 404 and this page says so.
 */
export default function SetupAdminPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: ['admin-setup', token],
    queryFn: ({ signal }) =>
      apiRequest<{ expires_at: string }>(adminSetupLinkPath(token), { signal }),
    enabled: token !== '',
    retry: false,
  });
  const create = useMutation({
    mutationFn: (body: AdminSetupBody) =>
      apiRequest<{ email: string }>(ADMIN_SETUP_API, { json: body, skipAuthRedirect: true }),
  });
  const form = useSchemaForm({
    initial: { first_name: '', last_name: '', email: '', password: '', confirm: '' },
    idPrefix: 'setup-admin',
    schema: adminSetupFormSchema,
    check: (values) =>
      values.confirm !== values.password
        ? [{ loc: ['confirm'], message: PASSWORDS_DO_NOT_MATCH }]
        : [],
  });
  const onSubmit = form.submit((_, { confirm: _confirm, ...body }) =>
    create.mutateAsync(
      { ...body, token },
      { onError: (error) => form.showFailure(error, t(ADMIN_SETUP_FAILED)) },
    ),
  );

  const title = t('Create the first admin');
  if (token !== '' && link.isPending) return <PageSpinner label={t('Checking the setup link…')} />;
  if (token === '' || link.isError)
    return (
      <AuthCard title={title}>
        <Alert variant="warning" className="mb-0">
          {t(ADMIN_SETUP_INVALID)}
        </Alert>
      </AuthCard>
    );
  if (create.isSuccess)
    return (
      <AuthCard title={title}>
        <Alert variant="success" role="status">
          {t(ADMIN_SETUP_DONE)}
        </Alert>
        <Link to={PATHS.login} className="btn btn-primary w-100">
          {t('Log in')}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard
      wide
      title={title}
      subtitle={t(
        'This one-time link makes the account below the admin of this Saath. It stops working once it is used.',
      )}
    >
      <ErrorSummary {...form.summary()} />
      <Form noValidate onSubmit={onSubmit} aria-label={t('Create the first admin')}>
        <NameAndEmailFields
          firstName={form.field('first_name')}
          lastName={form.field('last_name')}
          email={form.field('email')}
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
          pending={create.isPending}
          pendingLabel={t('Creating the admin…')}
        >
          {t('Create admin account')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
