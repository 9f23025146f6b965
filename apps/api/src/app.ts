import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createAccountsModule, ensureAdmin } from './modules/accounts/index.ts';
import { createAdminModule, insertAuditRow } from './modules/admin/index.ts';
import { airlineQuotes, createAirlinesModule } from './modules/airlines/index.ts';
import { createAlertsModule } from './modules/alerts/index.ts';
import { createApiKeysModule } from './modules/api-keys/index.ts';
import { createContactModule } from './modules/contact/index.ts';
import { createGroupsModule, lockGroup } from './modules/groups/index.ts';
import { createLifecycleModule, type LifecycleApi } from './modules/lifecycle/index.ts';
import { createLiveModule } from './modules/live/index.ts';
import { createCorrectionsModule } from './modules/corrections/index.ts';
import { createNotificationsModule } from './modules/notifications/index.ts';
import { createPaymentsModule, razorpayClient, REFUND_JOB } from './modules/payments/index.ts';
import {
  createSettlementModule,
  routePayouts,
  type PayoutAudit,
  type PayoutProvider,
} from './modules/settlement/index.ts';
import { createSiteModule } from './modules/site/index.ts';
import { createTicketsModule } from './modules/tickets/index.ts';
import { createTicketingModule } from './modules/ticketing/index.ts';
import {
  createScheduleModule,
  fullRefundOfTicket,
  openFullRefundWindow,
  recordFullRefund,
} from './modules/schedule/index.ts';
import { createWebhooksModule, WEBHOOK_JOB } from './modules/webhooks/index.ts';
import { createAuth, type Auth } from './platform/auth.ts';
import { createEventStreams } from './platform/event-stream.ts';
import { createChangeFeed, type ChangeFeed } from './platform/change-feed.ts';
import { guardConnections, type ConnectionGuard } from './platform/connections.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
  sendNotFound,
} from './platform/errors.ts';
import {
  createMailWorker,
  logTransport,
  smtpTransport,
  type MailTransport,
  type MailWorker,
} from './platform/mailer.ts';
import { registerHealthRoute } from './platform/health.ts';
import { loggerOptions } from './platform/logging.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { refuseWhileClosing, registerOverloadProtection } from './platform/overload.ts';
import { pagePolicy } from './platform/page-policy.ts';
import { registerPublicConfigRoute } from './platform/public-config.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerResponseHeaders } from './platform/response-headers.ts';
import { registerWebApp } from './platform/web.ts';
import { asWork } from './platform/work.ts';

export type AppOptions = {
  config: Config;
  clock?: Clock;
  /** An open database to use (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  mailTransport?: MailTransport;
  /** Who moves the money to the airlines (ADR 0056); the sandbox unless given. */
  payoutProvider?: PayoutProvider;
  logger?: boolean;
};

/** What the running application is made of; tests and server.ts reach in through it. */
export type AppContext = {
  config: Config;
  clock: Clock;
  database: Database;
  auth: Auth;
  mail: MailWorker;
  lifecycle: LifecycleApi['lifecycle'];
  /** The database's change notices (ADR 0013); `settle` waits until this process heard them. */
  changes: ChangeFeed;
  /** What the HTTP server holds open (ADR 0029). */
  connections: ConnectionGuard;
  /** ADR 0056: queues the next daily payout run (server.ts, at start). */
  scheduleDailyPayouts: () => Promise<Date>;
  /** ADR 0061: queues the next nightly reconciliation (server.ts, at start). */
  scheduleNightlyReconciliation: () => Promise<Date>;
};

