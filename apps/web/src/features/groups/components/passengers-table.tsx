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

/** Your Passengers: read-only, 'N/A' for missing values, M/F spelled out. */
export function PassengersTable({ passengers }: { passengers: readonly Passenger[] }) {
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
        columns={COLUMNS}
        rows={passengers}
        rowKey={(passenger, i) => passenger.id || i}
        labelledBy="passengers-heading"
        hover={false}
        striped
      />
      <p className="small text-body-secondary mt-2 mb-0">
        Passenger details are read-only after group creation. Total passengers:{' '}
        <strong>{passengers.length}</strong>
      </p>
    </>
  );
}
