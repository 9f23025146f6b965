import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@saath/shared/groups';
import { API } from '@saath/shared/http';
import type { Payment, SandboxCheckoutResponse } from '@saath/shared/payments';
import { PAYMENTS_API } from '@saath/shared/group-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupDetailQueryKey, meQueryKey } from '../../../lib/query-keys.ts';
import { useLiveFollow } from '../../../lib/use-live-follow.ts';

export const paymentKeys = {
  detail: (id: string) => ['payments', 'detail', id] as const,
};

export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Payment>(PAYMENTS_API.payment(id), { signal }),
  });

/** An open payment whose UPI collect was sent: the page follows it until it is decided. */
export const followsUpiCollect = (payment: Payment | undefined) =>
  payment?.status === 'CREATED' && payment.upi_collect !== null;

/**
 * GET /api/payments/{id}: the caller's own payment (someone else's answers 404). While a UPI
 * collect waits, the payment's event stream keeps it current: the approval, decline or expiry
 * is decided by the server (its job worker and clock), and this only hears of it.
 */
export function usePayment(id: string) {
  const query = useQuery(paymentQueryOptions(id));
  useLivePayment(id, followsUpiCollect(query.data));
  return query;
}

/**
 * Follows the payment's server-sent events while `enabled` (ADR 0057). The stream's code is
 * loaded on demand, so the checkout's first load does not grow by it.
 */
function useLivePayment(id: string, enabled: boolean) {
  useLiveFollow(id, enabled, async () => {
    const { followPayment } = await import('./payments.live.ts');
    return (queryClient, token) => followPayment(queryClient, id, token, paymentKeys.detail(id));
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
