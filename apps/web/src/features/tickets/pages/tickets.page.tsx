import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { formatPaise } from '@saath/shared/money';
import { PATHS, ticketPath } from '../../../app/paths.ts';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { useMyTickets } from '../api/tickets.api.ts';
import { TICKETS_LOAD_FAILED } from '../ticket-messages.ts';

const TITLE = 'Your Flight Tickets';

/** spec §2 "/tickets": the caller's tickets, each with a View link. */
export default function TicketsPage() {
  const tickets = useMyTickets();
  if (tickets.isPending) return <PageSpinner label="Loading your tickets…" />;
  if (tickets.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${TITLE} · Saath`}</title>
        <PageError
          title={TITLE}
          message={TICKETS_LOAD_FAILED}
          onRetry={() => void tickets.refetch()}
        />
      </Container>
    );
  }

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${TITLE} · Saath`}</title>
      <h1 className="h2 mb-4">{TITLE}</h1>
      {tickets.data.length === 0 ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <h2 className="h5">No Tickets Found</h2>
            <p className="text-body-secondary">
              Tickets are issued when your group is booked on the lowest airline bid.
            </p>
            <LinkButton to={PATHS.newCommunity}>Find Flight Groups</LinkButton>
          </Card.Body>
        </Card>
      ) : (
        <Card className="shadow-sm">
          <Table responsive hover className="align-middle mb-0" aria-label={TITLE}>
            <thead>
              <tr>
                <th scope="col">Ticket #</th>
                <th scope="col">Route</th>
                <th scope="col">Travel Date</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Price
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {tickets.data.map((ticket) => (
                <tr key={ticket.ticket_id}>
                  <th scope="row" className="font-monospace fw-semibold">
                    {ticket.ticket_number}
                  </th>
                  <td className="text-nowrap">
                    {/* Codes on phones so the status, price and View fit without scrolling. */}
                    <GroupRouteLabel
                      className="d-none d-md-inline"
                      from={ticket.from_location}
                      to={ticket.to_location}
                    />
                    <GroupRouteLabel
                      className="d-md-none"
                      codesOnly
                      from={ticket.from_location}
                      to={ticket.to_location}
                    />
                  </td>
                  <td className="text-nowrap">{formatLongDate(ticket.travel_date)}</td>
                  <td>
                    <StatusBadge status={ticket.status} />
                  </td>
                  <td className="text-end text-nowrap">{formatPaise(ticket.price_paid)}</td>
                  <td>
                    <Link
                      to={ticketPath(ticket.ticket_id)}
                      className="btn btn-sm btn-outline-primary"
                      aria-label={`View ticket ${ticket.ticket_number}`}
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </Container>
  );
}
