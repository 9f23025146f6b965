import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  TICKETING_CSV_COLUMNS,
  TICKETING_CSV_MAX_BYTES,
  type TicketingReport,
} from '@saath/shared/ticketing';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t } from '../../../lib/i18n.tsx';
import {
  CSV_FILE_NOT_CSV,
  CSV_FILE_REQUIRED,
  CSV_FILE_TOO_LARGE,
  CSV_UPLOAD_FAILED,
  TICKETING_FAILED_FALLBACK,
} from '../airline-messages.ts';
import { useUploadTicketingCsv } from '../api/ticketing.api.ts';
import { TicketingReportView } from './ticketing-report.tsx';

const INPUT_ID = 'ticketing-csv';

/** What the file picker offered, checked before anything is sent (in the page's language). */
function fileProblem(file: File | undefined): string | null {
  if (!file) return t(CSV_FILE_REQUIRED);
  if (file.size > TICKETING_CSV_MAX_BYTES)
    return t(CSV_FILE_TOO_LARGE, { maxKb: TICKETING_CSV_MAX_BYTES / 1024 });
  // Spreadsheet programs save CSV under several types; the name is what people choose.
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return t(CSV_FILE_NOT_CSV);
  return null;
}

/**
 * The manifest CSV, filled in and sent back as text/csv: the server issues what it can and
 * answers row by row, which is shown until the next upload.
 */
export function TicketingCsvUpload({ quoteId }: { quoteId: string }) {
  const upload = useUploadTicketingCsv();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<TicketingReport | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const file = input.current?.files?.[0];
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused || !file) {
      input.current?.focus();
      return;
    }
    upload.reset();
    setReport(null);
    void file.text().then((csv) =>
      upload.mutate(
        { quoteId, csv },
        {
          onSuccess: (answer) => {
            setReport(answer);
            if (input.current) input.current.value = '';
          },
        },
      ),
    );
  };

  const hintId = `${INPUT_ID}-hint`;
  const errorId = `${INPUT_ID}-error`;
  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="ticketing-csv-heading">
        <Form.Group className="mb-3" controlId={INPUT_ID}>
          <Form.Label>{t('Manifest CSV with e-ticket numbers')}</Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept=".csv,text/csv"
            isInvalid={Boolean(problem)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={() => setProblem(null)}
          />
          <Form.Text id={hintId} className="d-block">
            {t(
              'Download the CSV, fill in the {first} and {second} columns and upload it here. Rows without an e-ticket number are left as they are.',
              { first: TICKETING_CSV_COLUMNS[1], second: TICKETING_CSV_COLUMNS[2] },
            )}
          </Form.Text>
          {problem && (
            <Form.Control.Feedback type="invalid" id={errorId}>
              {problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <SubmitButton pending={upload.isPending} pendingLabel={t('Uploading…')}>
          {t('Upload and issue tickets')}
        </SubmitButton>
      </Form>
      <div aria-live="polite">
        {upload.isError && (
          <Alert
            variant="danger"
            role="alert"
            className="mt-3 mb-0"
            dismissible
            onClose={() => upload.reset()}
          >
            {t(CSV_UPLOAD_FAILED, {
              detail: errorText(upload.error, t(TICKETING_FAILED_FALLBACK)),
            })}
          </Alert>
        )}
        {report && <TicketingReportView report={report} onClose={() => setReport(null)} />}
      </div>
    </>
  );
}
