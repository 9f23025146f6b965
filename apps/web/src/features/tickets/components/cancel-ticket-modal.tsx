import type { Ticket } from '@saath/shared/tickets';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { formatLongDate } from '../../../lib/format.ts';

type CancelTicketModalProps = {
  ticket: Ticket;
  show: boolean;
  pending: boolean;
  error?: string | null;
  onConfirm: () => Promise<unknown>;
  onHide: () => void;
};

/** Asked before an ISSUED ticket is cancelled: it cannot be undone (spec §4). */
export function CancelTicketModal({ ticket, ...modal }: CancelTicketModalProps) {
  return (
    <ConfirmModal
      {...modal}
      title="Cancel Ticket"
      confirmLabel="Cancel Ticket"
      pendingLabel="Cancelling…"
      cancelLabel="Keep ticket"
    >
      <p className="fw-semibold mb-2">
        Ticket {ticket.ticket_number}: {ticket.passenger_name},{' '}
        {routeText(ticket.from_location, ticket.to_location)}, {formatLongDate(ticket.travel_date)}
      </p>
      <p className="mb-0">
        Cancelling cannot be undone. A refund is given only for the reasons in the cancellation and
        refund policy, with proof.
      </p>
    </ConfirmModal>
  );
}
