import { useLocation } from 'react-router';
import { RequireAuth } from './guards.tsx';
import { lazyPage } from './lazy-page.ts';
import { routeArea } from './route-area.tsx';

// Pages people open from a link they were sent, each area below its own base, in one chunk
// (route-area.tsx): an invite's public preview and a payment's sandbox checkout and
// its result (behind the login). One lazy area for both: each
// area on the entry's route table adds its chunk's name and import to the landing's first load,
// which is at its budget.
const InvitePage = lazyPage(() => import('../features/groups/pages/invite.page.tsx'));
const CheckoutPage = lazyPage(() => import('../features/payments/pages/checkout.page.tsx'));
const PaymentResultPage = lazyPage(
  () => import('../features/payments/pages/payment-result.page.tsx'),
);

const InviteArea = routeArea('/invite', [{ path: ':id', element: <InvitePage /> }]);
const PayArea = routeArea('/pay', [
  {
    element: <RequireAuth />,
    children: [
      { path: ':paymentId', element: <CheckoutPage /> },
      { path: ':paymentId/result', element: <PaymentResultPage /> },
    ],
  },
]);

export default function LinkRoutes() {
  const { pathname } = useLocation();
  return pathname === '/pay' || pathname.startsWith('/pay/') ? <PayArea /> : <InviteArea />;
}
