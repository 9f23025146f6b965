import { useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import type { Manifest, ManifestPassenger } from '@saath/shared/airlines';
import { PNR_HINT, PNR_REQUIRED, pnrSchema, type TicketingState } from '@saath/shared/ticketing';
import { timeSlotLabel } from '@saath/shared/travel';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { GroupRouteLabel, routeText } from '../../../components/ui/group-route-label.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime, formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import { msg } from '@saath/shared/i18n';
import { t, tx } from '../../../lib/i18n.tsx';
import {
  MANIFEST_DOWNLOAD_FAILED,
  MANIFEST_LOAD_FAILED,
  TICKETS_ISSUED,
  WON_GROUPS_LOAD_FAILED,
} from '../airline-messages.ts';
import { AIRLINE_WON_GROUPS_PATH } from '../airline-paths.ts';
import { useAirlineLive, useDownloadManifestCsv, useManifest } from '../api/airlines.api.ts';
import { useWonGroups } from '../api/ticketing.api.ts';
import { CorrectionNote } from '../components/correction-note.tsx';
import { EticketForm } from '../components/eticket-form.tsx';
import { GENDERS, TICKET_LABELS, labelOf } from '../passenger-labels.ts';
import { GroupDeliveries } from '../components/group-deliveries.tsx';
import { ScheduleChangeForm } from '../components/schedule-change-form.tsx';
import { TicketingCsvUpload } from '../components/ticketing-csv-upload.tsx';
import { TicketingDue } from '../components/ticketing-due.tsx';

const TITLE = msg('Won Group');
const PNR_INPUT_ID = 'ticketing-pnr';

const BackLink = () => (
  <Link to={AIRLINE_WON_GROUPS_PATH} className="d-inline-block mb-3">
    <span aria-hidden="true">← </span>
    {t('Back to your won groups')}
  </Link>
);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * One group the company's bid won (/airline/won/{quoteId}): its facts and deadline, and once it
 * is booked, the group PNR and each passenger's e-ticket number, typed in or uploaded as the
 * manifest CSV (docs/product/ticketing.md).
 */
export default function AirlineWonGroupPage() {
  const { quoteId = '' } = useParams();
  const won = useWonGroups();
  const state = won.data?.groups.find((group) => group.quote_id === quoteId);
  const booked = state?.status.toUpperCase() === 'BOOKED';
  const manifest = useManifest(booked ? quoteId : undefined);
  // A member's correction of a passenger reaches the manifest while the page is open.
  useAirlineLive();

  if (won.isPending) return <PageSpinner label={t('Loading the won group…')} />;
  if (won.isError || !state) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t(TITLE)} · Saath`}</title>
        <BackLink />
        {won.isError ? (
          <PageError
            title={t(TITLE)}
            message={t(WON_GROUPS_LOAD_FAILED)}
            onRetry={() => void won.refetch()}
          />
        ) : (
          <div className="text-center py-5">
            <h1 className="h2">{t('Won group not found')}</h1>
            <p className="text-body-secondary">
              {t('This group does not exist, or your airline did not win it.')}
            </p>
          </div>
        )}
      </Container>
    );
  }

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t(TITLE)} ${routeText(state.from_location, state.to_location)} · Saath`}</title>
      <BackLink />
      <div className="mb-4">
        <p className="text-body-secondary small mb-1">
          {t(TITLE)} · {state.rfq_number}
        </p>
        <h1 className="h2 mb-1">
          <GroupRouteLabel from={state.from_location} to={state.to_location} />
        </h1>
        <p className="text-body-secondary mb-0">
          {formatLongDate(state.travel_date)} · {timeSlotLabel(state.time_slot)}
        </p>
      </div>
      <GroupFacts state={state} />
      {!booked ? (
        <Alert variant="info">
          {t(
            'Your bid won this group and its members are paying their shares. Tickets can be issued once every member has paid and the group is booked.',
          )}
        </Alert>
      ) : manifest.isPending ? (
        <PageSpinner label={t('Loading the passenger manifest…')} />
      ) : manifest.isError ? (
        <PageError
          title={t('Passenger Manifest')}
          message={t(MANIFEST_LOAD_FAILED)}
          onRetry={() => void manifest.refetch()}
        />
      ) : (
        <Ticketing manifest={manifest.data} />
      )}
      {booked && (
        <Card className="shadow-sm mt-4">
          <Card.Body>
            <h2 id="schedule-change-heading" className="h5">
              {t('Change the schedule')}
            </h2>
            <p className="text-body-secondary small">
              {t(
                "The members are told at once. A departure moved by more than 2 hours, or out of the group's {slot} slot, lets each member cancel within 72 hours for a full refund.",
                { slot: timeSlotLabel(state.time_slot) },
              )}
            </p>
            <ScheduleChangeForm key={state.quote_id} state={state} />
          </Card.Body>
        </Card>
      )}
      <Card className="shadow-sm mt-4">
        <Card.Body>
          <h2 id="group-deliveries-heading" className="h5">
            {t('Webhook deliveries for this group')}
          </h2>
          <GroupDeliveries communityId={state.community_id} />
        </Card.Body>
      </Card>
    </Container>
  );
}

