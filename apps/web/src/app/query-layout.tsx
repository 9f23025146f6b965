import { pathWithoutLanguage } from '@saath/shared/i18n';
import { useContext, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { afterPageLoad } from '../lib/after-page-load.ts';
import { loadServerTexts } from '../lib/server-texts.ts';
import { meQueryKey } from '../lib/query-keys.ts';
import { clearQueryCache, registerQueryCache } from '../lib/query-cache.ts';
import { subscribeExternalChange } from '../lib/session.store.ts';
import { PATHS } from '../lib/paths.ts';
import { createQueryClient } from './query-client.ts';
import { SessionSync } from './session-sync.tsx';

// The pages that read server state sit under this lazily loaded layout, so TanStack Query is
// not part of the first load of the landing page (its budget, checked by scripts/check-bundle-size.mjs).
// One client for the life of the tab: leaving for the landing and coming back keeps the cache.
export const queryClient = createQueryClient();
registerQueryCache(() => queryClient.clear());

// Another tab changed the session. Subscribed at module level, so the cache follows
// the session even while a page without this layout (the landing) is showing.
subscribeExternalChange((session) => {
  if (session.token) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  else queryClient.clear();
});

/**
 * Any 401 ends the session and lands on /login. Every request that sends the session
 * is made under this layout (the landing's count is public), so the handler is wired here and
 * the API client stays out of the landing's first load.
 */
function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearQueryCache();
      if (pathWithoutLanguage(window.location.pathname) !== PATHS.login)
        void navigate(PATHS.login, { replace: true });
    });
  }, [navigate]);
}

export default function QueryLayout() {
  useUnauthorizedRedirect();
  // Every request that can fail is made under this layout: a Hindi page has the Hindi of the
  // API's texts by the time a person sends something (lib/server-texts.ts).
  useEffect(() => afterPageLoad(() => void loadServerTexts()), []);
  // Tests render routes inside their own provider; the app itself has none above this point.
  const outer = useContext(QueryClientContext);
  const content = (
    <>
      <SessionSync />
      <Outlet />
    </>
  );
  if (outer) return content;
  return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
}
