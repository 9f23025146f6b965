import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverBusyMessage } from '@saath/shared/errors';
import type { Config } from '../config.ts';

export const RETRY_AFTER_SECONDS = 10;

/** Why the process sheds load; `value` is what was measured (ms or bytes). */
export type Pressure = { reason: 'event_loop_delay' | 'heap_used'; value: number };
const REASONS: Record<string, Pressure['reason']> = {
  [underPressure.TYPE_EVENT_LOOP_DELAY]: 'event_loop_delay',
  [underPressure.TYPE_HEAP_USED_BYTES]: 'heap_used',
};

const noted = new WeakMap<FastifyRequest, Pressure>();
/** The pressure a route that answers regardless (`answersUnderPressure`) was reached under. */
export const pressureOf = (request: FastifyRequest): Pressure | undefined => noted.get(request);

type Handler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;
// under-pressure sends what the handler returns, and goes on to the route when it returns nothing.
const note: Handler = (request, _reply, type, value) => {
  noted.set(request, { reason: REASONS[type] ?? 'event_loop_delay', value: value ?? 0 });
};
/** Route config for what must answer under pressure: health (it says why) and metrics. */
export const answersUnderPressure = { pressureHandler: note };

/**
 * Issue 13 "Operations": when the event loop falls behind or the heap nears its limit, every
 * request is refused at once with 503 and Retry-After instead of waiting in an unbounded queue
 * (@fastify/under-pressure samples once a second; its check per request is a few comparisons).
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  limits: Config['overload'],
): Promise<void> {
  const shed: Handler = (_request, reply) => {
    reply.status(503).header('retry-after', RETRY_AFTER_SECONDS);
    return { detail: serverBusyMessage(RETRY_AFTER_SECONDS) } as unknown as void;
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: shed,
  });
}

/**
 * Issue 13: while the server drains on SIGTERM, a request that still arrives (on a connection
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
