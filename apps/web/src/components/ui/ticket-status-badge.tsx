import { TICKET_PENDING_TEXT } from '@saath/shared/ticketing-texts';
import { t } from '../../lib/i18n.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * A ticket's status: PENDING (a booked group's ticket the airline has not issued yet) says so in
 * words, in the warning colour of spec §4; ISSUED and CANCELLED as their badges always did.
 */
export function TicketStatusBadge({ status }: { status: string }) {
  const pending = status.trim().toUpperCase() === 'PENDING';
  // The long words wrap on a narrow phone rather than widen the page (badges never wrap).
  return (
    <StatusBadge
      status={status}
      label={pending ? t(TICKET_PENDING_TEXT) : undefined}
      className={pending ? 'text-wrap text-start' : undefined}
    />
  );
}
