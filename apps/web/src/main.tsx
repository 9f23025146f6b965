import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { App } from './app/app.tsx';
import { enableDeferredStyles } from './app/deferred-styles.ts';
import { preloadRoute } from './app/lazy-page.ts';
import { PRERENDERED_ATTRIBUTE } from './app/prerendered-paths.ts';
import { routes } from './app/routes.tsx';
import { waitForFirstUse, whenFirstUsed } from './lib/first-use.ts';
import { getToken } from './lib/session.store.ts';

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

// A public page arrives prerendered (scripts/prerender.mjs) and is hydrated at once, so React
// listens from the first moment (it replays a click on a part it has not hydrated yet); the parts
// below the fold keep their server markup until the visitor's first input (lib/first-use.ts).
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead
// of holding the main thread for the whole tree. Every other path gets the empty shell and
// renders here, all at once.
const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE) === pathname;
if (prerendered && !getToken()) waitForFirstUse();
void whenFirstUsed().then(enableDeferredStyles);
if (prerendered) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
