import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { CITIES, cityLabel } from '@saath/shared/travel';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { t } from '../../../lib/i18n.tsx';
import type { useRouteDateFilter } from '../route-date-filter.ts';

// Built while rendering, not when the module loads: a city's name follows the page's language,
// whose texts load after the modules.
const cityOptions = () => CITIES.map((city) => ({ value: city.code, label: cityLabel(city.code) }));

type RouteDateFiltersProps = {
  /** The page's filters (`useRouteDateFilter`): every change goes to the URL at once. */
  filters: ReturnType<typeof useRouteDateFilter>;
  /** What the list holds: the form's name says it ('Filter bids'). */
  subject: ListSubject;
  /** The list is fetching the answer to the filters just set. */
  updating?: boolean;
};

/**
 * The airline's filtered lists: the open requests for quotes, and the company's bids. Each names
 * the form and the empty state in a sentence of its own, since Hindi puts the noun elsewhere.
 */
export type ListSubject = 'rfqs' | 'bids';

/** Narrow an airline's list by route and travel date (server-side, kept in the URL). */
export function RouteDateFilters({ filters, subject, updating }: RouteDateFiltersProps) {
  const id = useId();
  const { filter, set, clear, active } = filters;
  const options = cityOptions();
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body className="pb-1">
        <form
          role="search"
          aria-label={subject === 'rfqs' ? t('Filter requests for quotes') : t('Filter bids')}
          onSubmit={(e) => e.preventDefault()}
        >
          <Row className="g-3 align-items-end">
            {/* Full width on a phone: a half-width select cut 'Mumbai (BOM)' short. */}
            <Col xs={12} sm={6} md={4} lg={3}>
              <SelectField
                id={`${id}-from`}
                label={t('From')}
                value={filter.from_location ?? ''}
                onChange={(value) => set('from_location', value)}
                options={options}
                emptyLabel={t('Any city')}
              />
            </Col>
            <Col xs={12} sm={6} md={4} lg={3}>
              <SelectField
                id={`${id}-to`}
                label={t('To')}
                value={filter.to_location ?? ''}
                onChange={(value) => set('to_location', value)}
                options={options}
                emptyLabel={t('Any city')}
              />
            </Col>
            <Col xs sm={6} md={4} lg={3}>
              <TextField
                id={`${id}-date`}
                label={t('Travel date')}
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
                {t('Clear filters')}
              </Button>
              <span className="small text-body-secondary" aria-live="polite">
                {updating ? t('Updating…') : ''}
              </span>
            </Col>
          </Row>
        </form>
      </Card.Body>
    </Card>
  );
}

/** The list is empty only because of the filters: say so, and offer the whole list. */
export function NoFilterMatch({ subject, onClear }: { subject: ListSubject; onClear: () => void }) {
  return (
    <Card className="shadow-sm text-center">
      <Card.Body className="py-5">
        <h2 className="h5">
          {subject === 'rfqs' ? t('No RFQs match these filters') : t('No bids match these filters')}
        </h2>
        <p className="text-body-secondary">
          {t('Try another route or date, or clear the filters.')}
        </p>
        <Button variant="primary" onClick={onClear}>
          {t('Clear filters')}
        </Button>
      </Card.Body>
    </Card>
  );
}
