import type { CurrentUser } from '@saath/shared/accounts';
import { isAirlinePartner } from './roles.ts';

// Where people land. One module so later issues move the homes in one place.

/** After login and for unknown paths when logged in: a traveller's home. */
export const LOGGED_IN_HOME = '/dashboard';

/** An airline partner's home: their /dashboard would be empty (no memberships). */
export const AIRLINE_HOME = '/airline/dashboard';

/** Logged-out visitors' home, where their unknown paths lead: the landing page. */
export const LOGGED_OUT_HOME = '/';

/** The logged-in home of this user: airline partners land on the RFQs, everyone else on /dashboard. */
export function homePathFor(user: CurrentUser | null | undefined): string {
  return isAirlinePartner(user) ? AIRLINE_HOME : LOGGED_IN_HOME;
}

/**
 * Where to go once signed in, when a page sends a visitor to log in on purpose (the invite's
 * Join): carried in the router's location state, so the address stays /login, and
 * honoured by login, registration, Google sign-in and the GuestOnly guard. Only a path of this
 * app is taken (never another site). The RequireAuth guards set none: a login
 * (after a logout, say) goes to the home page.
 */
export type ReturnState = { returnTo: string };

export function returnPathIn(state: unknown): string | null {
  const returnTo = (state as Partial<ReturnState> | null | undefined)?.returnTo;
  if (typeof returnTo !== 'string' || !/^\/(?![/\\])/.test(returnTo)) return null;
  return returnTo;
}

/** After login, registration or Google sign-in: back where they came from, else their home. */
export function afterSignInPath(state: unknown, user: CurrentUser | null | undefined): string {
  return returnPathIn(state) ?? homePathFor(user);
}

export const PATHS = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  dashboard: '/dashboard',
  communities: '/communities',
  newCommunity: '/communities/new',
  tickets: '/tickets',
  airlineRegister: '/airline/register',
  airlineDashboard: AIRLINE_HOME,
  airlineBids: '/airline/bids',
  about: '/about',
  contact: '/contact',
  admin: '/admin',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

/** A group's page, /communities/{id}. */
export const communityPath = (id: string) => `/communities/${encodeURIComponent(id)}`;

/** A ticket's page, /tickets/{id}. */
export const ticketPath = (id: string) => `/tickets/${encodeURIComponent(id)}`;

/** The public preview an invite link opens, /invite/{id}. */
export const invitePath = (id: string) => `/invite/${encodeURIComponent(id)}`;
