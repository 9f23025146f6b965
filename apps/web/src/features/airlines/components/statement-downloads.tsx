import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { recentStatementMonths } from '@saath/shared/statements';
import { indiaDate } from '@saath/shared/india-time';
import { msg } from '@saath/shared/i18n';
import { currentLocale, t } from '../../../lib/i18n.tsx';
import { useDownloadStatement } from '../api/balance.api.ts';

export const STATEMENT_DOWNLOAD_FAILED = msg(
  'The statement could not be downloaded. Please try again.',
);

// The month's name in the page's language ('December 2026', 'दिसंबर 2026'); the file itself stays
// English (an airline's statement is an accounting document).
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(currentLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

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
        <h2 className="h5">{t('Monthly statement')}</h2>
        <p className="text-body-secondary small">
          {t('Every entry of the month with your opening and closing balance, for your accounts.')}
        </p>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <Form.Group controlId={selectId}>
            <Form.Label className="small mb-1">{t('Month')}</Form.Label>
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
            {t('Download PDF')}
          </Button>
          <Button
            variant="outline-primary"
            disabled={download.isPending}
            onClick={() => download.mutate({ month, format: 'csv' })}
          >
            {t('Download CSV')}
          </Button>
        </div>
        {download.isError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {t(STATEMENT_DOWNLOAD_FAILED)}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
