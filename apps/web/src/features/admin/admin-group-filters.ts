import {
  ADMIN_GROUP_FILTER_KEYS,
  adminGroupFiltersSchema,
  type AdminGroupFilters,
} from '@saath/shared/admin-groups';

// The Groups tab's filters live in the URL (?tab=groups&status=RFQ_SENT&page=2), so
// refresh, back and a shared link show the same list. One reading and one writing of them.

/**
 * The filters a URL holds. Each is checked alone with the API's own schema, so a hand-edited
 * bad value is dropped instead of failing the whole list.
 */
export function filtersFromParams(params: URLSearchParams): AdminGroupFilters {
  const filters: AdminGroupFilters = {};
  for (const key of ADMIN_GROUP_FILTER_KEYS) {
    const parsed = adminGroupFiltersSchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}

/** The filters set, in a stable order: `[['status', 'RFQ_SENT'], …]`. */
export function filterEntries(filters: AdminGroupFilters): Array<[string, string]> {
  return ADMIN_GROUP_FILTER_KEYS.flatMap((key) => (filters[key] ? [[key, filters[key]]] : []));
}

export const hasFilters = (filters: AdminGroupFilters) => filterEntries(filters).length > 0;
