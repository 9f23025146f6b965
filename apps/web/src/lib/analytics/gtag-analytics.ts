// Page views, sent to an analytics service on every route change and per path, and scroll
// depth. Loaded (lazily, see analytics-loader.tsx) only when /api/config names a
// measurement id: without one nothing here runs and no third party is contacted.

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';
/** Scroll-depth thresholds, in percent of the page. */
export const SCROLL_THRESHOLDS = [25, 50, 75, 90, 100] as const;
/** Scroll checks are throttled to one per 200 ms; the first runs 500 ms after a view. */
export const SCROLL_THROTTLE_MS = 200;
export const FIRST_SCROLL_CHECK_MS = 500;
/** Events wait up to 5000 ms for the tag to load, checking every 100 ms. */
export const TAG_WAIT_MS = 5000;
export const TAG_POLL_MS = 100;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    /** Set by Google's tag once it has loaded and read the configuration. */
    google_tag_manager?: Record<string, unknown>;
  }
}

export type Analytics = {
  /** A page view of this path (pathname + search); starts scroll tracking for it. */
  pageView(path: string): void;
  stop(): void;
};

/** How far down the page the bottom of the viewport is, 0 to 100. */
function scrolledPercent(): number {
  const doc = document.documentElement;
  const scrollable = doc.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.round((window.scrollY / scrollable) * 100));
}

export function startAnalytics(measurementId: string): Analytics {
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // Google's documented bootstrap: the tag replays whatever is queued in dataLayer.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the tag reads `arguments` objects
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  // Page views are sent by hand on every route change (a single-page app), not on load.
  gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);

  // Events wait for the tag; a tag that never loads (blocked, offline) ends
  // tracking for this visit instead of queueing forever.
  let ready = false;
  let gaveUp = false;
  const pending: unknown[][] = [];
  const waitStarted = Date.now();
  const poll = window.setInterval(() => {
    if (window.google_tag_manager?.[measurementId]) {
      ready = true;
      window.clearInterval(poll);
      for (const args of pending.splice(0)) gtag(...args);
    } else if (Date.now() - waitStarted >= TAG_WAIT_MS) {
      gaveUp = true;
      pending.length = 0;
      window.clearInterval(poll);
    }
  }, TAG_POLL_MS);

  const send = (...args: unknown[]) => {
    if (gaveUp) return;
    if (ready) gtag(...args);
    else pending.push(args);
  };

  // Scroll depth per page view: each threshold is reported once per path visited.
  let reached = new Set<number>();
  let currentPath = '';
  let throttle: number | undefined;
  let firstCheck: number | undefined;

  const checkScroll = () => {
    if (!currentPath) return; // no page view yet
    const percent = scrolledPercent();
    for (const threshold of SCROLL_THRESHOLDS) {
      if (percent >= threshold && !reached.has(threshold)) {
        reached.add(threshold);
        send('event', 'scroll_depth', { percent_scrolled: threshold, page_path: currentPath });
      }
    }
  };
  const onScroll = () => {
    if (throttle !== undefined) return;
    throttle = window.setTimeout(() => {
      throttle = undefined;
      checkScroll();
    }, SCROLL_THROTTLE_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });

  return {
    pageView(path) {
      currentPath = path;
      reached = new Set();
      send('event', 'page_view', {
        page_path: path,
        page_location: window.location.origin + path,
        page_title: document.title,
      });
      window.clearTimeout(firstCheck);
      firstCheck = window.setTimeout(checkScroll, FIRST_SCROLL_CHECK_MS);
    },
    stop() {
      window.clearInterval(poll);
      window.clearTimeout(throttle);
      window.clearTimeout(firstCheck);
      window.removeEventListener('scroll', onScroll);
    },
  };
}
