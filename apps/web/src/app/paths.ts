// Where people land. One module so later issues move the homes in one place.

/** After login and for unknown paths when logged in. Becomes '/dashboard' when the groups issue lands (spec §2). */
export const LOGGED_IN_HOME = '/profile';

/** For logged-out visitors and unknown paths. Becomes '/' when the landing page exists (spec §2). */
export const LOGGED_OUT_HOME = '/login';

export const PATHS = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  airlineRegister: '/airline/register',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;
