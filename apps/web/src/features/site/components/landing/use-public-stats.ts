import { useSyncExternalStore } from 'react';
import { PUBLIC_STATS_PATH } from '@saath/shared/landing-paths';
import type { PublicStats } from '@saath/shared/site';

export type PublicStatsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: PublicStats };

// The registration count, read by the beta banner and by the pricing section. A plain
// fetch of a public answer rather than a query or the API client (the landing's first load does
// without both, ADR 0012; the server caches the count), like lib/app-config.ts. One store rather than a prop, because pricing sits in
// the lazily hydrated part of the page: a prop changing under a part that has not
// hydrated yet would make React throw its server markup away.
const LOADING: PublicStatsState = { status: 'loading' };
let state: PublicStatsState = LOADING;
let controller: AbortController | null = null;
const listeners = new Set<() => void>();

function set(next: PublicStatsState) {
  state = next;
  for (const listener of listeners) listener();
}

// Asked for when the landing mounts and forgotten when it unmounts, so each visit shows a fresh
// count.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!controller) {
    const own = new AbortController();
    controller = own;
    fetch(PUBLIC_STATS_PATH, { headers: { Accept: 'application/json' }, signal: own.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`public stats: ${response.status}`);
        return response.json() as Promise<PublicStats>;
      })
      .then((stats) => set({ status: 'ready', stats }))
      .catch(() => {
        if (!own.signal.aborted) set({ status: 'error' });
      });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    controller?.abort();
    controller = null;
    state = LOADING;
  };
}

const getState = () => state;
// The prerendered landing shows 'loading' until it runs.
const getPrerenderedState = () => LOADING;

export function usePublicStats(): PublicStatsState {
  return useSyncExternalStore(subscribe, getState, getPrerenderedState);
}
