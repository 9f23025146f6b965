import { lazyPage } from './lazy-page.ts';
import { routeArea } from './route-area.tsx';

// issue 14: an invite link's public preview below /invite, in a chunk of its own (route-area.tsx).
const InvitePage = lazyPage(() => import('../features/groups/pages/invite.page.tsx'));

export default routeArea('/invite', [{ path: ':id', element: <InvitePage /> }]);
