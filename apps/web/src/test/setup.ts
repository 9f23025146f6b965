import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetAppConfig } from '../lib/app-config.ts';
import { clearSession } from '../lib/session.store.ts';

// findBy*/waitFor wait on a state, bounded at 1 s by default: a page's lazy chunk took longer than
// that with both cores loaded ('sends unknown paths to the logged-in home' failed 1 run in 3).
// The bound only stops a test that would otherwise hang, so it covers a slow day.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The store caches its snapshot; clear through it so the next test starts logged out.
  clearSession();
  // /api/config is fetched once per page load: each test is a new page load.
  resetAppConfig();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Files share one jsdom: the next file starts at the site's root, as a new page load would.
  window.history.replaceState(null, '', '/');
  document.title = '';
});
