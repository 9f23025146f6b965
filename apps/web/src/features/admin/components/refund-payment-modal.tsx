import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatPaise, rupeesToPaise } from '@saath/shared/money';
import { leftToRefund } from '@saath/shared/payment-rules';
import { NOTE_MAX, REFUND_MESSAGES, type AdminPayment } from '@saath/shared/refunds';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { NoteField } from '../../../components/ui/note-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useRefundPayment } from '../api/admin-payments.api.ts';

type RefundPaymentModalProps = {
  payment: AdminPayment | null;
  onHide: () => void;
  onDone: (payment: AdminPayment) => void;
};

/**
 * ADR 0024: an admin refunds part or all of what is left of a payment, with a reason
 * (kept in the audit log, told to the member). Nothing is sent until both are valid; the server
 * refuses more than is left (409, shown here).
 */
export function RefundPaymentModal({ payment, onHide, onDone }: RefundPaymentModalProps) {
  const [rupees, setRupees] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<AdminPayment | null>(payment);
  const refund = useRefundPayment();
  const leftOf = (p: AdminPayment) =>
    leftToRefund({ amount: p.amount, refunded: p.refunded_amount });
  const left = shown ? leftOf(shown) : 0;
  if (payment && payment !== shown) {
    setShown(payment);
    setRupees(String(leftOf(payment) / 100));
    setReason('');
    refund.reset();
  }
  const amount = rupeesToPaise(Number(rupees));
  const valid = Number.isFinite(amount) && amount > 0 && amount <= left && reason.trim() !== '';
  const pending = refund.isPending;

  return (
    <ConfirmModal
      show={payment !== null}
      title={t('Refund Payment')}
      confirmLabel={t('Refund')}
      pendingLabel={t('Refunding...')}
      cancelLabel={t('Cancel')}
      confirmDisabled={!valid}
      pending={pending}
      error={refund.isError ? errorText(refund.error, t(REFUND_MESSAGES.refundFailed)) : null}
      onHide={onHide}
      onConfirm={() =>
        refund.mutateAsync(
          { paymentId: shown!.payment_id, body: { amount, reason: reason.trim() } },
          { onSuccess: onDone },
        )
      }
    >
      {shown && (
        <p className="text-break">
          {tx(
            '<0>{member}</0> paid {amount} for {rfq}; {left} is left to refund. The money goes back through the payment provider and the member is mailed.',
            [<strong />],
            {
              member: shown.member.name || shown.member.email,
              amount: formatPaise(shown.amount),
              rfq: shown.group.rfq_number,
              left: formatPaise(left),
            },
          )}
        </p>
      )}
      <Form.Group className="mb-3" controlId="refund-amount">
        <Form.Label>{t('Amount (₹)')}</Form.Label>
        <Form.Control
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          max={left / 100}
          required
          value={rupees}
          onChange={(e) => setRupees(e.target.value)}
          disabled={pending}
        />
      </Form.Group>
      <NoteField
        id="refund-reason"
        label={t('Reason')}
        required
        maxLength={NOTE_MAX}
        value={reason}
        onChange={setReason}
        disabled={pending}
        placeholder={t('Told to the member and kept in the audit log')}
      />
    </ConfirmModal>
  );
}
