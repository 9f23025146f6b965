import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UNSUBSCRIBE_PAGE,
  alertCreateSchema,
  alertIdParamsSchema,
  alertListSchema,
  alertSchema,
  alertSuggestionsSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@saath/shared/alerts';
import { errorSchema, messageSchema, validationErrorSchema } from '@saath/shared/errors';
import type { Auth } from '../../platform/auth.ts';
import type { AlertsService } from './alerts.service.ts';

const tags = ['alerts'];
const security = [{ bearerAuth: [] }];

/** Travellers are told of new groups (ADR 0021): route alerts and their one-click unsubscribe. */
export function registerAlertsRoutes(
  parent: FastifyInstance,
  deps: { alerts: AlertsService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { alerts, auth } = deps;

  app.get('/api/alerts', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      summary: 'My route alerts, soonest dates first',
      operationId: 'listAlerts',
      security,
      response: { 200: alertListSchema, 401: errorSchema },
    },
    handler: async (request) => alerts.list(request.principal!),
  });

  app.post('/api/alerts', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      summary: 'Watch a route: an optional slot and a date range or a month',
      operationId: 'createAlert',
      security,
      body: alertCreateSchema,
      response: {
        201: alertSchema,
        401: errorSchema,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await alerts.create(request.principal!, request.body)),
  });

  app.get('/api/alerts/suggestions', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      summary: "Ready-made alerts from the profile's city pairs and likely travel months",
      operationId: 'listAlertSuggestions',
      security,
      response: { 200: alertSuggestionsSchema, 401: errorSchema },
    },
    handler: async (request) => alerts.suggestions(request.principal!),
  });

  app.delete('/api/alerts/:id', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      summary: 'Delete one of my alerts',
      operationId: 'deleteAlert',
      security,
      params: alertIdParamsSchema,
      response: {
        200: messageSchema,
        401: errorSchema,
        404: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) => alerts.remove(request.principal!, request.params.id),
  });

  // The link a person opens (a mail client without one-click may open the header's link too):
  // to the page, which asks for the unsubscribe itself. A GET changes nothing, so a mail
  // scanner that follows links cannot unsubscribe anyone.
  app.get('/api/alerts/unsubscribe', {
    schema: {
      tags,
      summary: 'Open the unsubscribe page of an alert mail (no sign-in)',
      operationId: 'openAlertUnsubscribePage',
      security: [],
      querystring: unsubscribeQuerySchema,
      response: {
        303: z.null().describe('Redirect to the unsubscribe page'),
        422: validationErrorSchema,
      },
    },
    // A JSON null body beside the Location header: every answer of this API is JSON (the
    // browser follows the redirect and never shows it).
    handler: async (request, reply) =>
      reply
        .code(303)
        .header('location', `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(request.query.token)}`)
        .send(null),
  });

  // RFC 8058 one-click (the mail client POSTs `List-Unsubscribe=One-Click`), and the page's call.
  app.post('/api/alerts/unsubscribe', {
    schema: {
      tags,
      summary: 'Unsubscribe from an alert with the signed token of its mail (RFC 8058 one-click)',
      operationId: 'unsubscribeAlert',
      security: [],
      querystring: unsubscribeQuerySchema,
      body: unsubscribeBodySchema,
      response: { 200: unsubscribeResultSchema, 400: errorSchema, 422: validationErrorSchema },
    },
    handler: async (request) => alerts.unsubscribe(request.query.token),
  });
}
