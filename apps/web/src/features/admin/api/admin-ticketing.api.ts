import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asOnePage } from '@saath/shared/paging';
import {
  ADMIN_TICKETING_PATH,
  adminTicketingExtendPath,
  type AdminTicketingBoard,
  type AdminTicketingRow,
  type ExtendDeadlineBody,
} from '@saath/shared/ticketing';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin.api.ts';

/**
 * GET /api/admin/ticketing: every award still awaiting tickets, in the API's order (overdue
 * first, then by deadline). The board is not paged; it is shaped as one page so the tab shares
 * the console's list section (heading, Refresh, empty text, table).
 */
export function useTicketingBoard() {
  return useQuery({
    queryKey: ['admin', 'ticketing'],
    queryFn: ({ signal }) => apiRequest<AdminTicketingBoard>(ADMIN_TICKETING_PATH, { signal }),
    select: (board) => asOnePage(board.groups),
  });
}

/** POST /api/admin/ticketing/{quoteId}/extend: once per award, never past the cap (409). */
export function useExtendDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: { quoteId: string; body: ExtendDeadlineBody }) =>
      apiRequest<AdminTicketingRow>(adminTicketingExtendPath(quoteId), { json: body }),
    // Keys start with 'admin': the board refetches, and the audit log shows the extension.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
