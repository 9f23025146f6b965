import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Link } from '../../../components/ui/link';
import {
  ALERT_CREATED,
  ALERT_DELETE_FAILED,
  ALERT_SAVE_FAILED,
  ALERTS_LOAD_FAILED,
  type Alert,
  type AlertSuggestion,
} from '@saath/shared/alerts';
import { timeSlotLabel } from '@saath/shared/travel';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { GroupRouteLabel, routeText } from '../../../components/ui/group-route-label.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLocale, t, tx } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import {
  useAlertSuggestions,
  useCreateAlert,
  useDeleteAlert,
  useMyAlerts,
} from '../api/alerts.api.ts';
import { AlertForm } from '../components/alert-form.tsx';

// In the page's locale: 'January 2027' in English, 'जनवरी 2027' in Hindi.
const monthText = (month: string) =>
  new Intl.DateTimeFormat(currentLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/** "January 2027", "5 Dec 2026 – 20 Dec 2026", or one day. */
function periodText(alert: {
  month: string | null;
  date_from: string | null;
  date_to: string | null;
}): string {
  if (alert.month) return monthText(alert.month);
  if (alert.date_from === alert.date_to) return formatDate(alert.date_from!);
  return `${formatDate(alert.date_from!)} – ${formatDate(alert.date_to!)}`;
}

const SUCCESS_MS = 3000;

/** The traveller's route alerts, made, offered and deleted. */
export default function AlertsPage() {
  const alerts = useMyAlerts();
  const suggestions = useAlertSuggestions();
  const create = useCreateAlert();
  const remove = useDeleteAlert();
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const [notice, show] = useTimedMessage<string>(SUCCESS_MS);
  const [suggestionError, setSuggestionError] = useState<string | null>(null);

  const columns: readonly DataColumn<Alert>[] = [
    {
      header: t('Route'),
      cell: (a) => <GroupRouteLabel from={a.from_location} to={a.to_location} />,
    },
    { header: t('When'), nowrap: true, cell: (a) => periodText(a) },
    {
      header: t('Time Slot'),
      cell: (a) => (a.time_slot ? timeSlotLabel(a.time_slot) : t('Any time')),
    },
    {
      header: t('Actions'),
      action: true,
      hiddenHeader: true,
      className: 'text-lg-end',
      cell: (a) => (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => setDeleting(a)}
          aria-label={t('Delete alert {route}, {period}', {
            route: routeText(a.from_location, a.to_location),
            period: periodText(a),
          })}
        >
          {t('Delete')}
        </Button>
      ),
    },
  ];

  const addSuggestion = ({ source: _source, ...body }: AlertSuggestion) => {
    setSuggestionError(null);
    create.mutate(
      {
        from_location: body.from_location as never,
        to_location: body.to_location as never,
        month: body.month ?? undefined,
        date_from: body.date_from ?? undefined,
        date_to: body.date_to ?? undefined,
      },
      {
        onSuccess: () => show(ALERT_CREATED, SUCCESS_MS),
        onError: (error) => setSuggestionError(errorText(error, t(ALERT_SAVE_FAILED))),
      },
    );
  };

  if (alerts.isPending) return <PageSpinner label={t('Loading your alerts…')} />;
  if (alerts.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t('Route Alerts')} · Saath`}</title>
        <PageError
          title={t('Error Loading Alerts')}
          message={ALERTS_LOAD_FAILED}
          onRetry={() => void alerts.refetch()}
        />
      </Container>
    );
  }

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t('Route Alerts')} · Saath`}</title>
      <h1 className="h2 mb-2">{t('Route Alerts')}</h1>
      <p className="text-body-secondary mb-4">
        {t(
          'Tell us where and when you fly: when a group opens on that route, we mail you a link to join it (at most one mail a day for each alert).',
        )}
      </p>
      <div role="status">{notice && <div className="alert alert-success">{notice}</div>}</div>

      <Card className="shadow-sm mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">{t('Your alerts')}</h2>
          {alerts.data.length === 0 ? (
            <p className="mb-0">{t('You have no alerts yet. Create one below.')}</p>
          ) : (
            <DataTable
              columns={columns}
              rows={alerts.data}
              rowKey={(a) => a.alert_id}
              label={t('Your route alerts')}
            />
          )}
        </Card.Body>
      </Card>

      {suggestions.data && suggestions.data.length > 0 && (
        <Card className="shadow-sm mb-4">
          <Card.Body>
            <h2 className="h5 mb-1">{t('Suggested from your profile')}</h2>
            <p className="text-body-secondary small">
              {tx('Your travel preferences on <0>your profile</0>, ready to add.', [
                <Link to={PATHS.profile} />,
              ])}
            </p>
            <div role="alert">
              {suggestionError && <div className="alert alert-danger">{suggestionError}</div>}
            </div>
            <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
              {suggestions.data.map((s) => (
                <li
                  key={`${s.from_location}-${s.to_location}-${s.month ?? s.date_from}`}
                  className="d-flex flex-wrap align-items-center gap-2 justify-content-between border rounded p-2"
                >
                  <span>
                    <GroupRouteLabel from={s.from_location} to={s.to_location} />
                    <span className="text-body-secondary"> · {periodText(s)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={create.isPending}
                    onClick={() => addSuggestion(s)}
                    aria-label={t('Add alert {route}, {period}', {
                      route: routeText(s.from_location, s.to_location),
                      period: periodText(s),
                    })}
                  >
                    {t('Add')}
                  </Button>
                </li>
              ))}
            </ul>
          </Card.Body>
        </Card>
      )}

      <Card className="shadow-sm">
        <Card.Body>
          <h2 className="h5 mb-3">{t('New alert')}</h2>
          <AlertForm onCreated={() => show(ALERT_CREATED, SUCCESS_MS)} />
        </Card.Body>
      </Card>

      <ConfirmModal
        show={deleting !== null}
        title={t('Delete alert')}
        confirmLabel={t('Delete Alert')}
        pendingLabel={t('Deleting…')}
        cancelLabel={t('Keep It')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t(ALERT_DELETE_FAILED)) : null}
        onHide={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutateAsync(deleting!.alert_id, { onSuccess: () => setDeleting(null) })
        }
      >
        {deleting && (
          <p className="mb-0">
            {t('Stop the mails for {route}, {period}?', {
              route: routeText(deleting.from_location, deleting.to_location),
              period: periodText(deleting),
            })}
          </p>
        )}
      </ConfirmModal>
    </Container>
  );
}
