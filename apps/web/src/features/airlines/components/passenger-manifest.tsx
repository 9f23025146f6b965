import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { ManifestPassenger } from '@saath/shared/airlines';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { msg } from '@saath/shared/i18n';
import { t, tx } from '../../../lib/i18n.tsx';
import { MANIFEST_DOWNLOAD_FAILED, MANIFEST_LOAD_FAILED } from '../airline-messages.ts';
import { airlineWonGroupPath } from '../airline-paths.ts';
import { GENDERS, TICKET_LABELS, labelOf } from '../passenger-labels.ts';
import { useDownloadManifestCsv, useManifest } from '../api/airlines.api.ts';

const TITLE = msg('Passenger Manifest');

// PENDING is the warning of ticket statuses everywhere (spec §4); a cancelled ticket stays grey here.
const TICKET_BADGES: Record<string, string> = {
  PENDING: 'text-bg-warning',
  ISSUED: 'text-bg-success',
};

// Built while rendering: the headers are in the page's language.
const columns = (): readonly DataColumn<ManifestPassenger>[] => [
  // A name may be one 100-character word: it breaks rather than widen the table.
  { header: t('Passenger'), rowHeader: true, className: 'text-break', cell: (p) => p.full_name },
  { header: t('Date of Birth'), nowrap: true, cell: (p) => formatLongDate(p.date_of_birth) },
  { header: t('Gender'), cell: (p) => labelOf(GENDERS, p.gender) },
  { header: t('Ticket Number'), nowrap: true, cell: (p) => p.ticket_number },
  {
    header: t('Ticket'),
    cell: (p) => (
      <span className={`badge ${TICKET_BADGES[p.ticket_status] ?? 'text-bg-secondary'}`}>
        {labelOf(TICKET_LABELS, p.ticket_status)}
      </span>
    ),
  },
];

/**
 * Once the group is booked on the company's bid, the passengers it must ticket, and
 * their CSV (downloaded with the bearer, like the bids export: ADR 0017).
 */
export function PassengerManifest({ quoteId }: { quoteId: string }) {
  const manifest = useManifest(quoteId);
  const download = useDownloadManifestCsv();

  if (manifest.isPending)
    return (
      <Card className="shadow-sm">
        <Card.Body role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t('Loading the passenger manifest…')}
        </Card.Body>
      </Card>
    );
  if (manifest.isError)
    return (
      <PageError
        title={t(TITLE)}
        message={t(MANIFEST_LOAD_FAILED)}
        onRetry={() => void manifest.refetch()}
      />
    );

  const { data } = manifest;
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h2 id="manifest-heading" className="h5 mb-0">
            {t(TITLE)}
          </h2>
          <Button
            variant="outline-primary"
            onClick={() => download.mutate(data)}
            disabled={download.isPending || data.passengers.length === 0}
          >
            {download.isPending && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {t('Download CSV')}
          </Button>
        </div>
        <p className="small text-body-secondary">
          {t(
            'Booked on your bid: flight {flight}, {date}, {count, plural, one {# passenger} other {# passengers}}, {issued} of {total} tickets issued.',
            {
              flight: data.flight_number,
              date: formatLongDate(data.travel_date),
              count: data.passengers.length,
              issued: data.tickets_issued,
              total: data.tickets_total,
            },
          )}{' '}
          {tx('<0>Issue e-tickets on the won group page</0>', [
            <Link to={airlineWonGroupPath(data.quote_id)} />,
          ])}
        </p>
        {download.isError && (
          <Alert variant="danger" role="alert" dismissible onClose={() => download.reset()}>
            {t(MANIFEST_DOWNLOAD_FAILED)}
          </Alert>
        )}
      </Card.Body>
      <DataTable
        columns={columns()}
        rows={data.passengers}
        rowKey={(p) => p.ticket_number}
        labelledBy="manifest-heading"
      />
    </Card>
  );
}
