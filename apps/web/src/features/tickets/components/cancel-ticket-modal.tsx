import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  NOTE_MAX,
  isRefundEligible,
  type CancelReason,
  type CancelTicketBody,
} from '@saath/shared/refunds';
import { REFUND_CLAIM_WINDOW_HOURS } from '@saath/shared/constants';
import { REFUND_POLICY } from '@saath/shared/refund-policy';
import type { Ticket } from '@saath/shared/tickets';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { NoteField } from '../../../components/ui/note-field.tsx';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';

type CancelTicketModalProps = {
  ticket: Ticket;
  show: boolean;
  pending: boolean;
  error?: string | null;
  onConfirm: (body: CancelTicketBody) => Promise<unknown>;
  onHide: () => void;
};

/**
 * Asked before an ISSUED ticket is cancelled: it cannot be undone. The reason
 * is required and decides the refund (docs/product/money.md, "Refunds"): an eligible one opens
 * a request for the policy amount, OTHER gets none. Nothing is sent until a reason is chosen.
 */
export function CancelTicketModal({ ticket, onConfirm, ...modal }: CancelTicketModalProps) {
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  const [shown, setShown] = useState(modal.show);
  // Each opening starts with an empty form.
  if (modal.show !== shown) {
    setShown(modal.show);
    if (modal.show) {
      setReason('');
      setNote('');
    }
  }
  return (
    <ConfirmModal
      {...modal}
      title={t('Cancel Ticket')}
      confirmLabel={t('Cancel Ticket')}
      pendingLabel={t('Cancelling…')}
      cancelLabel={t('Keep ticket')}
      confirmDisabled={!reason}
      onConfirm={() =>
        onConfirm({ reason: reason as CancelReason, ...(note.trim() ? { note: note.trim() } : {}) })
      }
    >
      <p className="fw-semibold mb-2">
        {t('Ticket {number}: {passenger}, {route}, {date}', {
          number: ticket.ticket_number,
          passenger: ticket.passenger_name,
          route: routeText(ticket.from_location, ticket.to_location),
          date: formatLongDate(ticket.travel_date),
        })}
      </p>
      <p>
        {t(
          'Cancelling cannot be undone. A refund is given only for the reasons in the cancellation and refund policy, with proof.',
        )}
      </p>
      <Form.Group className="mb-3" controlId="cancel-reason">
        <Form.Label>{t('Reason for cancelling')}</Form.Label>
        <Form.Select
          required
          value={reason}
          onChange={(e) => setReason(e.target.value as CancelReason | '')}
          disabled={modal.pending}
        >
          <option value="">{t('Select a reason')}</option>
          {CANCEL_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(CANCEL_REASON_LABELS[r])}
            </option>
          ))}
        </Form.Select>
        {reason && (
          <Form.Text className="d-block" aria-live="polite">
            {isRefundEligible(reason)
              ? // One sentence with its numbers, not the policy's English pieces glued together:
                // Hindi puts the time window before the verb.
                t(
                  'A refund request of {amount} is opened; send us your proof within {hours} hours of the event or of departure, whichever is earlier.',
                  { amount: REFUND_POLICY.amount, hours: REFUND_CLAIM_WINDOW_HOURS },
                )
              : REFUND_POLICY.none}
          </Form.Text>
        )}
      </Form.Group>
      <NoteField
        id="cancel-note"
        label={t('Note (optional)')}
        maxLength={NOTE_MAX}
        value={note}
        onChange={setNote}
        disabled={modal.pending}
      />
    </ConfirmModal>
  );
}
