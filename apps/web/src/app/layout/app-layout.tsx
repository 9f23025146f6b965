import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { t } from '../../lib/i18n.tsx';
import { whenFirstUsed } from '../../lib/first-use.ts';
import { whenPageLoaded } from '../../lib/when-page-loaded.ts';
import { replayEarlyInput } from '../early-input.ts';
import { AppNavbar } from './app-navbar.tsx';
import { ScrollManager } from './scroll-manager.tsx';

// Chunks of their own. The footer, below the fold, loads and hydrates at the visitor's first input
// (until then its links work as plain links); the extras (analytics, the hidden Google button),
// which render nothing of their own, load after the load event.
const AppFooter = lazy(() => whenFirstUsed().then(() => import('./app-footer.tsx')));
const ShellExtras = lazy(() => whenPageLoaded().then(() => import('./shell-extras.tsx')));

// Elements made once: the layout re-renders on every navigation, and a part still waiting to
// hydrate that is handed new elements makes React hold the render until it has hydrated. The
// same elements each time let React skip them.
const FOOTER = (
  <Suspense fallback={null}>
    <AppFooter />
  </Suspense>
);
const EXTRAS = (
  <Suspense fallback={null}>
    <ShellExtras />
  </Suspense>
);

/**
 * Beside the page in its Suspense boundary, so its effect runs once the page has hydrated (or
 * rendered): what a visitor did on a prerendered page before the app listened is replayed then.
 */
function EarlyInputReplay() {
  useEffect(replayEarlyInput, []);
  return null;
}

export function AppLayout() {
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('Skip to main content')}
      </a>
      <ScrollManager />
      {EXTRAS}
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
          <EarlyInputReplay />
        </Suspense>
      </main>
      {FOOTER}
    </div>
  );
}
