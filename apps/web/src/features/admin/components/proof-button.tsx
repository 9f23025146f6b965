import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { refundProofPath } from '@saath/shared/refund-proofs';
import type { RefundRequest } from '@saath/shared/refunds';
import { msg } from '@saath/shared/i18n';
import { apiBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { t } from '../../../lib/i18n.tsx';

export const PROOF_OPEN_FAILED = msg('Failed to open the proof. Please try again.');

/**
 * The proof a member attached to their refund request (ADR 0042), opened by an admin before
 * deciding. The file needs the bearer header, so it is fetched and handed to the browser as a
 * download (never shown inside the app's own pages).
 */
export function ProofButton({ request }: { request: RefundRequest }) {
  const open = useMutation({
    mutationFn: async () =>
      saveBlob(await apiBlob(refundProofPath(request.refund_request_id)), request.proof!.file_name),
  });
  if (!request.proof)
    return <span className="small text-body-secondary">{t('No proof attached')}</span>;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      <Button
        size="sm"
        variant="outline-primary"
        onClick={() => open.mutate()}
        disabled={open.isPending}
        aria-label={t('Open proof of {ticket}: {file}', {
          ticket: request.ticket_number,
          file: request.proof.file_name,
        })}
      >
        {t('Open proof')}
      </Button>
      {open.isError && (
        <span role="alert" className="small text-danger">
          {t(PROOF_OPEN_FAILED)}
        </span>
      )}
    </span>
  );
}
