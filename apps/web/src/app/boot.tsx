import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pathWithoutLanguage } from '@saath/shared/i18n';
import { currentLanguage, currentLocale } from '../lib/i18n.tsx';
import { App } from './app.tsx';
import { preloadRoute, textsLoaded } from './lazy-page.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered-paths.ts';
import { routes } from './routes.tsx';

/**
 * Starts the React app on #root: hydrates a prerendered page (its markup is there already) or
 * renders the empty shell of any other path.
 */
export function boot(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page lacks #root');
  const { pathname } = window.location;
  document.documentElement.lang = currentLocale();
  // The page's chunks load side by side, not one after another (and, in Hindi, its texts).
  const pageLoaded = Promise.all([
    preloadRoute(routes, pathWithoutLanguage(pathname)),
    textsLoaded(),
  ]);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) !== pathname) {
    // English renders at once; another language once its texts are in.
    if (import.meta.env.TEXTS_INLINED || currentLanguage() === 'en') createRoot(root).render(app);
    else void pageLoaded.then(() => createRoot(root).render(app));
    return;
  }
  // The page's own chunks first, so it hydrates in one pass and its first commit (when what the
  // visitor did meanwhile is replayed: early-input.ts) has its forms. Hydrating inside a
  // transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole tree.
  void pageLoaded.then(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
}
