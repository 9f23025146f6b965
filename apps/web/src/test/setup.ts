import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetAppConfig } from '../lib/app-config.ts';
import { clearSession } from '../lib/session.store.ts';
// Tests render in Hindi from the catalogs as modules (await loadTexts('app', 'hi')).
import '../lib/text-catalogs.ts';

// findBy*/waitFor wait on a state, bounded at 1 s by default: a page's lazy chunk took longer than
// that with both cores loaded ('sends unknown paths to the logged-in home' failed 1 run in 3).
// The bound only stops a test that would otherwise hang, so it covers a slow day.
configure({ asyncUtilTimeout: 5_000 });

// Animation frames on the timer functions of the moment. jsdom schedules its own frames on one
// interval it starts at the first request and keeps: a request made while a test had fake timers
// on started that interval on the fake clock, and after useRealTimers no frame ever came again
// for the rest of the files sharing the worker (ADR 0034), so focus moved in a frame (reveal.ts)
// never arrived in whichever test ran next. This frame is a timer like any other: fake timers
// advance it, real ones fire it.
window.requestAnimationFrame = (callback) =>
  window.setTimeout(() => callback(performance.now()), 16);
window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// React reports markup the HTML parser would rearrange (a <div> inside a <p> or a <button>, which
// then breaks hydration of the prerendered pages) and list items sharing a key (which it may
// drop or duplicate on an update) only as console errors: a test that renders either fails.
const MARKUP_ERRORS = [
  /cannot be a descendant of/,
  /cannot contain a nested/,
  /Encountered two children with the same key/,
];
const markupErrors: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (MARKUP_ERRORS.some((pattern) => pattern.test(text))) markupErrors.push(text.split('\n')[0]!);
  consoleError(...args);
};

afterEach(() => {
  const reported = markupErrors.splice(0);
  if (reported.length > 0) throw new Error(`React reported: ${reported.join(' | ')}`);
});

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
