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
import { t, tx } from '../../../lib/i18n.tsx';
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
      title={approve ? t('Approve Refund') : t('Decline Refund')}
      confirmLabel={approve ? t('Approve and refund') : t('Decline')}
      pendingLabel={approve ? t('Refunding...') : t('Declining...')}
      cancelLabel={t('Cancel')}
      confirmVariant={approve ? 'primary' : 'danger'}
      pending={decide.isPending}
      error={decide.isError ? errorText(decide.error, t(REFUND_MESSAGES.decideFailed)) : null}
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
          {tx(
            '<0>{member}</0> cancelled ticket <1>{ticket}</1> ({passenger}) for {reason}.',
            [<strong />, <span className="font-monospace" />],
            {
              member: request.member.name || request.member.email,
              ticket: request.ticket_number,
              passenger: request.passenger_name,
              reason: t(CANCEL_REASON_LABELS[request.reason]).toLowerCase(),
            },
          )}{' '}
          {approve
            ? t('{amount} goes back through the payment provider and the member is mailed.', {
                amount: formatPaise(request.amount),
              })
            : t('Nothing is refunded.')}
        </p>
      )}
      {request && (
        <p>
          {t('Proof:')}{' '}
          {request.proof && <span className="text-break">{request.proof.file_name} </span>}
          <ProofButton request={request} />
        </p>
      )}
      <NoteField
        id="decide-refund-note"
        label={t('Note (optional)')}
        maxLength={NOTE_MAX}
        value={note}
        onChange={setNote}
        disabled={decide.isPending}
        placeholder={t('Kept with the decision and in the audit log')}
      />
    </ConfirmModal>
  );
}
