import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverBusyMessage } from '@saath/shared/errors';
import type { Config } from '../config.ts';
import type { ConnectionGuard } from './connections.ts';

export const RETRY_AFTER_SECONDS = 10;

/** Why the process sheds load; `value` is what was measured (ms, bytes or connections). */
export type Pressure = { reason: 'event_loop_delay' | 'heap_used' | 'connections'; value: number };

/** The last sample of the load monitor; `samples` counts them (0 until the first). */
export type LoadSample = { eventLoopDelayMs: number; heapUsedBytes: number; samples: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers under pressure too (and may ask `pressureOf` why). */
    answersUnderPressure?: boolean;
  }
  interface FastifyInstance {
    /** The overload monitor's last sample (tests wait for one). */
    loadSample(): LoadSample;
  }
}

const noted = new WeakMap<FastifyRequest, Pressure>();
/** The pressure a route that answers regardless (`answersUnderPressure`) was reached under. */
export const pressureOf = (request: FastifyRequest): Pressure | undefined => noted.get(request);

/** Route config for what must answer under pressure: health (it says why) and metrics. */
export const answersUnderPressure = { answersUnderPressure: true };

const SAMPLE_MS = 1000;
/** The event-loop delay histogram's resolution, taken off its mean as its own timer's share. */
const RESOLUTION_MS = 10;

/**
 * When the event loop falls behind, the heap nears its limit or the
 * connections near theirs (ADR 0029), every request is refused at once with 503 and Retry-After
 * instead of waiting in an unbounded queue. The monitor samples once a second; the check per
 * request is a few comparisons.
 *
 * It was @fastify/under-pressure, whose sampler calls `process.memoryUsage()`: that reads
 * /proc/self/stat for the RSS, needs a file descriptor to do it, and threw EMFILE from a timer
 * when a flood of connections had taken them all, which ended the process. The heap figure
 * comes from V8 here, which opens nothing, and a sample that fails is logged and skipped.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  limits: Config['overload'],
  connections: Pick<ConnectionGuard, 'saturated'>,
): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let sample: LoadSample = { eventLoopDelayMs: 0, heapUsedBytes: 0, samples: 0 };
  const timer = setInterval(() => {
    try {
      // No sample at all in a second means the loop was blocked all along.
      const delay = histogram.mean / 1e6 - RESOLUTION_MS;
      sample = {
        eventLoopDelayMs: Number.isNaN(delay) ? Infinity : Math.max(0, delay),
        heapUsedBytes: getHeapStatistics().used_heap_size,
        samples: sample.samples + 1,
      };
    } catch (error) {
      // Never the end of the process: the last sample stands until the next one.
      app.log.warn({ err: error }, 'overload monitor: sample failed');
    } finally {
      histogram.reset();
    }
  }, SAMPLE_MS).unref();
  app.decorate('loadSample', () => sample);
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    histogram.disable();
    done();
  });

  const current = (): Pressure | undefined => {
    if (limits.maxEventLoopDelayMs > 0 && sample.eventLoopDelayMs > limits.maxEventLoopDelayMs)
      return { reason: 'event_loop_delay', value: sample.eventLoopDelayMs };
    if (limits.maxHeapUsedBytes > 0 && sample.heapUsedBytes > limits.maxHeapUsedBytes)
      return { reason: 'heap_used', value: sample.heapUsedBytes };
    const open = connections.saturated();
    if (open !== undefined) return { reason: 'connections', value: open };
    return undefined;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const pressure = current();
    if (!pressure) return done();
    if (request.routeOptions.config.answersUnderPressure) {
      noted.set(request, pressure);
      return done();
    }
    reply.status(503).header('retry-after', RETRY_AFTER_SECONDS);
    // Short of connections, this one is given back as soon as it is answered.
    if (pressure.reason === 'connections') reply.header('connection', 'close');
    void reply.send({ detail: serverBusyMessage(RETRY_AFTER_SECONDS) });
  });
}

/**
 * While the server drains on SIGTERM, a request that still arrives (on a connection
 * kept alive through the drain) is refused with the API's own shape, `{"detail": ...}`, 503 and
 * Retry-After, where Fastify would answer with its own body (so app.ts turns off its
 * `return503OnClosing`). The connection closes after the answer.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .header('connection', 'close')
      .send({ detail: serverBusyMessage(RETRY_AFTER_SECONDS) });
  });
}
