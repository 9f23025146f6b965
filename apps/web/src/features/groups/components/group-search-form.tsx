import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import type { TravelRules } from '../api/meta.api.ts';
import {
  changeSearchField,
  travelDateHint,
  type SearchErrors,
  type SearchField,
  type SearchValues,
} from '../search-form-state.ts';

type GroupSearchFormProps = {
  values: SearchValues;
  errors: SearchErrors;
  rules: TravelRules;
  searching: boolean;
  onChange: (values: SearchValues) => void;
  onSearch: () => void;
};

/** spec §2 "/communities/new": From, To, Travel Date, Departure Time Slot. */
export function GroupSearchForm({
  values,
  errors,
  rules,
  searching,
  onChange,
  onSearch,
}: GroupSearchFormProps) {
  const set = (field: SearchField) => (value: string) =>
    onChange(changeSearchField(values, field, value, rules.minimumTravelDate));
  const cityName = new Map(rules.cities.map((c) => [c.code, c.name]));
  const cityOption = (code: string) => ({
    value: code,
    label: `${cityName.get(code) ?? code} (${code})`,
  });
  const destinations = values.from ? rules.destinationsFrom(values.from) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Search flight groups">
      <Row className="gx-3">
        <Col md={6} lg={3}>
          <SelectField
            id="search-from"
            label="From"
            value={values.from}
            onChange={set('from')}
            options={rules.cities.map((c) => cityOption(c.code))}
            emptyLabel="Select departure city"
            error={errors.from}
            required
          />
        </Col>
        <Col md={6} lg={3}>
          <SelectField
            id="search-to"
            label="To"
            value={values.to}
            onChange={set('to')}
            options={destinations.map(cityOption)}
            emptyLabel={values.from ? 'Select destination' : 'Choose From first'}
            disabled={!values.from}
            error={errors.to}
            required
          />
        </Col>
        <Col md={6} lg={3}>
          <TextField
            id="search-date"
            label="Travel Date"
            type="date"
            value={values.travelDate}
            onChange={set('travelDate')}
            min={rules.minimumTravelDate}
            max={rules.maximumTravelDate}
            hint={travelDateHint(values, rules)}
            error={errors.travelDate}
            required
          />
        </Col>
        <Col md={6} lg={3}>
          <SelectField
            id="search-slot"
            label="Departure Time Slot"
            value={values.timeSlot}
            onChange={set('timeSlot')}
            options={rules.timeSlots.map((s) => ({ value: s.code, label: s.label }))}
            emptyLabel="Any time"
            error={errors.timeSlot}
          />
        </Col>
      </Row>
      <Button type="submit" disabled={searching}>
        {searching ? 'Searching…' : 'Search Flight Groups'}
      </Button>
    </Form>
  );
}
