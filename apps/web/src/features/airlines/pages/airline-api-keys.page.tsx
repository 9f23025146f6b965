import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import {
  API_KEY_NAME_MAX,
  createApiKeyBodySchema,
  type ApiKey,
  type CreatedApiKey,
} from '@saath/shared/api-keys';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { msg } from '@saath/shared/i18n';
import { t, tx } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import {
  API_KEY_CREATE_FAILED,
  API_KEY_FAILED_FALLBACK,
  API_KEY_REVOKE_FAILED,
  API_KEY_SHOWN_ONCE,
  API_KEYS_LOAD_FAILED,
} from '../airline-messages.ts';
import { ShownOnce } from '../components/shown-once.tsx';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/airlines.api.ts';

const TITLE = msg('API keys');

/** An airline user's API keys: create (shown once), list, revoke. */
export default function AirlineApiKeysPage() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t(TITLE)} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">{t(TITLE)}</h1>
          <p className="mb-0">
            {tx(
              'Your systems can list open requests and bid with a key: <0>Authorization: Bearer <key></0>. See the <1>API documentation</1>.',
              [<code className="text-body" />, <a href="/api/docs" />],
            )}
          </p>
        </div>
        <LinkButton to={PATHS.airlineDashboard} variant="outline-primary">
          {t('Browse RFQs')}
        </LinkButton>
      </div>

      <Card className="shadow-sm mb-4">
        <Card.Body>
          <h2 className="h5">{t('Create a key')}</h2>
          <CreateKeyForm onCreated={setCreated} />
          <div aria-live="polite">
            {created && <NewKey created={created} onDone={() => setCreated(null)} />}
          </div>
        </Card.Body>
      </Card>

      <h2 id="api-keys-heading" className="h5">
        {t('Your keys')}
      </h2>
      {keys.isPending ? (
        <PageSpinner label={t('Loading your API keys…')} />
      ) : keys.isError ? (
        <PageError
          title={t(TITLE)}
          message={t(API_KEYS_LOAD_FAILED)}
          onRetry={() => void keys.refetch()}
        />
      ) : keys.data.length === 0 ? (
        <p className="text-body-secondary">{t('No API keys yet.')}</p>
      ) : (
        <Card className="shadow-sm">
          <DataTable
            columns={columns()}
            rows={keys.data}
            rowKey={(key) => key.id}
            labelledBy="api-keys-heading"
          />
        </Card>
      )}
    </Container>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useSchemaForm({
    initial: { name: '' },
    idPrefix: 'api-key',
    schema: createApiKeyBodySchema,
  });
  const onSubmit = form.submit((body) =>
    create.mutateAsync(body, {
      onSuccess: (key) => {
        form.setValues({ name: '' });
        onCreated(key);
      },
      // A 422 at the name; any other refusal in the server's words.
      onError: (error) =>
        form.showFailure(error, t(API_KEY_CREATE_FAILED, { detail: t(API_KEY_FAILED_FALLBACK) })),
    }),
  );
  const summary = form.summary();
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('Create an API key')}>
      {summary.items.length > 0 && <ErrorSummary {...summary} />}
      <div className="d-flex flex-wrap align-items-start gap-3">
        <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
          <TextField
            {...form.field('name')}
            label={t('Name')}
            hint={t('What the key is for, e.g. Revenue management system')}
            maxLength={API_KEY_NAME_MAX}
            required
          />
        </div>
        <SubmitButton pending={create.isPending} pendingLabel={t('Creating…')} className="mt-md-4">
          {t('Create key')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The new key, this once, with a copy button and the warning that it will not be shown again. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <ShownOnce value={created.key} label={t('New API key')} onDone={onDone}>
      {t('Your new key “{name}”.', { name: created.name })} {t(API_KEY_SHOWN_ONCE)}
    </ShownOnce>
  );
}

// Built while rendering: the headers are in the page's language.
const columns = (): readonly DataColumn<ApiKey>[] => [
  { header: t('Name'), rowHeader: true, cell: (key) => key.name },
  {
    header: t('Key'),
    nowrap: true,
    cell: (key) => <code className="text-body">{key.prefix}…</code>,
  },
  { header: t('Created'), nowrap: true, cell: (key) => formatDateTime(key.created_at) },
  {
    header: t('Last used'),
    nowrap: true,
    cell: (key) => (key.last_used_at ? formatDateTime(key.last_used_at) : t('Never')),
  },
  {
    header: t('Status'),
    cell: (key) =>
      key.revoked_at ? (
        <Badge bg="secondary">
          {t('Revoked {time}', { time: formatDateTime(key.revoked_at) })}
        </Badge>
      ) : (
        <Badge bg="success">{t('Active')}</Badge>
      ),
  },
  {
    header: t('Actions'),
    action: true,
    hiddenHeader: true,
    cell: (key) => (key.revoked_at ? null : <RevokeKey apiKey={key} />),
  },
];

/** 'Revoke' on a key, confirmed in the one ConfirmModal. */
function RevokeKey({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    revoke.reset();
  };
  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
        <span aria-hidden="true">{t('Revoke')}</span>
        <span className="visually-hidden">{t('Revoke key {name}', { name: apiKey.name })}</span>
      </Button>
      <ConfirmModal
        show={confirming}
        title={t('Revoke this API key?')}
        confirmLabel={t('Revoke key')}
        pendingLabel={t('Revoking…')}
        cancelLabel={t('Keep key')}
        pending={revoke.isPending}
        error={
          revoke.isError
            ? t(API_KEY_REVOKE_FAILED, {
                detail: errorText(revoke.error, t(API_KEY_FAILED_FALLBACK)),
              })
            : null
        }
        onHide={close}
        onConfirm={() => revoke.mutateAsync(apiKey.id, { onSuccess: () => setConfirming(false) })}
      >
        <p className="fw-semibold mb-2">
          {apiKey.name} (<code className="text-body">{apiKey.prefix}…</code>)
        </p>
        <p className="mb-0">
          {t('Systems using this key are refused from their next request. This cannot be undone.')}
        </p>
      </ConfirmModal>
    </>
  );
}
