import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@saath/shared/http';
import type { CancelledTicket, CancelTicketBody } from '@saath/shared/refunds';
import { refundProofPath, type Proof } from '@saath/shared/refund-proofs';
import type { Ticket } from '@saath/shared/tickets';
import { apiBlob, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import {
  groupDetailQueryKey,
  meQueryKey,
  moneyTimelineQueryKey,
  ticketKeys,
} from '../../../lib/query-keys.ts';
import { myTicketsQueryOptions } from '../../../lib/tickets-query.ts';

/** GET /api/tickets/: the caller's tickets (the /tickets page). */
export function useMyTickets() {
  return useQuery(myTicketsQueryOptions());
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Ticket>(API.ticket(id), { signal }),
  });

/** GET /api/tickets/{id}: 404 'Ticket not found' for a missing ticket or someone else's. */
export function useTicket(id: string) {
  return useQuery(ticketQueryOptions(id));
}

/**
 * PUT /api/tickets/{id}/cancel: ISSUED only (409 otherwise); cannot be undone. The
 * reason decides the refund: the answer says whether a request was opened.
 */
export function useCancelTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CancelTicketBody }) =>
      apiRequest<CancelledTicket>(API.cancelTicket(id), { method: 'PUT', json: body }),
    onSuccess: (ticket, { id }) => {
      queryClient.setQueryData(ticketKeys.detail(id), ticket);
      // The ticket is re-fetched after a cancellation; the list, its group and the
      // user's counters change with it.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupDetailQueryKey(ticket.community_id) });
      void queryClient.invalidateQueries({ queryKey: moneyTimelineQueryKey(ticket.community_id) });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/**
 * PUT /api/refund-requests/{id}/proof: the file as the body (its name in the query); the server
 * reads its type from its content and answers what it stored. The timeline shows it after.
 */
export function useAttachProof(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, file }: { requestId: string; file: File }) =>
      apiRequest<Proof>(
        `${refundProofPath(requestId)}?${new URLSearchParams({ file_name: file.name.slice(0, 200) || 'proof' })}`,
        { method: 'PUT', file },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: moneyTimelineQueryKey(communityId) }),
  });
}

/** The file name of a downloaded e-ticket. */
export const eTicketFileName = (ticket: Pick<Ticket, 'ticket_number'>) =>
  `saath-e-ticket-${ticket.ticket_number}.pdf`;

/** GET /api/tickets/{id}/e-ticket needs the bearer header: fetched as a blob, then saved. */
async function downloadETicket(ticket: Pick<Ticket, 'ticket_id' | 'ticket_number'>) {
  saveBlob(await apiBlob(API.eTicket(ticket.ticket_id)), eTicketFileName(ticket));
}

export function useDownloadETicket() {
  return useMutation({ mutationFn: downloadETicket });
}
