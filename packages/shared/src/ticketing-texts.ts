import { formatMessage, msg, type Message, type MessageValues } from './i18n.ts';
// A leaf module with no zod, like group-status.ts: the dashboard's group cards (the first page
// after logging in) and the ticket pages say where a group's ticketing stands without loading
// the schemas of ticketing.ts, which re-exports these.

/** A member's view of the group's ticketing ("5 of 7 tickets issued by Jetwing India, due by ..."). */
export const ticketingProgressText = (issued: number, total: number, airline: string) => {
  const { text, values } = ticketingProgressMessage(issued, total, airline);
  return formatMessage('en', text, values);
};

export const ALL_TICKETS_ISSUED = msg('All {total} tickets issued by {airline}');
export const TICKETS_ISSUED = msg('{issued} of {total} tickets issued by {airline}');
/** The same line as a template and its values, for the web's `t(text, values)`. */
export function ticketingProgressMessage(
  issued: number,
  total: number,
  airline: string,
): { text: Message; values: MessageValues } {
  return issued >= total && total > 0
    ? { text: ALL_TICKETS_ISSUED, values: { total, airline } }
    : { text: TICKETS_ISSUED, values: { issued, total, airline } };
}

export const TICKET_PENDING_TEXT = msg('Ticket pending from the airline');
