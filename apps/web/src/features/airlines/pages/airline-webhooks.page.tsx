import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import {
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_ENDPOINT_LABEL,
  WEBHOOK_ENDPOINT_SAVED,
  WEBHOOK_FAILED_FALLBACK,
  WEBHOOK_NEEDS_SECRET,
  WEBHOOK_NO_DELIVERIES,
  WEBHOOK_REDELIVERY_QUEUED,
  WEBHOOK_ROTATE_CONFIRM,
  WEBHOOK_SECRET_SHOWN_ONCE,
  WEBHOOKS_LOAD_FAILED,
  webhookEndpointBodySchema,
  WEBHOOK_REDELIVER_FAILED,
  WEBHOOK_TEST_FAILED,
  WEBHOOK_SEND_TEST,
  WEBHOOK_TEST_NEEDS_SETUP,
  WEBHOOK_TEST_QUEUED,
  WEBHOOK_ROTATE_FAILED,
  WEBHOOK_SAVE_FAILED,
  type WebhookDelivery,
  type WebhookSecret,
  type WebhookSettings,
} from '@saath/shared/webhooks';
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
  useRedeliverWebhook,
  useSendWebhookTest,
  useRotateWebhookSecret,
  useSetWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookSettings,
} from '../api/airlines.api.ts';
import { ShownOnce } from '../components/shown-once.tsx';
import { deliveryColumns } from '../components/delivery-columns.tsx';

const TITLE = msg('Webhooks');
/** The event names and the signature header in the page's intro: code, the same in every language. */
const EVENT_CODES = Array.from({ length: 9 }, (_, i) => <code key={i} className="text-body" />);

/**
 * ADR 0026: the airline's webhooks: the https endpoint, the signing secret (shown
 * once, rotated behind a confirmation), the last deliveries and a redelivery of one.
 */
export default function AirlineWebhooksPage() {
  const settings = useWebhookSettings();
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t(TITLE)} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">{t(TITLE)}</h1>
          <p className="mb-0">
            {tx(
              'Saath POSTs <0>rfq.opened</0>, <1>rfq.closed</1>, <2>quote.won</2>, <3>quote.lost</3>, <4>group.booked</4>, <5>ticketing.reminder</5>, <6>ticket.cancelled</6> and <7>manifest.changed</7> to your endpoint, signed in <8>X-Saath-Signature</8>. See the <9>API documentation</9>.',
              [...EVENT_CODES, <a href="/api/docs" />],
            )}
          </p>
        </div>
        <LinkButton to={PATHS.airlineDashboard} variant="outline-primary">
          {t('Browse RFQs')}
        </LinkButton>
      </div>
      {settings.isPending ? (
        <PageSpinner label={t('Loading your webhooks…')} />
      ) : settings.isError ? (
        <PageError
          title={t(TITLE)}
          message={t(WEBHOOKS_LOAD_FAILED)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5">{t('Endpoint')}</h2>
              <EndpointForm settings={settings.data} />
            </Card.Body>
          </Card>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5">{t('Signing secret')}</h2>
              <Secret settings={settings.data} />
            </Card.Body>
          </Card>
          <Deliveries settings={settings.data} />
        </>
      )}
    </Container>
  );
}

function EndpointForm({ settings }: { settings: WebhookSettings }) {
  const save = useSetWebhookEndpoint();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm({
    initial: { endpoint: settings.endpoint ?? '' },
    idPrefix: 'webhook',
    schema: webhookEndpointBodySchema,
  });
  const onSubmit = form.submit((body) =>
    save.mutateAsync(body, {
      onSuccess: () => setSaved(true),
      onError: (error) =>
        form.showFailure(error, t(WEBHOOK_SAVE_FAILED, { detail: t(WEBHOOK_FAILED_FALLBACK) })),
    }),
  );
  const summary = form.summary();
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('Webhook endpoint')}>
      {summary.items.length > 0 && <ErrorSummary {...summary} />}
      <div className="d-flex flex-wrap align-items-start gap-3">
        <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
          <TextField
            {...form.field('endpoint')}
            label={t(WEBHOOK_ENDPOINT_LABEL)}
            hint={t('An https address of your system; leave empty to stop the deliveries')}
            maxLength={500}
            type="url"
          />
        </div>
        <SubmitButton pending={save.isPending} pendingLabel={t('Saving…')} className="mt-md-4">
          {t('Save endpoint')}
        </SubmitButton>
      </div>
      <span role="status" className="small">
        {saved ? t(WEBHOOK_ENDPOINT_SAVED) : ''}
      </span>
    </Form>
  );
}

