import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  airlineBidSchema,
  airlineRegistrationResponseSchema,
  airlineRegistrationSchema,
  manifestParamsSchema,
  manifestSchema,
  quoteBodySchema,
  quoteIdParamsSchema,
  quoteParamsSchema,
  quoteSchema,
  withdrawQuoteParamsSchema,
} from '@saath/shared/airlines';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { groupSchema, routeDateFilterSchema } from '@saath/shared/groups';
import type { Auth } from '../../platform/auth.ts';
import { AIRLINE_OR_KEY_SECURITY } from '../../platform/openapi.ts';
import type { AirlinesService } from './airlines.service.ts';

const security = [{ bearerAuth: [] }];
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};
// The operations an airline's system calls with an API key (ADR 0019): its own rate limit.
const keyErrors = { ...errors, 429: errorSchema };

/** A spreadsheet download: named, never cached (it holds the company's bids or passengers). */
function sendCsv(reply: FastifyReply, { fileName, csv }: { fileName: string; csv: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export function registerAirlinesRoutes(
  parent: FastifyInstance,
  deps: {
    airlines: AirlinesService;
    auth: Auth;
    authRateLimit: { max: number; timeWindow: string };
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { airlines, auth } = deps;

  app.post('/api/airline/register', {
    config: { rateLimit: deps.authRateLimit },
    schema: {
      operationId: 'registerAirline',
      security: [],
      tags: ['airlines'],
      summary: 'Register an airline partner: its first user and its company',
      body: airlineRegistrationSchema,
      response: {
        201: airlineRegistrationResponseSchema,
        422: validationErrorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await airlines.registerAirline(request.body)),
  });

  app.get('/api/airline/bids', {
    onRequest: auth.requireAirlineOrKey,
    schema: {
      operationId: 'listAirlineBids',
      tags: ['airlines'],
      summary: "The caller's company's quotes, each with its group, optionally by route and date",
      security: AIRLINE_OR_KEY_SECURITY,
      querystring: routeDateFilterSchema,
      response: { 200: z.array(airlineBidSchema), ...keyErrors },
    },
    handler: async (request) => airlines.bidsOfCompany(request.principal!, request.query),
  });

  app.get('/api/airline/bids.csv', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'exportAirlineBids',
      tags: ['airlines'],
      summary: "The caller's company's quotes as CSV (amounts in rupees), with the list's filters",
      security,
      querystring: routeDateFilterSchema,
      produces: ['text/csv'],
      response: {
        200: {
          description: 'One row per bid; a header row first',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errors,
      },
    },
    handler: async (request, reply) =>
      sendCsv(reply, await airlines.exportBids(request.principal!, request.query)),
  });

  // The winning airline's passenger manifest once the group is BOOKED. The JSON
  // accepts the company's API key (its ticketing system is who needs it; ADR 0025); the CSV is
  // the dashboard's download, signed-in users only, like the bids export.
  app.get('/api/airline/quotes/:id/manifest', {
    onRequest: auth.requireUserOrKey,
    schema: {
      operationId: 'getAirlineManifest',
      tags: ['airlines'],
      summary:
        'The passengers of a booked group (name, date of birth, gender, ticket), for its winning airline only',
      security: AIRLINE_OR_KEY_SECURITY,
      params: manifestParamsSchema,
      response: { 200: manifestSchema, ...keyErrors },
    },
    handler: async (request) => airlines.manifest(request.principal!, request.params.id),
  });

  app.get('/api/airline/quotes/:id/manifest.csv', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'exportAirlineManifest',
      tags: ['airlines'],
      summary: 'The passenger manifest as CSV, for the winning airline once the group is booked',
      security,
      params: manifestParamsSchema,
      produces: ['text/csv'],
      response: {
        200: {
          description: 'One row per passenger; a header row first',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errors,
      },
    },
    handler: async (request, reply) =>
      sendCsv(reply, await airlines.exportManifest(request.principal!, request.params.id)),
  });

  app.get('/api/quotes/:id', {
    onRequest: auth.requireAirlineOrKey,
    schema: {
      operationId: 'listGroupQuotes',
      tags: ['quotes'],
      summary: 'Quotes of a group (admin: all; airline: its own)',
      security: AIRLINE_OR_KEY_SECURITY,
      params: quoteParamsSchema,
      response: { 200: z.array(quoteSchema), ...keyErrors },
    },
    handler: async (request) => airlines.forGroup(request.principal!, request.params.id),
  });

  app.post('/api/quotes/:id', {
    onRequest: auth.requireAirlineOrKey,
    schema: {
      operationId: 'submitQuote',
      tags: ['quotes'],
      summary: "Submit or replace the company's bid per ticket (paise) while bidding is open",
      security: AIRLINE_OR_KEY_SECURITY,
      params: quoteParamsSchema,
      body: quoteBodySchema,
      response: { 201: quoteSchema, ...keyErrors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await airlines.submit(request.principal!, request.params.id, request.body)),
  });

  app.delete('/api/quotes/:id', {
    onRequest: auth.requireAirline,
    schema: {
      operationId: 'withdrawQuote',
      tags: ['quotes'],
      summary:
        "Withdraw the company's bid while bidding is open: the group as it stands after (lowest bid, bid count)",
      security,
      params: withdrawQuoteParamsSchema,
      response: { 200: groupSchema, ...errors },
    },
    handler: async (request) => airlines.withdraw(request.principal!, request.params.id),
  });

  app.post('/api/quotes/:quoteId/select', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'selectQuote',
      tags: ['quotes'],
      summary: 'Select a quote: the group books on it at once (admin)',
      security,
      params: quoteIdParamsSchema,
      response: { 200: groupSchema, ...errors },
    },
    handler: async (request) => airlines.select(request.principal!, request.params.quoteId),
  });
}
