import { useLocation } from 'react-router';
import { RequireAuth } from './guards.tsx';
import { lazyPage } from './lazy-page.ts';
import { routeArea } from './route-area.tsx';

// Pages people open from a link they were sent, each area below its own base, in one chunk
// (route-area.tsx): an invite's public preview, a payment's sandbox checkout and its result
// (behind the login), and the first admin's setup link. One lazy area for all: each area on the
// entry's route table adds its chunk's name and import to the landing's first load, which is at
// its budget (ADR 0031).
const InvitePage = lazyPage(() => import('../features/groups/pages/invite.page.tsx'));
const CheckoutPage = lazyPage(() => import('../features/payments/pages/checkout.page.tsx'));
const PaymentResultPage = lazyPage(
  () => import('../features/payments/pages/payment-result.page.tsx'),
);

// A fresh install's one-time link to create the first admin (ADR 0042).
const SetupAdminPage = lazyPage(() => import('../features/accounts/pages/setup-admin.page.tsx'));

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
  if (pathname === '/setup-admin') return <SetupAdminPage />;
  return pathname === '/pay' || pathname.startsWith('/pay/') ? <PayArea /> : <InviteArea />;
}
