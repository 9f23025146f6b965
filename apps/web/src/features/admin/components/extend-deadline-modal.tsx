import { useState } from 'react';
import {
  ADMIN_TICKETING_MESSAGES,
  EXTEND_MAX_HOURS,
  extendDeadlineBodySchema,
  type AdminTicketingRow,
} from '@saath/shared/ticketing';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useExtendDeadline } from '../api/admin-ticketing.api.ts';

type ExtendDeadlineModalProps = {
  row: AdminTicketingRow | null;
  onHide: () => void;
  onDone: (row: AdminTicketingRow) => void;
};

const INITIAL = { hours: '', reason: '' };

/**
 * Moves one award's ticketing deadline later by 1 to 72 hours, with a reason (audited, the
 * airline is mailed). The shared schema checks both before anything is sent; the server's
 * refusals (already extended, past the cap, no longer awaiting tickets) are shown here.
 */
export function ExtendDeadlineModal({ row, onHide, onDone }: ExtendDeadlineModalProps) {
  const [shown, setShown] = useState<AdminTicketingRow | null>(row);
  const extend = useExtendDeadline();
  const form = useSchemaForm({
    initial: INITIAL,
    idPrefix: 'extend-deadline',
    schema: extendDeadlineBodySchema,
    // An empty or non-numeric entry becomes NaN, which the schema refuses with its own words.
    toInput: (v) => ({
      hours: v.hours.trim() === '' ? Number.NaN : Number(v.hours),
      reason: v.reason,
    }),
  });
  if (row && row !== shown) {
    setShown(row);
    form.setValues(INITIAL);
    form.clearErrors();
    extend.reset();
  }
  const pending = extend.isPending;
  const hours = form.field('hours');
  const reason = form.field('reason');

  return (
    <ConfirmModal
      show={row !== null}
      title="Extend ticketing deadline"
      confirmLabel="Extend"
      pendingLabel="Extending…"
      cancelLabel="Cancel"
      confirmVariant="primary"
      pending={pending}
      error={extend.isError ? errorText(extend.error, ADMIN_TICKETING_MESSAGES.extendFailed) : null}
      onHide={onHide}
      onConfirm={async () => {
        const checked = await form.validate(form.values);
        if (!checked || !shown) return;
        await extend.mutateAsync(
          { quoteId: shown.quote_id, body: checked.value },
          { onSuccess: onDone },
        );
      }}
    >
      {shown && (
        <p className="text-break">
          {shown.airline_name} must issue the tickets of {shown.rfq_number} by{' '}
          {formatDateTime(shown.ticketing_deadline)}. A deadline can be extended once, by at most{' '}
          {EXTEND_MAX_HOURS} hours; the airline is mailed.
        </p>
      )}
      <TextField
        {...hours}
        label="Hours"
        type="number"
        inputMode="numeric"
        min="1"
        max={String(EXTEND_MAX_HOURS)}
        step="1"
        required
        disabled={pending}
      />
      <TextField
        {...reason}
        label="Reason"
        rows={2}
        maxLength={500}
        required
        disabled={pending}
        hint="Kept in the audit log"
      />
    </ConfirmModal>
  );
}
