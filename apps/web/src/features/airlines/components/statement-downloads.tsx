import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { recentStatementMonths } from '@saath/shared/statements';
import { indiaDate } from '@saath/shared/india-time';
import { useDownloadStatement } from '../api/balance.api.ts';

export const STATEMENT_DOWNLOAD_FAILED = 'The statement could not be downloaded. Please try again.';

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The company's monthly statement (every ledger entry of a month of India time between its
 * opening and closing balance), downloaded as a spreadsheet or a PDF.
 */
export function StatementDownloads() {
  const selectId = useId();
  const months = recentStatementMonths(indiaDate(new Date()).slice(0, 7));
  const [month, setMonth] = useState(months[0]!);
  const download = useDownloadStatement();
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5">Monthly statement</h2>
        <p className="text-body-secondary small">
          Every entry of the month with your opening and closing balance, for your accounts.
        </p>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <Form.Group controlId={selectId}>
            <Form.Label className="small mb-1">Month</Form.Label>
            <Form.Select value={month} onChange={(event) => setMonth(event.target.value)}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button
            variant="outline-primary"
            disabled={download.isPending}
            onClick={() => download.mutate({ month, format: 'pdf' })}
          >
            Download PDF
          </Button>
          <Button
            variant="outline-primary"
            disabled={download.isPending}
            onClick={() => download.mutate({ month, format: 'csv' })}
          >
            Download CSV
          </Button>
        </div>
        {download.isError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {STATEMENT_DOWNLOAD_FAILED}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
