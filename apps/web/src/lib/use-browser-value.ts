import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value only the browser knows (today's date, for one). Prerendered pages render
 * `prerendered()` at build time and while they hydrate, so server and client markup agree, and
 * React re-renders with `inBrowser()` right after hydration. Pages rendered by the client alone
 * get `inBrowser()` at once. Both functions must return the same value for the same input.
 */
export function useBrowserValue<T>(inBrowser: () => T, prerendered: () => T): T {
  return useSyncExternalStore(subscribeNever, inBrowser, prerendered);
}
