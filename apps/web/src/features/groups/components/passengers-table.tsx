import Button from 'react-bootstrap/Button';
import { CORRECT_DETAILS } from '@saath/shared/corrections';
import type { Passenger } from '@saath/shared/groups';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { genderLabel } from '../passenger-drafts.ts';

const na = () => t('N/A');
const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? na() : String(value);

// Built at render time: the headers are in the page's language, whose texts load after the
// modules evaluate.
const columns = (): DataColumn<Passenger>[] => [
  {
    header: t('Passenger'),
    rowHeader: true,
    cell: (_, i) => t('Passenger {number}', { number: i + 1 }),
  },
  { header: t('Full Name'), className: 'text-break', cell: (p) => orNA(p.full_name) },
  { header: t('Age'), cell: (p) => orNA(p.age) },
  { header: t('Date of Birth'), nowrap: true, cell: (p) => (p.dob ? formatDate(p.dob) : na()) },
  { header: t('Gender'), cell: (p) => (p.gender ? genderLabel(p.gender) : na()) },
  { header: t('Phone'), nowrap: true, cell: (p) => orNA(p.phone) },
  // One line in the wide layout; on a phone it breaks only where it must (it wrapped
  // letter by letter at 390 px).
  { header: t('Email'), nowrap: true, cell: (p) => orNA(p.email) },
];

/**
 * Your Passengers: 'N/A' for missing values, M/F spelled out. Read-only, except once the group
 * is booked: then each row has "Correct details" (`onCorrect`).
 */
export function PassengersTable({
  passengers,
  onCorrect,
}: {
  passengers: readonly Passenger[];
  onCorrect?: (passenger: Passenger) => void;
}) {
  if (passengers.length === 0) {
    return (
      <div className="text-center py-4">
        <h3 className="h6">{t('No Passengers Found')}</h3>
        <p className="mb-0 text-body-secondary">{t('This group holds no passengers of yours.')}</p>
      </div>
    );
  }
  return (
    <>
      <DataTable
        columns={
          onCorrect
            ? [
                ...columns(),
                {
                  header: t('Actions'),
                  action: true,
                  hiddenHeader: true,
                  cell: (p, i) => (
                    <Button size="sm" variant="outline-primary" onClick={() => onCorrect(p)}>
                      <span aria-hidden="true">{t(CORRECT_DETAILS)}</span>
                      <span className="visually-hidden">
                        {t('{action} of passenger {number}', {
                          action: t(CORRECT_DETAILS),
                          number: i + 1,
                        })}
                      </span>
                    </Button>
                  ),
                },
              ]
            : columns()
        }
        rows={passengers}
        rowKey={(passenger, i) => passenger.id || i}
        labelledBy="passengers-heading"
        hover={false}
        striped
      />
      <p className="small text-body-secondary mt-2 mb-0">
        {onCorrect
          ? t(
              'A mistake in a name, date of birth or gender? Correct it before the airline tickets it.',
            )
          : t('Passenger details are read-only after group creation.')}{' '}
        {tx('Total passengers: <0>{count}</0>', [<strong />], { count: passengers.length })}
      </p>
    </>
  );
}
