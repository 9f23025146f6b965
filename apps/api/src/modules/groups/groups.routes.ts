import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidLadderSchema } from '@saath/shared/airlines';
import { errorSchema, messageSchema, validationErrorSchema } from '@saath/shared/errors';
import {
  communityIdParamsSchema,
  createBodySchema,
  groupExistsSchema,
  groupPreviewSchema,
  groupSchema,
  joinBodySchema,
  metaSchema,
  passengersResponseSchema,
  routeDateFilterSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@saath/shared/groups';
import { acceptsGzip } from '../../platform/accept-encoding.ts';
import type { Auth } from '../../platform/auth.ts';
import { AIRLINE_OR_KEY_SECURITY } from '../../platform/openapi.ts';
import { toGroup } from './groups.presenter.ts';
import type { GroupView, GroupsService, SearchAnswer } from './groups.service.ts';
import { fastSerializerCompiler } from '../../platform/json-writer.ts';

const present = (view: GroupView) => ({
  ...toGroup(view.row, view.mine, view.myPayment, view.myStanding),
  ...view.ticketing,
});

const tags = ['groups'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

export function registerGroupsRoutes(
  parent: FastifyInstance,
  deps: { groups: GroupsService; auth: Auth; production: boolean },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { groups, auth } = deps;

  /**
   * The group routes answer through their response schema compiled by fast-json-stringify
   * (ADR 0041): the read model hands over data, never JSON text. A search answer kept gzipped
   * was written by the same compiled function, and is sent as those bytes.
   */
  const serializerCompiler = fastSerializerCompiler(deps.production);
  const sendSearch = (reply: FastifyReply, answer: SearchAnswer) => {
    reply.header('vary', 'accept-encoding');
    if ('body' in answer) return reply.send(answer.body);
    // Outside production the kept bytes are checked against the contract too.
    if (!deps.production)
      searchResponseSchema.parse(JSON.parse(gunzipSync(answer.gzip).toString()));
    return reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', 'gzip')
      .send(answer.gzip);
  };

  app.get('/api/meta', {
    schema: {
      operationId: 'getMeta',
      security: [],
      tags: ['platform'],
      summary: 'Cities, routes, slots and group rules',
      response: { 200: metaSchema },
    },
    handler: async () => groups.meta(),
  });

  app.get('/api/communities/search', {
    serializerCompiler,
    onRequest: auth.requireUser,
    schema: {
      operationId: 'searchGroups',
      tags,
      summary: 'Joinable groups on a route: the date asked for and ±3 days',
      security,
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, ...errors },
    },
    handler: async (request, reply) =>
      sendSearch(
        reply,
        await groups.search(request.principal!, request.query, { gzip: acceptsGzip(request) }),
      ),
  });

  // An airline's system lists the open RFQs and reads one with an API key (ADR 0019).
  app.get('/api/communities/', {
    serializerCompiler,
    onRequest: auth.requireUserOrKey,
    schema: {
      operationId: 'listGroups',
      tags,
      summary:
        "The caller's groups (an airline: the groups open for bidding), optionally by route and travel date",
      security: AIRLINE_OR_KEY_SECURITY,
      querystring: routeDateFilterSchema,
      response: { 200: z.array(groupSchema), ...errors, 429: errorSchema },
    },
    handler: async (request) => (await groups.list(request.principal!, request.query)).map(present),
  });

  app.post('/api/communities/', {
    serializerCompiler,
    onRequest: auth.requireUser,
    schema: {
      operationId: 'createGroup',
      tags,
      summary: 'Create a group (and join it when passengers are given)',
      security,
      body: createBodySchema,
      response: { 201: groupSchema, 409: groupExistsSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(present(await groups.create(request.principal!, request.body))),
  });

  app.get('/api/communities/:id', {
    serializerCompiler,
    onRequest: auth.requireUserOrKey,
    schema: {
      operationId: 'getGroup',
      tags,
      summary: 'One of the caller’s groups (an airline: a group open for bidding or bid on)',
      security: AIRLINE_OR_KEY_SECURITY,
      params: communityIdParamsSchema,
      response: { 200: groupSchema, ...errors, 429: errorSchema },
    },
    handler: async (request) => groups.detail(request.principal!, request.params.id),
  });

  // The page an invite link opens. Public, like /api/meta: it names no one, and the
  // ids are random UUIDs, so there is nothing to enumerate (the rate limits guard sign-in and
  // contact, not reads).
  app.get('/api/communities/:id/preview', {
    schema: {
      operationId: 'getGroupPreview',
      security: [],
      tags,
      summary: 'Public preview of a group for an invite link: trip and counts, never who',
      params: communityIdParamsSchema,
      response: { 200: groupPreviewSchema, 404: errorSchema, 422: validationErrorSchema },
    },
    handler: async (request) => groups.preview(request.params.id),
  });

  app.post('/api/communities/:id/join', {
    serializerCompiler,
    onRequest: auth.requireUser,
    schema: {
      operationId: 'joinGroup',
      tags,
      summary: 'Join with 1 to 4 passengers',
      security,
      params: communityIdParamsSchema,
      body: joinBodySchema,
      response: { 200: groupSchema, 409: errorSchema, ...errors },
    },
    handler: async (request) =>
      present(await groups.join(request.principal!, request.params.id, request.body.passengers)),
  });

  app.post('/api/communities/:id/leave', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'leaveGroup',
      tags,
      summary: 'Leave a group (not once booked)',
      security,
      params: communityIdParamsSchema,
      response: { 200: messageSchema, 409: errorSchema, ...errors },
    },
    handler: async (request) => groups.leave(request.principal!, request.params.id),
  });

  // ADR 0027: the anonymous bid ladder, apart from the detail (cached, benchmarked).
  app.get('/api/communities/:id/bids', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'getGroupBidLadder',
      tags,
      summary: "A group's live bids, prices only in rank order (airlines named once booked)",
      security,
      params: communityIdParamsSchema,
      response: { 200: bidLadderSchema, ...errors },
    },
    handler: async (request) => groups.ladder(request.principal!, request.params.id),
  });

  app.get('/api/communities/:id/passengers', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'listMyPassengers',
      tags,
      summary: "The caller's own passengers in a group",
      security,
      params: communityIdParamsSchema,
      response: { 200: passengersResponseSchema, ...errors },
    },
    handler: async (request) => groups.passengers(request.principal!, request.params.id),
  });
}
