import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

// Who may read /metrics (not public). Kept apart from metrics.ts so a cluster's
// primary can decide without loading prom-client.

/** /metrics exists only when METRICS_PORT or METRICS_TOKEN is configured. */
export const metricsEnabled = (metrics: Config['metrics']) =>
  metrics.port !== undefined || metrics.token !== undefined;

/** True when `authorization` is `Bearer <token>` (compared in constant time). */
export function hasMetricsToken(token: string, authorization: string | undefined): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}
