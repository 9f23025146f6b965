import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSetupAnswerSchema,
  adminSetupBodySchema,
  adminSetupLinkSchema,
  adminSetupParamsSchema,
} from '@saath/shared/admin-setup';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import type { AdminSetup } from './admin-bootstrap.ts';

const tags = ['accounts'];
const errors = { 404: errorSchema, 422: validationErrorSchema, 429: errorSchema };

/**
 * The first admin of a fresh install (ADR 0042): the printed link's page checks its token, then
 * creates the admin. No sign-in: the token is the permission. Counted in the auth rate limit, as
 * every form that takes a secret is.
 */
export function registerAdminSetupRoutes(
  parent: FastifyInstance,
  deps: { setup: AdminSetup; authRateLimit: { max: number; timeWindow: string } },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: deps.authRateLimit };

  app.get('/api/admin-setup/:token', {
    config,
    schema: {
      operationId: 'checkAdminSetupLink',
      security: [],
      tags,
      summary:
        'Whether a first-admin setup link still works (404 once used, expired or an admin exists)',
      params: adminSetupParamsSchema,
      response: { 200: adminSetupLinkSchema, ...errors },
    },
    handler: async (request) => deps.setup.check(request.params.token),
  });

  app.post('/api/admin-setup', {
    config,
    schema: {
      operationId: 'createFirstAdmin',
      security: [],
      tags,
      summary: 'Create the first admin with a setup link’s token (once; every link dies with it)',
      body: adminSetupBodySchema,
      response: { 201: adminSetupAnswerSchema, ...errors, 409: errorSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await deps.setup.create(request.body)),
  });
}
