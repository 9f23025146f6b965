import type { RouteObject } from 'react-router';
import { FallbackRedirect } from './fallback-redirect.tsx';
import {
  GuestOnly,
  RequireAdmin,
  RequireAirline,
  RequireAuth,
  TravellerHome,
  TravellersOnly,
} from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { pathWithoutLanguage } from '@saath/shared/i18n';
import { lazyPage, withTexts } from './lazy-page.ts';

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
// The profile and its route alerts, with their own route table (profile-routes.tsx).
const ProfileRoutes = lazyPage(() => import('./profile-routes.tsx'));
const DashboardPage = lazyPage(() => import('../features/groups/pages/dashboard.page.tsx'));
const MyGroupsPage = lazyPage(() => import('../features/groups/pages/my-groups.page.tsx'));
const FindGroupPage = lazyPage(() => import('../features/groups/pages/find-group.page.tsx'));
const GroupDetailPage = lazyPage(() => import('../features/groups/pages/group-detail.page.tsx'));
// An invite link's preview and a payment's sandbox checkout, with their own route tables in one
// chunk (link-routes.tsx).
const LinkRoutes = lazyPage(() => import('./link-routes.tsx'));
const TicketsPage = lazyPage(() => import('../features/tickets/pages/tickets.page.tsx'));
const TicketDetailPage = lazyPage(() => import('../features/tickets/pages/ticket-detail.page.tsx'));
const AirlineRegisterPage = lazyPage(() =>
  withTexts('airlines', import('../features/airlines/pages/airline-register.page.tsx')),
);
// The airline partners' pages, with their own route table (airline-routes.tsx).
const AirlineRoutes = lazyPage(() => withTexts('airlines', import('./airline-routes.tsx')));
const LandingPage = lazyPage(() => import('../features/site/pages/landing.page.tsx'));
const AboutPage = lazyPage(() => import('../features/site/pages/about.page.tsx'));
const ContactPage = lazyPage(() => import('../features/contact/pages/contact.page.tsx'));
const PrivacyPage = lazyPage(() => import('../features/legal/pages/privacy.page.tsx'));
const TermsPage = lazyPage(() => import('../features/legal/pages/terms.page.tsx'));
const CookiesPage = lazyPage(() => import('../features/legal/pages/cookies.page.tsx'));
// The admin console, with its own route table (admin-routes.tsx).
const AdminRoutes = lazyPage(() => withTexts('admin', import('./admin-routes.tsx')));
// TanStack Query and the session refresh load with the first page that reads server state.
const loadQueryLayout = () => import('./query-layout.tsx');
const QueryLayout = lazyPage(loadQueryLayout);
// Opened on any other page: fetch the layout alongside the page chunk instead of before it.
if (typeof window !== 'undefined' && pathWithoutLanguage(window.location.pathname) !== '/')
  void loadQueryLayout();

// The route table (who may open what: docs/product/roles.md).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Public pages: anyone, logged in or not. The static ones need no query cache.
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
          // One route with an optional token (the link's), rather than two: bytes of the entry.
          { path: 'reset-password/:token?', element: <ResetPasswordPage /> },
          // Public, like the traveller registration.
          { path: 'airline/register', element: <AirlineRegisterPage /> },
          // An invite link's preview, for anyone (rendered per group, not prerendered).
          { path: 'invite/*', element: <LinkRoutes /> },
          // The sandbox checkout of one's own payment, behind the login in its area.
          { path: 'pay/*', element: <LinkRoutes /> },
          // ADR 0042: the first admin's one-time setup link, for whoever holds it.
          { path: 'setup-admin', element: <LinkRoutes /> },
          // The area asks for a sign-in itself: an alert mail's unsubscribe page needs none.
          { path: 'profile/*', element: <ProfileRoutes /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <TravellerHome />,
                children: [{ path: 'dashboard', element: <DashboardPage /> }],
              },
              { path: 'communities', element: <MyGroupsPage /> },
              {
                element: <TravellersOnly />,
                children: [{ path: 'communities/new', element: <FindGroupPage /> }],
              },
              { path: 'communities/:id', element: <GroupDetailPage /> },
              { path: 'tickets', element: <TicketsPage /> },
              { path: 'tickets/:id', element: <TicketDetailPage /> },
            ],
          },
          {
            // Airline routes: airline users and admins; others go to /dashboard.
            element: <RequireAirline />,
            children: [{ path: 'airline/*', element: <AirlineRoutes /> }],
          },
          {
            // docs/product/roles.md: the client guard mirrors the server (is_admin).
            element: <RequireAdmin />,
            children: [{ path: 'admin/*', element: <AdminRoutes /> }],
          },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
