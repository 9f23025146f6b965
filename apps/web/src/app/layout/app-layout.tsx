import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { whenPageLoaded } from '../../lib/when-page-loaded.ts';
import { AppNavbar } from './app-navbar.tsx';
import { ScrollManager } from './scroll-manager.tsx';

// issue 15: chunks of their own. The footer, below the fold, hydrates once its chunk arrives; the
// extras (analytics, the hidden Google button), which render nothing of their own, load after
// the load event. The layout passes them no props and re-renders only on a navigation (a
// transition), so nothing changes them before they hydrate (React would throw their server
// markup away).
const AppFooter = lazy(() => import('./app-footer.tsx'));
const ShellExtras = lazy(() => whenPageLoaded().then(() => import('./shell-extras.tsx')));

export function AppLayout() {
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <ScrollManager />
      <Suspense fallback={null}>
        <ShellExtras />
      </Suspense>
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
