// What the metrics tests (in-process and the cluster's process test) scrape with and read.
export const METRICS_TOKEN = 'a-metrics-token-of-some-length';
export const METRICS_AUTH = { authorization: `Bearer ${METRICS_TOKEN}` };

/** The value of one series in a Prometheus text answer (undefined when absent). */
export function series(text: string, name: string, labels = ''): number | undefined {
  const head = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(head));
  return line === undefined ? undefined : Number(line.slice(head.length));
}
