import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../features/accounts/api/session.api.ts';
import { useSession } from '../lib/session.store.ts';

/**
 * The stored user is refreshed from GET /api/users/me when a page with server state
 * opens with a token (changes made by other tabs are handled in query-layout.tsx).
 */
export function SessionSync() {
  const { token } = useSession();
  useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
  return null;
}
