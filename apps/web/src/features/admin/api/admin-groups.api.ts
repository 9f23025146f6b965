import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGroup } from '@saath/shared/admin-groups';
import type { BidHistoryEntry } from '@saath/shared/airlines';
import type { Group } from '@saath/shared/groups';
import { API } from '@saath/shared/http';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupDetailQueryKey } from '../../../lib/query-keys.ts';
import { adminKeys } from './admin.api.ts';

// An admin's page of one group, and selecting the quote it books on.

/** Under adminKeys.all, so an override anywhere in the console refreshes this page too. */
export const adminGroupKey = (id: string) => ['admin', 'group', id] as const;

/** GET /api/admin/communities/{id}: the group, its history, admin actions and quotes. */
export function useAdminGroup(id: string) {
  return useQuery({
    queryKey: adminGroupKey(id),
    queryFn: ({ signal }) => apiRequest<AdminGroup>(API.adminCommunity(id), { signal }),
    // A 404 or 403 will not change on a retry.
    retry: false,
  });
}

export const adminGroupBidsKey = (id: string) => ['admin', 'group', id, 'bids'] as const;

/** GET /api/admin/communities/{id}/bids: the group's append-only bid history. */
export function useAdminGroupBids(id: string) {
  return useQuery({
    queryKey: adminGroupBidsKey(id),
    queryFn: ({ signal }) =>
      apiRequest<{ bids: BidHistoryEntry[] }>(`${API.adminCommunity(id)}/bids`, { signal }),
    retry: false,
  });
}

/** POST /api/quotes/{quoteId}/select: the group books on the quote at once. */
export function useSelectQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) =>
      apiRequest<Group>(API.selectQuote(quoteId), { method: 'POST' }),
    onSettled: (group) => {
      // Won or lost to another admin (409), the page shows what the group now is.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      if (group)
        void queryClient.invalidateQueries({ queryKey: groupDetailQueryKey(group.community_id) });
    },
  });
}
