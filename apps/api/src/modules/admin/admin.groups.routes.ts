import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminGroupSchema } from '@saath/shared/admin-groups';
import { bidHistorySchema } from '@saath/shared/airlines';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { communityIdParamsSchema } from '@saath/shared/groups';
import type { Auth } from '../../platform/auth.ts';
import type { AdminGroupsService } from './admin.groups.service.ts';

/** An admin's page of one group. Like everything under /api/admin, needs is_admin. */
export function registerAdminGroupRoutes(
  parent: FastifyInstance,
  deps: { adminGroups: AdminGroupsService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { adminGroups, auth } = deps;

  app.get('/api/admin/communities/:id', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'getAdminGroup',
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      summary: 'One group for operators: status history, admin actions, every quote',
      params: communityIdParamsSchema,
      response: {
        200: adminGroupSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) => adminGroups.detail(request.params.id),
  });

  app.get('/api/admin/communities/:id/bids', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'listAdminGroupBids',
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      summary: "A group's append-only bid history: every submission, replacement and withdrawal",
      params: communityIdParamsSchema,
      response: {
        200: bidHistorySchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) => adminGroups.bids(request.params.id),
  });
}
