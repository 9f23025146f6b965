import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { manifestParamsSchema } from '@saath/shared/airlines';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { communityIdParamsSchema } from '@saath/shared/groups';
import {
  scheduleChangeBodySchema,
  scheduleChangeResultSchema,
  scheduleChangesSchema,
} from '@saath/shared/schedule-changes';
import type { Auth } from '../../platform/auth.ts';
import { AIRLINE_OR_KEY_SECURITY } from '../../platform/openapi.ts';
import type { ScheduleService } from './schedule.service.ts';

const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
  429: errorSchema,
};

const EXAMPLE_CHANGE = {
  schedule_change_id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f',
  quote_id: '0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f',
  community_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  old_flight_number: '6E21',
  new_flight_number: '6E25',
  old_departure_time: '2026-12-20T04:00:00.000Z',
  new_departure_time: '2026-12-20T07:30:00.000Z',
  old_arrival_time: '2026-12-20T06:15:00.000Z',
  new_arrival_time: '2026-12-20T09:45:00.000Z',
  reason: 'Aircraft rotation changed',
  significant: true,
  full_refund_until: '2026-12-09T10:00:00.000Z',
  created_at: '2026-12-06T10:00:00.000Z',
};

export function registerScheduleRoutes(
  parent: FastifyInstance,
  deps: { schedule: ScheduleService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { schedule, auth } = deps;

  // The winning airline moves a booked group's flight (docs/product/ticketing.md "Schedule
  // changes"): its users from the won-group page, or its systems with the company's API key.
  app.post('/api/airline/quotes/:id/schedule-change', {
    onRequest: auth.requireUserOrKey,
    schema: {
      operationId: 'changeAirlineSchedule',
      tags: ['airlines'],
      summary:
        "Change a booked group's flight number and times, with a reason (winning airline only)",
      description:
        "The members are told at once (live event and mail). A departure moved by more than 2 hours, or out of the group's 4-hour slot, is significant: each member may then cancel within 72 hours for a full refund. The departure must be in the future and within a day of the travel date; the arrival after the departure. 404 for a quote that is not this airline's winning quote; 409 when the group is not BOOKED.",
      security: AIRLINE_OR_KEY_SECURITY,
      params: manifestParamsSchema,
      body: scheduleChangeBodySchema.meta({
        examples: [
          {
            flight_number: '6E 25',
            departure_time: '2026-12-20T13:00:00+05:30',
            arrival_time: '2026-12-20T15:15:00+05:30',
            reason: 'Aircraft rotation changed',
          },
        ],
      }),
      response: {
        200: scheduleChangeResultSchema.meta({
          examples: [{ change: EXAMPLE_CHANGE, changes: [EXAMPLE_CHANGE] }],
        }),
        ...errors,
      },
    },
    handler: async (request) =>
      schedule.change(request.principal!, request.params.id, request.body),
  });

  app.get('/api/airline/quotes/:id/schedule-changes', {
    onRequest: auth.requireUserOrKey,
    schema: {
      operationId: 'listAirlineScheduleChanges',
      tags: ['airlines'],
      summary: "The schedule changes of the company's won group, newest first",
      security: AIRLINE_OR_KEY_SECURITY,
      params: manifestParamsSchema,
      response: {
        200: scheduleChangesSchema.meta({ examples: [{ changes: [EXAMPLE_CHANGE] }] }),
        ...errors,
      },
    },
    handler: async (request) => schedule.ofQuote(request.principal!, request.params.id),
  });

  app.get('/api/communities/:id/schedule-changes', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'listGroupScheduleChanges',
      tags: ['communities'],
      summary:
        "The flight changes of the caller's group, newest first, with until when a significant one may be cancelled for a full refund (members only)",
      security: [{ bearerAuth: [] }],
      params: communityIdParamsSchema,
      response: {
        200: scheduleChangesSchema.meta({ examples: [{ changes: [EXAMPLE_CHANGE] }] }),
        401: errorSchema,
        404: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) => schedule.ofGroup(request.principal!, request.params.id),
  });
}
