// Error and notice texts for tickets (the API's own texts live in the shared package's tickets.ts).
export const TICKETS_LOAD_FAILED = 'Failed to load tickets. Please try again later.';
export const TICKET_LOAD_FAILED = 'Failed to load ticket details. Please try again later.';
export const TICKET_CANCEL_FAILED = 'Failed to cancel ticket. Please try again later.';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const TICKET_CANCELLED = 'Your ticket has been cancelled.';
export const E_TICKET_FAILED = 'Failed to download the e-ticket. Please try again later.';
