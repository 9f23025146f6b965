import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { afterPageLoad } from '../after-page-load.ts';
import { loadAppConfig } from '../app-config.ts';
import type { Analytics } from './gtag-analytics.ts';

/**
 * Asks the server whether analytics is configured (after the page has loaded, so it never
 * competes with the first render); only with a measurement id is the tracker (and Google's
 * tag) loaded. Without one: one request to our own server, nothing else.
 */
export async function loadAnalytics(): Promise<Analytics | null> {
  const id = (await loadAppConfig())?.analytics_measurement_id;
  if (!id) return null;
  const { startAnalytics } = await import('./gtag-analytics.ts');
  return startAnalytics(id);
}

/** A page view on every route change, per path. Mounted once, in the app layout. */
export function AnalyticsLoader({
  load = loadAnalytics,
}: {
  load?: () => Promise<Analytics | null>;
}) {
  const { pathname, search } = useLocation();
  const [analytics, setAnalytics] = useState<Analytics | null>(null);

  useEffect(() => {
    let cancelled = false;
    let started: Analytics | null = null;
    const cancelSchedule = afterPageLoad(() => {
      load()
        .then((tracker) => {
          started = tracker;
          if (cancelled) tracker?.stop();
          else setAnalytics(tracker);
        })
        .catch(() => {
          // Analytics is optional: a failed config request leaves the visit untracked.
        });
    });
    return () => {
      cancelled = true;
      cancelSchedule();
      started?.stop();
    };
  }, [load]);

  useEffect(() => {
    analytics?.pageView(pathname + search);
  }, [analytics, pathname, search]);

  return null;
}
