import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { listenForMetrics } from './metrics-listener.ts';

// ADR 0010: with API workers, a scrape answers for the whole server. The primary asks every
// worker for its numbers (prom-client's AggregatorRegistry, over the cluster's IPC channel) and
// sums them; figures of the shared database are taken once (their gauges aggregate by `max`).
const ASK = 'saath:metrics-ask';
const ANSWER = 'saath:metrics-answer';
const TIMEOUT_MS = 10_000;

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

/**
 * In a worker: answers the primary's requests with `registry`, and returns what a scrape of
 * this worker's main port (METRICS_TOKEN) serves: the whole cluster's numbers, from the primary.
 */
export function relayToPrimary(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one in a worker installs prom-client's answering listener.
  new AggregatorRegistry();
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: Answer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the cluster primary did not answer for metrics'));
      }, TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve(answer.text ?? '');
      });
      process.send!({ type: ASK, id } satisfies Ask);
    });
}

/** In a cluster's primary: sums the workers' metrics, for METRICS_PORT and for the workers. */
export async function servePrimaryMetrics(metrics: Config['metrics']): Promise<void> {
  const aggregator = new AggregatorRegistry();
  const render = () => aggregator.clusterMetrics();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    void render()
      .then(
        (text) => ({ text }),
        (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
      )
      .then((answer) => {
        if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
      });
  });
  if (metrics.port === undefined) return;
  await listenForMetrics(
    render,
    { ...metrics, port: metrics.port },
    {
      info: (m) => console.log(m),
      error: (object, m) => console.error(m, object),
    },
  );
}
