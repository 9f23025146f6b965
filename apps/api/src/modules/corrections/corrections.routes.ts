import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_CORRECTIONS_PATH,
  adminCorrectionsSchema,
  correctionIdParamsSchema,
  correctionRequestSchema,
  declineCorrectionBodySchema,
  passengerCorrectionBodySchema,
  passengerCorrectionParamsSchema,
} from '@saath/shared/corrections';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { passengerSchema } from '@saath/shared/groups';
import { pageQuerySchema } from '@saath/shared/paging';
import type { Auth } from '../../platform/auth.ts';
import type { CorrectionsService } from './corrections.service.ts';

const security = [{ bearerAuth: [] }];
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};

export function registerCorrectionsRoutes(
  parent: FastifyInstance,
  deps: { corrections: CorrectionsService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { corrections, auth } = deps;

  // docs/product/ticketing.md "Corrections": a member corrects their own passenger.
  app.patch('/api/communities/:id/passengers/:passengerId', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'correctMyPassenger',
      tags: ['groups'],
      summary:
        "Correct one of the caller's passengers of a booked group (name, date of birth, gender)",
      description:
        "Until the ticket is issued and no later than NAME_CHANGE_CUTOFF_HOURS before departure the correction is made at once (200, the passenger as it is now) and the airline is told; once the ticket is issued it is filed as a request for Saath's team (202). Someone else's passenger is a 404; after the cut-off, a cancelled ticket or a group not booked, 409.",
      security,
      params: passengerCorrectionParamsSchema,
      body: passengerCorrectionBodySchema.meta({ examples: [{ full_name: 'Asha Verma' }] }),
      response: { 200: passengerSchema, 202: correctionRequestSchema, ...errors },
    },
    handler: async (request, reply) => {
      const outcome = await corrections.correct(
        request.principal!,
        request.params.id,
        request.params.passengerId,
        request.body,
      );
      if (outcome.kind === 'requested') return reply.code(202).send(outcome.request);
      return outcome.passenger;
    },
  });

  app.get(ADMIN_CORRECTIONS_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'adminListCorrections',
      tags: ['admin'],
      summary: "Members' passenger corrections filed after issue: pending first, oldest first",
      security,
      querystring: pageQuerySchema,
      response: { 200: adminCorrectionsSchema, ...errors },
    },
    handler: async (request) => corrections.list(request.query),
  });

  app.post('/api/admin/corrections/:id/pass', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'adminPassCorrection',
      tags: ['admin'],
      summary: 'Pass a correction request: the correction is made, the airline told, audited',
      security,
      params: correctionIdParamsSchema,
      response: { 200: correctionRequestSchema, ...errors },
    },
    handler: async (request) => corrections.pass(request.principal!, request.params.id),
  });

  app.post('/api/admin/corrections/:id/decline', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'adminDeclineCorrection',
      tags: ['admin'],
      summary: 'Decline a correction request with a reason: the member is mailed, audited',
      security,
      params: correctionIdParamsSchema,
      body: declineCorrectionBodySchema,
      response: { 200: correctionRequestSchema, ...errors },
    },
    handler: async (request) =>
      corrections.decline(request.principal!, request.params.id, request.body.reason),
  });
}
