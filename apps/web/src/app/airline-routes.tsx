import { lazyPage } from './lazy-page.ts';
import { routeArea } from './route-area.tsx';

// The airline routes below /airline (behind RequireAirline), in a chunk of their own.
const AirlineDashboardPage = lazyPage(
  () => import('../features/airlines/pages/airline-dashboard.page.tsx'),
);
const AirlineBidPage = lazyPage(() => import('../features/airlines/pages/airline-bid.page.tsx'));
const AirlineBidsPage = lazyPage(() => import('../features/airlines/pages/airline-bids.page.tsx'));
const AirlineApiKeysPage = lazyPage(
  () => import('../features/airlines/pages/airline-api-keys.page.tsx'),
);
const AirlineWebhooksPage = lazyPage(
  () => import('../features/airlines/pages/airline-webhooks.page.tsx'),
);
const AirlineWonGroupsPage = lazyPage(
  () => import('../features/airlines/pages/airline-won-groups.page.tsx'),
);
const AirlineBalancePage = lazyPage(
  () => import('../features/airlines/pages/airline-balance.page.tsx'),
);
const AirlineWonGroupPage = lazyPage(
  () => import('../features/airlines/pages/airline-won-group.page.tsx'),
);

export default routeArea('/airline', [
  { path: 'dashboard', element: <AirlineDashboardPage /> },
  { path: 'bid/:communityId', element: <AirlineBidPage /> },
  { path: 'bids', element: <AirlineBidsPage /> },
  // AIRLINE_API_KEYS_PATH.
  { path: 'api-keys', element: <AirlineApiKeysPage /> },
  // AIRLINE_WEBHOOKS_PATH.
  { path: 'webhooks', element: <AirlineWebhooksPage /> },
  // AIRLINE_WON_GROUPS_PATH and airlineWonGroupPath.
  { path: 'won', element: <AirlineWonGroupsPage /> },
  { path: 'won/:quoteId', element: <AirlineWonGroupPage /> },
  // AIRLINE_BALANCE_PAGE_PATH.
  { path: 'balance', element: <AirlineBalancePage /> },
]);
