import Button from 'react-bootstrap/Button';
import { CORRECT_DETAILS } from '@saath/shared/corrections';
import type { Passenger } from '@saath/shared/groups';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { genderLabel } from '../passenger-drafts.ts';

const NA = 'N/A';
const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NA : String(value);

const COLUMNS: readonly DataColumn<Passenger>[] = [
  { header: 'Passenger', rowHeader: true, cell: (_, i) => `Passenger ${i + 1}` },
  { header: 'Full Name', className: 'text-break', cell: (p) => orNA(p.full_name) },
  { header: 'Age', cell: (p) => orNA(p.age) },
  { header: 'Date of Birth', nowrap: true, cell: (p) => (p.dob ? formatDate(p.dob) : NA) },
  { header: 'Gender', cell: (p) => (p.gender ? genderLabel(p.gender) : NA) },
  { header: 'Phone', nowrap: true, cell: (p) => orNA(p.phone) },
  // One line in the wide layout; on a phone it breaks only where it must (it wrapped
  // letter by letter at 390 px).
  { header: 'Email', nowrap: true, cell: (p) => orNA(p.email) },
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
        <h3 className="h6">No Passengers Found</h3>
        <p className="mb-0 text-body-secondary">This group holds no passengers of yours.</p>
      </div>
    );
  }
  return (
    <>
      <DataTable
        columns={
          onCorrect
            ? [
                ...COLUMNS,
                {
                  header: 'Actions',
                  action: true,
                  hiddenHeader: true,
                  cell: (p, i) => (
                    <Button size="sm" variant="outline-primary" onClick={() => onCorrect(p)}>
                      <span aria-hidden="true">{CORRECT_DETAILS}</span>
                      <span className="visually-hidden">
                        {CORRECT_DETAILS} of passenger {i + 1}
                      </span>
                    </Button>
                  ),
                },
              ]
            : COLUMNS
        }
        rows={passengers}
        rowKey={(passenger, i) => passenger.id || i}
        labelledBy="passengers-heading"
        hover={false}
        striped
      />
      <p className="small text-body-secondary mt-2 mb-0">
        {onCorrect
          ? 'A mistake in a name, date of birth or gender? Correct it before the airline tickets it.'
          : 'Passenger details are read-only after group creation.'}{' '}
        Total passengers: <strong>{passengers.length}</strong>
      </p>
    </>
  );
}
