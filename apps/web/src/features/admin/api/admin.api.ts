import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Analytics, OverrideBody } from '@saath/shared/admin';
import type { AdminGroupFilters } from '@saath/shared/admin-groups';
import type { Group } from '@saath/shared/groups';
import { API } from '@saath/shared/http';
import { PAGE_SIZE, type Paged } from '@saath/shared/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupDetailQueryKey } from '../../../lib/query-keys.ts';

// The analytics refresh every 5 minutes while the tab is open.
export const ANALYTICS_REFRESH_MS = 300_000;

// Every key starts with 'admin', so an override reaches all of the console's data at once.
export const adminKeys = {
  all: ['admin'] as const,
  analytics: () => ['admin', 'analytics'] as const,
  communities: (page: number, filters: AdminGroupFilters = {}) =>
    ['admin', 'communities', page, filters] as const,
  users: (page: number) => ['admin', 'users', page] as const,
  contacts: (page: number) => ['admin', 'contacts', page] as const,
};

/** Skip = (page - 1) * 20, limit 20. */
export function pageQuery(page: number): string {
  return `skip=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`;
}

/** List responses: {items, total, page, pages}; a bare array is also accepted. */
export function toPaged<T>(body: Paged<T> | T[], page: number): Paged<T> {
  if (Array.isArray(body)) return { items: body, total: body.length, page, pages: page };
  return body;
}

const TOTALS = ['total_users', 'total_communities', 'total_tickets', 'total_saved_amount'] as const;

/** Admin: a missing total shows as 0 (with a console warning), not as a broken card. */
export function withTotals(body: Analytics): Analytics {
  const missing = TOTALS.filter((key) => typeof body[key] !== 'number');
  if (missing.length === 0) return body;
  console.warn(`Analytics answer without ${missing.join(', ')}; shown as 0`);
  return { ...body, ...Object.fromEntries(missing.map((key) => [key, 0])) };
}

// ---- Queries --------------------------------------------------------------------------------

export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analytics(),
    queryFn: async ({ signal }) => {
      const body = await apiRequest<Analytics | null>(API.adminAnalytics, { signal });
      // An empty answer is shown as 'No Analytics Data Available'.
      return body ? withTotals(body) : null;
    },
    refetchInterval: ANALYTICS_REFRESH_MS,
  });

/** GET /api/admin/analytics, loaded on open and every 5 minutes while `enabled`. */
export function useAnalytics(enabled = true) {
  return useQuery({ ...analyticsQueryOptions(), enabled });
}
export type AnalyticsQuery = ReturnType<typeof useAnalytics>;

/** A page of an admin list; `filters` are added to the query when set. */
export function pagedQueryOptions<T>(
  key: readonly unknown[],
  path: string,
  page: number,
  filters: Record<string, string | undefined> = {},
) {
  const extra = Object.entries(filters)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `&${name}=${encodeURIComponent(value)}`)
    .join('');
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) =>
      toPaged(
        await apiRequest<Paged<T> | T[]>(`${path}?${pageQuery(page)}${extra}`, { signal }),
        page,
      ),
    // The current page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/communities: every group (or those matching `filters`), newest first, 20 a page. */
export function useAdminCommunities(page: number, filters: AdminGroupFilters = {}) {
  return useQuery(
    pagedQueryOptions<Group>(
      adminKeys.communities(page, filters),
      API.adminCommunities,
      page,
      filters,
    ),
  );
}

// ---- Mutations ------------------------------------------------------------------------------

export type OverrideVariables = { communityId: string; body: OverrideBody };

/** POST /api/admin/communities/{id}/override: through the lifecycle, audited. */
export function useOverrideStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ communityId, body }: OverrideVariables) =>
      apiRequest<Group>(API.adminOverride(communityId), { json: body }),
    onSuccess: (_group, { communityId }) => {
      // The list, the analytics (status counts) and the group's own page all change.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupDetailQueryKey(communityId) });
    },
  });
}
