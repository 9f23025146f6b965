import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@saath/shared/errors';
import {
  ADMIN_RECONCILIATION_PATH,
  AIRLINE_BALANCE_PATH,
  airlineBalanceSchema,
  reconciliationSchema,
} from '@saath/shared/settlement';
import type { Auth } from '../../platform/auth.ts';
import { AIRLINE_OR_KEY_SECURITY } from '../../platform/openapi.ts';
import type { SettlementService } from './settlement.service.ts';

const errors = { 401: errorSchema, 403: errorSchema };

export function registerSettlementRoutes(
  parent: FastifyInstance,
  deps: { settlement: SettlementService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { settlement, auth } = deps;

  // The airline's own balance: its workspace and its systems (an API key) read it.
  app.get(AIRLINE_BALANCE_PATH, {
    onRequest: auth.requireAirlineOrKey,
    schema: {
      operationId: 'getAirlineBalance',
      tags: ['airlines'],
      summary:
        "The caller's company's balance (fares of issued tickets − reversals − payouts), its next payout and latest ledger rows",
      security: AIRLINE_OR_KEY_SECURITY,
      response: { 200: airlineBalanceSchema, ...errors, 429: errorSchema },
    },
    handler: async (request) => settlement.balance(request.principal!),
  });

  app.get(ADMIN_RECONCILIATION_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'getReconciliation',
      tags: ['admin'],
      summary:
        "Every group's money, every ticket's airline ledger rows and every airline's balance checked; differences named",
      security: [{ bearerAuth: [] }],
      response: { 200: reconciliationSchema, ...errors },
    },
    handler: async () => settlement.reconcile(),
  });
}
