import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { communityIdParamsSchema } from '@saath/shared/groups';
import { moneyTimelineSchema } from '@saath/shared/money-timeline';
import {
  PROOF_MAX_BYTES,
  PROOF_MEDIA_TYPES,
  proofQuerySchema,
  proofSchema,
} from '@saath/shared/refund-proofs';
import { refundRequestIdParamsSchema } from '@saath/shared/refunds';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { moneyTimeline } from './money-timeline.ts';
import type { RefundProofs } from './refund-proofs.ts';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const signedIn = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const binary = z.any().meta({ type: 'string', format: 'binary' });
/** What an upload may say it is; its first bytes decide what it really is. */
const UPLOAD_TYPES = [...PROOF_MEDIA_TYPES, 'application/octet-stream'];

/** A member's money timeline in a group, and the proof they attach to a refund request. */
export function registerMoneyTimelineRoutes(
  parent: FastifyInstance,
  deps: { db: Db; proofs: RefundProofs; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, proofs, auth } = deps;

  app.get('/api/communities/:id/money', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'getMyMoneyTimeline',
      summary:
        "The caller's money in a group they belong or belonged to: payments, credit and waivers used, refund requests and refunds",
      security,
      params: communityIdParamsSchema,
      response: { 200: moneyTimelineSchema, ...signedIn },
    },
    handler: async (request) => {
      const timeline = await moneyTimeline(db, request.params.id, request.principal!.userId);
      if (!timeline) throw notFound('Group not found');
      return timeline;
    },
  });

  // The file is the body as it is (no multipart): a browser sends a File with fetch as is.
  app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: PROOF_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    typed.put('/api/refund-requests/:id/proof', {
      onRequest: auth.requireUser,
      schema: {
        tags,
        operationId: 'attachRefundProof',
        summary:
          'Attach proof (PDF, JPEG, PNG or WebP, at most 5 MB; the type is read from the content) to the caller’s pending refund request, replacing any before',
        security,
        consumes: UPLOAD_TYPES,
        params: refundRequestIdParamsSchema,
        querystring: proofQuerySchema,
        body: binary,
        response: {
          200: proofSchema,
          ...signedIn,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return proofs.attach(request.principal!, request.params.id, body, request.query.file_name);
      },
    });
  });

  app.get('/api/refund-requests/:id/proof', {
    onRequest: auth.requireUser,
    schema: {
      tags,
      operationId: 'downloadRefundProof',
      summary: 'The proof attached to a refund request (its member or an admin)',
      security,
      params: refundRequestIdParamsSchema,
      produces: [...PROOF_MEDIA_TYPES],
      response: {
        200: {
          description: 'The file as it was attached',
          content: Object.fromEntries(PROOF_MEDIA_TYPES.map((t) => [t, { schema: binary }])),
        },
        ...signedIn,
      },
    },
    handler: async (request, reply) => {
      const proof = await proofs.read(request.principal!, request.params.id);
      return (
        reply
          .type(proof.media_type)
          // Never rendered in the API's origin: a crafted file cannot run script there.
          .header('content-disposition', `attachment; filename="${proof.file_name}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(proof.content)
      );
    },
  });
}
