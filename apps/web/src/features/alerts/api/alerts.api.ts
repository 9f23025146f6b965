import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERTS_API,
  type Alert,
  type AlertCreate,
  type AlertSuggestion,
  type UnsubscribeResult,
} from '@saath/shared/alerts';
import { apiRequest } from '../../../lib/api-client.ts';

// Route alerts. A change to the list changes what the profile suggests too.
const alertKeys = {
  all: ['alerts'] as const,
  list: ['alerts', 'list'] as const,
  suggestions: ['alerts', 'suggestions'] as const,
};

/** GET /api/alerts: the caller's alerts. */
export function useMyAlerts() {
  return useQuery({
    queryKey: alertKeys.list,
    queryFn: ({ signal }) => apiRequest<Alert[]>(ALERTS_API.alerts, { signal }),
  });
}

/** GET /api/alerts/suggestions: the profile's routes and months, not yet kept as alerts. */
export function useAlertSuggestions() {
  return useQuery({
    queryKey: alertKeys.suggestions,
    queryFn: ({ signal }) => apiRequest<AlertSuggestion[]>(ALERTS_API.suggestions, { signal }),
  });
}

function useAlertsMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

/** POST /api/alerts (a form's values or a suggestion as it is). */
export function useCreateAlert() {
  return useAlertsMutation((body: AlertCreate) =>
    apiRequest<Alert>(ALERTS_API.alerts, { method: 'POST', json: body }),
  );
}

/** DELETE /api/alerts/{id}. */
export function useDeleteAlert() {
  return useAlertsMutation((id: string) =>
    apiRequest<{ message: string }>(ALERTS_API.alert(id), { method: 'DELETE' }),
  );
}

/** POST /api/alerts/unsubscribe?token=…: the mail's link, no sign-in. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<UnsubscribeResult>(
        `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(token)}`,
        { method: 'POST' },
      ),
  });
}
