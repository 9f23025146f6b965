// The query cache lives in a lazy chunk (app/query-layout.tsx) so pages without server state,
// the landing first of all, do not download TanStack Query. Code in the first-load shell
// (logout, the 401 handler) empties it through this handle, whether or not it was ever loaded.

let clearCache: (() => void) | null = null;

/** Called once by the module that owns the query client. */
export function registerQueryCache(clear: () => void): void {
  clearCache = clear;
}

/** Forgets every cached server answer (logout, or a 401). A no-op before the cache exists. */
export function clearQueryCache(): void {
  clearCache?.();
}
