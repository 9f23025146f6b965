import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CORRECTIONS_PATH,
  adminCorrectionDeclinePath,
  adminCorrectionPassPath,
  type AdminCorrection,
  type CorrectionRequest,
} from '@saath/shared/corrections';
import type { Paged } from '@saath/shared/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, pageQuery } from './admin.api.ts';

/** GET /api/admin/corrections: members' corrections filed after issue, pending first. */
export function useAdminCorrections(page: number) {
  return useQuery({
    queryKey: ['admin', 'corrections', page],
    queryFn: ({ signal }) =>
      apiRequest<Paged<AdminCorrection>>(`${ADMIN_CORRECTIONS_PATH}?${pageQuery(page)}`, {
        signal,
      }),
  });
}

/** Pass (the correction is made, the airline told) or decline with a reason; 409 once decided. */
export function useDecideCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      reason === null
        ? apiRequest<CorrectionRequest>(adminCorrectionPassPath(id), { method: 'POST' })
        : apiRequest<CorrectionRequest>(adminCorrectionDeclinePath(id), { json: { reason } }),
    // Keys start with 'admin': the list refetches, and the audit log shows the decision.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
