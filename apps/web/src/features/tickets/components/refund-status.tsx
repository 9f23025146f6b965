import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { formatAmountInText } from '@saath/shared/money';
import type { MemberRefundRequest } from '@saath/shared/money-timeline';
import { REFUND_CLAIM_WINDOW_HOURS, REFUND_PROCESSING_WORKING_DAYS } from '@saath/shared/constants';
import { msg } from '@saath/shared/i18n';
import { PROOF_ACCEPT, PROOF_MAX_BYTES, PROOF_TOO_LARGE } from '@saath/shared/refund-proofs';
import { CANCEL_REASON_LABELS } from '@saath/shared/refunds';
import type { Ticket } from '@saath/shared/tickets';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useMoneyTimeline } from '../../../lib/money-timeline-query.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useAttachProof } from '../api/tickets.api.ts';

// A cancelled ticket's page says where its refund stands (docs/product/money.md): opened and
// waiting for proof, approved and sent, declined with the admin's reason, or none for the
// reason given. The member attaches their proof here while the request is open. Each state is
// written as whole sentences with placeholders (not the refund policy's English pieces joined):
// Hindi orders a sentence's parts differently.

export const PROOF_UPLOAD_FAILED = msg('Failed to attach your proof. Please try again.');
export const PROOF_CHOOSE_FILE = msg('Choose a PDF or a photo of your proof');
export const PROOF_ATTACHED = msg('Your proof is attached: we will look at it when deciding.');

/** 'For any question about it, please contact support.', the last words a link to the form. */
function AskSupport() {
  return tx('For any question about it, please <0>contact support</0>.', [
    <Link to={PATHS.contact} className="alert-link" />,
  ]);
}

function ProofForm({
  request,
  communityId,
}: {
  request: MemberRefundRequest;
  communityId: string;
}) {
  const attach = useAttachProof(communityId);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const file = input.current?.files?.[0];
    if (!file) return setProblem(t(PROOF_CHOOSE_FILE));
    if (file.size > PROOF_MAX_BYTES) return setProblem(t(PROOF_TOO_LARGE));
    setProblem(null);
    attach.mutate(
      { requestId: request.refund_request_id, file },
      {
        onSuccess: () => {
          setDone(true);
          if (input.current) input.current.value = '';
        },
        onError: (error) => setProblem(errorText(error, t(PROOF_UPLOAD_FAILED))),
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate className="mt-3">
      <Form.Group controlId={`${id}-proof`} className="mb-2">
        <Form.Label className="fw-semibold">
          {request.proof ? t('Replace your proof') : t('Attach your proof')}
        </Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept={PROOF_ACCEPT}
          isInvalid={problem !== null}
          aria-describedby={`${id}-hint`}
        />
        <Form.Text id={`${id}-hint`}>
          {t(
            'A PDF, JPEG, PNG or WebP file of at most 5 MB: a medical certificate, a death certificate, a letter from your employer.',
          )}
        </Form.Text>
        <Form.Control.Feedback type="invalid" role="alert">
          {problem}
        </Form.Control.Feedback>
      </Form.Group>
      <div aria-live="polite">
        {done && <p className="mb-2 fw-semibold">{t(PROOF_ATTACHED)}</p>}
      </div>
      <SubmitButton pending={attach.isPending} pendingLabel={t('Attaching…')} variant="primary">
        {request.proof ? t('Replace proof') : t('Attach proof')}
      </SubmitButton>
    </Form>
  );
}

function RequestState({
  request,
  communityId,
}: {
  request: MemberRefundRequest;
  communityId: string;
}) {
  const amount = formatAmountInText(request.amount);
  const reason = t(CANCEL_REASON_LABELS[request.reason]);
  const date = request.decided_at ? formatDateTime(request.decided_at) : null;
  const note = request.decision_note;
  if (request.status === 'APPROVED')
    return (
      <Alert variant="success">
        <p className="mb-1 fw-semibold">{t('Refund approved: {amount}', { amount })}</p>
        <p className="mb-0">
          {date
            ? t('Your refund request ({reason}) was approved on {date}.', { reason, date })
            : t('Your refund request ({reason}) was approved.', { reason })}{' '}
          {t('The money goes back to your original payment method.')}{' '}
          {t('Refunds are processed in {from} to {to} working days.', {
            ...REFUND_PROCESSING_WORKING_DAYS,
          })}
        </p>
      </Alert>
    );
  if (request.status === 'DECLINED') {
    const values = { amount, reason, date: date ?? '', note: note ?? '' };
    return (
      <Alert variant="warning">
        <p className="mb-1 fw-semibold">{t('Refund request declined')}</p>
        <p className="mb-0">
          {date && note
            ? t(
                'Your refund request of {amount} ({reason}) was declined on {date}: {note}.',
                values,
              )
            : date
              ? t('Your refund request of {amount} ({reason}) was declined on {date}.', values)
              : note
                ? t('Your refund request of {amount} ({reason}) was declined: {note}.', values)
                : t('Your refund request of {amount} ({reason}) was declined.', values)}{' '}
          <AskSupport />
        </p>
      </Alert>
    );
  }
  return (
    <Alert variant="info">
      <p className="mb-1 fw-semibold">{t('Refund request open: {amount}', { amount })}</p>
      <p className="mb-0">
        {t(
          'You asked for a refund ({reason}) on {date}. Send us your proof within {hours} hours of the event or of departure, whichever is earlier; an admin decides once they have seen it.',
          {
            reason,
            date: formatDateTime(request.created_at),
            hours: REFUND_CLAIM_WINDOW_HOURS,
          },
        )}
      </p>
      {request.proof && (
        <p className="mb-0 mt-2">
          {tx('Proof attached: <0>{file}</0> ({date}).', [<span className="text-break" />], {
            file: request.proof.file_name,
            date: formatDateTime(request.proof.uploaded_at),
          })}
        </p>
      )}
      <ProofForm request={request} communityId={communityId} />
    </Alert>
  );
}

/** Where a cancelled ticket's refund stands, from the member's money timeline. */
export function RefundStatus({ ticket }: { ticket: Ticket }) {
  const timeline = useMoneyTimeline(ticket.community_id);
  const request = timeline.data?.refund_requests.find((r) => r.ticket_id === ticket.ticket_id);
  if (request) return <RequestState request={request} communityId={ticket.community_id} />;
  return (
    <Alert variant="warning">
      {ticket.cancelled_at
        ? t('This ticket has been cancelled ({date}).', {
            date: formatDateTime(ticket.cancelled_at),
          })
        : t('This ticket has been cancelled.')}
      {timeline.isSuccess && ` ${t('No refund request was opened for it.')}`} <AskSupport />
    </Alert>
  );
}
