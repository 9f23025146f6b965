// The route-alert paths, in a leaf with no zod, so the navbar's link costs nothing. They
// live here, not in http.ts's API map: that module is on the landing page's first load.
export const ALERTS_API = {
  alerts: '/api/alerts',
  alert: (id: string) => `/api/alerts/${encodeURIComponent(id)}`,
  suggestions: '/api/alerts/suggestions',
  unsubscribe: '/api/alerts/unsubscribe',
} as const;
/** The traveller's alerts page. */
export const ALERTS_PAGE = '/profile/alerts';
/** The web page an unsubscribe link opens (it posts the token: no sign-in needed). */
export const UNSUBSCRIBE_PAGE = '/profile/alerts/unsubscribe';
