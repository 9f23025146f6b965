import cluster, { type Worker } from 'node:cluster';

const RESTART_DELAY_MS = { first: 1000, max: 30_000 };
/** A worker that lived this long before dying is not in a crash loop: restart it at once. */
const HEALTHY_AFTER_MS = 10_000;
const STOP_TIMEOUT_MS = 15_000;

type Log = (message: string) => void;

/**
 * ADR 0008: the primary of a cluster of API processes. It runs no application code (it never
 * imports the app, so it stays a few tens of MB): it forks `count` workers that share the
 * listening port, replaces one that dies (with a growing delay while they keep dying at start,
 * e.g. with the database down), and on SIGTERM or SIGINT stops them and exits once they have.
 */
export function runPrimary(count: number, log: Log = (m) => console.log(m)) {
  let stopping = false;
  let delay = RESTART_DELAY_MS.first;
  const startedAt = new Map<Worker, number>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    const wait = lived >= HEALTHY_AFTER_MS ? 0 : delay;
    delay =
      lived >= HEALTHY_AFTER_MS
        ? RESTART_DELAY_MS.first
        : Math.min(delay * 2, RESTART_DELAY_MS.max);
    log(
      `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}) after ${lived} ms; ` +
        `starting another in ${wait} ms`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${startedAt.size} workers`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // Each worker closes its server and database within 10 s; this is the backstop.
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i += 1) fork();
  log(`primary ${process.pid} started ${count} API workers`);
}
