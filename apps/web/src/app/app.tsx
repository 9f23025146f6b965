import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { SessionSync } from './session-sync.tsx';
import { PATHS } from './paths.ts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const browserRouter = createBrowserRouter(routes);
    // spec §8: any 401 ends the session and lands on /login.
    setUnauthorizedHandler(() => {
      queryClient.clear();
      if (browserRouter.state.location.pathname !== PATHS.login) {
        void browserRouter.navigate(PATHS.login, { replace: true });
      }
    });
    return browserRouter;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
