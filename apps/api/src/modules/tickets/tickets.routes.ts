import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { cancelledTicketSchema, cancelTicketBodySchema } from '@saath/shared/refunds';
import { ticketIdParamsSchema, ticketSchema } from '@saath/shared/tickets';
import type { Auth } from '../../platform/auth.ts';
import type { TicketsService } from './tickets.service.ts';

const tags = ['tickets'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema };

export function registerTicketsRoutes(
  parent: FastifyInstance,
  deps: { tickets: TicketsService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { tickets, auth } = deps;

  app.get('/api/tickets/', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'listTickets',
      tags,
      summary: "The caller's tickets",
      security,
      response: { 200: z.array(ticketSchema), ...errors },
    },
    handler: async (request) => tickets.list(request.principal!),
  });

  app.get('/api/tickets/:id', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'getTicket',
      tags,
      summary: 'One of the caller’s tickets',
      security,
      params: ticketIdParamsSchema,
      response: { 200: ticketSchema, ...errors },
    },
    handler: async (request) => tickets.get(request.principal!, request.params.id),
  });

  app.put('/api/tickets/:id/cancel', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'cancelTicket',
      tags,
      summary:
        'Cancel an issued ticket (cannot be undone), giving the reason; an eligible reason opens a refund request (no body: OTHER)',
      security,
      params: ticketIdParamsSchema,
      body: cancelTicketBodySchema,
      response: { 200: cancelledTicketSchema, ...errors },
    },
    handler: async (request) => tickets.cancel(request.principal!, request.params.id, request.body),
  });

  app.get('/api/tickets/:id/e-ticket', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'downloadETicket',
      tags,
      summary: 'The e-ticket as a PDF',
      security,
      params: ticketIdParamsSchema,
      produces: ['application/pdf'],
      response: {
        200: {
          description: 'The e-ticket (PDF)',
          // A Buffer is sent as it is; the document calls it a binary string.
          content: {
            'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
          },
        },
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const { ticket, pdf } = await tickets.eTicket(request.principal!, request.params.id);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="saath-e-ticket-${ticket.ticket_number}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
