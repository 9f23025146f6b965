import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserSchema } from '@saath/shared/admin';
import { auditEntrySchema } from '@saath/shared/admin-audit';
import {
  accountActionBodySchema,
  adminUserQuerySchema,
  userIdParamsSchema,
} from '@saath/shared/admin-users';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { pagedSchema, pageQuerySchema } from '@saath/shared/paging';
import type { Auth } from '../../platform/auth.ts';
import type { AdminAuditService } from './admin.audit.service.ts';
import type { AdminUsersService } from './admin.users.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };

/**
 * The admin Users tab (list with search and filter, deactivate, reactivate) and the audit
 * log. Like every /api/admin route, admins only (docs/product/roles.md).
 */
export function registerAdminUsersRoutes(
  parent: FastifyInstance,
  deps: { users: AdminUsersService; audit: AdminAuditService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { users, audit, auth } = deps;
  const onRequest = auth.requireAdmin;

  app.get('/api/admin/users', {
    onRequest,
    schema: {
      operationId: 'listUsers',
      tags,
      security,
      summary: 'Every account with its credit balance, newest first; search by name, email, phone',
      querystring: adminUserQuerySchema,
      response: { 200: pagedSchema(adminUserSchema), ...errors },
    },
    handler: async (request) => users.list(request.query),
  });

  const action = (verb: 'deactivate' | 'reactivate', summary: string) =>
    app.post(`/api/admin/users/:id/${verb}`, {
      onRequest,
      schema: {
        operationId: `${verb}User`,
        tags,
        security,
        summary,
        params: userIdParamsSchema,
        body: accountActionBodySchema,
        response: { 200: adminUserSchema, ...errors, 404: errorSchema },
      },
      handler: async (request) =>
        users[verb](request.principal!, request.params.id, request.body.reason),
    });
  action(
    'deactivate',
    "End an account's sessions and refuse its sign-in; not your own, not an admin's",
  );
  action('reactivate', 'Let a deactivated account sign in again');

  app.get('/api/admin/audit-log', {
    onRequest,
    schema: {
      operationId: 'listAuditLog',
      tags,
      security,
      summary: 'What admins did (overrides, deactivations, quote selections), newest first',
      querystring: pageQuerySchema,
      response: { 200: pagedSchema(auditEntrySchema), ...errors },
    },
    handler: async (request) => audit.list(request.query),
  });
}
