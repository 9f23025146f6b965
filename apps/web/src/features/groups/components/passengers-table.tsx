import Table from 'react-bootstrap/Table';
import type { Passenger } from '@saath/shared/groups';
import { formatDate } from '../../../lib/format.ts';
import { genderLabel } from '../passenger-drafts.ts';

const NA = 'N/A';
const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NA : String(value);

/** spec §2 "Your Passengers": read-only, 'N/A' for missing values, M/F spelled out. */
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
      <Table responsive striped className="align-middle mb-2" aria-labelledby="passengers-heading">
        <thead>
          <tr>
            <th scope="col">Passenger</th>
            <th scope="col">Full Name</th>
            <th scope="col">Age</th>
            <th scope="col">Date of Birth</th>
            <th scope="col">Gender</th>
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
          </tr>
        </thead>
        <tbody>
          {passengers.map((passenger, i) => (
            <tr key={passenger.id || i}>
              <th scope="row">Passenger {i + 1}</th>
              <td>{orNA(passenger.full_name)}</td>
              <td>{orNA(passenger.age)}</td>
              <td className="text-nowrap">{passenger.dob ? formatDate(passenger.dob) : NA}</td>
              <td>{passenger.gender ? genderLabel(passenger.gender) : NA}</td>
              <td>{orNA(passenger.phone)}</td>
              <td className="text-break">{orNA(passenger.email)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="small text-body-secondary mb-0">
        Passenger details are read-only after group creation. Total passengers:{' '}
        <strong>{passengers.length}</strong>
      </p>
    </>
  );
}
