import type { FormEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { RouteSelects, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import type { SchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import type { TravelRules } from '../api/meta.api.ts';
import {
  changeSearchField,
  travelDateHint,
  type SearchField,
  type SearchValues,
} from '../search-form-state.ts';

type GroupSearchFormProps = {
  form: SchemaForm<SearchValues, unknown>;
  rules: TravelRules;
  searching: boolean;
  /** Any edit: the page drops the answers and problems about the old values. */
  onEdit: () => void;
  onSearch: (event: FormEvent) => void;
};

/** /communities/new: From, To, Travel Date, Departure Time Slot. */
export function GroupSearchForm({
  form,
  rules,
  searching,
  onEdit,
  onSearch,
}: GroupSearchFormProps) {
  const { values } = form;
  // Search form: a change of From or To may clear the fields after it.
  const field = (name: SearchField) => ({
    ...form.field(name),
    onChange: (value: string) => {
      form.setValues(changeSearchField(values, name, value, rules.minimumTravelDate));
      form.clearErrors();
      onEdit();
    },
  });
  const destinations = values.from_location ? rules.destinationsFrom(values.from_location) : [];
  const date = field('travel_date');

  return (
    <Form noValidate onSubmit={onSearch} aria-label={t('Search flight groups')}>
      <Row className="gx-3">
        <RouteSelects
          from={field('from_location')}
          to={field('to_location')}
          cities={rules.cities}
          destinations={destinations}
        />
        <Col md={6} lg={3}>
          <TextField
            {...date}
            label={t('Travel Date')}
            type="date"
            min={rules.minimumTravelDate}
            max={rules.maximumTravelDate}
            hint={travelDateHint(values, rules, date.error)}
            required
          />
        </Col>
        <Col md={6} lg={3}>
          <SelectField
            {...field('time_slot')}
            label={t('Departure Time Slot')}
            options={rules.timeSlots.map((s) => ({ value: s.code, label: s.label }))}
            emptyLabel={t('Any time')}
          />
        </Col>
      </Row>
      <SubmitButton pending={searching} pendingLabel={t('Searching…')}>
        {t('Search Flight Groups')}
      </SubmitButton>
    </Form>
  );
}
