import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import {
  AIRLINE_STATEMENT_CSV_PATH,
  AIRLINE_STATEMENT_PDF_PATH,
  statementFileName,
  statementQuerySchema,
} from '@saath/shared/statements';
import type { Auth } from '../../platform/auth.ts';
import { AIRLINE_OR_KEY_SECURITY } from '../../platform/openapi.ts';
import type { Statements } from './settlement.statement.ts';

const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema, 429: errorSchema };

/** A download of the company's own money: named, never cached. */
const download = (type: string, month: string, format: 'csv' | 'pdf') => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${statementFileName(month, format)}"`,
  'cache-control': 'private, no-store',
});

export function registerStatementRoutes(
  parent: FastifyInstance,
  deps: { statements: Statements; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { statements, auth } = deps;

  app.get(AIRLINE_STATEMENT_CSV_PATH, {
    onRequest: auth.requireAirlineOrKey,
    schema: {
      operationId: 'getAirlineStatementCsv',
      tags: ['airlines'],
      summary:
        "The caller's company's statement of a month (India time) as CSV: opening balance, every ledger row with the balance after it, closing balance",
      security: AIRLINE_OR_KEY_SECURITY,
      querystring: statementQuerySchema,
      produces: ['text/csv'],
      response: {
        200: {
          description:
            'A header row, the opening balance, one row per ledger row, the closing balance',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const { month, csv } = await statements.csv(request.principal!, request.query.month);
      return reply.headers(download('text/csv; charset=utf-8', month, 'csv')).send(csv);
    },
  });

  app.get(AIRLINE_STATEMENT_PDF_PATH, {
    onRequest: auth.requireAirlineOrKey,
    schema: {
      operationId: 'getAirlineStatementPdf',
      tags: ['airlines'],
      summary: "The caller's company's statement of a month (India time) as a PDF",
      security: AIRLINE_OR_KEY_SECURITY,
      querystring: statementQuerySchema,
      produces: ['application/pdf'],
      response: {
        200: {
          description: 'The statement document',
          content: {
            'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
          },
        },
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const { month, pdf } = await statements.pdf(request.principal!, request.query.month);
      return reply.headers(download('application/pdf', month, 'pdf')).send(pdf);
    },
  });
}
