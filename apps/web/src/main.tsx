import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { App } from './app/app.tsx';
import { enableDeferredStyles } from './app/deferred-styles.ts';
import { preloadRoute } from './app/lazy-page.ts';
import { PRERENDERED_ATTRIBUTE } from './app/prerendered-paths.ts';
import { routes } from './app/routes.tsx';

enableDeferredStyles();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const { pathname } = window.location;
// The page's chunks load in parallel with everything else, not one after another.
const pageReady = preloadRoute(routes, pathname);

// issue 15: a public page arrives prerendered (scripts/prerender.mjs) and is hydrated once its
// chunks are in; every other path gets the empty shell and renders here.
if (root.getAttribute(PRERENDERED_ATTRIBUTE) === pathname) {
  // A chunk that failed to load suspends its part of the page, which then keeps the server's
  // markup until React can render it: hydrate either way.
  const hydrate = () => hydrateRoot(root, app);
  void pageReady.then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
