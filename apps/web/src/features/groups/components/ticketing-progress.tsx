import type { Group } from '@saath/shared/groups';
import { ticketingProgressMessage } from '@saath/shared/ticketing-texts';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';

/** Whether the airline still owes this BOOKED group tickets. */
export const ticketsPending = (group: Group) =>
  group.status.toUpperCase() === 'BOOKED' &&
  typeof group.tickets_total === 'number' &&
  (group.tickets_issued ?? 0) < group.tickets_total;

/**
 * A BOOKED group's ticketing as members read it: '5 of 7 tickets issued by Skyways, due by
 * Thu, 3 Dec 2026, 10:00 am IST', then 'All 7 tickets issued by Skyways'. Null before booking.
 */
export function ticketingLine(group: Group): string | null {
  if (group.status.toUpperCase() !== 'BOOKED' || typeof group.tickets_total !== 'number')
    return null;
  const airline = group.winning_quote?.airline_name ?? t('the airline');
  const issued = ticketingProgressMessage(group.tickets_issued ?? 0, group.tickets_total, airline);
  const progress = t(issued.text, issued.values);
  return ticketsPending(group) && group.ticketing_deadline
    ? t('{progress}, due by {time} IST', {
        progress,
        time: formatDateTime(group.ticketing_deadline),
      })
    : progress;
}

/** The line above, in a paragraph (the group page and the dashboard's card). */
export function TicketingProgress({ group, className }: { group: Group; className?: string }) {
  const line = ticketingLine(group);
  if (!line) return null;
  return (
    <p className={className} data-testid="ticketing-progress">
      {line}
    </p>
  );
}
