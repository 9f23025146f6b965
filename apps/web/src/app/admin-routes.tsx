import { lazyPage } from './lazy-page.ts';
import { routeArea } from './route-area.tsx';

// The admin console below /admin (behind RequireAdmin), in a chunk of its own.
const AdminPage = lazyPage(() => import('../features/admin/pages/admin.page.tsx'));

export default routeArea('/admin', [{ index: true, element: <AdminPage /> }]);
