// GET /api/config, for the shell's optional extras (analytics, the landing's hidden Google
// button). Fetched once per page load and shared; a failure is retried by the next caller.
// Plain fetch: the shell carries no query cache (its first-load budget). The login and
// register pages read the same answer through configQueryOptions (session.api.ts).
import { API } from '@saath/shared/http';
import type { NOTIFICATION_PREFERENCES } from '@saath/shared/profile';

export type AppConfig = {
  google_client_id: string | null;
  analytics_measurement_id: string | null;
  /** EMAIL and the text channels the operator configured (absent from an older API: email only). */
  notification_channels?: Array<(typeof NOTIFICATION_PREFERENCES)[number]>;
};

let pending: Promise<AppConfig | null> | null = null;

export function loadAppConfig(): Promise<AppConfig | null> {
  pending ??= fetch(API.config, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<AppConfig>) : null))
    .catch(() => null)
    .then((config) => {
      if (!config) pending = null;
      return config;
    });
  return pending;
}

/** Test seam: forget the shared answer. */
export function resetAppConfig(): void {
  pending = null;
}
