import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import { indiaDate } from '@saath/shared/india-time';
import {
  ADMIN_PAYOUT_RETRY_PATH,
  ADMIN_RECONCILIATION_CSV_PATH,
  ADMIN_RECONCILIATION_LATEST_PATH,
  ADMIN_RECONCILIATION_RUNS_PATH,
  latestReconciliationSchema,
  NO_RECONCILIATION_RUN,
  payoutIdParamsSchema,
  payoutSchema,
  reconciliationRunSchema,
  ADMIN_PAYOUTS_PATH,
  ADMIN_PAYOUTS_RUN_PATH,
  ADMIN_PAYOUT_ACCOUNT_PATH,
  ADMIN_RECONCILIATION_PATH,
  ADMIN_RECOVER_PATH,
  ADMIN_RECOVERIES_PATH,
  AIRLINE_BALANCE_PATH,
  AIRLINE_PAYOUTS_PATH,
  airlineBalanceSchema,
  payoutAccountBodySchema,
  payoutAccountParamsSchema,
  payoutAccountSchema,
  payoutListSchema,
  reconciliationSchema,
  recoverParamsSchema,
  recoveryListSchema,
} from '@saath/shared/settlement';
import type { Auth } from '../../platform/auth.ts';
import { AIRLINE_OR_KEY_SECURITY } from '../../platform/openapi.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { PayoutAccounts } from './payout-account.ts';
import type { Payouts } from './settlement.payouts.ts';
import { reconciliationCsv, type ReconciliationRuns } from './reconciliation.runs.ts';
import type { Recoveries } from './settlement.recoveries.ts';
import { ONLY_AIRLINES_HAVE_A_BALANCE, type SettlementService } from './settlement.service.ts';

const errors = { 401: errorSchema, 403: errorSchema };

export function registerSettlementRoutes(
  parent: FastifyInstance,
  deps: {
    settlement: SettlementService;
    payouts: Payouts;
    accounts: PayoutAccounts;
    runs: ReconciliationRuns;
    recoveries: Recoveries;
    auth: Auth;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { settlement, payouts, accounts, runs, recoveries, auth } = deps;

  // Where an airline's payouts go through Razorpay Route (ADR 0056); audited.
  app.put(ADMIN_PAYOUT_ACCOUNT_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'setAirlinePayoutAccount',
      tags: ['admin'],
      summary:
        "Sets the Razorpay Route linked account an airline company's payouts are transferred to",
      security: [{ bearerAuth: [] }],
      params: payoutAccountParamsSchema,
      body: payoutAccountBodySchema,
      response: {
        200: payoutAccountSchema,
        ...errors,
        404: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) =>
      accounts.set(request.principal!.userId, request.params.companyId, request.body.account),
  });

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

  // ADR 0061: the recorded runs. An admin's run is kept like the nightly one and alerts alike.
  app.post(ADMIN_RECONCILIATION_RUNS_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'runReconciliation',
      tags: ['admin'],
      summary:
        'Runs the reconciliation now and records it; any difference mails every admin (ADR 0061)',
      security: [{ bearerAuth: [] }],
      response: { 200: reconciliationRunSchema, ...errors },
    },
    handler: async (request) => runs.run(request.principal!.userId),
  });

  app.get(ADMIN_RECONCILIATION_LATEST_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'getLatestReconciliation',
      tags: ['admin'],
      summary: 'The latest recorded reconciliation run, and the latest nightly one',
      security: [{ bearerAuth: [] }],
      response: { 200: latestReconciliationSchema, ...errors },
    },
    handler: async () => runs.latest(),
  });

  // The latest recorded run's differences, the report the alert and the metric speak of.
  app.get(ADMIN_RECONCILIATION_CSV_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'getReconciliationCsv',
      tags: ['admin'],
      summary:
        "The latest reconciliation run's differences as CSV: kind, id, name, rule, expected, actual, difference (rupees), rows involved",
      security: [{ bearerAuth: [] }],
      produces: ['text/csv'],
      response: {
        200: {
          description: 'A header row, then one row per difference (none when the run was clean)',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errors,
        404: errorSchema,
      },
    },
    handler: async (_request, reply) => {
      const run = await runs.latestRun();
      if (!run) throw notFound(NO_RECONCILIATION_RUN);
      const day = indiaDate(new Date(run.ran_at));
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="reconciliation-${day}.csv"`,
          'cache-control': 'private, no-store',
        })
        .send(reconciliationCsv(run));
    },
  });

  app.get(AIRLINE_PAYOUTS_PATH, {
    onRequest: auth.requireAirlineOrKey,
    schema: {
      operationId: 'listAirlinePayouts',
      tags: ['airlines'],
      summary: "The caller's company's payouts, newest first, with their provider state",
      security: AIRLINE_OR_KEY_SECURITY,
      response: { 200: payoutListSchema, ...errors, 429: errorSchema },
    },
    handler: async (request) => {
      const companyId = request.principal!.companyId;
      if (!companyId) throw forbidden(ONLY_AIRLINES_HAVE_A_BALANCE);
      return { items: await payouts.list({ companyId }) };
    },
  });

  app.get(ADMIN_PAYOUTS_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'listPayouts',
      tags: ['admin'],
      summary: 'Every payout to the airlines, newest first, with its provider state',
      security: [{ bearerAuth: [] }],
      response: { 200: payoutListSchema, ...errors },
    },
    handler: async () => ({ items: await payouts.list() }),
  });

  // An admin pays the airlines now (the daily run does the same at PAYOUT_TIME); audited.
  app.post(ADMIN_PAYOUTS_RUN_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'runPayouts',
      tags: ['admin'],
      summary:
        'Pays each airline its positive balance: one payout each, sent through the payout provider by a job',
      security: [{ bearerAuth: [] }],
      response: { 200: payoutListSchema, ...errors },
    },
    handler: async (request) => ({ items: await payouts.run(request.principal!.userId) }),
  });

  // ADR 0061: a FAILED payout sent again now, with the same idempotency key; audited.
  app.post(ADMIN_PAYOUT_RETRY_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'retryPayout',
      tags: ['admin'],
      summary:
        'Sends a failed payout again now (its job given its age limit anew); never pays twice',
      security: [{ bearerAuth: [] }],
      params: payoutIdParamsSchema,
      response: {
        200: payoutSchema,
        ...errors,
        404: errorSchema,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) => payouts.retry(request.principal!.userId, request.params.payoutId),
  });

  // ADR 0062: an airline's negative balance taken back from its latest paid Route transfers;
  // audited, one reversal per transfer.
  app.post(ADMIN_RECOVER_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'recoverAirlineBalance',
      tags: ['admin'],
      summary:
        "Recovers an airline's negative balance by reversing its latest paid Razorpay Route transfers (each reversal sent by a job)",
      security: [{ bearerAuth: [] }],
      params: recoverParamsSchema,
      response: {
        200: recoveryListSchema,
        ...errors,
        404: errorSchema,
        409: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request) => ({
      items: await recoveries.recover(request.principal!.userId, request.params.companyId),
    }),
  });

  app.get(ADMIN_RECOVERIES_PATH, {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'listRecoveries',
      tags: ['admin'],
      summary: "Every recovery of an airline's balance, newest first, with its reversal's state",
      security: [{ bearerAuth: [] }],
      response: { 200: recoveryListSchema, ...errors },
    },
    handler: async () => ({ items: await recoveries.list() }),
  });
}
