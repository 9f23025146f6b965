import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  airlineScheduleChangePath,
  airlineScheduleChangesPath,
  type ScheduleChangeResult,
  type ScheduleChanges,
} from '@saath/shared/schedule-changes';
import { airlineDeliveriesPath, type WebhookDelivery } from '@saath/shared/webhooks';
import { apiRequest } from '../../../lib/api-client.ts';
import { airlineKeys, PENDING_DELIVERIES_REFRESH_MS } from './airlines.api.ts';

export const scheduleKeys = {
  changes: (quoteId: string) => ['airline', 'schedule-changes', quoteId] as const,
  deliveries: (communityId: string) => [...airlineKeys.deliveries, communityId] as const,
};

/** GET …/schedule-changes: the won group's flight changes, newest first. */
export function useScheduleChanges(quoteId: string) {
  return useQuery({
    queryKey: scheduleKeys.changes(quoteId),
    queryFn: ({ signal }) =>
      apiRequest<ScheduleChanges>(airlineScheduleChangesPath(quoteId), { signal }),
  });
}

export type ChangeScheduleVariables = {
  quoteId: string;
  body: { flight_number: string; departure_time: string; arrival_time: string; reason: string };
};

/**
 * POST …/schedule-change: the new flight and times. The won-groups list (the flight shown) and
 * the group's deliveries follow.
 */
export function useChangeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: ChangeScheduleVariables) =>
      apiRequest<ScheduleChangeResult>(airlineScheduleChangePath(quoteId), { json: body }),
    onSuccess: (result, { quoteId }) => {
      queryClient.setQueryData(scheduleKeys.changes(quoteId), { changes: result.changes });
      void queryClient.invalidateQueries({ queryKey: airlineKeys.wonGroups });
      void queryClient.invalidateQueries({ queryKey: airlineKeys.deliveries });
    },
  });
}

/** GET /api/airline/webhook/deliveries?community_id=: one group's deliveries, newest first. */
export function useGroupDeliveries(communityId: string) {
  return useQuery({
    queryKey: scheduleKeys.deliveries(communityId),
    queryFn: ({ signal }) =>
      apiRequest<WebhookDelivery[]>(airlineDeliveriesPath(communityId), { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'PENDING')
        ? PENDING_DELIVERIES_REFRESH_MS
        : false,
  });
}
