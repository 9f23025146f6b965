import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { adminGroupFiltersSchema, type AdminGroupFilters } from '@saath/shared/admin-groups';
import { GROUP_STATUSES } from '@saath/shared/groups';
import { CITIES } from '@saath/shared/travel';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { statusLabel } from '../../../components/ui/status-badge.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import { hasFilters } from '../admin-group-filters.ts';

type GroupFiltersProps = {
  /** The filters in force (from the URL). */
  filters: AdminGroupFilters;
  onApply: (filters: AdminGroupFilters) => void;
};

// The code first: on a phone the two half-width selects cut the end of the name.
// An example of the number's format, the same in every language.
const RFQ_EXAMPLE = 'RFQ-2026-000123';
const CITY_OPTIONS = CITIES.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));

/**
 * The Groups tab's search. Checked with the API's own schema before the URL changes,
 * so a mistyped RFQ number is shown at its field (focused), not as a failed list. No error
 * summary: one field at most can be wrong, and the tab's own alert is the list's load error.
 */
export function GroupFilters({ filters, onApply }: GroupFiltersProps) {
  const form = useSchemaForm({
    idPrefix: 'group-filter',
    schema: adminGroupFiltersSchema,
    initial: {
      rfq_number: filters.rfq_number ?? '',
      from_location: filters.from_location ?? '',
      to_location: filters.to_location ?? '',
      travel_date: filters.travel_date ?? '',
      status: filters.status ?? '',
    },
  });

  // Built at render, not at load: the labels are in the page's language.
  const statusOptions = GROUP_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
  return (
    <form
      role="search"
      aria-label={t('Filter groups')}
      noValidate
      onSubmit={form.submit(async (data) => onApply(data))}
    >
      <Row className="gx-3">
        <Col xs={12} sm={6} lg={4}>
          <TextField
            {...form.field('rfq_number')}
            label={t('RFQ number')}
            placeholder={RFQ_EXAMPLE}
            autoComplete="off"
          />
        </Col>
        <Col xs={6} sm={3} lg={4}>
          <SelectField
            {...form.field('from_location')}
            label={t('From')}
            emptyLabel={t('Any city')}
            options={CITY_OPTIONS}
          />
        </Col>
        <Col xs={6} sm={3} lg={4}>
          <SelectField
            {...form.field('to_location')}
            label={t('To')}
            emptyLabel={t('Any city')}
            options={CITY_OPTIONS}
          />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <TextField {...form.field('travel_date')} label={t('Travel date')} type="date" />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <SelectField
            {...form.field('status')}
            label={t('Status')}
            emptyLabel={t('Any status')}
            options={statusOptions}
          />
        </Col>
        <Col xs={12} lg={4} className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <Button type="submit" variant="primary">
            {t('Apply filters')}
          </Button>
          {hasFilters(filters) && (
            <Button type="button" variant="outline-secondary" onClick={() => onApply({})}>
              {t('Clear filters')}
            </Button>
          )}
        </Col>
      </Row>
    </form>
  );
}
