import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@saath/shared/admin';
import type { AuditEntry } from '@saath/shared/admin-audit';
import type { UserState } from '@saath/shared/admin-users';
import type { ContactState, ContactSubmission } from '@saath/shared/contact';
import type { AdminJob } from '@saath/shared/webhooks';
import { API } from '@saath/shared/http';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, pagedQueryOptions } from './admin.api.ts';

// What operators expect: the Users tab's search and account switch, the contact
// messages' state, and the audit log. Keys start with 'admin' (adminKeys), so every change here
// refreshes the whole console, the audit log included.

export type UserFilters = { q: string; status: UserState };

/** GET /api/admin/users: 20 a page, searched and filtered; 'all' and '' are left out. */
export function useAdminUsers(page: number, filters: UserFilters) {
  return useQuery(
    pagedQueryOptions<AdminUser>([...adminKeys.users(page), filters], API.adminUsers, page, {
      q: filters.q.trim() || undefined,
      status: filters.status === 'all' ? undefined : filters.status,
    }),
  );
}

export type AccountActionVariables = { userId: string; active: boolean; reason: string };

/** POST /api/admin/users/{id}/deactivate or /reactivate, with the reason for the audit log. */
export function useSetAccountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active, reason }: AccountActionVariables) =>
      apiRequest<AdminUser>(
        active ? API.adminReactivateUser(userId) : API.adminDeactivateUser(userId),
        { json: { reason } },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET /api/contact/ (admin only): 20 a page; `state` sent only when not 'all' (the default). */
export function useContactSubmissions(page: number, state: ContactState = 'all') {
  return useQuery(
    pagedQueryOptions<ContactSubmission>([...adminKeys.contacts(page), state], API.contact, page, {
      state: state === 'all' ? undefined : state,
    }),
  );
}

/** POST /api/admin/contact/{id}/handled or /reopen. */
export function useSetContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiRequest<ContactSubmission>(
        handled ? API.adminContactHandled(id) : API.adminContactReopen(id),
        { method: 'POST' },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET /api/admin/audit-log: what admins did, newest first, 20 a page. */
export function useAuditLog(page: number) {
  return useQuery(pagedQueryOptions<AuditEntry>(['admin', 'audit', page], API.adminAuditLog, page));
}

/** GET /api/admin/jobs?status=DEAD: jobs that failed past their age limit, 20 a page. */
export function useDeadJobs(page: number) {
  return useQuery(
    pagedQueryOptions<AdminJob>(['admin', 'jobs', page], API.adminJobs, page, { status: 'DEAD' }),
  );
}

/** POST /api/admin/jobs/{id}/retry: queued again now (audited). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AdminJob>(API.adminRetryJob(id), { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
