import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import {
  deliveriesQuerySchema,
  deliveryIdParamsSchema,
  webhookDeliverySchema,
  webhookEndpointBodySchema,
  webhookSecretSchema,
  webhookSettingsSchema,
} from '@saath/shared/webhooks';
import type { Auth } from '../../platform/auth.ts';
import type { WebhooksService } from './webhooks.service.ts';

const tags = ['airlines'];
// A signed-in airline user only: an API key cannot read or change the webhook secret.
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** ADR 0026: an airline's webhook endpoint, secret and deliveries. */
export function registerWebhooksRoutes(
  parent: FastifyInstance,
  deps: { webhooks: WebhooksService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { webhooks, auth } = deps;

  app.get('/api/airline/webhook', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'getWebhookSettings',
      tags,
      summary: "The company's webhook endpoint, the secret's hint (never the secret) and events",
      security,
      response: { 200: webhookSettingsSchema, ...errors },
    },
    handler: async (request) => webhooks.settings(request.principal!),
  });

  app.put('/api/airline/webhook', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'setWebhookEndpoint',
      tags,
      summary: 'Set (or clear) the https endpoint that receives the webhooks',
      security,
      body: webhookEndpointBodySchema,
      response: { 200: webhookSettingsSchema, ...errors },
    },
    handler: async (request) => webhooks.setEndpoint(request.principal!, request.body),
  });

  app.post('/api/airline/webhook/secret', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'rotateWebhookSecret',
      tags,
      summary: 'Create or rotate the signing secret: the answer holds it, shown this once',
      security,
      response: { 200: webhookSecretSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await webhooks.rotateSecret(request.principal!)),
  });

  app.get('/api/airline/webhook/deliveries', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'listWebhookDeliveries',
      tags,
      summary: "The company's last 50 webhook deliveries, newest first",
      description:
        "With `community_id`, only the deliveries of events about that group (the won-group page's list).",
      security,
      querystring: deliveriesQuerySchema,
      response: { 200: z.array(webhookDeliverySchema), ...errors },
    },
    handler: async (request) =>
      webhooks.deliveries(request.principal!, { communityId: request.query.community_id }),
  });

  app.post('/api/airline/webhook/test', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'sendWebhookTestEvent',
      tags,
      summary:
        'Send a signed `webhook.test` event to the endpoint, delivered like any event (one waiting at a time)',
      security,
      response: { 201: webhookDeliverySchema, 409: errorSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await webhooks.sendTest(request.principal!)),
  });

  app.post('/api/airline/webhook/deliveries/:id/redeliver', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'redeliverWebhook',
      tags,
      summary: 'Send a delivery again, as a new delivery with its own id',
      security,
      params: deliveryIdParamsSchema,
      response: { 201: webhookDeliverySchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await webhooks.redeliver(request.principal!, request.params.id)),
  });
}
