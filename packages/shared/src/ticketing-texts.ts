import { msg } from './i18n.ts';
// A leaf module with no zod, like group-status.ts: the dashboard's group cards (the first page
// after logging in) and the ticket pages say where a group's ticketing stands without loading
// the schemas of ticketing.ts, which re-exports these.

/** A member's view of the group's ticketing ("5 of 7 tickets issued by Jetwing India, due by ..."). */
export const ticketingProgressText = (issued: number, total: number, airline: string) =>
  issued >= total && total > 0
    ? `All ${total} tickets issued by ${airline}`
    : `${issued} of ${total} tickets issued by ${airline}`;

export const TICKET_PENDING_TEXT = msg('Ticket pending from the airline');
