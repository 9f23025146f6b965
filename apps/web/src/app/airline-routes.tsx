import { useRoutes, type RouteObject } from 'react-router';
import { FallbackRedirect } from './fallback-redirect.tsx';
import { lazyPage, preloadRoute } from './lazy-page.ts';

// spec §2 "Airline routes", below /airline (the route table's `airline/*`, behind RequireAirline).
// A chunk of their own: every page is lazy, and the list of each lazy page's chunks sits in the
// chunk that imports it, so the first load of the pages most visitors open (issue 15's budgets)
// carries neither the airline pages nor the names of their chunks.
const AirlineDashboardPage = lazyPage(
  () => import('../features/airlines/pages/airline-dashboard.page.tsx'),
);
const AirlineBidPage = lazyPage(() => import('../features/airlines/pages/airline-bid.page.tsx'));
const AirlineBidsPage = lazyPage(() => import('../features/airlines/pages/airline-bids.page.tsx'));

const BASE = '/airline';
const airlineRoutes: RouteObject[] = [
  { path: 'dashboard', element: <AirlineDashboardPage /> },
  { path: 'bid/:communityId', element: <AirlineBidPage /> },
  { path: 'bids', element: <AirlineBidsPage /> },
  { path: '*', element: <FallbackRedirect /> },
];

// Opened on an airline page: its chunks load as soon as this one arrives, not when it renders.
if (typeof window !== 'undefined' && window.location.pathname.startsWith(`${BASE}/`))
  void preloadRoute(airlineRoutes, window.location.pathname.slice(BASE.length));

export default function AirlineRoutes() {
  return useRoutes(airlineRoutes);
}
