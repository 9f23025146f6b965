import { lazyPage } from './lazy-page.ts';
import { routeArea } from './route-area.tsx';

// The admin console below /admin (behind RequireAdmin), in a chunk of its own (route-area.tsx).
const AdminPage = lazyPage(() => import('../features/admin/pages/admin.page.tsx'));
const AdminGroupPage = lazyPage(() => import('../features/admin/pages/admin-group.page.tsx'));

export default routeArea('/admin', [
  { index: true, element: <AdminPage /> },
  // One group as operators see it.
  { path: 'groups/:id', element: <AdminGroupPage /> },
]);
