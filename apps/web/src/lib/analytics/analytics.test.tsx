import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockFetch } from '../../test/http.ts';
import { resetAppConfig } from '../app-config.ts';
import { AnalyticsLoader } from './analytics-loader.tsx';
import { startAnalytics, type Analytics } from './gtag-analytics.ts';

const ID = 'G-TEST1234';
const tagScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager'));
/** What the page handed to Google's tag, as plain arrays. */
const events = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event');

function cleanGlobals() {
  for (const script of tagScripts()) script.remove();
  delete window.dataLayer;
  delete window.gtag;
  delete window.google_tag_manager;
}

beforeEach(() => {
  cleanGlobals();
  resetAppConfig();
});
afterEach(() => {
  vi.useRealTimers();
  cleanGlobals();
});

function renderLoader(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <AnalyticsLoader /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('analytics loader', () => {
  it('injects nothing and talks to no third party without a measurement id', async () => {
    const fetchMock = mockFetch({
      'GET /api/config': { body: { google_client_id: null, analytics_measurement_id: null } },
    });
    renderLoader('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/config']);
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('with an id, loads the tag and sends a page view per route change', async () => {
    mockFetch({
      'GET /api/config': { body: { google_client_id: null, analytics_measurement_id: ID } },
    });
    const router = renderLoader('/');
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts()[0]!.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    // Nothing is sent before the tag has loaded; then the queue goes out.
    expect(events()).toEqual([]);
    window.google_tag_manager = { [ID]: {} };
    await waitFor(() =>
      expect(events()).toEqual([
        ['event', 'page_view', expect.objectContaining({ page_path: '/' })],
      ]),
    );
    await act(() => router.navigate('/about?from=footer'));
    expect(events().at(-1)).toEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/about?from=footer' }),
    ]);
  });
});

describe('scroll depth', () => {
  let analytics: Analytics;
  const scrollTo = (y: number) => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };
  const depths = () =>
    events()
      .filter((args) => args[1] === 'scroll_depth')
      .map((args) => (args[2] as { percent_scrolled: number }).percent_scrolled);

  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 3000,
      configurable: true,
    });
    window.innerHeight = 1000;
    window.scrollY = 0;
    analytics = startAnalytics(ID);
    window.google_tag_manager = { [ID]: {} };
    vi.advanceTimersByTime(100);
  });
  afterEach(() => {
    analytics.stop();
    window.scrollY = 0;
  });

  it('reports 25, 50, 75, 90 and 100 percent once each, throttled to 200 ms', () => {
    analytics.pageView('/');
    scrollTo(1000); // 50 %
    vi.advanceTimersByTime(199);
    expect(depths()).toEqual([]);
    scrollTo(1900); // still inside the same 200 ms window
    vi.advanceTimersByTime(1);
    expect(depths()).toEqual([25, 50, 75, 90]);
    scrollTo(2000);
    vi.advanceTimersByTime(200);
    scrollTo(500);
    vi.advanceTimersByTime(200);
    expect(depths()).toEqual([25, 50, 75, 90, 100]);
  });

  it('checks a page that is already scrolled 500 ms after the view, and again per path', () => {
    scrollTo(2000);
    vi.advanceTimersByTime(200);
    analytics.pageView('/about');
    vi.advanceTimersByTime(499);
    expect(depths()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(depths()).toEqual([25, 50, 75, 90, 100]);
    analytics.pageView('/contact');
    vi.advanceTimersByTime(500);
    expect(depths()).toEqual([25, 50, 75, 90, 100, 25, 50, 75, 90, 100]);
  });

  it('drops events when the tag has not loaded within 5 s', () => {
    analytics.stop();
    delete window.google_tag_manager;
    window.dataLayer = [];
    analytics = startAnalytics(ID);
    analytics.pageView('/');
    vi.advanceTimersByTime(5000);
    window.google_tag_manager = { [ID]: {} };
    vi.advanceTimersByTime(1000);
    expect(events()).toEqual([]);
  });
});
