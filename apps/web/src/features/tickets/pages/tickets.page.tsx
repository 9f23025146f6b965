import { Link } from '../../../components/ui/link';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { formatPaise } from '@saath/shared/money';
import type { Ticket } from '@saath/shared/tickets';
import { PATHS, ticketPath } from '../../../lib/paths.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { mayJoinGroups } from '../../../lib/roles.ts';
import { useSession } from '../../../lib/session.store.ts';
import { useMyTickets } from '../api/tickets.api.ts';
import { TICKETS_LOAD_FAILED } from '../ticket-messages.ts';

// Built at render time: the headers are in the page's language.
const columns = (): readonly DataColumn<Ticket>[] => [
  {
    header: t('Ticket #'),
    rowHeader: true,
    // The number itself opens the ticket: on a phone it is the card's title.
    cell: (ticket) => (
      <Link to={ticketPath(ticket.ticket_id)} className="font-monospace fw-semibold">
        {ticket.ticket_number}
      </Link>
    ),
  },
  {
    header: t('Route'),
    nowrap: true,
    cell: (ticket) => <GroupRouteLabel from={ticket.from_location} to={ticket.to_location} />,
  },
  { header: t('Travel Date'), nowrap: true, cell: (ticket) => formatLongDate(ticket.travel_date) },
  { header: t('Status'), cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
  {
    header: t('Airline'),
    // One element: on a phone the cell is a flex row, which would set the lines side by side.
    cell: (ticket) => (
      <span>
        {ticket.airline_name ?? '—'}
        {/* The airline's own references, once it has issued the ticket. */}
        {ticket.pnr && (
          <span className="d-block small">
            PNR <span className="font-monospace">{ticket.pnr}</span>
          </span>
        )}
        {ticket.eticket_number && (
          <span className="d-block small">
            {t('E-ticket')} <span className="font-monospace">{ticket.eticket_number}</span>
          </span>
        )}
      </span>
    ),
  },
  {
    header: t('Price'),
    numeric: true,
    nowrap: true,
    cell: (ticket) => formatPaise(ticket.price_paid),
  },
  {
    header: t('Actions'),
    action: true,
    cell: (ticket) => (
      <Link
        to={ticketPath(ticket.ticket_id)}
        className="btn btn-sm btn-outline-primary"
        aria-label={t('View ticket {number}', { number: ticket.ticket_number })}
      >
        {t('View')}
      </Link>
    ),
  },
];

/** /tickets: the caller's tickets, each with a View link. */
export default function TicketsPage() {
  const { user } = useSession();
  const tickets = useMyTickets();
  const title = t('Your Flight Tickets');
  if (tickets.isPending) return <PageSpinner label={t('Loading your tickets…')} />;
  if (tickets.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${title} · Saath`}</title>
        <PageError
          title={title}
          message={t(TICKETS_LOAD_FAILED)}
          onRetry={() => void tickets.refetch()}
        />
      </Container>
    );
  }

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${title} · Saath`}</title>
      <h1 className="h2 mb-4">{title}</h1>
      {tickets.data.length === 0 ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <h2 className="h5">{t('No Tickets Found')}</h2>
            <p className="text-body-secondary">
              {t('Tickets are issued when your group is booked on the lowest airline bid.')}
            </p>
            {/* Only travellers join groups: an airline or admin is not offered a search. */}
            {mayJoinGroups(user) && (
              <LinkButton to={PATHS.newCommunity}>{t('Find Flight Groups')}</LinkButton>
            )}
          </Card.Body>
        </Card>
      ) : (
        <Card className="shadow-sm">
          <DataTable
            columns={columns()}
            rows={tickets.data}
            rowKey={(ticket) => ticket.ticket_id}
            label={title}
          />
        </Card>
      )}
    </Container>
  );
}
