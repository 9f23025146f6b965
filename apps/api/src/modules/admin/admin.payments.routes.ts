import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { pageQuerySchema } from '@saath/shared/paging';
import { paymentIdParamsSchema } from '@saath/shared/payments';
import {
  adminPaymentPageSchema,
  adminPaymentSchema,
  adminRefundBodySchema,
  decideRefundBodySchema,
  refundRequestIdParamsSchema,
  refundRequestPageSchema,
  refundRequestQuerySchema,
  refundRequestSchema,
} from '@saath/shared/refunds';
import type { Auth } from '../../platform/auth.ts';
import type { AdminPaymentsService } from './admin.payments.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };
const refusals = { ...errors, 404: errorSchema, 409: errorSchema };

/** ADR 0024: the Payments and Refund requests tabs; admins only. */
export function registerAdminPaymentsRoutes(
  parent: FastifyInstance,
  deps: { adminPayments: AdminPaymentsService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { adminPayments, auth } = deps;
  const onRequest = auth.requireAdmin;

  app.get('/api/admin/payments', {
    onRequest,
    schema: {
      operationId: 'listAdminPayments',
      tags,
      security,
      summary: 'Every payment, newest first, with the money captured, refunded and net overall',
      querystring: pageQuerySchema,
      response: { 200: adminPaymentPageSchema, ...errors },
    },
    handler: async (request) => adminPayments.listPayments(request.query),
  });

  app.post('/api/admin/payments/:id/refund', {
    onRequest,
    schema: {
      operationId: 'refundPayment',
      tags,
      security,
      summary: 'Refund part or all of what is left of a captured payment (paise), audited',
      params: paymentIdParamsSchema,
      body: adminRefundBodySchema,
      response: { 200: adminPaymentSchema, ...refusals },
    },
    handler: async (request) =>
      adminPayments.refundPayment(request.principal!, request.params.id, request.body),
  });

  app.get('/api/admin/refund-requests', {
    onRequest,
    schema: {
      operationId: 'listRefundRequests',
      tags,
      security,
      summary: 'Refund requests opened by ticket cancellations, newest first; filter by status',
      querystring: refundRequestQuerySchema,
      response: { 200: refundRequestPageSchema, ...errors },
    },
    handler: async (request) => adminPayments.listRequests(request.query),
  });

  app.post('/api/admin/refund-requests/:id/decide', {
    onRequest,
    schema: {
      operationId: 'decideRefundRequest',
      tags,
      security,
      summary: 'Approve (refund through the provider) or decline a refund request, once',
      params: refundRequestIdParamsSchema,
      body: decideRefundBodySchema,
      response: { 200: refundRequestSchema, ...refusals },
    },
    handler: async (request) =>
      adminPayments.decide(request.principal!, request.params.id, request.body),
  });
}
