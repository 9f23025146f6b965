import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { clearQueryCache } from '../lib/query-cache.ts';
import { routes } from './routes.tsx';
import { PATHS } from './paths.ts';

// The query client is created by the lazily loaded layout of the pages that need it
// (query-layout.tsx), not here: the landing page's first load stays small.
export function App() {
  const [router] = useState(() => {
    const browserRouter = createBrowserRouter(routes);
    // spec §8: any 401 ends the session and lands on /login.
    setUnauthorizedHandler(() => {
      clearQueryCache();
      if (browserRouter.state.location.pathname !== PATHS.login) {
        void browserRouter.navigate(PATHS.login, { replace: true });
      }
    });
    return browserRouter;
  });

  return <RouterProvider router={router} />;
}
