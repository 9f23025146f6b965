import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../features/accounts/api/session.api.ts';
import { meQueryKey } from '../lib/query-keys.ts';
import { subscribeExternalChange, useSession } from '../lib/session.store.ts';

/**
 * spec §4: the stored user is refreshed from GET /api/users/me when the app opens with a token
 * and whenever another tab changes the token or the user.
 */
export function SessionSync() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useQuery({ ...meQueryOptions(), enabled: Boolean(token) });

  useEffect(
    () =>
      subscribeExternalChange((session) => {
        if (session.token) void queryClient.invalidateQueries({ queryKey: meQueryKey });
        else queryClient.clear();
      }),
    [queryClient],
  );
  return null;
}
