import { RequireAuth } from './guards.tsx';
import { lazyPage } from './lazy-page.ts';
import { routeArea } from './route-area.tsx';

// The profile and its route alerts below /profile, in a chunk of their own
// (route-area.tsx): the alerts add no weight to the first load. The profile and the alerts need
// a sign-in; the unsubscribe page an alert mail links to does not (its token is the permission).
const ProfilePage = lazyPage(() => import('../features/accounts/pages/profile.page.tsx'));
const AlertsPage = lazyPage(() => import('../features/alerts/pages/alerts.page.tsx'));
const UnsubscribePage = lazyPage(() => import('../features/alerts/pages/unsubscribe.page.tsx'));

export default routeArea('/profile', [
  {
    element: <RequireAuth />,
    children: [
      { index: true, element: <ProfilePage /> },
      { path: 'alerts', element: <AlertsPage /> },
    ],
  },
  { path: 'alerts/unsubscribe', element: <UnsubscribePage /> },
]);
