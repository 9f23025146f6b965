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

/** How often a payment waiting on a UPI collect is read again (its outcome is the server's). */
export const UPI_FOLLOW_MS = 2000;

/** An open payment whose UPI collect was sent: the page follows it until it is decided. */
export const followsUpiCollect = (payment: Payment | undefined) =>
  payment?.status === 'CREATED' && payment.upi_collect !== null;

/**
 * GET /api/payments/{id}: the caller's own payment (someone else's answers 404). While a UPI
 * collect waits, it is read again every couple of seconds: the approval, decline or expiry is
 * decided by the server (its job worker and clock), and this only notices it.
 */
export function usePayment(id: string) {
  return useQuery({
    ...paymentQueryOptions(id),
    refetchInterval: (query) => (followsUpiCollect(query.state.data) ? UPI_FOLLOW_MS : false),
  });
}

/** The group, tickets and credits a decided payment may have changed. */
function invalidatePaid(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: ['communities'] });
  void queryClient.invalidateQueries({ queryKey: ['tickets'] });
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** POST /api/payments/{id}/sandbox-upi: sends the collect request; the payment answers. */
export function useSandboxUpiCollect(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vpa: string) =>
      apiRequest<Payment>(PAYMENTS_API.sandboxUpi(id), { json: { vpa } }),
    onSuccess: (payment) => queryClient.setQueryData(paymentKeys.detail(id), payment),
  });
}

/** POST /api/payments/{id}/sandbox-upi/decision: the sandbox's stand-in for the UPI app. */
export function useSandboxUpiDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'APPROVE' | 'DECLINE') =>
      apiRequest<Payment>(PAYMENTS_API.sandboxUpiDecision(id), { json: { decision } }),
    onSuccess: (payment) => queryClient.setQueryData(paymentKeys.detail(id), payment),
    onError: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) }),
  });
}

/** Once a followed payment is decided, what it changed is read again. */
export function useAfterDecided(id: string) {
  const queryClient = useQueryClient();
  return () => invalidatePaid(queryClient, id);
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
    onSettled: () => invalidatePaid(queryClient, id),
  });
}