function GroupFacts({ state }: { state: TicketingState }) {
  const times = formatTimeRange(state.departure_time, state.arrival_time);
  const done = state.tickets_total > 0 && state.tickets_issued >= state.tickets_total;
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header className="d-flex justify-content-between align-items-center gap-2 bg-white">
        <h2 className="h5 mb-0">{t('Group and ticketing')}</h2>
        <StatusBadge status={state.status} />
      </Card.Header>
      <Card.Body>
        <dl className="group-facts mb-0">
          <Fact term={t('RFQ number')}>{state.rfq_number}</Fact>
          <Fact term={t('Flight')}>
            {state.flight_number}
            {times && <span className="d-block">{t('{times} (India time)', { times })}</span>}
          </Fact>
          <Fact term={t('Tickets')}>
            {state.status.toUpperCase() === 'BOOKED'
              ? t(TICKETS_ISSUED, { issued: state.tickets_issued, total: state.tickets_total })
              : t('Created when the group is booked')}
          </Fact>
          <Fact term={t('Deadline')}>
            <TicketingDue deadline={state.ticketing_deadline} done={done} />
          </Fact>
          <Fact term={t('PNR')}>
            {state.pnr ? (
              <span className="font-monospace fw-semibold">{state.pnr}</span>
            ) : (
              <span className="text-body-secondary">{t('Not issued yet')}</span>
            )}
          </Fact>
        </dl>
      </Card.Body>
    </Card>
  );
}

/** The PNR a first ticketing needs: typed once here, checked before any row is sent. */
function usePnrField(stored: string | null) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLDivElement>(null);
  const focus = () => ref.current?.querySelector('input')?.focus();
  const refuse = (message: string) => {
    setError(message);
    focus();
  };
  /** undefined: the group has its PNR; null: missing or invalid (marked); else the PNR. */
  const toSend = (): string | undefined | null => {
    if (stored) return undefined;
    // The API's words for a first ticketing without one.
    if (!value.trim()) {
      refuse(t(PNR_REQUIRED));
      return null;
    }
    const parsed = pnrSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    refuse(parsed.error.issues[0]?.message ?? t(PNR_HINT));
    return null;
  };
  return {
    ref,
    toSend,
    refuse,
    field: {
      id: PNR_INPUT_ID,
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(undefined);
      },
    },
  };
}

function Ticketing({ manifest }: { manifest: Manifest }) {
  const download = useDownloadManifestCsv();
  const pnr = usePnrField(manifest.pnr);
  const columns: readonly DataColumn<ManifestPassenger>[] = [
    {
      header: t('Passenger'),
      rowHeader: true,
      className: 'text-break',
      cell: (p) => (
        <>
          {p.full_name}
          <CorrectionNote passenger={p} />
        </>
      ),
    },
    { header: t('Date of Birth'), nowrap: true, cell: (p) => formatLongDate(p.date_of_birth) },
    { header: t('Gender'), cell: (p) => labelOf(GENDERS, p.gender) },
    {
      header: t('Booking reference'),
      nowrap: true,
      cell: (p) => <span className="font-monospace">{p.ticket_number}</span>,
    },
    {
      header: t('Ticket'),
      cell: (p) => (
        <StatusBadge status={p.ticket_status} label={labelOf(TICKET_LABELS, p.ticket_status)} />
      ),
    },
    {
      header: t('E-ticket number'),
      cell: (p) =>
        p.ticket_status === 'PENDING' ? (
          <EticketForm
            quoteId={manifest.quote_id}
            passenger={p}
            pnrToSend={pnr.toSend}
            onPnrRefused={pnr.refuse}
          />
        ) : p.eticket_number ? (
          // One element: a phone's card row would set the issue time beside the number.
          <span>
            <span className="font-monospace fw-semibold">{p.eticket_number}</span>
            {p.issued_at && (
              <span className="d-block small text-body-secondary">
                {t('Issued {time}', { time: formatDateTime(p.issued_at) })}
              </span>
            )}
          </span>
        ) : (
          <span className="text-body-secondary">{t('None')}</span>
        ),
    },
  ];

  return (
    <>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
            <h2 id="manifest-heading" className="h5 mb-0">
              {t('Passengers and e-tickets')}
            </h2>
            <Button
              variant="outline-primary"
              onClick={() => download.mutate(manifest)}
              disabled={download.isPending || manifest.passengers.length === 0}
            >
              {download.isPending && (
                <Spinner
                  as="span"
                  animation="border"
                  size="sm"
                  className="me-2"
                  aria-hidden="true"
                />
              )}
              {t('Download CSV')}
            </Button>
          </div>
          {download.isError && (
            <Alert variant="danger" role="alert" dismissible onClose={() => download.reset()}>
              {t(MANIFEST_DOWNLOAD_FAILED)}
            </Alert>
          )}
          {manifest.pnr ? (
            <p className="mb-0">
              {tx(
                "Group PNR <0>{pnr}</0>. Type each passenger's 13-digit e-ticket number, or upload the CSV below.",
                [<span className="font-monospace fw-semibold" />],
                { pnr: manifest.pnr },
              )}
            </p>
          ) : (
            <div ref={pnr.ref} style={{ maxWidth: '22rem' }}>
              <TextField
                {...pnr.field}
                label={t('Group PNR')}
                hint={t('{hint}. It is sent with the first tickets you issue.', {
                  hint: t(PNR_HINT),
                })}
                maxLength={20}
                autoComplete="off"
                required
              />
            </div>
          )}
        </Card.Body>
        <DataTable
          columns={columns}
          rows={manifest.passengers}
          rowKey={(p) => p.passenger_id}
          labelledBy="manifest-heading"
        />
      </Card>
      <Card className="shadow-sm">
        <Card.Body>
          <h2 id="ticketing-csv-heading" className="h5">
            {t('Upload the manifest CSV')}
          </h2>
          <TicketingCsvUpload quoteId={manifest.quote_id} />
        </Card.Body>
      </Card>
    </>
  );
}
