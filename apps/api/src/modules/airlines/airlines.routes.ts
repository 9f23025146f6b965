import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  airlineBidSchema,
  airlineRegistrationResponseSchema,
  airlineRegistrationSchema,
  quoteBodySchema,
  quoteIdParamsSchema,
  quoteParamsSchema,
  quoteSchema,
} from '@saath/shared/airlines';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { groupSchema } from '@saath/shared/groups';
import type { Auth } from '../../platform/auth.ts';
import type { AirlinesService } from './airlines.service.ts';

const security = [{ bearerAuth: [] }];
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};

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
    onRequest: auth.requireAirline,
    schema: {
      tags: ['airlines'],
      summary: "The caller's company's quotes, each with its group",
      security,
      response: { 200: z.array(airlineBidSchema), ...errors },
    },
    handler: async (request) => airlines.bidsOfCompany(request.principal!),
  });

  app.get('/api/quotes/:communityId', {
    onRequest: auth.requireAirline,
    schema: {
      tags: ['quotes'],
      summary: 'Quotes of a group (admin: all; airline: its own)',
      security,
      params: quoteParamsSchema,
      response: { 200: z.array(quoteSchema), ...errors },
    },
    handler: async (request) => airlines.forGroup(request.principal!, request.params.communityId),
  });

  app.post('/api/quotes/:communityId', {
    onRequest: auth.requireAirline,
    schema: {
      tags: ['quotes'],
      summary: "Submit or replace the company's bid per ticket (paise) while bidding is open",
      security,
      params: quoteParamsSchema,
      body: quoteBodySchema,
      response: { 201: quoteSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await airlines.submit(request.principal!, request.params.communityId, request.body)),
  });

  app.post('/api/quotes/:quoteId/select', {
    onRequest: auth.requireAdmin,
    schema: {
      tags: ['quotes'],
      summary: 'Select a quote: the group books on it at once (admin)',
      security,
      params: quoteIdParamsSchema,
      response: { 200: groupSchema, ...errors },
    },
    handler: async (request) => airlines.select(request.principal!, request.params.quoteId),
  });
}
