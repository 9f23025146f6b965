import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { CITIES, cityLabel } from '@saath/shared/travel';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import type { useRouteDateFilter } from '../route-date-filter.ts';

const CITY_OPTIONS = CITIES.map((city) => ({ value: city.code, label: cityLabel(city.code) }));

type RouteDateFiltersProps = {
  /** The page's filters (`useRouteDateFilter`): every change goes to the URL at once. */
  filters: ReturnType<typeof useRouteDateFilter>;
  /** What the list holds, for the form's name: 'requests for quotes', 'bids'. */
  subject: string;
  /** The list is fetching the answer to the filters just set. */
  updating?: boolean;
};

/** Narrow an airline's list by route and travel date (server-side, kept in the URL). */
export function RouteDateFilters({ filters, subject, updating }: RouteDateFiltersProps) {
  const id = useId();
  const { filter, set, clear, active } = filters;
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body className="pb-1">
        <form role="search" aria-label={`Filter ${subject}`} onSubmit={(e) => e.preventDefault()}>
          <Row className="g-3 align-items-end">
            {/* Full width on a phone: a half-width select cut 'Mumbai (BOM)' short. */}
            <Col xs={12} sm={6} md={4} lg={3}>
              <SelectField
                id={`${id}-from`}
                label="From"
                value={filter.from_location ?? ''}
                onChange={(value) => set('from_location', value)}
                options={CITY_OPTIONS}
                emptyLabel="Any city"
              />
            </Col>
            <Col xs={12} sm={6} md={4} lg={3}>
              <SelectField
                id={`${id}-to`}
                label="To"
                value={filter.to_location ?? ''}
                onChange={(value) => set('to_location', value)}
                options={CITY_OPTIONS}
                emptyLabel="Any city"
              />
            </Col>
            <Col xs sm={6} md={4} lg={3}>
              <TextField
                id={`${id}-date`}
                label="Travel date"
                type="date"
                value={filter.travel_date ?? ''}
                onChange={(value) => set('travel_date', value)}
              />
            </Col>
            <Col xs="auto" sm={6} md={12} lg={3} className="mb-3 d-flex align-items-center gap-3">
              <Button
                variant="outline-secondary"
                className="text-nowrap"
                onClick={clear}
                disabled={!active}
              >
                Clear filters
              </Button>
              <span className="small text-body-secondary" aria-live="polite">
                {updating ? 'Updating…' : ''}
              </span>
            </Col>
          </Row>
        </form>
      </Card.Body>
    </Card>
  );
}

/** The list is empty only because of the filters: say so, and offer the whole list. */
export function NoFilterMatch({ subject, onClear }: { subject: string; onClear: () => void }) {
  return (
    <Card className="shadow-sm text-center">
      <Card.Body className="py-5">
        <h2 className="h5">No {subject} match these filters</h2>
        <p className="text-body-secondary">Try another route or date, or clear the filters.</p>
        <Button variant="primary" onClick={onClear}>
          Clear filters
        </Button>
      </Card.Body>
    </Card>
  );
}
