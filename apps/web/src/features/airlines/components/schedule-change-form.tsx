import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { scheduleChangeBodySchema, type ScheduleChange } from '@saath/shared/schedule-changes';
import type { TicketingState } from '@saath/shared/ticketing';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useChangeSchedule, useScheduleChanges } from '../api/schedule.api.ts';
import { INDIA_OFFSET, indiaLocal } from '@saath/shared/india-time';
import { msg } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';

export const SCHEDULE_CHANGE_FAILED = msg('The schedule could not be changed. Try again.');
export const SCHEDULE_CHANGED = msg('Schedule changed. The members have been told.');
/** `{until}`: the last moment of the full refund, India time. */
export const SCHEDULE_CHANGED_SIGNIFICANT = msg(
  'Schedule changed. This is a significant change: each member may cancel for a full refund until {until}.',
);

/** What a past change's line names: the flights and the new departure. */
const changeValues = (c: ScheduleChange) => ({
  from: c.old_flight_number,
  to: c.new_flight_number,
  departure: formatDateTime(c.new_departure_time),
});

/** An instant as a datetime-local value in India time ('2026-12-10T09:30'). */
export function toIndiaLocal(iso: string | null): string {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? indiaLocal(at) : '';
}

/** A datetime-local value read as India time, with its offset ('2026-12-10T09:30:00+05:30'). */
const fromIndiaLocal = (local: string) => (local ? `${local}:00${INDIA_OFFSET}` : '');

/**
 * The winning airline's schedule change of a booked group (docs/product/ticketing.md "Schedule
 * changes"): the new flight number and times in India time, and the reason the members read.
 * Below, the changes made so far.
 */
export function ScheduleChangeForm({ state }: { state: TicketingState }) {
  const change = useChangeSchedule();
  const changes = useScheduleChanges(state.quote_id);
  const [done, setDone] = useState<ScheduleChange | null>(null);
  const form = useSchemaForm({
    initial: () => ({
      flight_number: state.flight_number,
      departure_time: toIndiaLocal(state.departure_time),
      arrival_time: toIndiaLocal(state.arrival_time),
      reason: '',
    }),
    idPrefix: 'schedule',
    schema: scheduleChangeBodySchema,
    toInput: (v) => ({
      ...v,
      departure_time: fromIndiaLocal(v.departure_time),
      arrival_time: fromIndiaLocal(v.arrival_time),
    }),
  });
  const summary = form.summary();
  const onSubmit = form.submit((body) => {
    setDone(null);
    return change.mutateAsync(
      { quoteId: state.quote_id, body },
      {
        onSuccess: (result) => {
          setDone(result.change);
          form.setValues((v) => ({ ...v, reason: '' }));
        },
        onError: (error) => form.showFailure(error, t(SCHEDULE_CHANGE_FAILED)),
      },
    );
  });

  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="schedule-change-heading">
        {/* Only while there are problems: the page's other forms have their own live regions. */}
        {summary.items.length > 0 && <ErrorSummary {...summary} />}
        <div className="row g-3">
          <div className="col-12 col-md-4">
            <TextField
              {...form.field('flight_number')}
              label={t('Flight number')}
              maxLength={20}
              autoComplete="off"
              required
            />
          </div>
          <div className="col-12 col-sm-6 col-md-4">
            <TextField
              {...form.field('departure_time')}
              type="datetime-local"
              label={t('Departure (India time)')}
              required
            />
          </div>
          <div className="col-12 col-sm-6 col-md-4">
            <TextField
              {...form.field('arrival_time')}
              type="datetime-local"
              label={t('Arrival (India time)')}
              required
            />
          </div>
        </div>
        <TextField
          {...form.field('reason')}
          label={t('Reason (the members read it)')}
          rows={2}
          maxLength={500}
          required
        />
        <SubmitButton pending={change.isPending} pendingLabel={t('Changing…')}>
          {t('Change the schedule')}
        </SubmitButton>
      </Form>
      {done && (
        <Alert variant="success" role="status" className="mt-3 mb-0">
          {done.significant && done.full_refund_until
            ? t(SCHEDULE_CHANGED_SIGNIFICANT, { until: formatDateTime(done.full_refund_until) })
            : t(SCHEDULE_CHANGED)}
        </Alert>
      )}
      {changes.data && changes.data.changes.length > 0 && (
        <>
          <h3 className="h6 mt-4">{t('Changes so far')}</h3>
          <ul className="list-unstyled mb-0">
            {changes.data.changes.map((c) => (
              <li key={c.schedule_change_id} className="mb-2">
                <span className="fw-semibold">{formatDateTime(c.created_at)}</span>:{' '}
                {c.significant
                  ? t('{from} → {to}, departing {departure} (significant)', changeValues(c))
                  : t('{from} → {to}, departing {departure}', changeValues(c))}
                <span className="d-block small text-body-secondary text-break">{c.reason}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
