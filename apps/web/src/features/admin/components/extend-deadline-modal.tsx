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
import { t } from '../../../lib/i18n.tsx';
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
      title={t('Extend ticketing deadline')}
      confirmLabel={t('Extend')}
      pendingLabel={t('Extending…')}
      cancelLabel={t('Cancel')}
      confirmVariant="primary"
      pending={pending}
      error={
        extend.isError ? errorText(extend.error, t(ADMIN_TICKETING_MESSAGES.extendFailed)) : null
      }
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
          {t(
            '{airline} must issue the tickets of {rfq} by {deadline}. A deadline can be extended once, by at most {hours} hours; the airline is mailed.',
            {
              airline: shown.airline_name,
              rfq: shown.rfq_number,
              deadline: formatDateTime(shown.ticketing_deadline),
              hours: EXTEND_MAX_HOURS,
            },
          )}
        </p>
      )}
      <TextField
        {...hours}
        label={t('Hours')}
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
        label={t('Reason')}
        rows={2}
        maxLength={500}
        required
        disabled={pending}
        hint={t('Kept in the audit log')}
      />
    </ConfirmModal>
  );
}
