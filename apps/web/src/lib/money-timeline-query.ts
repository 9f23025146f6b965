import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyTimelinePath, type MoneyTimeline } from '@saath/shared/money-timeline';
import { apiRequest } from './api-client.ts';
import { moneyTimelineQueryKey } from './query-keys.ts';

/**
 * GET /api/communities/{id}/money: the caller's payments, credits, refund requests and refunds
 * in one group. The group page and the ticket page read the same cache entry.
 */
export const moneyTimelineQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: moneyTimelineQueryKey(communityId),
    queryFn: ({ signal }) => apiRequest<MoneyTimeline>(moneyTimelinePath(communityId), { signal }),
  });

export function useMoneyTimeline(communityId: string, enabled = true) {
  return useQuery({ ...moneyTimelineQueryOptions(communityId), enabled });
}
