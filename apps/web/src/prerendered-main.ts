// The entry of the prerendered public pages (scripts/prerender.mjs): the page arrives as HTML and
// CSS that show everything, so a signed-out visitor's page runs no app code until their first
// input (a touch, a key, the pointer, a scroll): then the app loads, hydrates, and is handed what
// they did meanwhile (app/early-input.ts). A phone spends its first seconds painting, not
// evaluating React (docs/decisions/0052-prerendered-pages-boot-at-the-first-input.md). Someone
// signed in gets the app at once: their navbar differs from the markup.
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { enableDeferredStyles } from './app/deferred-styles.ts';
import { holdEarlyInput } from './app/early-input.ts';
import { waitForFirstUse, whenFirstUsed } from './lib/first-use.ts';
import { readStorage, TOKEN_KEY } from './lib/session-storage.ts';

if (!readStorage(TOKEN_KEY)) {
  holdEarlyInput();
  waitForFirstUse();
}
void whenFirstUsed().then(() => {
  enableDeferredStyles();
  return import('./app/boot.tsx').then(({ boot }) => boot());
});
