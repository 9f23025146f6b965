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
void preloadRoute(routes, pathname);

// issue 15: a public page arrives prerendered (scripts/prerender.mjs) and is hydrated at once, so
// React listens from the first moment (it replays a click on a part it has not hydrated yet); the
// parts whose chunks are still loading keep their server markup until they arrive. Every other
// path gets the empty shell and renders here.
if (root.getAttribute(PRERENDERED_ATTRIBUTE) === pathname) {
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
