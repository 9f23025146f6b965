import { useSearchParams } from 'react-router';
import {
  ROUTE_DATE_FILTER_KEYS,
  routeDateFilterSchema,
  type RouteDateFilter,
} from '@saath/shared/groups';

export type RouteDateFilterKey = (typeof ROUTE_DATE_FILTER_KEYS)[number];

/**
 * The route and travel-date filters of the airline's lists live in the page's URL,
 * under the API's own parameter names, so a reload, the back button or a shared link keeps
 * them. A value the API would refuse (an edited URL) is left out rather than failing the list.
 */
export function useRouteDateFilter() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  return {
    filter,
    active: Object.keys(filter).length > 0,
    set: (key: RouteDateFilterKey, value: string) =>
      update((next) => (value ? next.set(key, value) : next.delete(key))),
    clear: () => update((next) => ROUTE_DATE_FILTER_KEYS.forEach((key) => next.delete(key))),
  };
}

function readFilter(params: URLSearchParams): RouteDateFilter {
  const parsed = routeDateFilterSchema.safeParse(
    Object.fromEntries(ROUTE_DATE_FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])),
  );
  if (parsed.success) return withoutEmpty(parsed.data);
  // Keep the fields that are fine: drop only those the schema refused.
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = ROUTE_DATE_FILTER_KEYS.filter((key) => !refused.has(key));
  const retry = routeDateFilterSchema.safeParse(
    Object.fromEntries(kept.map((key) => [key, params.get(key) ?? undefined])),
  );
  return retry.success ? withoutEmpty(retry.data) : {};
}

const withoutEmpty = (filter: RouteDateFilter): RouteDateFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as RouteDateFilter;

/** '?from_location=DEL&…' for the filters set, '' for none (the unfiltered URL as before). */
export function filterQuery(filter: RouteDateFilter): string {
  const params = new URLSearchParams();
  for (const key of ROUTE_DATE_FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
