import Alert from 'react-bootstrap/Alert';
import type {
  TicketingOutcome,
  TicketingReport,
  TicketingRowReport,
} from '@saath/shared/ticketing';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';

const OUTCOMES: Record<TicketingOutcome, { label: string; badge: string }> = {
  ISSUED: { label: 'Issued', badge: 'text-bg-success' },
  UNCHANGED: { label: 'Unchanged', badge: 'text-bg-secondary' },
  REFUSED: { label: 'Refused', badge: 'text-bg-danger' },
};

/** '3 issued, 1 unchanged, 2 refused': what the request did, in one line. */
export function reportSummary(report: Pick<TicketingReport, 'issued' | 'unchanged' | 'refused'>) {
  return `${report.issued} issued, ${report.unchanged} unchanged, ${report.refused} refused`;
}

const COLUMNS: readonly DataColumn<TicketingRowReport>[] = [
  { header: 'Line', numeric: true, nowrap: true, cell: (row) => row.line ?? '—' },
  {
    header: 'Passenger',
    rowHeader: true,
    className: 'text-break',
    cell: (row) => row.passenger_name ?? row.passenger_id ?? 'Unknown passenger',
  },
  {
    header: 'E-ticket number',
    nowrap: true,
    cell: (row) =>
      row.eticket_number ? <span className="font-monospace">{row.eticket_number}</span> : '—',
  },
  {
    header: 'Outcome',
    cell: (row) => (
      <span className={`badge ${OUTCOMES[row.outcome].badge}`}>{OUTCOMES[row.outcome].label}</span>
    ),
  },
  { header: 'Reason', className: 'text-break', cell: (row) => row.reason ?? '' },
];

/**
 * The answer to a ticketing upload, row by row: what was issued, what already was (unchanged)
 * and what was refused and why, each with its CSV line, so the airline can fix the file.
 */
export function TicketingReportView({
  report,
  onClose,
}: {
  report: TicketingReport;
  onClose: () => void;
}) {
  const variant = report.refused > 0 ? 'warning' : 'success';
  return (
    <section aria-labelledby="ticketing-report-heading" className="mt-3">
      <Alert variant={variant} role="status" dismissible onClose={onClose} className="mb-2">
        <h3 id="ticketing-report-heading" className="h6 mb-1">
          Upload report
        </h3>
        <p className="mb-0">
          {reportSummary(report)}. {report.tickets_issued} of {report.tickets_total} tickets of this
          group are issued.
        </p>
      </Alert>
      {report.rows.length > 0 && (
        <DataTable
          columns={COLUMNS}
          rows={report.rows}
          rowKey={(row, index) => `${row.line ?? ''}-${row.passenger_id ?? ''}-${index}`}
          labelledBy="ticketing-report-heading"
        />
      )}
    </section>
  );
}
