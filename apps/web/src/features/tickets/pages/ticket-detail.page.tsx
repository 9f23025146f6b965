import type { CancelledTicket, CancelTicketBody } from '@saath/shared/refunds';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { formatPaise } from '@saath/shared/money';
import {
  CANCELLATION_POLICY_TEXT,
  CANCELLATION_POLICY_VALUES,
  type Ticket,
} from '@saath/shared/tickets';
import { TICKET_PENDING_TEXT } from '@saath/shared/ticketing-texts';
import { timeSlotLabel } from '@saath/shared/travel';
import { PATHS, communityPath } from '../../../lib/paths.ts';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useCancelTicket, useDownloadETicket, useTicket } from '../api/tickets.api.ts';
import { MoneyTimelineCard } from '../../../components/ui/money-timeline.tsx';
import { CancelTicketModal } from '../components/cancel-ticket-modal.tsx';
import { RefundStatus } from '../components/refund-status.tsx';
import {
  E_TICKET_FAILED,
  TICKET_CANCEL_FAILED,
  TICKET_CANCELLED,
  TICKET_LOAD_FAILED,
  TICKET_NOT_FOUND,
} from '../ticket-messages.ts';

const BackLink = () => (
  <Link to={PATHS.tickets} className="d-inline-block mb-3">
    <span aria-hidden="true">← </span>
    {t('Back to your tickets')}
  </Link>
);

