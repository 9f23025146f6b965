import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asOnePage } from '@saath/shared/paging';
import {
  ADMIN_RECONCILIATION_CSV_PATH,
  ADMIN_RECONCILIATION_LATEST_PATH,
  ADMIN_RECONCILIATION_RUNS_PATH,
  adminPayoutRetryPath,
  type LatestReconciliation,
  type ReconciliationRun,
  ADMIN_PAYOUTS_PATH,
  ADMIN_PAYOUTS_RUN_PATH,
  ADMIN_RECONCILIATION_PATH,
  ADMIN_RECOVERIES_PATH,
  adminPayoutAccountPath,
  adminRecoverPath,
  type PayoutAccount,
  type RecoveryView,
  type PayoutView,
  type Reconciliation,
} from '@saath/shared/settlement';
import { indiaDate } from '@saath/shared/india-time';
import { apiBlob, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { adminKeys } from './admin.api.ts';

/**
 * GET /api/admin/payouts: the latest payouts (ADR 0056), shaped as one page so the tab shares
 * the console's list section.
 */
export function useAdminPayouts() {
  return useQuery({
    queryKey: ['admin', 'payouts'],
    queryFn: ({ signal }) => apiRequest<{ items: PayoutView[] }>(ADMIN_PAYOUTS_PATH, { signal }),
    select: (list) => asOnePage(list.items),
  });
}

/**
 * GET /api/admin/recoveries: every reversal of a paid transfer made to recover an airline's
 * negative balance (ADR 0062), newest first, shaped as one page like the payouts.
 */
export function useAdminRecoveries() {
  return useQuery({
    queryKey: ['admin', 'recoveries'],
    queryFn: ({ signal }) =>
      apiRequest<{ items: RecoveryView[] }>(ADMIN_RECOVERIES_PATH, { signal }),
    select: (list) => asOnePage(list.items),
  });
}

/** GET /api/admin/reconciliation: every group, ticket, airline and payout checked (ADR 0055). */
export function useReconciliation() {
  return useQuery({
    queryKey: ['admin', 'reconciliation'],
    queryFn: ({ signal }) => apiRequest<Reconciliation>(ADMIN_RECONCILIATION_PATH, { signal }),
  });
}

/** POST /api/admin/payouts/run: pays every airline its positive balance now (audited). */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ items: PayoutView[] }>(ADMIN_PAYOUTS_RUN_PATH, { json: {} }),
    // Keys start with 'admin': the payouts, the report and the audit log refetch.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PUT …/airlines/{id}/payout-account: where an airline's Route payouts go (audited). */
export function useSetPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, account }: { companyId: string; account: string }) =>
      apiRequest<PayoutAccount>(adminPayoutAccountPath(companyId), {
        method: 'PUT',
        json: { account },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET …/reconciliation/runs/latest: the latest recorded run and the latest nightly one (ADR 0061). */
export function useLatestReconciliation() {
  return useQuery({
    queryKey: ['admin', 'reconciliation', 'latest'],
    queryFn: ({ signal }) =>
      apiRequest<LatestReconciliation>(ADMIN_RECONCILIATION_LATEST_PATH, { signal }),
  });
}

/** POST …/reconciliation/runs: runs the check now and records it (a difference mails admins). */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReconciliationRun>(ADMIN_RECONCILIATION_RUNS_PATH, { json: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * GET …/reconciliation.csv: the latest run's differences, saved as a file (it needs the bearer),
 * named by the run's India date as the server names it.
 */
export function useDownloadReconciliation() {
  return useMutation({
    mutationFn: async (ranAt: string) =>
      saveBlob(
        await apiBlob(ADMIN_RECONCILIATION_CSV_PATH),
        `reconciliation-${indiaDate(new Date(ranAt))}.csv`,
      ),
  });
}

/** POST …/payouts/{id}/retry: a FAILED payout sent again now, with the same key (audited). */
export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: string) =>
      apiRequest<PayoutView>(adminPayoutRetryPath(payoutId), { json: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * POST …/airlines/{id}/recover: an airline's negative balance reversed from its latest paid
 * Route transfers (ADR 0062, audited); the report, payouts and audit log refetch.
 */
export function useRecoverBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiRequest<{ items: RecoveryView[] }>(adminRecoverPath(companyId), { json: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
