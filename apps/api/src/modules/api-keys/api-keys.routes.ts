import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyIdParamsSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '@saath/shared/api-keys';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import type { Auth } from '../../platform/auth.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const tags = ['airlines'];
// Managed by a signed-in airline user only: a key cannot mint or revoke keys.
const security = [{ bearerAuth: [] }];
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  422: validationErrorSchema,
};

/** ADR 0019: an airline user's API keys (create, list, revoke). */
export function registerApiKeysRoutes(
  parent: FastifyInstance,
  deps: { apiKeys: ApiKeysService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { apiKeys, auth } = deps;

  app.get('/api/airline/api-keys', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'listApiKeys',
      tags,
      summary: "The company's API keys, newest first, revoked ones included (never the key)",
      security,
      response: { 200: z.array(apiKeySchema), ...errors },
    },
    handler: async (request) => apiKeys.list(request.principal!),
  });

  app.post('/api/airline/api-keys', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'createApiKey',
      tags,
      summary: 'Create a named API key: the answer holds the whole key, shown this once',
      security,
      body: createApiKeyBodySchema,
      response: { 201: createdApiKeySchema, 409: errorSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await apiKeys.create(request.principal!, request.body)),
  });

  app.delete('/api/airline/api-keys/:id', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'revokeApiKey',
      tags,
      summary: 'Revoke an API key: refused from the next request on (revoking twice is harmless)',
      security,
      params: apiKeyIdParamsSchema,
      response: { 200: apiKeySchema, ...errors },
    },
    handler: async (request) => apiKeys.revoke(request.principal!, request.params.id),
  });
}
