import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders routes in a memory router with a fresh query client; the returned router tells
 * where the app navigated.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string | { pathname: string; search?: string; state?: unknown },
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** One page at `path`, with a marker element at every other path it may navigate to. */
export function renderPage(
  page: ReactElement,
  path: string,
  initialPath: Parameters<typeof renderRoutes>[1] = path,
) {
  return renderRoutes(
    [
      { path, element: page },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    initialPath,
  );
}
