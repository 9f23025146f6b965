import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { clearQueryCache } from '../lib/query-cache.ts';
import { routes } from './routes.tsx';
import { PATHS } from './paths.ts';

// The router runs in declarative mode (BrowserRouter + useRoutes) rather than as a data router:
// the app loads no route data through it, and the data router's machinery cost 17 KB gzip on
// every first load (issue 15: the landing's budget is 90 KB). The prerender (prerender.tsx) puts
// the same AppRoutes in a StaticRouter.

/** The route table of spec §2 at the router's location, with the 401 handler wired to it. */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    // spec §8: any 401 ends the session and lands on /login.
    setUnauthorizedHandler(() => {
      clearQueryCache();
      if (window.location.pathname !== PATHS.login) void navigate(PATHS.login, { replace: true });
    });
  }, [navigate]);
  return useRoutes(routes);
}

// The query client is created by the lazily loaded layout of the pages that need it
// (query-layout.tsx), not here: the landing page's first load stays small.
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
