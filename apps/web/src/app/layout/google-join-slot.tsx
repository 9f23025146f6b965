import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '../../lib/after-page-load.ts';
import { loadAppConfig } from '../../lib/app-config.ts';
import { getToken } from '../../lib/session.store.ts';

const HiddenGoogleSignIn = lazy(() => import('./hidden-google-sign-in.tsx'));

/**
 * Mounted on the landing page: for a visitor (no session when it mounts), once the page has loaded, asks /api/config for a
 * Google client id and, only if there is one, renders the hidden Google button that
 * 'Join for Free' clicks.
 */
export function GoogleJoinSlot() {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    // Read once: signing in through the button must not unmount it before it has navigated.
    if (getToken()) return;
    let cancelled = false;
    const cancel = afterPageLoad(() => {
      void loadAppConfig().then((config) => {
        if (!cancelled && config?.google_client_id) setClientId(config.google_client_id);
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <HiddenGoogleSignIn clientId={clientId} />
    </Suspense>
  );
}
