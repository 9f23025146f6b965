import Alert from 'react-bootstrap/Alert';
import type {
  TicketingOutcome,
  TicketingReport,
  TicketingRowReport,
} from '@saath/shared/ticketing';
import { msg, type Message } from '@saath/shared/i18n';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { t } from '../../../lib/i18n.tsx';

const OUTCOMES: Record<TicketingOutcome, { label: Message; badge: string }> = {
  ISSUED: { label: msg('Issued'), badge: 'text-bg-success' },
  UNCHANGED: { label: msg('Unchanged'), badge: 'text-bg-secondary' },
  REFUSED: { label: msg('Refused'), badge: 'text-bg-danger' },
};

/** '3 issued, 1 unchanged, 2 refused': what the request did, in one line. */
export function reportSummary(report: Pick<TicketingReport, 'issued' | 'unchanged' | 'refused'>) {
  return t('{issued} issued, {unchanged} unchanged, {refused} refused', {
    issued: report.issued,
    unchanged: report.unchanged,
    refused: report.refused,
  });
}

// Built while rendering: the headers are in the page's language.
const columns = (): readonly DataColumn<TicketingRowReport>[] => [
  { header: t('Line'), numeric: true, nowrap: true, cell: (row) => row.line ?? '—' },
  {
    header: t('Passenger'),
    rowHeader: true,
    className: 'text-break',
    cell: (row) => row.passenger_name ?? row.passenger_id ?? t('Unknown passenger'),
  },
  {
    header: t('E-ticket number'),
    nowrap: true,
    cell: (row) =>
      row.eticket_number ? <span className="font-monospace">{row.eticket_number}</span> : '—',
  },
  {
    header: t('Outcome'),
    cell: (row) => (
      <span className={`badge ${OUTCOMES[row.outcome].badge}`}>
        {t(OUTCOMES[row.outcome].label)}
      </span>
    ),
  },
  { header: t('Reason'), className: 'text-break', cell: (row) => row.reason ?? '' },
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
          {t('Upload report')}
        </h3>
        <p className="mb-0">
          {t('{summary}. {issued} of {total} tickets of this group are issued.', {
            summary: reportSummary(report),
            issued: report.tickets_issued,
            total: report.tickets_total,
          })}
        </p>
      </Alert>
      {report.rows.length > 0 && (
        <DataTable
          columns={columns()}
          rows={report.rows}
          rowKey={(row, index) => `${row.line ?? ''}-${row.passenger_id ?? ''}-${index}`}
          labelledBy="ticketing-report-heading"
        />
      )}
    </section>
  );
}
