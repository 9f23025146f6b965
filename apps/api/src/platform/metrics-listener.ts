import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { hasMetricsToken } from './metrics-access.ts';

export const METRICS_PATH = '/metrics';
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

type Log = { info(message: string): void; error(object: object, message: string): void };

/**
 * METRICS_PORT: /metrics on a listener of its own, bound to METRICS_HOST (127.0.0.1 unless
 * configured), so it is never reachable where the API is. Plain node:http: a cluster's primary
 * serves it too and loads no Fastify. METRICS_TOKEN, when set, is asked for here as well.
 * Resolves with a function that closes the listener.
 */
export async function listenForMetrics(
  render: () => Promise<string>,
  where: Omit<Config['metrics'], 'port'> & { port: number },
  log: Log,
): Promise<() => Promise<void>> {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, json).end(JSON.stringify({ detail: 'Not found' }));
      return;
    }
    if (where.token !== undefined && !hasMetricsToken(where.token, request.headers.authorization)) {
      response.writeHead(401, json).end(JSON.stringify({ detail: 'Not authenticated' }));
      return;
    }
    render().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: could not be gathered');
        response.writeHead(500, json).end(JSON.stringify({ detail: 'Internal server error' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  log.info(`Metrics are served on http://${address}:${port}${METRICS_PATH}`);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
