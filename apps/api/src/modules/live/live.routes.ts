import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { communityIdParamsSchema } from '@saath/shared/groups';
import { paymentIdParamsSchema } from '@saath/shared/payments';
import type { Auth } from '../../platform/auth.ts';
import type { Live } from './live.service.ts';

const security = [{ bearerAuth: [] }];
// 429: past the streams one user, or this process, may hold (ADR 0029), with Retry-After.
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  422: validationErrorSchema,
  429: errorSchema,
};
const stream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string() } },
});
const resumeHeaders = z.object({
  // Sent by an event-source client when it reconnects: the id of the last event it received.
  'last-event-id': z.string().max(200).optional(),
});

export function registerLiveRoutes(parent: FastifyInstance, deps: { live: Live; auth: Auth }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { live, auth } = deps;

  // No HEAD twin: a HEAD would hold a stream open with nothing to say.
  app.get('/api/communities/:id/events', {
    exposeHeadRoute: false,
    onRequest: auth.requireUser,
    schema: {
      operationId: 'streamGroupEvents',
      tags: ['groups'],
      summary:
        'Server-sent events: the group record, as the detail call answers it, on each change',
      description:
        'A `text/event-stream`. Each `group` event carries the record GET /api/communities/{id} ' +
        'answers the caller, with an id that is a digest of it; the current record comes first ' +
        'unless `Last-Event-ID` names it. A comment line every 15 s keeps the stream alive. ' +
        'One user may hold a bounded number of streams per server process, as may the process ' +
        'in all: past either, 429 with `Retry-After`.',
      security,
      params: communityIdParamsSchema,
      headers: resumeHeaders,
      produces: ['text/event-stream'],
      response: { 200: stream('Group events'), ...errors },
    },
    handler: async (request, reply) => {
      await live.watchGroup(
        reply,
        request.principal!,
        request.params.id,
        request.headers['last-event-id'],
      );
      return reply;
    },
  });

  app.get('/api/payments/:id/events', {
    exposeHeadRoute: false,
    onRequest: auth.requireUser,
    schema: {
      operationId: 'streamPaymentEvents',
      tags: ['payments'],
      summary:
        "Server-sent events: the caller's payment, as GET /api/payments/{id} answers it, on each change",
      description:
        'A `text/event-stream` for the payer only (anyone else, an admin too, 404). Each ' +
        '`payment` event carries the record GET /api/payments/{id} answers, with an id that is a ' +
        'digest of it; the current record comes first unless `Last-Event-ID` names it, then one ' +
        'on each change of its status or UPI collect (approved, declined, expired, captured, ' +
        'refunded). A comment line every 15 s keeps the stream alive. Bounded per user and per ' +
        'process like the group stream (429 with `Retry-After`).',
      security,
      params: paymentIdParamsSchema,
      headers: resumeHeaders,
      produces: ['text/event-stream'],
      response: { 200: stream('Payment events'), ...errors },
    },
    handler: async (request, reply) => {
      await live.watchPayment(
        reply,
        request.principal!,
        request.params.id,
        request.headers['last-event-id'],
      );
      return reply;
    },
  });

  app.get('/api/airline/events', {
    exposeHeadRoute: false,
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'streamAirlineEvents',
      tags: ['airlines'],
      summary: 'Server-sent events: RFQs opening and closing, and lowest-bid changes',
      description:
        'A `text/event-stream`. `rfq` carries an open RFQ as GET /api/communities/{id} answers ' +
        'the caller (sent when it opens and when its bids change); `rfq_closed` carries ' +
        '`{community_id, status}` once it leaves RFQ_SENT. Nothing is sent on connect: read ' +
        'the lists, then follow the stream. Bounded per user and per process like the group ' +
        'stream (429 with `Retry-After`).',
      security,
      headers: resumeHeaders,
      produces: ['text/event-stream'],
      response: {
        200: stream('RFQ events'),
        401: errorSchema,
        403: errorSchema,
        422: validationErrorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      live.watchAirline(reply, request.principal!);
      return reply;
    },
  });
}
