import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@saath/shared/http';
import type { Database } from '../db/client.ts';
import { DatabaseTimeout } from '../db/errors.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';
import { answersUnderPressure, pressureOf, RETRY_AFTER_SECONDS } from './overload.ts';

const WHY = {
  database_unreachable: (timeoutMs?: number) =>
    timeoutMs === undefined
      ? 'The database cannot be reached'
      : `The database did not answer within ${timeoutMs} ms`,
  event_loop_delay: (ms: number) =>
    `Overloaded: the event loop is ${Math.round(ms)} ms behind; requests are refused with 503`,
  heap_used: (bytes: number) =>
    `Overloaded: ${Math.round(bytes / 1048576)} MB of heap in use; requests are refused with 503`,
  connections: (open: number) =>
    `Overloaded: ${open} connections are busy, near the limit; requests are refused with 503`,
} as const;

/**
 * 200 `{status: "ok", database: "ok"}`, 503 when the database cannot
 * be reached. The answer also says why a 503 is given (the database, or overload, which turns every
 * other request away too), with fields added to the documented shape, never changed.
 *
 * ADR 0035: the answer comes within `timeoutMs` whatever the database does. The ping uses a
 * connection of its own (Database.ping), so requests holding every pooled connection (a slow
 * payment provider, a flood) never make health wait; a database that does not answer in time
 * is reported unreachable, with Retry-After, as every route answers then.
 */
export function registerHealthRoute(
  parent: FastifyInstance,
  deps: { database: Pick<Database, 'ping'>; timeoutMs: number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(API.health, {
    config: answersUnderPressure,
    schema: {
      operationId: 'getHealth',
      security: [],
      tags: ['platform'],
      summary: 'Health: 200 when the API and its database answer, 503 (with why) when not',
      response: {
        200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
        503: z.object({
          status: z.literal('error'),
          database: z.enum(['ok', 'unreachable']),
          reason: z.enum(['database_unreachable', 'event_loop_delay', 'heap_used', 'connections']),
          detail: z.string(),
        }),
      },
    },
    handler: async (request, reply) => {
      let database: 'ok' | 'unreachable' = 'ok';
      let timedOut = false;
      try {
        await deps.database.ping(deps.timeoutMs);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        database = 'unreachable';
        timedOut = error instanceof DatabaseTimeout;
      }
      const pressure = pressureOf(request);
      if (database === 'ok' && !pressure) return { status: 'ok' as const, database };
      const status = 'error' as const;
      if (database === 'unreachable') {
        const reason = 'database_unreachable' as const;
        return reply
          .status(503)
          .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
          .send({
            status,
            database,
            reason,
            detail: WHY[reason](timedOut ? deps.timeoutMs : undefined),
          });
      }
      const { reason, value } = pressure!;
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ status, database, reason, detail: WHY[reason](value) });
    },
  });
}
