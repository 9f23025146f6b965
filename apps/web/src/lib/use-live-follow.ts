import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from './session.store.ts';

/** Starts following a stream into the query cache; answers the function that stops it. */
export type Follow = (queryClient: QueryClient, token: string) => () => void;

/**
 * Follows a live stream (ADR 0020) while mounted and `enabled`, signed in. `load` imports the
 * stream's code on demand (`import()`), so no page's first load grows by it, and answers how to
 * follow; `key` names what is followed: a new key (another group, another payment) follows
 * afresh. `load` may be a new function on every render: only the latest is used.
 */
export function useLiveFollow(key: string, enabled: boolean, load: () => Promise<Follow>) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (!enabled || !token) return;
    let stop: (() => void) | null = null;
    let mounted = true;
    void latest.current().then((follow) => {
      if (mounted) stop = follow(queryClient, token);
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, [queryClient, key, token, enabled]);
}