function Secret({ settings }: { settings: WebhookSettings }) {
  const rotate = useRotateWebhookSecret();
  const [shown, setShown] = useState<WebhookSecret | null>(null);
  const [confirming, setConfirming] = useState(false);
  const create = () =>
    rotate.mutateAsync(undefined, {
      onSuccess: (secret) => {
        setShown(secret);
        setConfirming(false);
      },
    });
  const failure =
    rotate.isError && !confirming
      ? t(WEBHOOK_ROTATE_FAILED, { detail: errorText(rotate.error, t(WEBHOOK_FAILED_FALLBACK)) })
      : null;
  return (
    <>
      {settings.secret_hint ? (
        <div className="d-flex flex-wrap align-items-center gap-3">
          <p className="mb-0">
            {tx('Current secret: <0>{hint}</0>', [<code className="text-body" />], {
              hint: settings.secret_hint,
            })}
          </p>
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            {t('Rotate secret')}
          </Button>
        </div>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-3">
          <p className="mb-0">{t(WEBHOOK_NEEDS_SECRET)}</p>
          <SubmitButton
            type="button"
            pending={rotate.isPending}
            pendingLabel={t('Creating…')}
            onClick={() => void create()}
          >
            {t('Create secret')}
          </SubmitButton>
        </div>
      )}
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0">
          {failure}
        </Alert>
      )}
      <div aria-live="polite">
        {shown && (
          <ShownOnce value={shown.secret} label={t('Webhook secret')} onDone={() => setShown(null)}>
            {t(WEBHOOK_SECRET_SHOWN_ONCE)}
          </ShownOnce>
        )}
      </div>
      <ConfirmModal
        show={confirming}
        title={t('Rotate the webhook secret?')}
        confirmLabel={t('Rotate secret')}
        pendingLabel={t('Rotating…')}
        cancelLabel={t('Keep secret')}
        pending={rotate.isPending}
        error={
          rotate.isError
            ? t(WEBHOOK_ROTATE_FAILED, {
                detail: errorText(rotate.error, t(WEBHOOK_FAILED_FALLBACK)),
              })
            : null
        }
        onHide={() => {
          setConfirming(false);
          rotate.reset();
        }}
        onConfirm={create}
      >
        <p className="mb-0">{t(WEBHOOK_ROTATE_CONFIRM)}</p>
      </ConfirmModal>
    </>
  );
}

function Deliveries({ settings }: { settings: WebhookSettings }) {
  const deliveries = useWebhookDeliveries();
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
        <h2 id="webhook-deliveries-heading" className="h5 mb-0">
          {t('Last {count} deliveries', { count: WEBHOOK_DELIVERIES_SHOWN })}
        </h2>
        <SendTest ready={Boolean(settings.endpoint && settings.secret_hint)} />
      </div>
      {deliveries.isPending ? (
        <PageSpinner label={t('Loading the deliveries…')} />
      ) : deliveries.isError ? (
        <PageError
          title={t('Deliveries')}
          message={t(WEBHOOKS_LOAD_FAILED)}
          onRetry={() => void deliveries.refetch()}
        />
      ) : deliveries.data.length === 0 ? (
        <p className="text-body-secondary">{t(WEBHOOK_NO_DELIVERIES)}</p>
      ) : (
        <Card className="shadow-sm">
          <DataTable
            columns={columns()}
            rows={deliveries.data}
            rowKey={(d) => d.id}
            labelledBy="webhook-deliveries-heading"
          />
        </Card>
      )}
    </>
  );
}

// The deliveries' columns and the redeliver button of each.
const columns = (): readonly DataColumn<WebhookDelivery>[] => [
  ...deliveryColumns({ attempts: true }),
  {
    header: t('Actions'),
    action: true,
    hiddenHeader: true,
    cell: (d) => <Redeliver delivery={d} />,
  },
];

/** A signed test event, to check the endpoint and its signature check before real events. */
function SendTest({ ready }: { ready: boolean }) {
  const send = useSendWebhookTest();
  const outcome = send.isSuccess
    ? t(WEBHOOK_TEST_QUEUED)
    : send.isError
      ? t(WEBHOOK_TEST_FAILED, { detail: errorText(send.error, t(WEBHOOK_FAILED_FALLBACK)) })
      : ready
        ? ''
        : t(WEBHOOK_TEST_NEEDS_SETUP);
  return (
    <div className="d-flex flex-column align-items-end gap-1 text-end">
      <SubmitButton
        type="button"
        variant="outline-primary"
        size="sm"
        disabled={!ready}
        aria-describedby="webhook-test-outcome"
        pending={send.isPending}
        pendingLabel={t('Sending…')}
        onClick={() => void send.mutateAsync().catch(() => {})}
      >
        {t(WEBHOOK_SEND_TEST)}
      </SubmitButton>
      <span id="webhook-test-outcome" role="status" className="small">
        {outcome}
      </span>
    </div>
  );
}

function Redeliver({ delivery }: { delivery: WebhookDelivery }) {
  const redeliver = useRedeliverWebhook();
  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <SubmitButton
        type="button"
        variant="outline-primary"
        size="sm"
        pending={redeliver.isPending}
        pendingLabel={t('Queuing…')}
        onClick={() => void redeliver.mutateAsync(delivery.id).catch(() => {})}
      >
        <span aria-hidden="true">{t('Redeliver')}</span>
        <span className="visually-hidden">
          {t('Redeliver {event} of {time}', {
            event: delivery.event,
            time: formatDateTime(delivery.created_at),
          })}
        </span>
      </SubmitButton>
      <span role="status" className="small">
        {redeliver.isSuccess
          ? t(WEBHOOK_REDELIVERY_QUEUED)
          : redeliver.isError
            ? t(WEBHOOK_REDELIVER_FAILED, {
                detail: errorText(redeliver.error, t(WEBHOOK_FAILED_FALLBACK)),
              })
            : ''}
      </span>
    </div>
  );
}
