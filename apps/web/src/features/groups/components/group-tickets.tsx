import Alert from 'react-bootstrap/Alert';
import { t } from '../../../lib/i18n.tsx';
import { ticketPath } from '../../../lib/paths.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge.tsx';
import type { useGroupTickets } from '../api/groups.api.ts';

/** On the group page: the user's tickets for this group, each with a View Ticket link. */
export function GroupTickets({ query }: { query: ReturnType<typeof useGroupTickets> }) {
  if (query.isPending) return <PageSpinner label={t('Loading your tickets…')} />;
  if (query.isError) {
    return (
      <Alert variant="danger" role="alert" className="mb-0">
        {t('Failed to load tickets. Please try again later.')}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return <p className="mb-0">{t('No tickets have been issued to you for this group yet.')}</p>;
  }
  return (
    <ul className="list-group">
      {query.data.map((ticket) => (
        <li
          key={ticket.ticket_id}
          className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
        >
          <span>
            <span className="fw-semibold font-monospace">{ticket.ticket_number}</span>
            <span className="text-body-secondary"> · {ticket.passenger_name}</span>{' '}
            <TicketStatusBadge status={ticket.status} />
            {ticket.eticket_number && (
              <span className="d-block small">
                {t('E-ticket')} <span className="font-monospace">{ticket.eticket_number}</span>
                {ticket.pnr && (
                  <>
                    {' '}
                    · PNR <span className="font-monospace">{ticket.pnr}</span>
                  </>
                )}
              </span>
            )}
          </span>
          <LinkButton to={ticketPath(ticket.ticket_id)} size="sm" variant="outline-primary">
            <span aria-hidden="true">{t('View Ticket')}</span>
            <span className="visually-hidden">
              {t('View ticket {number}', { number: ticket.ticket_number })}
            </span>
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
