import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { communityIdParamsSchema } from '@saath/shared/groups';
import {
  createPaymentBodySchema,
  createPaymentResponseSchema,
  paymentIdParamsSchema,
  paymentSchema,
  providerParamsSchema,
  razorpayVerifyBodySchema,
  sandboxCheckoutBodySchema,
  sandboxCheckoutResponseSchema,
  sandboxUpiBodySchema,
  sandboxUpiDecisionBodySchema,
  webhookAnswerSchema,
} from '@saath/shared/payments';
import { receiptFileName } from '@saath/shared/receipts';
import type { Auth } from '../../platform/auth.ts';
import { readsNothingBack } from '../../platform/change-feed.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const signedIn = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A member's share, its status, the sandbox checkout and the providers' webhooks. */
export function registerPaymentsRoutes(
  parent: FastifyInstance,
  deps: { payments: PaymentsService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { payments, auth } = deps;

  app.post('/api/communities/:id/payments', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'createPayment',
      summary: "Start paying the caller's share of a group awaiting payment",
      security,
      params: communityIdParamsSchema,
      body: createPaymentBodySchema,
      response: {
        200: createPaymentResponseSchema,
        201: createPaymentResponseSchema,
        ...signedIn,
        409: errorSchema,
        422: validationErrorSchema,
        502: errorSchema,
        503: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { created, body } = await payments.create(
        request.principal!,
        request.params.id,
        request.body?.apply_credits ?? false,
      );
      return reply.code(created ? 201 : 200).send(body);
    },
  });

  app.get('/api/payments/:id', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'getPayment',
      summary: 'A payment of the caller (or any, for an admin)',
      security,
      params: paymentIdParamsSchema,
      response: { 200: paymentSchema, ...signedIn, 422: validationErrorSchema },
    },
    handler: async (request) => payments.get(request.principal!, request.params.id),
  });

  app.get('/api/payments/:id/receipt', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'downloadPaymentReceipt',
      summary: 'The receipt of a captured payment as a PDF (a GST tax invoice when asked for)',
      security,
      params: paymentIdParamsSchema,
      produces: ['application/pdf'],
      response: {
        200: {
          description: 'The receipt (PDF)',
          content: {
            'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
          },
        },
        ...signedIn,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { receiptNumber, pdf } = await payments.receipt(request.principal!, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(receiptNumber)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.post('/api/payments/:id/sandbox-checkout', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'sandboxCheckout',
      summary: 'Pay a sandbox payment with a test card (TEST MODE)',
      security,
      params: paymentIdParamsSchema,
      body: sandboxCheckoutBodySchema,
      response: {
        200: sandboxCheckoutResponseSchema,
        ...signedIn,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) =>
      payments.sandboxCheckout(request.principal!, request.params.id, request.body.card_number),
  });

  app.post('/api/payments/:id/sandbox-upi', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'sandboxUpiCollect',
      summary: 'Send a UPI collect request for a sandbox payment to a VPA (TEST MODE)',
      description:
        'success@saath is approved and failure@saath declined by the sandbox at once; any other ' +
        'valid VPA waits for the sandbox-upi/decision call, or expires after ' +
        'UPI_COLLECT_EXPIRY_SECONDS. The outcome arrives as a signed sandbox event; follow it on ' +
        'GET /api/payments/{id}.',
      security,
      params: paymentIdParamsSchema,
      body: sandboxUpiBodySchema,
      response: {
        202: paymentSchema,
        ...signedIn,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(await payments.sandboxUpi(request.principal!, request.params.id, request.body.vpa)),
  });

  app.post('/api/payments/:id/sandbox-upi/decision', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'sandboxUpiDecision',
      summary:
        "Approve or decline a sandbox UPI collect request, as the payer's UPI app (TEST MODE)",
      security,
      params: paymentIdParamsSchema,
      body: sandboxUpiDecisionBodySchema,
      response: {
        202: paymentSchema,
        ...signedIn,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await payments.sandboxUpiDecision(
            request.principal!,
            request.params.id,
            request.body.decision,
          ),
        ),
  });

  app.post('/api/payments/:id/razorpay/verify', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'verifyRazorpayPayment',
      summary: "Check Razorpay Checkout's payment signature and answer the payment",
      security,
      params: paymentIdParamsSchema,
      body: razorpayVerifyBodySchema,
      response: {
        200: paymentSchema,
        400: errorSchema,
        ...signedIn,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) =>
      payments.razorpayVerify(request.principal!, request.params.id, request.body),
  });

  // The signature is over the exact bytes sent, so this route keeps the body as text.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhooks/:provider', {
      config: readsNothingBack,
      schema: {
        tags,
        operationId: 'receivePaymentWebhook',
        summary:
          "A payment provider's signed event (captured, failed, refund processed; Razorpay Route's transfer processed or failed)",
        security: [],
        params: providerParamsSchema,
        body: z.string().max(64 * 1024),
        response: {
          200: webhookAnswerSchema,
          400: errorSchema,
          404: errorSchema,
          413: errorSchema,
          415: errorSchema,
          422: validationErrorSchema,
        },
      },
      handler: async (request) => ({
        received: await payments.handleEvent(
          request.params.provider,
          request.body,
          request.headers,
        ),
      }),
    });
  });
}
