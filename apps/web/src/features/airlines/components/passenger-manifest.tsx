import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { ManifestPassenger } from '@saath/shared/airlines';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { MANIFEST_DOWNLOAD_FAILED, MANIFEST_LOAD_FAILED } from '../airline-messages.ts';
import { airlineWonGroupPath } from '../airline-paths.ts';
import { useDownloadManifestCsv, useManifest } from '../api/airlines.api.ts';

const TITLE = 'Passenger Manifest';
const GENDERS: Record<string, string> = { M: 'Male', F: 'Female', Other: 'Other' };

const TICKET_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  ISSUED: 'Issued',
  CANCELLED: 'Cancelled',
};
// PENDING is the warning of ticket statuses everywhere (spec §4); a cancelled ticket stays grey here.
const TICKET_BADGES: Record<string, string> = {
  PENDING: 'text-bg-warning',
  ISSUED: 'text-bg-success',
};

const COLUMNS: readonly DataColumn<ManifestPassenger>[] = [
  // A name may be one 100-character word: it breaks rather than widen the table.
  { header: 'Passenger', rowHeader: true, className: 'text-break', cell: (p) => p.full_name },
  { header: 'Date of Birth', nowrap: true, cell: (p) => formatLongDate(p.date_of_birth) },
  { header: 'Gender', cell: (p) => GENDERS[p.gender] ?? p.gender },
  { header: 'Ticket Number', nowrap: true, cell: (p) => p.ticket_number },
  {
    header: 'Ticket',
    cell: (p) => (
      <span className={`badge ${TICKET_BADGES[p.ticket_status] ?? 'text-bg-secondary'}`}>
        {TICKET_LABELS[p.ticket_status] ?? p.ticket_status}
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
          Loading the passenger manifest…
        </Card.Body>
      </Card>
    );
  if (manifest.isError)
    return (
      <PageError
        title={TITLE}
        message={MANIFEST_LOAD_FAILED}
        onRetry={() => void manifest.refetch()}
      />
    );

  const { data } = manifest;
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h2 id="manifest-heading" className="h5 mb-0">
            {TITLE}
          </h2>
          <Button
            variant="outline-primary"
            onClick={() => download.mutate(data)}
            disabled={download.isPending || data.passengers.length === 0}
          >
            {download.isPending && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            Download CSV
          </Button>
        </div>
        <p className="small text-body-secondary">
          Booked on your bid: flight {data.flight_number}, {formatLongDate(data.travel_date)},{' '}
          {data.passengers.length} passengers, {data.tickets_issued} of {data.tickets_total} tickets
          issued.{' '}
          <Link to={airlineWonGroupPath(data.quote_id)}>Issue e-tickets on the won group page</Link>
        </p>
        {download.isError && (
          <Alert variant="danger" role="alert" dismissible onClose={() => download.reset()}>
            {MANIFEST_DOWNLOAD_FAILED}
          </Alert>
        )}
      </Card.Body>
      <DataTable
        columns={COLUMNS}
        rows={data.passengers}
        rowKey={(p) => p.ticket_number}
        labelledBy="manifest-heading"
      />
    </Card>
  );
}
