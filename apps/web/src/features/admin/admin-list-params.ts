import { useSearchParams } from 'react-router';

/**
 * A list filter kept in the URL beside the tab and the page (?tab=users&q=asha&status=inactive),
 * so refresh, back and a shared link show the same list. Setting it goes back to page 1; the
 * default value is left out of the URL. `allowed` keeps a hand-edited URL to known values.
 */
export function useListParam<T extends string>(
  name: string,
  fallback: T,
  allowed?: readonly T[],
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name) ?? fallback;
  const value = (allowed && !allowed.includes(raw as T) ? fallback : raw) as T;
  const set = (next: T) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next && next !== fallback) updated.set(name, next);
      else updated.delete(name);
      updated.delete('page');
      return updated;
    });
  return [value, set];
}
