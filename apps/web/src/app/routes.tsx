import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSession } from '../lib/session.store.ts';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { LOGGED_IN_HOME, LOGGED_OUT_HOME } from './paths.ts';

// Every page is its own chunk so the first load carries only the shell (navbar, footer).
const LoginPage = lazy(() => import('../features/accounts/pages/login.page.tsx'));
const RegisterPage = lazy(() => import('../features/accounts/pages/register.page.tsx'));
const ForgotPasswordPage = lazy(
  () => import('../features/accounts/pages/forgot-password.page.tsx'),
);
const ResetPasswordPage = lazy(() => import('../features/accounts/pages/reset-password.page.tsx'));
const ProfilePage = lazy(() => import('../features/accounts/pages/profile.page.tsx'));
const DashboardPage = lazy(() => import('../features/groups/pages/dashboard.page.tsx'));
const MyGroupsPage = lazy(() => import('../features/groups/pages/my-groups.page.tsx'));
const FindGroupPage = lazy(() => import('../features/groups/pages/find-group.page.tsx'));
const GroupDetailPage = lazy(() => import('../features/groups/pages/group-detail.page.tsx'));

/** spec §2: unknown paths go to the logged-in home, or the logged-out home. */
function FallbackRedirect() {
  const { token } = useSession();
  return <Navigate to={token ? LOGGED_IN_HOME : LOGGED_OUT_HOME} replace />;
}

// The route table of spec §2 as far as it is built. Later issues add '/', '/tickets…', '/airline/…' (RequireAirline), '/admin' (RequireAdmin),
// '/about', '/contact' and the legal pages.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
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
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', element: <ProfilePage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'communities', element: <MyGroupsPage /> },
          { path: 'communities/new', element: <FindGroupPage /> },
          { path: 'communities/:id', element: <GroupDetailPage /> },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