declare module 'fastify' {
  interface FastifyInstance {
    saath: AppContext;
  }
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application; nothing listens and no background work starts here. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger === false ? false : await loggerOptions(config),
    genReqId: () => randomUUID(),
    // Forwarded addresses are believed only from configured proxies (TRUST_PROXY, ADR 0009).
    trustProxy: trustProxyOption(config.trustProxy),
    // What Fastify answers itself has the one error shape too.
    frameworkErrors,
    clientErrorHandler,
    // refuseWhileClosing answers requests that arrive during a drain, in our error shape.
    return503OnClosing: false,
    // ADR 0029: how long a connection may be held without being used (every one is a file
    // descriptor). Node checks the headers and request time-outs this often (30 s by default,
    // which would let a slow sender keep a connection three times as long as configured).
    connectionTimeout: config.connections.idleTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    requestTimeout: config.connections.requestTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      requestTimeout: config.connections.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(
        250,
        Math.min(5000, Math.floor(config.connections.headersTimeoutMs / 2)),
      ),
    },
  });
  const connections = guardConnections(app.server, config.connections, { log: app.log, clock });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorateRequest('principal', null);
  // Login is form-encoded (the OAuth2 password form: docs/product/roles.md).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  registerResponseHeaders(app, pagePolicy(config));
  refuseWhileClosing(app);
  await registerOverloadProtection(app, config.overload, connections);
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            poolSize: config.databasePoolSize,
            timeouts: config.databaseTimeouts,
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  const ownsDatabase = !options.database;
  const rateLimits = await registerRateLimits(app, {
    db: database.db,
    redisUrl: config.redisUrl,
    redisCommandTimeoutMs: config.redisCommandTimeoutMs,
  });
  const { db } = database;
  // ADR 0013: the database announces every change to what the caches read, whoever made it.
  const changes = createChangeFeed(database, app.log);
  // A client who got the answer to a write reads it back from this process's caches (a
  // provider's webhook reads nothing back). A callback hook, so a read pays for no promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    if (request.routeOptions.config.readsNothingBack) return done(null, payload);
    changes.settle({ ownWrites: true }).then(() => done(null, payload), done);
  });
  if (config.admin) await ensureAdmin(asWork(db), clock, config.admin);

  // ADR 0019: airlines' API keys, with a budget per company in the shared counters. The
  // platform's auth resolves keys through the module; the module's routes get auth in turn.
  const apiKeys = createApiKeysModule({
    db,
    clock,
    budget: rateLimits.budget('api-company', config.apiKeyRateLimitPerMinute, 60),
  });
  const auth = createAuth({
    db,
    clock,
    secret: config.jwtSecret,
    cacheSeconds: config.authCacheSeconds,
    maxEntries: config.cacheLimits.authSessions,
    keys: apiKeys.api,
  });
  changes.subscribe({
    changes: (list) => {
      for (const change of list) if (change.kind === 'user') auth.forgetUser(change.userId);
    },
    reset: () => auth.forgetAll(),
  });
  const mail = createMailWorker({
    db,
    clock,
    transport:
      options.mailTransport ??
      (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(app.log)),
    from: config.mailFrom,
    pollIntervalMs: config.mailPollIntervalSeconds * 1000,
    // ADR 0040: each kind of job its own poll; the rest (mail) at the mail's.
    pollIntervalsMs: {
      [WEBHOOK_JOB]: config.webhookPollIntervalSeconds * 1000,
      [REFUND_JOB]: config.refundPollIntervalSeconds * 1000,
    },
    leaseMs: config.jobLeaseSeconds * 1000,
    log: app.log,
  });

  // The modules (ADR 0045), each built once from the platform's services and the `api` of the
  // modules it calls. The lifecycle is the hub: it reads the airlines' quotes, issues tickets,
  // asks the payments desk and queues the airlines' webhooks, and the groups, payments, airlines
  // and admin modules call it.
  const deps = { db, clock, config, mail, auth, log: app.log };
  // Airline webhooks (ADR 0026), jobs of the same worker, queued by the lifecycle.
  const webhooks = createWebhooksModule(deps);
  const payments = createPaymentsModule(deps);
  // The airline ledger (ADR 0055): every module that changes a ticket's status books what
  // its airline is owed through `settlement.api.ledger`, in its own transaction.
  const payoutAudit =
    (action: 'PAYOUT_MADE' | 'PAYOUT_RETRIED'): PayoutAudit =>
    (work, row) =>
      insertAuditRow(work, {
        action,
        adminUserId: row.adminUserId,
        communityId: null,
        userId: null,
        reason: null,
        details: { payout_id: row.payoutId, company_id: row.companyId, amount: row.amount },
        at: row.at,
      });
  const settlement = createSettlementModule({
    ...deps,
    payoutProvider:
      options.payoutProvider ??
      (config.payoutProvider === 'razorpay' && config.razorpay
        ? routePayouts(
            razorpayClient(config.razorpay, config.paymentProvider.timeoutMs, app.log, undefined),
          )
        : undefined),
    // ADR 0056: an admin's payout run is audited in each payout's transaction; ADR 0061: so
    // is an admin's retry of a failed one.
    audit: payoutAudit('PAYOUT_MADE'),
    auditRetry: payoutAudit('PAYOUT_RETRIED'),
    auditAccount: (work, row) =>
      insertAuditRow(work, {
        action: 'PAYOUT_ACCOUNT_SET',
        adminUserId: row.adminUserId,
        communityId: null,
        userId: null,
        reason: null,
        details: { company_id: row.companyId, payout_account: row.account },
        at: row.at,
      }),
    // ADR 0062: each reversal of a recovery is audited in the recovery's transaction.
    auditRecovery: (work, row) =>
      insertAuditRow(work, {
        action: 'PAYOUT_RECOVERED',
        adminUserId: row.adminUserId,
        communityId: null,
        userId: null,
        reason: null,
        details: {
          recovery_id: row.recoveryId,
          company_id: row.companyId,
          payout_id: row.payoutId,
          amount: row.amount,
        },
        at: row.at,
      }),
  });
  const tickets = createTicketsModule({
    ...deps,
    events: { cancelledByMember: webhooks.api.events.ticketCancelledByMember },
    // ADR 0024: an eligible cancellation opens a refund request with the payments; ADR 0054:
    // inside a significant schedule change's window a cancellation is refunded in full.
    refunds: {
      openRefundRequest: payments.api.desk.openRefundRequest,
      refundRequestOfTicket: payments.api.refundRequestOfTicket,
      refundTicketInFull: payments.api.desk.refundTicketInFull,
    },
    // Ports take a unit of work (ADR 0068), as the schedule's and the groups' index.ts offer them.
    schedule: { openFullRefundWindow, recordFullRefund, fullRefundOfTicket },
    ledger: settlement.api.ledger,
    groups: { lockGroup },
  });
  const { api: lifecycle } = createLifecycleModule({
    ...deps,
    quotes: airlineQuotes,
    tickets: tickets.api,
    payments: payments.api.desk,
    airlineEvents: webhooks.api.events,
    airlineLedger: settlement.api.ledger,
  });
  const accounts = createAccountsModule(deps);
  // Route alerts: a group opening queues their matching job (ADR 0021).
  const alerts = createAlertsModule(deps);
  const groups = createGroupsModule({
    ...deps,
    lifecycle: lifecycle.lifecycle,
    airlineBids: airlineQuotes,
    payments: payments.api.desk,
    changes,
    onGroupOpened: alerts.api.groupOpened,
  });
  // Live pages (ADR 0020): streams end before the drain, which would wait on them.
  const streams = createEventStreams(config.events);
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  const live = createLiveModule({
    changes,
    groups: groups.api,
    payments: { ofPayer: payments.api.ofPayer },
    streams,
    log: app.log,
    auth,
  });
  // An admin's quote selection books through the lifecycle and is audited like an override.
  const airlines = createAirlinesModule({
    ...deps,
    lifecycle: lifecycle.override,
    endpointProblem: webhooks.api.endpointProblem,
  });
  // The winning airline issues the booked group's tickets (ADR 0046).
  const ticketing = createTicketingModule({ ...deps, ledger: settlement.api.ledger });
  // A member's passenger corrections after booking; the airline is told (ADR 0053).
  const corrections = createCorrectionsModule({
    ...deps,
    events: { manifestChanged: webhooks.api.events.manifestChanged },
    config: {
      publicUrl: config.publicUrl,
      nameChangeCutoffHours: config.nameChangeCutoffHours,
    },
  });
  // The winning airline changes a booked group's flight (ADR 0054).
  const schedule = createScheduleModule(deps);
  const contact = createContactModule(deps);
  const admin = createAdminModule({
    ...deps,
    override: lifecycle.override,
    desk: payments.api.desk,
    airlineTotals: settlement.api.settlement.airlineTotals,
  });
  const site = createSiteModule(deps);
  // SMS and WhatsApp (ADR 0059): the `notify` jobs' handler, consent and delivery receipts.
  const notifications = createNotificationsModule(deps);

  app.decorate('saath', {
    config,
    clock,
    database,
    auth,
    mail,
    lifecycle: lifecycle.lifecycle,
    changes,
    connections,
    scheduleDailyPayouts: settlement.api.payouts.scheduleDailyRun,
    scheduleNightlyReconciliation: settlement.api.runs.scheduleNightly,
  });
  app.addHook('onClose', async () => {
    await lifecycle.lifecycle.stop();
    await mail.stop();
    await changes.stop();
    if (ownsDatabase) await database.close();
  });

  registerMetrics(app, {
    config,
    database,
    db,
    clock,
    paymentCircuits: payments.api.circuits,
    rateLimitStore: rateLimits.store,
  });
  registerHealthRoute(app, { database, timeoutMs: config.databaseTimeouts.healthMs });
  registerPublicConfigRoute(app, config);

  // Each module's routes, in its own encapsulated context (its plugin), in this order.
  await app.register(accounts.plugin);
  await app.register(notifications.plugin);
  await app.register(alerts.plugin);
  await app.register(groups.plugin);
  await app.register(live.plugin);
  await app.register(airlines.plugin);
  await app.register(ticketing.plugin);
  await app.register(corrections.plugin);
  await app.register(schedule.plugin);
  await app.register(apiKeys.plugin, { auth });
  await app.register(webhooks.plugin);
  await app.register(payments.plugin, {
    lifecycle: lifecycle.lifecycle,
    transferEvents: settlement.api.transferEvent,
  });
  await app.register(tickets.plugin);
  await app.register(contact.plugin);
  await app.register(admin.plugin);
  await app.register(settlement.plugin);
  await app.register(site.plugin);

  const servesWeb = await registerWebApp(
    app,
    config.webDistDir ?? DEFAULT_WEB_DIST,
    config.publicUrl,
  );
  if (!servesWeb) app.setNotFoundHandler(sendNotFound);
  await changes.start();
  return app;
}
