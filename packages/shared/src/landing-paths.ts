// The one API path the landing page's first load asks for. It lives in its own module, and the
// table in http.ts refers to it, so the landing's first load carries this string and not the
// whole table (about 0.7 KB gzip of its 90 KB budget; the bundler splits by module).
export const PUBLIC_STATS_PATH = '/api/public/stats';
