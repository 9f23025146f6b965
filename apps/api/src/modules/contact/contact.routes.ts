import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactBodySchema,
  contactIdParamsSchema,
  contactListQuerySchema,
  contactSubmissionSchema,
} from '@saath/shared/contact';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { pagedSchema } from '@saath/shared/paging';
import type { Auth } from '../../platform/auth.ts';
import type { ContactService } from './contact.service.ts';

const tags = ['contact'];

export function registerContactRoutes(
  parent: FastifyInstance,
  deps: {
    contact: ContactService;
    auth: Auth;
    rateLimit: { max: number; timeWindow: string };
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { contact, auth } = deps;

  app.post('/api/contact/', {
    // Contact is rate limited per client address, like the authentication routes, so the form
    // cannot flood the team's inbox (AUTH_RATE_LIMIT_PER_MINUTE; docs/product/roles.md).
    config: { rateLimit: deps.rateLimit },
    schema: {
      operationId: 'sendContactMessage',
      security: [],
      tags,
      summary: 'Send a message to the Saath team (the contact form)',
      body: contactBodySchema,
      response: { 201: contactSubmissionSchema, 422: validationErrorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => reply.status(201).send(await contact.submit(request.body)),
  });

  app.get('/api/contact/', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'listContactMessages',
      tags,
      summary: 'Contact messages, newest first (admin); all, open or handled',
      security: [{ bearerAuth: [] }],
      querystring: contactListQuerySchema,
      response: {
        200: pagedSchema(contactSubmissionSchema),
        401: errorSchema,
        403: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) => contact.list(request.query),
  });

  // An admin marks a message handled, or reopens it.
  for (const [verb, handled] of [
    ['handled', true],
    ['reopen', false],
  ] as const) {
    app.post(`/api/admin/contact/:id/${verb}`, {
      onRequest: auth.requireAdmin,
      schema: {
        operationId: `${handled ? 'markContactMessageHandled' : 'reopenContactMessage'}`,
        tags,
        summary: handled ? 'Mark a contact message handled' : 'Reopen a handled contact message',
        security: [{ bearerAuth: [] }],
        params: contactIdParamsSchema,
        response: {
          200: contactSubmissionSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
      handler: async (request) =>
        contact.setHandled(request.principal!.userId, request.params.id, handled),
    });
  }
}
