import { msg } from '@saath/shared/i18n';

// Error and notice texts for tickets (the API's own texts live in the shared package's
// tickets.ts). Marked with msg(); the pages translate them with t() where they show them.
export const TICKETS_LOAD_FAILED = msg('Failed to load tickets. Please try again later.');
export const TICKET_LOAD_FAILED = msg('Failed to load ticket details. Please try again later.');
export const TICKET_CANCEL_FAILED = msg('Failed to cancel ticket. Please try again later.');
export const TICKET_NOT_FOUND = msg('Ticket not found');
export const TICKET_CANCELLED = msg('Your ticket has been cancelled.');
export const E_TICKET_FAILED = msg('Failed to download the e-ticket. Please try again later.');
