import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAirlinePartner, isAirlineUser, mayJoinGroups } from '../lib/roles.ts';
import { useSession } from '../lib/session.store.ts';
import { LOGGED_IN_HOME, PATHS, afterSignInPath, homePathFor } from '../lib/paths.ts';

// Client guards mirror the server's rules (docs/product/roles.md); the server
// enforces them, these only spare people screens they cannot use.

type GuardProps = { children?: ReactNode };

/** Logged-in routes: an unauthenticated visitor is sent to /login. */
export function RequireAuth({ children }: GuardProps) {
  const { token } = useSession();
  if (!token) return <Navigate to={PATHS.login} replace />;
  return children ?? <Outlet />;
}

/** Airline routes: others go to the logged-in home. An airline user has role AIRLINE or a
 * company_id; admins pass every check. */
export function RequireAirline({ children }: GuardProps) {
  const { token, user } = useSession();
  if (!token) return <Navigate to={PATHS.login} replace />;
  if (!isAirlineUser(user)) return <Navigate to={LOGGED_IN_HOME} replace />;
  return children ?? <Outlet />;
}

/** The /admin guard requires is_admin, as the server does (docs/product/roles.md): a login alone is not enough. */
export function RequireAdmin({ children }: GuardProps) {
  const { token, user } = useSession();
  if (!token) return <Navigate to={PATHS.login} replace />;
  if (!user?.is_admin) return <Navigate to={homePathFor(user)} replace />;
  return children ?? <Outlet />;
}

/**
 * Login and registration make no sense with a session: send the person where signing in was
 * to take them (the page that sent them here), else home.
 */
export function GuestOnly({ children }: GuardProps) {
  const { token, user } = useSession();
  const { state } = useLocation();
  if (token && user) return <Navigate to={afterSignInPath(state, user)} replace />;
  return children ?? <Outlet />;
}

/**
 * Finding or creating a group is for travellers: an airline or an admin, whom the server would
 * refuse, is taken to their own home instead.
 */
export function TravellersOnly({ children }: GuardProps) {
  const { user } = useSession();
  if (!mayJoinGroups(user)) return <Navigate to={homePathFor(user)} replace />;
  return children ?? <Outlet />;
}

/**
 * The traveller's home lists the caller's own groups; an airline partner has none and would see
 * an empty dashboard, so a typed /dashboard takes them to their own home (the RFQs) instead.
 */
export function TravellerHome({ children }: GuardProps) {
  const { user } = useSession();
  if (isAirlinePartner(user)) return <Navigate to={homePathFor(user)} replace />;
  return children ?? <Outlet />;
}