/** A traveller's ticket (docs/product/README.md), its refund and its group's money. */
export default function TicketDetailPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);

  if (ticket.isPending) return <PageSpinner label={t('Loading ticket details…')} />;
  if (ticket.isError) {
    const notFound = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t('Flight Ticket')} · Saath`}</title>
        <BackLink />
        {notFound ? (
          <div className="text-center py-5">
            <h1 className="h2">{t(TICKET_NOT_FOUND)}</h1>
            <p className="text-body-secondary">
              {t('This ticket does not exist, or it is not one of yours.')}
            </p>
            <Link to={PATHS.tickets} className="btn btn-primary">
              {t('See your tickets')}
            </Link>
          </div>
        ) : (
          <PageError
            title={t('Flight Ticket')}
            message={t(TICKET_LOAD_FAILED)}
            onRetry={() => void ticket.refetch()}
          />
        )}
      </Container>
    );
  }
  return <TicketDetail ticket={ticket.data} />;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function TicketDetail({ ticket }: { ticket: Ticket }) {
  const cancel = useCancelTicket();
  const download = useDownloadETicket();
  const [confirming, setConfirming] = useState(false);
  // What the cancellation did about a refund (ADR 0024), shown once it is done.
  const [cancelled, setCancelled] = useState<CancelledTicket['cancellation'] | null>(null);
  const issued = ticket.status === 'ISSUED';

  const confirmCancel = (body: CancelTicketBody) =>
    cancel.mutateAsync(
      { id: ticket.ticket_id, body },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setCancelled(answer.cancellation);
        },
      },
    );

  const times = formatTimeRange(ticket.departure_time, ticket.arrival_time);
  const airline = ticket.airline_name ?? t('The airline');
  const notAssigned = t('Not assigned yet');

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t('Ticket {number}', { number: ticket.ticket_number })} · Saath`}</title>
      <BackLink />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">
            {tx('Ticket <0>{number}</0>', [<span className="font-monospace" />], {
              number: ticket.ticket_number,
            })}
          </h1>
          <p className="text-body-secondary mb-0">
            <GroupRouteLabel from={ticket.from_location} to={ticket.to_location} /> ·{' '}
            {formatLongDate(ticket.travel_date)}
          </p>
        </div>
        {/* Both actions only while the ticket is ISSUED. */}
        {issued && (
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="primary"
              onClick={() => download.mutate(ticket)}
              disabled={download.isPending}
            >
              {download.isPending && (
                <Spinner
                  as="span"
                  size="sm"
                  animation="border"
                  aria-hidden="true"
                  className="me-2"
                />
              )}
              {t('Download E-Ticket')}
            </Button>
            <Button variant="outline-danger" onClick={() => setConfirming(true)}>
              {t('Cancel Ticket')}
            </Button>
          </div>
        )}
      </div>

      <div aria-live="polite">
        {cancelled && (
          <Alert variant="success" role="status">
            <p className="mb-1 fw-semibold">{t(TICKET_CANCELLED)}</p>
            <p className="mb-0">{cancelled.message}</p>
          </Alert>
        )}
        {download.isError && (
          <Alert variant="danger" role="alert" dismissible onClose={() => download.reset()}>
            {t(E_TICKET_FAILED)}
          </Alert>
        )}
      </div>

      {ticket.status === 'CANCELLED' && <RefundStatus ticket={ticket} />}
      {ticket.status === 'PENDING' && (
        <Alert variant="warning" className="mb-4">
          <p className="fw-semibold mb-1">{t(TICKET_PENDING_TEXT)}</p>
          <p className="mb-0">
            {ticket.ticketing_deadline
              ? t(
                  'Your group is booked and paid. {airline} issues your e-ticket by {deadline} IST; this page shows its number then, and you can download the e-ticket.',
                  { airline, deadline: formatDateTime(ticket.ticketing_deadline) },
                )
              : t(
                  'Your group is booked and paid. {airline} issues your e-ticket; this page shows its number then, and you can download the e-ticket.',
                  { airline },
                )}
          </p>
        </Alert>
      )}

      <Card className="shadow-sm mb-4">
        <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-white">
          <h2 className="h5 mb-0">{t('Ticket Details')}</h2>
          <TicketStatusBadge status={ticket.status} />
        </Card.Header>
        <Card.Body>
          <dl className="group-facts mb-0">
            <Fact term={t('Passenger')}>{ticket.passenger_name}</Fact>
            <Fact term={t('Route')}>
              <GroupRouteLabel from={ticket.from_location} to={ticket.to_location} />
            </Fact>
            <Fact term={t('Travel date')}>{formatLongDate(ticket.travel_date)}</Fact>
            <Fact term={t('Time slot')}>{timeSlotLabel(ticket.time_slot)}</Fact>
            <Fact term={t('Airline')}>
              {ticket.airline_name
                ? `${ticket.airline_name}${ticket.airline_code ? ` (${ticket.airline_code})` : ''}`
                : notAssigned}
            </Fact>
            <Fact term={t('Flight')}>
              {ticket.flight_number ?? notAssigned}
              {times && <span className="d-block">{t('{times} (India time)', { times })}</span>}
            </Fact>
            <Fact term={t('Price paid')}>
              <strong>{formatPaise(ticket.price_paid)}</strong>
              <span className="d-block small text-body-secondary">
                {t('Fare {fare} · Ticketing fee {fee} · GST {gst}', {
                  fare: formatPaise(ticket.fare_paise),
                  fee: formatPaise(ticket.fee_paise),
                  gst: formatPaise(ticket.gst_paise),
                })}
              </span>
            </Fact>
            {ticket.pnr && (
              <Fact term="PNR">
                <span className="font-monospace fw-semibold">{ticket.pnr}</span>
              </Fact>
            )}
            {ticket.eticket_number && (
              <Fact term={t('E-ticket number')}>
                <span className="font-monospace fw-semibold">{ticket.eticket_number}</span>
              </Fact>
            )}
            {/* A pending ticket is booked, not issued: the airline's issue time comes later.
                Tickets issued before airlines did their own ticketing have no such time. */}
            <Fact term={ticket.status === 'PENDING' ? t('Booked at') : t('Issued at')}>
              {formatDateTime(ticket.issued_at ?? ticket.created_at)}
            </Fact>
            <Fact term={t('Group RFQ')}>
              <Link to={communityPath(ticket.community_id)}>
                {ticket.rfq_number}
                <span className="visually-hidden">{t(' (view the group)')}</span>
              </Link>
            </Fact>
          </dl>
        </Card.Body>
      </Card>

      <MoneyTimelineCard communityId={ticket.community_id} />

      <section className="alert alert-light border refund-notice mb-0" aria-labelledby="policy">
        <h2 id="policy" className="h6 mb-2">
          {t('Cancellation and refund policy')}
        </h2>
        <p className="mb-0">{t(CANCELLATION_POLICY_TEXT, CANCELLATION_POLICY_VALUES)}</p>
      </section>

      <CancelTicketModal
        ticket={ticket}
        show={confirming}
        pending={cancel.isPending}
        error={cancel.isError ? t(TICKET_CANCEL_FAILED) : null}
        onConfirm={confirmCancel}
        onHide={() => {
          setConfirming(false);
          cancel.reset();
        }}
      />
    </Container>
  );
}
