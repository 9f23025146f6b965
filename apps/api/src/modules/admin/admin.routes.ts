import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsSchema, overrideBodySchema, rfqConversionSchema } from '@saath/shared/admin';
import { adminGroupsQuerySchema } from '@saath/shared/admin-groups';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { communityIdParamsSchema, groupSchema } from '@saath/shared/groups';
import { pagedSchema } from '@saath/shared/paging';
import type { Auth } from '../../platform/auth.ts';
import type { AdminService } from './admin.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };

/** Everything under /api/admin needs is_admin (docs/product/roles.md). */
export function registerAdminRoutes(
  parent: FastifyInstance,
  deps: { admin: AdminService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { admin, auth } = deps;
  const onRequest = auth.requireAdmin;

  app.get('/api/admin/analytics', {
    onRequest,
    schema: {
      operationId: 'getAnalytics',
      tags,
      security,
      summary: 'Dashboard figures of the admin analytics, all SQL aggregates',
      response: { 200: analyticsSchema, ...errors },
    },
    handler: async () => admin.analytics(),
  });

  app.get('/api/admin/rfq-conversion', {
    onRequest,
    schema: {
      operationId: 'getRfqConversion',
      tags,
      security,
      summary: 'How many groups that sent an RFQ were held, booked or cancelled',
      response: { 200: rfqConversionSchema, ...errors },
    },
    handler: async () => admin.rfqConversion(),
  });

  app.get('/api/admin/communities', {
    onRequest,
    schema: {
      operationId: 'listAdminGroups',
      tags,
      security,
      summary: 'Every group, newest first; optional filters: RFQ number, route, date, status',
      querystring: adminGroupsQuerySchema,
      response: { 200: pagedSchema(groupSchema), ...errors },
    },
    handler: async (request) => admin.communities(request.query),
  });

  app.post('/api/admin/communities/:id/override', {
    onRequest,
    schema: {
      operationId: 'overrideGroupStatus',
      tags,
      security,
      summary: "Override a group's status through the lifecycle (ADR 0006)",
      params: communityIdParamsSchema,
      body: overrideBodySchema,
      response: { 200: groupSchema, ...errors, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) => admin.override(request.principal!, request.params.id, request.body),
  });
}
