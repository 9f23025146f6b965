import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetAppConfig } from '../lib/app-config.ts';
import { clearSession } from '../lib/session.store.ts';

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The store caches its snapshot; clear through it so the next test starts logged out.
  clearSession();
  // /api/config is fetched once per page load: each test is a new page load.
  resetAppConfig();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
