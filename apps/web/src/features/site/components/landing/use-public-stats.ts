import { useEffect, useState } from 'react';
import { API } from '@saath/shared/http';
import type { PublicStats } from '@saath/shared/site';
import { apiRequest } from '../../../../lib/api-client.ts';

export type PublicStatsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: PublicStats };

/**
 * spec §1: the registration count for the beta banner. A plain request rather than a query:
 * the landing does without the query cache (its first-load budget), and the server already
 * caches the count.
 */
export function usePublicStats(): PublicStatsState {
  const [state, setState] = useState<PublicStatsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<PublicStats>(API.publicStats, { signal: controller.signal })
      .then((stats) => setState({ status: 'ready', stats }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
