import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { formatAmountInText } from '@saath/shared/money';
import type { MemberRefundRequest } from '@saath/shared/money-timeline';
import { REFUND_POLICY } from '@saath/shared/refund-policy';
import { PROOF_ACCEPT, PROOF_MAX_BYTES, PROOF_TOO_LARGE } from '@saath/shared/refund-proofs';
import { CANCEL_REASON_LABELS } from '@saath/shared/refunds';
import type { Ticket } from '@saath/shared/tickets';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMoneyTimeline } from '../../../lib/money-timeline-query.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useAttachProof } from '../api/tickets.api.ts';

// A cancelled ticket's page says where its refund stands (docs/product/money.md): opened and
// waiting for proof, approved and sent, declined with the admin's reason, or none for the
// reason given. The member attaches their proof here while the request is open.

export const PROOF_UPLOAD_FAILED = 'Failed to attach your proof. Please try again.';
export const PROOF_CHOOSE_FILE = 'Choose a PDF or a photo of your proof';
export const PROOF_ATTACHED = 'Your proof is attached: we will look at it when deciding.';

function SupportLink() {
  return (
    <Link to={PATHS.contact} className="alert-link">
      contact support
    </Link>
  );
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
    if (!file) return setProblem(PROOF_CHOOSE_FILE);
    if (file.size > PROOF_MAX_BYTES) return setProblem(PROOF_TOO_LARGE);
    setProblem(null);
    attach.mutate(
      { requestId: request.refund_request_id, file },
      {
        onSuccess: () => {
          setDone(true);
          if (input.current) input.current.value = '';
        },
        onError: (error) => setProblem(errorText(error, PROOF_UPLOAD_FAILED)),
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate className="mt-3">
      <Form.Group controlId={`${id}-proof`} className="mb-2">
        <Form.Label className="fw-semibold">
          {request.proof ? 'Replace your proof' : 'Attach your proof'}
        </Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept={PROOF_ACCEPT}
          isInvalid={problem !== null}
          aria-describedby={`${id}-hint`}
        />
        <Form.Text id={`${id}-hint`}>
          A PDF, JPEG, PNG or WebP file of at most 5 MB: a medical certificate, a death certificate,
          a letter from your employer.
        </Form.Text>
        <Form.Control.Feedback type="invalid" role="alert">
          {problem}
        </Form.Control.Feedback>
      </Form.Group>
      <div aria-live="polite">{done && <p className="mb-2 fw-semibold">{PROOF_ATTACHED}</p>}</div>
      <SubmitButton pending={attach.isPending} pendingLabel="Attaching…" variant="primary">
        {request.proof ? 'Replace proof' : 'Attach proof'}
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
  const reason = CANCEL_REASON_LABELS[request.reason];
  if (request.status === 'APPROVED')
    return (
      <Alert variant="success">
        <p className="mb-1 fw-semibold">Refund approved: {amount}</p>
        <p className="mb-0">
          Your refund request ({reason}) was approved
          {request.decided_at ? ` on ${formatDateTime(request.decided_at)}` : ''}. The money goes
          back to your original payment method. {REFUND_POLICY.processing}
        </p>
      </Alert>
    );
  if (request.status === 'DECLINED')
    return (
      <Alert variant="warning">
        <p className="mb-1 fw-semibold">Refund request declined</p>
        <p className="mb-0">
          Your refund request of {amount} ({reason}) was declined
          {request.decided_at ? ` on ${formatDateTime(request.decided_at)}` : ''}
          {request.decision_note ? `: ${request.decision_note}` : ''}. For any question about it,
          please <SupportLink />.
        </p>
      </Alert>
    );
  return (
    <Alert variant="info">
      <p className="mb-1 fw-semibold">Refund request open: {amount}</p>
      <p className="mb-0">
        You asked for a refund ({reason}) on {formatDateTime(request.created_at)}. Send us your
        proof {REFUND_POLICY.claimWindow}; an admin decides once they have seen it.
      </p>
      {request.proof && (
        <p className="mb-0 mt-2">
          Proof attached: <span className="text-break">{request.proof.file_name}</span> (
          {formatDateTime(request.proof.uploaded_at)}).
        </p>
      )}
      <ProofForm request={request} communityId={communityId} />
    </Alert>
  );
}

/** Where a cancelled ticket's refund stands, from the member's money timeline. */
export function RefundStatus({ ticket }: { ticket: Ticket }) {
  const timeline = useMoneyTimeline(ticket.community_id);
  const cancelled = ticket.cancelled_at ? ` (${formatDateTime(ticket.cancelled_at)})` : '';
  const request = timeline.data?.refund_requests.find((r) => r.ticket_id === ticket.ticket_id);
  if (request) return <RequestState request={request} communityId={ticket.community_id} />;
  return (
    <Alert variant="warning">
      This ticket has been cancelled{cancelled}.
      {timeline.isSuccess && ' No refund request was opened for it.'} For any question about it,
      please <SupportLink />.
    </Alert>
  );
}
