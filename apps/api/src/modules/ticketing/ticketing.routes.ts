import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { manifestParamsSchema } from '@saath/shared/airlines';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import {
  AIRLINE_WON_GROUPS_PATH,
  TICKETING_CSV_COLUMNS,
  TICKETING_CSV_MAX_BYTES,
  ticketingBodySchema,
  ticketingReportSchema,
  wonGroupsSchema,
} from '@saath/shared/ticketing';
import type { Auth } from '../../platform/auth.ts';
import { AIRLINE_OR_KEY_SECURITY } from '../../platform/openapi.ts';
import { parseTicketingCsv } from './ticketing.csv.ts';
import { companyOf, type TicketingService } from './ticketing.service.ts';

// The operations an airline's system calls with an API key (ADR 0019): its own rate limit.
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
  429: errorSchema,
};

const EXAMPLE_QUOTE = '0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f';
const EXAMPLE_PASSENGER = '5f0e7a1c-8b9d-4e2f-a3b4-c5d6e7f8a9b0';
const EXAMPLE_STATE = {
  quote_id: EXAMPLE_QUOTE,
  community_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  rfq_number: 'RFQ-2026-000123',
  from_location: 'DEL',
  to_location: 'BOM',
  travel_date: '2026-12-20',
  time_slot: 'SLOT_08_12',
  status: 'BOOKED',
  flight_number: '6E 21',
  departure_time: '2026-12-20T04:00:00.000Z',
  arrival_time: '2026-12-20T06:15:00.000Z',
  pnr: 'K7QX2M',
  ticketing_deadline: '2026-12-03T10:00:00.000Z',
  tickets_issued: 1,
  tickets_total: 7,
};
const EXAMPLE_REPORT = {
  ...EXAMPLE_STATE,
  rows: [
    {
      line: null,
      passenger_id: EXAMPLE_PASSENGER,
      passenger_name: 'Asha Verma',
      eticket_number: '0981234567890',
      outcome: 'ISSUED',
      reason: null,
    },
  ],
  issued: 1,
  unchanged: 0,
  refused: 0,
};

const CSV_EXAMPLE = [
  'RFQ,Flight,Full name,passenger_id,pnr,eticket_number',
  `RFQ-2026-000123,6E 21,Asha Verma,${EXAMPLE_PASSENGER},K7QX2M,0981234567890`,
].join('\r\n');

export function registerTicketingRoutes(
  parent: FastifyInstance,
  deps: { ticketing: TicketingService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ticketing, auth } = deps;

  // The winning airline issues a booked group's tickets (docs/product/ticketing.md): its users
  // from the won-group page, or its ticketing system with the company's API key.
  app.put('/api/airline/quotes/:id/ticketing', {
    onRequest: auth.requireUserOrKey,
    schema: {
      operationId: 'issueAirlineTickets',
      tags: ['airlines'],
      summary:
        "Issue a booked group's tickets: the group PNR and each passenger's e-ticket number (winning airline only)",
      description:
        'Each row is ISSUED, UNCHANGED (it already carries this number: a repeat changes nothing) or REFUSED with its reason; partial ticketing is fine. The PNR is required with the first tickets; a different PNR later refuses the whole request (409).',
      security: AIRLINE_OR_KEY_SECURITY,
      params: manifestParamsSchema,
      body: ticketingBodySchema.meta({
        examples: [
          {
            pnr: 'K7QX2M',
            tickets: [{ passenger_id: EXAMPLE_PASSENGER, eticket_number: '098-1234567890' }],
          },
        ],
      }),
      response: { 200: ticketingReportSchema.meta({ examples: [EXAMPLE_REPORT] }), ...errors },
    },
    handler: async (request) =>
      ticketing.issue(companyOf(request.principal!), request.params.id, {
        pnr: request.body.pnr,
        rows: request.body.tickets.map((t) => ({
          line: null,
          passengerId: t.passenger_id,
          eticketNumber: t.eticket_number,
        })),
      }),
  });

  // The manifest CSV downloaded, filled in and uploaded back, as the body itself (text/csv).
  app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: TICKETING_CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    typed.post('/api/airline/quotes/:id/ticketing.csv', {
      onRequest: auth.requireUserOrKey,
      schema: {
        operationId: 'uploadAirlineTicketingCsv',
        tags: ['airlines'],
        summary: `Issue tickets from the manifest CSV with its ${TICKETING_CSV_COLUMNS.join(', ')} columns filled in (at most ${TICKETING_CSV_MAX_BYTES / 1024} KB)`,
        description:
          'The header row names the columns (any order; others are ignored). Rows with an empty eticket_number are skipped; every filled-in pnr cell must agree. Each row of the report carries its CSV line (the header is line 1).',
        security: AIRLINE_OR_KEY_SECURITY,
        consumes: ['text/csv'],
        params: manifestParamsSchema,
        body: z.string().meta({ examples: [CSV_EXAMPLE] }),
        response: {
          200: ticketingReportSchema.meta({
            examples: [{ ...EXAMPLE_REPORT, rows: [{ ...EXAMPLE_REPORT.rows[0], line: 2 }] }],
          }),
          ...errors,
          413: errorSchema,
          415: errorSchema,
        },
      },
      handler: async (request) => {
        const companyId = companyOf(request.principal!);
        return ticketing.issue(companyId, request.params.id, parseTicketingCsv(request.body));
      },
    });
  });

  app.get(AIRLINE_WON_GROUPS_PATH, {
    onRequest: auth.requireUserOrKey,
    schema: {
      operationId: 'listAirlineWonGroups',
      tags: ['airlines'],
      summary:
        "The company's won groups (awaiting payment or booked): booked groups with tickets to issue first, the earliest deadline first",
      security: AIRLINE_OR_KEY_SECURITY,
      response: {
        200: wonGroupsSchema.meta({
          examples: [{ awaiting_tickets: 1, groups: [EXAMPLE_STATE] }],
        }),
        ...errors,
      },
    },
    handler: async (request) => ticketing.wonGroups(companyOf(request.principal!)),
  });
}
