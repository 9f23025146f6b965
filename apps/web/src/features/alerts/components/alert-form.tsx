import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ALERT_SAVE_FAILED, alertCreateSchema } from '@saath/shared/alerts';
import { CITIES, TIME_SLOTS, destinationsFrom } from '@saath/shared/travel';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { RouteSelects, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import { useCreateAlert } from '../api/alerts.api.ts';

type Period = 'month' | 'range';
const EMPTY = {
  from_location: '',
  to_location: '',
  time_slot: '',
  period: 'month' as Period,
  month: '',
  date_from: '',
  date_to: '',
};
type Values = typeof EMPTY;

/**
 * A new alert: the search form's city and slot selects (To is limited to
 * the From city's destinations, choosing From clears To), then a month or a date range.
 */
export function AlertForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateAlert();
  const form = useSchemaForm({
    initial: EMPTY,
    idPrefix: 'alert',
    schema: alertCreateSchema,
    // Only the chosen kind of period is sent; the schema refuses both or neither.
    toInput: ({ period, ...values }: Values) =>
      period === 'month' ? { ...values, date_from: '', date_to: '' } : { ...values, month: '' },
  });
  const { values } = form;
  const destinations = values.from_location ? destinationsFrom(values.from_location) : [];
  const onSubmit = form.submit((body) =>
    create.mutateAsync(body, {
      onSuccess: () => {
        form.setValues(EMPTY);
        onCreated();
      },
      onError: (error) => form.showFailure(error, t(ALERT_SAVE_FAILED)),
    }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('Create a route alert')}>
      <ErrorSummary {...form.summary()} />
      <Row className="gx-3">
        <RouteSelects
          from={{
            ...form.field('from_location'),
            onChange: (value) =>
              form.setValues((current) => ({ ...current, from_location: value, to_location: '' })),
          }}
          to={form.field('to_location')}
          cities={CITIES}
          destinations={destinations}
        />
        <Col md={6} lg={3}>
          <SelectField
            {...form.field('time_slot')}
            label={t('Departure Time Slot')}
            options={TIME_SLOTS.map((s) => ({ value: s.code, label: s.label }))}
            emptyLabel={t('Any time')}
          />
        </Col>
        <Col md={6} lg={3}>
          <SelectField
            {...form.field('period')}
            label={t('When')}
            options={[
              { value: 'month', label: t('A month') },
              { value: 'range', label: t('A date range') },
            ]}
          />
        </Col>
      </Row>
      {values.period === 'month' ? (
        <Row className="gx-3">
          <Col md={6} lg={3}>
            <TextField
              {...form.field('month')}
              label={t('Month')}
              type="month"
              placeholder={t('YYYY-MM')}
              hint={t('Groups travelling any day of that month')}
              required
            />
          </Col>
        </Row>
      ) : (
        <Row className="gx-3">
          <Col md={6} lg={3}>
            <TextField {...form.field('date_from')} label={t('First date')} type="date" required />
          </Col>
          <Col md={6} lg={3}>
            <TextField {...form.field('date_to')} label={t('Last date')} type="date" required />
          </Col>
        </Row>
      )}
      <SubmitButton pending={create.isPending} pendingLabel={t('Saving…')}>
        {t('Create Alert')}
      </SubmitButton>
    </Form>
  );
}
