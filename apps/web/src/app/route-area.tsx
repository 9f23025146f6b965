import { useRoutes, type RouteObject } from 'react-router';
import { pathWithoutLanguage } from '@saath/shared/i18n';
import { FallbackRedirect } from './fallback-redirect.tsx';
import { preloadRoute } from './lazy-page.ts';

/**
 * A part of the app below `base` (the route table's `<base>/*`) with its own route table, for a
 * lazy chunk of its own. Each lazy page adds the names of its chunks to the chunk that imports
 * it (Vite's preload map): pages imported from an area's chunk leave the entry chunk, and with it
 * the first load of the pages most visitors open (the budgets in scripts/check-bundle-size.mjs), as the app grows.
 * Opened on one of its pages, the area starts loading that page's chunks as soon as it arrives.
 */
export function routeArea(base: string, routes: RouteObject[]) {
  const table: RouteObject[] = [...routes, { path: '*', element: <FallbackRedirect /> }];
  const pathname =
    typeof window === 'undefined' ? '' : pathWithoutLanguage(window.location.pathname);
  if (pathname === base || pathname.startsWith(`${base}/`))
    void preloadRoute(table, pathname.slice(base.length) || '/');
  return function RouteArea() {
    return useRoutes(table);
  };
}
