import { queryOptions } from '@tanstack/react-query';
import type { Ticket } from '@saath/shared/tickets';
import { API } from '@saath/shared/http';
import { apiRequest } from './api-client.ts';
import { ticketKeys } from './query-keys.ts';

/**
 * GET /api/tickets/: the caller's tickets. Shared by the tickets pages and the group page (which
 * filters them by community_id), so both read one cache entry.
 */
export const myTicketsQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.list(),
    queryFn: ({ signal }) => apiRequest<Ticket[]>(API.tickets, { signal }),
  });
