import { useState } from 'react';
import { formatPaise } from '@saath/shared/money';
import {
  CANCEL_REASON_LABELS,
  NOTE_MAX,
  REFUND_MESSAGES,
  type RefundRequest,
} from '@saath/shared/refunds';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { NoteField } from '../../../components/ui/note-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDecideRefund } from '../api/admin-payments.api.ts';
import { ProofButton } from './proof-button.tsx';

export type Decision = { request: RefundRequest; approve: boolean };

type DecideRefundModalProps = {
  decision: Decision | null;
  onHide: () => void;
  onDone: (request: RefundRequest) => void;
};

/** ADR 0024: approve (refund through the provider) or decline, with a note, having seen the proof. */
export function DecideRefundModal({ decision, onHide, onDone }: DecideRefundModalProps) {
  const [note, setNote] = useState('');
  const [shown, setShown] = useState<Decision | null>(decision);
  const decide = useDecideRefund();
  if (decision && decision !== shown) {
    setShown(decision);
    setNote('');
    decide.reset();
  }
  const approve = shown?.approve ?? true;
  const request = shown?.request;

  return (
    <ConfirmModal
      show={decision !== null}
      title={approve ? 'Approve Refund' : 'Decline Refund'}
      confirmLabel={approve ? 'Approve and refund' : 'Decline'}
      pendingLabel={approve ? 'Refunding...' : 'Declining...'}
      cancelLabel="Cancel"
      confirmVariant={approve ? 'primary' : 'danger'}
      pending={decide.isPending}
      error={decide.isError ? errorText(decide.error, REFUND_MESSAGES.decideFailed) : null}
      onHide={onHide}
      onConfirm={() =>
        decide.mutateAsync(
          {
            id: request!.refund_request_id,
            body: { approve, ...(note.trim() ? { note: note.trim() } : {}) },
          },
          { onSuccess: onDone },
        )
      }
    >
      {request && (
        <p className="text-break">
          <strong>{request.member.name || request.member.email}</strong> cancelled ticket{' '}
          <span className="font-monospace">{request.ticket_number}</span> ({request.passenger_name})
          for {CANCEL_REASON_LABELS[request.reason].toLowerCase()}.{' '}
          {approve
            ? `${formatPaise(request.amount)} goes back through the payment provider and the member is mailed.`
            : 'Nothing is refunded.'}
        </p>
      )}
      {request && (
        <p>
          Proof: {request.proof && <span className="text-break">{request.proof.file_name} </span>}
          <ProofButton request={request} />
        </p>
      )}
      <NoteField
        id="decide-refund-note"
        label="Note (optional)"
        maxLength={NOTE_MAX}
        value={note}
        onChange={setNote}
        disabled={decide.isPending}
        placeholder="Kept with the decision and in the audit log"
      />
    </ConfirmModal>
  );
}
