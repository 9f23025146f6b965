import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@saath/shared/groups';
import { API } from '@saath/shared/http';
import type { Payment, SandboxCheckoutResponse } from '@saath/shared/payments';
import { PAYMENTS_API } from '@saath/shared/group-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupDetailQueryKey, meQueryKey } from '../../../lib/query-keys.ts';

export const paymentKeys = {
  detail: (id: string) => ['payments', 'detail', id] as const,
};

export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Payment>(PAYMENTS_API.payment(id), { signal }),
  });

/** GET /api/payments/{id}: the caller's own payment (someone else's answers 404). */
export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}

/**
 * The group a payment is for, to say what is being paid. The same cache entry as the group
 * page's, so going back there shows it at once.
 */
export function usePaymentGroup(communityId: string | undefined) {
  return useQuery({
    queryKey: groupDetailQueryKey(communityId ?? ''),
    queryFn: ({ signal }) => apiRequest<Group>(API.community(communityId ?? ''), { signal }),
    enabled: Boolean(communityId),
  });
}

/**
 * POST /api/payments/{id}/sandbox-checkout: the sandbox decides on the card and delivers its
 * signed event through the provider webhook, so the answer is final. A paid share changes the
 * group (paid count, perhaps BOOKED and tickets) and perhaps the credits.
 */
export function useSandboxCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardNumber: string) =>
      apiRequest<SandboxCheckoutResponse>(PAYMENTS_API.sandboxCheckout(id), {
        json: { card_number: cardNumber },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['communities'] });
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
