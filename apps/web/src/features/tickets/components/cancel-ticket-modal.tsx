import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { Ticket } from '@saath/shared/tickets';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { formatLongDate } from '../../../lib/format.ts';

type CancelTicketModalProps = {
  ticket: Ticket;
  show: boolean;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onHide: () => void;
};

/** Asked before an ISSUED ticket is cancelled: it cannot be undone (spec §4). */
export function CancelTicketModal({
  ticket,
  show,
  pending,
  error,
  onConfirm,
  onHide,
}: CancelTicketModalProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      backdrop={pending ? 'static' : true}
      keyboard={!pending}
      aria-labelledby="cancel-ticket-title"
      aria-describedby="cancel-ticket-text"
    >
      <Modal.Header closeButton={!pending} closeLabel="Close">
        <Modal.Title id="cancel-ticket-title" as="h2" className="h5">
          Cancel Ticket
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <p className="fw-semibold mb-2">
          Ticket {ticket.ticket_number}: {ticket.passenger_name},{' '}
          {routeText(ticket.from_location, ticket.to_location)},{' '}
          {formatLongDate(ticket.travel_date)}
        </p>
        <p id="cancel-ticket-text" className="mb-0">
          Cancelling cannot be undone. A refund is given only for the reasons in the cancellation
          and refund policy, with proof.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          Keep ticket
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Cancelling…
            </>
          ) : (
            'Cancel Ticket'
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
