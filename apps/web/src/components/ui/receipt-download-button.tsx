import { useMutation } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { PAYMENTS_API } from '@saath/shared/group-status';
import {
  RECEIPT_DOWNLOAD_FAILED,
  RECEIPT_DOWNLOAD_LABEL,
  receiptFileName,
} from '@saath/shared/receipts';
import { apiBlob } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';
import { t } from '../../lib/i18n.tsx';

type Props = {
  paymentId: string;
  /** Names the file when known (GET /api/payments/{id} gives it). */
  receiptNumber?: string | null;
  variant?: string;
};

/**
 * ADR 0023: GET /api/payments/{id}/receipt needs the bearer header, so the PDF is
 * fetched as a blob and saved, like the e-ticket. Used by the group's payment panel and the
 * payment result page.
 */
export function ReceiptDownloadButton({
  paymentId,
  receiptNumber,
  variant = 'outline-primary',
}: Props) {
  const download = useMutation({
    mutationFn: async () =>
      saveBlob(
        await apiBlob(PAYMENTS_API.receipt(paymentId)),
        receiptNumber ? receiptFileName(receiptNumber) : `saath-receipt-${paymentId}.pdf`,
      ),
  });
  return (
    <>
      <Button variant={variant} onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending && (
          <Spinner as="span" size="sm" animation="border" aria-hidden="true" className="me-2" />
        )}
        {t(RECEIPT_DOWNLOAD_LABEL)}
      </Button>
      <div aria-live="polite">
        {download.isError && (
          <Alert
            variant="danger"
            role="alert"
            className="mt-2 mb-0"
            dismissible
            onClose={() => download.reset()}
          >
            {t(RECEIPT_DOWNLOAD_FAILED)}
          </Alert>
        )}
      </div>
    </>
  );
}
