import { PATHS } from '../lib/paths.ts';

/**
 * The public pages that are rendered to HTML at build time and hydrated in
 * the browser. They render the same for every visitor: what depends on the browser (the session,
 * the registration count, Google's button, analytics) fills in after hydration. The signed-in
 * app stays a client app.
 */
export const PRERENDERED_PATHS = [
  PATHS.landing,
  PATHS.about,
  PATHS.contact,
  PATHS.privacy,
  PATHS.terms,
  PATHS.cookies,
  PATHS.login,
  PATHS.register,
  PATHS.forgotPassword,
  PATHS.airlineRegister,
] as const;

/** Set on #root to the path a prerendered page was rendered for; the entry hydrates only then. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
