// Where people land. One module so later issues move the homes in one place.

/** After login and for unknown paths when logged in (spec §2). */
export const LOGGED_IN_HOME = '/dashboard';

/** For logged-out visitors and unknown paths. Becomes '/' when the landing page exists (spec §2). */
export const LOGGED_OUT_HOME = '/login';

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
  airlineRegister: '/airline/register',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

/** A group's page, /communities/{id} (spec §2). */
export const communityPath = (id: string) => `/communities/${encodeURIComponent(id)}`;
