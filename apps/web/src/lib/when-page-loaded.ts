// Parts of the shell that neither the first paint nor the first tap needs load after the
// page: lazy(() => whenPageLoaded().then(() => import(...))).

/** Resolves after the page's load event; at once on the server. */
export function whenPageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    return Promise.resolve();
  }
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
