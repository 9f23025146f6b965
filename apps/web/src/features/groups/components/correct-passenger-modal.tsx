import { useState } from 'react';
import { msg } from '@saath/shared/i18n';
import {
  CORRECT_DETAILS,
  CORRECTION_FIELD_LABELS,
  passengerCorrectionBodySchema,
} from '@saath/shared/corrections';
import type { Passenger } from '@saath/shared/groups';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import { useCorrectPassenger, type CorrectionAnswer } from '../api/corrections.api.ts';
import { genderOptions } from '../passenger-drafts.ts';

export const CORRECTION_FAILED = msg('Could not correct the details. Please try again.');
export const AFTER_ISSUE_NOTE = msg(
  "The airline has already issued this ticket: your correction goes to Saath's team, who check it with the airline and email you.",
);
export const BEFORE_ISSUE_NOTE = msg(
  'The correction is made at once and the airline is told. Corrections close a few days before departure.',
);

type Props = {
  communityId: string;
  /** The passenger being corrected; null when the dialog is closed. */
  passenger: Passenger | null;
  /** Whether the passenger's ticket is already issued (the correction becomes a request). */
  issued: boolean;
  onHide: () => void;
  onDone: (answer: CorrectionAnswer) => void;
};

const valuesOf = (p: Passenger | null) => ({
  full_name: p?.full_name ?? '',
  dob: p?.dob ?? '',
  gender: p?.gender ?? '',
});

/**
 * "Correct details" of one of the member's passengers (docs/product/ticketing.md "Corrections"):
 * name, date of birth and gender, checked by the entry rules before sending; the server's
 * refusals show at their fields (422) or as one line (409: too late, cancelled, already asked).
 */
export function CorrectPassengerModal({ communityId, passenger, issued, onHide, onDone }: Props) {
  const [shown, setShown] = useState<Passenger | null>(passenger);
  const correct = useCorrectPassenger(communityId);
  const form = useSchemaForm({
    initial: valuesOf(passenger),
    idPrefix: 'correct-passenger',
    schema: passengerCorrectionBodySchema,
  });
  if (passenger && passenger !== shown) {
    setShown(passenger);
    form.setValues(valuesOf(passenger));
    form.clearErrors();
    correct.reset();
  }
  const pending = correct.isPending;
  // A 422 shows at its fields; any other refusal (409: too late, cancelled, already asked) here.
  const refusal =
    correct.isError && !(correct.error instanceof ApiError && correct.error.status === 422)
      ? errorText(correct.error, t(CORRECTION_FAILED))
      : null;

  return (
    <ConfirmModal
      show={passenger !== null}
      title={t(CORRECT_DETAILS)}
      confirmLabel={issued ? t('Send to Saath') : t('Save correction')}
      pendingLabel={t('Sending…')}
      cancelLabel={t('Cancel')}
      confirmVariant="primary"
      pending={pending}
      error={refusal}
      onHide={onHide}
      onConfirm={async () => {
        const checked = await form.validate(form.values);
        if (!checked || !shown) return;
        await correct
          .mutateAsync({ passengerId: shown.id, body: checked.value }, { onSuccess: onDone })
          .catch((error: unknown) => form.showServerErrors(error));
      }}
    >
      <p className="small text-body-secondary">
        {issued ? t(AFTER_ISSUE_NOTE) : t(BEFORE_ISSUE_NOTE)}
      </p>
      <TextField
        {...form.field('full_name')}
        label={CORRECTION_FIELD_LABELS.full_name}
        maxLength={100}
        autoComplete="off"
        required
        disabled={pending}
      />
      <TextField
        {...form.field('dob')}
        label={CORRECTION_FIELD_LABELS.dob}
        type="date"
        required
        disabled={pending}
      />
      <SelectField
        {...form.field('gender')}
        label={CORRECTION_FIELD_LABELS.gender}
        options={genderOptions()}
        required
        disabled={pending}
      />
    </ConfirmModal>
  );
}
