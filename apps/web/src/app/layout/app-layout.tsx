import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { afterPageLoad } from '../../lib/after-page-load.ts';
import { AppNavbar } from './app-navbar.tsx';
import { ScrollManager } from './scroll-manager.tsx';

// issue 15: below the fold and after the load event, in chunks of their own.
const AppFooter = lazy(() => import('./app-footer.tsx'));
const ShellExtras = lazy(() => import('./shell-extras.tsx'));

/**
 * The shell's extras, once the page's load event has passed (never on the server or while
 * hydrating). Its own state, so the layout does not re-render: a render from above would reach
 * the footer, which may not have hydrated yet.
 */
function AfterPageLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ShellExtras />
    </Suspense>
  );
}

export function AppLayout() {
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <ScrollManager />
      <AfterPageLoad />
      <header>
        <AppNavbar />
      </header>
      <main id="main" className="app-main flex-grow-1" tabIndex={-1}>
        <Suspense
          fallback={
            // While a page's chunk loads, hold the footer below the fold: otherwise it paints
            // in view and jumps when the page arrives (a layout shift Lighthouse measured at 0.79).
            <div className="route-loading">
              <PageSpinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <AppFooter />
      </Suspense>
    </div>
  );
}
