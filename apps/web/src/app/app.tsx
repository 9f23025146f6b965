import { BrowserRouter, useRoutes } from 'react-router';
import { languagePrefix } from '@saath/shared/i18n';
import { currentLanguage } from '../lib/i18n.tsx';
import { routes } from './routes.tsx';

// The router runs in declarative mode (BrowserRouter + useRoutes) rather than as a data router:
// the app loads no route data through it, and the data router's machinery cost 17 KB gzip on
// every first load (the landing's budget is 90 KB). The prerender (prerender.tsx) puts
// the same AppRoutes in a StaticRouter.

/** The route table (routes.tsx) at the router's location. */
export function AppRoutes() {
  return useRoutes(routes);
}

// The query client is created by the lazily loaded layout of the pages that need it
// (query-layout.tsx), not here: the landing page's first load stays small.
// A page in Hindi lives under /hi: the router's basename keeps every link in the page's language.
export function App() {
  return (
    <BrowserRouter basename={languagePrefix(currentLanguage()) || undefined}>
      <AppRoutes />
    </BrowserRouter>
  );
}
