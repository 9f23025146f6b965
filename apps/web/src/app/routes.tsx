import { Navigate, type RouteObject } from 'react-router';
import { useSession } from '../lib/session.store.ts';
import { GuestOnly, RequireAdmin, RequireAirline, RequireAuth, TravellerHome } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { LOGGED_OUT_HOME, homePathFor } from '../lib/paths.ts';

// Every page is its own chunk so the first load carries only the shell (navbar, footer). The
// entry loads the chunks of the page it opens on in parallel (main.tsx, preloadRoute).
const LoginPage = lazyPage(() => import('../features/accounts/pages/login.page.tsx'));
const RegisterPage = lazyPage(() => import('../features/accounts/pages/register.page.tsx'));
const ForgotPasswordPage = lazyPage(
  () => import('../features/accounts/pages/forgot-password.page.tsx'),
);
const ResetPasswordPage = lazyPage(
  () => import('../features/accounts/pages/reset-password.page.tsx'),
);
const ProfilePage = lazyPage(() => import('../features/accounts/pages/profile.page.tsx'));
const DashboardPage = lazyPage(() => import('../features/groups/pages/dashboard.page.tsx'));
const MyGroupsPage = lazyPage(() => import('../features/groups/pages/my-groups.page.tsx'));
const FindGroupPage = lazyPage(() => import('../features/groups/pages/find-group.page.tsx'));
const GroupDetailPage = lazyPage(() => import('../features/groups/pages/group-detail.page.tsx'));
const TicketsPage = lazyPage(() => import('../features/tickets/pages/tickets.page.tsx'));
const TicketDetailPage = lazyPage(() => import('../features/tickets/pages/ticket-detail.page.tsx'));
const AirlineRegisterPage = lazyPage(
  () => import('../features/airlines/pages/airline-register.page.tsx'),
);
const AirlineDashboardPage = lazyPage(
  () => import('../features/airlines/pages/airline-dashboard.page.tsx'),
);
const AirlineBidPage = lazyPage(() => import('../features/airlines/pages/airline-bid.page.tsx'));
const AirlineBidsPage = lazyPage(() => import('../features/airlines/pages/airline-bids.page.tsx'));
const LandingPage = lazyPage(() => import('../features/site/pages/landing.page.tsx'));
const AboutPage = lazyPage(() => import('../features/site/pages/about.page.tsx'));
const ContactPage = lazyPage(() => import('../features/contact/pages/contact.page.tsx'));
const PrivacyPage = lazyPage(() => import('../features/legal/pages/privacy.page.tsx'));
const TermsPage = lazyPage(() => import('../features/legal/pages/terms.page.tsx'));
const CookiesPage = lazyPage(() => import('../features/legal/pages/cookies.page.tsx'));
const AdminPage = lazyPage(() => import('../features/admin/pages/admin.page.tsx'));
// TanStack Query and the session refresh load with the first page that reads server state.
const loadQueryLayout = () => import('./query-layout.tsx');
const QueryLayout = lazyPage(loadQueryLayout);
// Opened on any other page: fetch the layout alongside the page chunk instead of before it.
if (typeof window !== 'undefined' && window.location.pathname !== '/') void loadQueryLayout();

/** spec §2: unknown paths go to the logged-in home, or the logged-out home. */
function FallbackRedirect() {
  const { token, user } = useSession();
  return <Navigate to={token ? homePathFor(user) : LOGGED_OUT_HOME} replace />;
}

// The route table of spec §2.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Public pages (spec §2): anyone, logged in or not. The static ones need no query cache.
      { index: true, element: <LandingPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'cookies', element: <CookiesPage /> },
      {
        element: <QueryLayout />,
        children: [
          { path: 'contact', element: <ContactPage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
            ],
          },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          // spec §2: public, like the traveller registration.
          { path: 'airline/register', element: <AirlineRegisterPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              {
                element: <TravellerHome />,
                children: [{ path: 'dashboard', element: <DashboardPage /> }],
              },
              { path: 'communities', element: <MyGroupsPage /> },
              { path: 'communities/new', element: <FindGroupPage /> },
              { path: 'communities/:id', element: <GroupDetailPage /> },
              { path: 'tickets', element: <TicketsPage /> },
              { path: 'tickets/:id', element: <TicketDetailPage /> },
            ],
          },
          {
            // spec §2 "Airline routes": airline users and admins; others go to /dashboard.
            element: <RequireAirline />,
            children: [
              { path: 'airline/dashboard', element: <AirlineDashboardPage /> },
              { path: 'airline/bid/:communityId', element: <AirlineBidPage /> },
              { path: 'airline/bids', element: <AirlineBidsPage /> },
            ],
          },
          {
            // decisions.md "Accounts and security": the client guard mirrors the server (is_admin).
            element: <RequireAdmin />,
            // admin/groups/{id} too (issue 14): the console's chunk shows a group's page.
            children: [{ path: 'admin/*', element: <AdminPage /> }],
          },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
