import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@saath/shared/http';
import type {
  AdminPayment,
  AdminPaymentPage,
  AdminRefundBody,
  DecideRefundBody,
  RefundRequest,
  RefundRequestStatus,
} from '@saath/shared/refunds';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, pageQuery } from './admin.api.ts';

// ADR 0024: the Payments and Refund requests tabs. Keys start with 'admin', so a
// refund or a decision refreshes the whole console (analytics and audit log included).

/** GET /api/admin/payments: newest first, 20 a page, with the totals over every payment. */
export function useAdminPayments(page: number) {
  return useQuery({
    queryKey: ['admin', 'payments', page],
    queryFn: ({ signal }) =>
      apiRequest<AdminPaymentPage>(`${API.adminPayments}?${pageQuery(page)}`, { signal }),
  });
}

/** GET /api/admin/refund-requests, optionally one status. */
export function useRefundRequests(page: number, status: RefundRequestStatus | 'ALL') {
  const filter = status === 'ALL' ? '' : `&status=${status}`;
  return useQuery({
    queryKey: ['admin', 'refund-requests', page, status],
    queryFn: ({ signal }) =>
      apiRequest<{ items: RefundRequest[]; total: number; page: number; pages: number }>(
        `${API.adminRefundRequests}?${pageQuery(page)}${filter}`,
        { signal },
      ),
  });
}

/** POST /api/admin/payments/{id}/refund: paise, never more than is left (409 otherwise). */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: string; body: AdminRefundBody }) =>
      apiRequest<AdminPayment>(API.adminRefundPayment(paymentId), { json: body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/refund-requests/{id}/decide: once (409 for a second decision). */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideRefundBody }) =>
      apiRequest<RefundRequest>(API.adminDecideRefund(id), { json: body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
