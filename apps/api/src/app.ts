import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAdminSetup, ensureAdmin } from './modules/accounts/admin-bootstrap.ts';
import { registerAdminSetupRoutes } from './modules/accounts/admin-setup.routes.ts';
import { createGoogleVerifier } from './modules/accounts/google.verifier.ts';
import { registerAlertsRoutes } from './modules/alerts/alerts.routes.ts';
import { createAdminJobsService, registerAdminJobsRoutes } from './modules/admin/admin.jobs.ts';
import { registerWebhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts';
import { WEBHOOK_JOB } from './modules/webhooks/webhooks.repository.ts';
import { createAlertsService } from './modules/alerts/alerts.service.ts';
import { registerAdminGroupRoutes } from './modules/admin/admin.groups.routes.ts';
import { createAdminGroupsService } from './modules/admin/admin.groups.service.ts';
import { registerAdminPaymentsRoutes } from './modules/admin/admin.payments.routes.ts';
import { createAdminPaymentsService } from './modules/admin/admin.payments.service.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAdminAuditService } from './modules/admin/admin.audit.service.ts';
import { registerAdminUsersRoutes } from './modules/admin/admin.users.routes.ts';
import { createAdminUsersService } from './modules/admin/admin.users.service.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { registerGroupsRoutes } from './modules/groups/groups.routes.ts';
import { findGroup } from './modules/groups/groups.queries.ts';
import { createGroupsService } from './modules/groups/groups.service.ts';
import { registerLiveRoutes } from './modules/live/live.routes.ts';
import { createLive } from './modules/live/live.service.ts';
import { createOverride } from './modules/lifecycle/lifecycle.override.ts';
import { createLifecycle, type Lifecycle } from './modules/lifecycle/lifecycle.service.ts';
import { registerApiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { registerAirlinesRoutes } from './modules/airlines/airlines.routes.ts';
import * as airlinesRepository from './modules/airlines/airlines.repository.ts';
import { createAirlinesService } from './modules/airlines/airlines.service.ts';
import { registerMoneyTimelineRoutes } from './modules/payments/money-timeline.routes.ts';
import { createRefundProofs } from './modules/payments/refund-proofs.ts';
import { createCircuit } from './modules/payments/payments.circuit.ts';
import { createPaymentDesk } from './modules/payments/payments.desk.ts';
import { createRefundJobs, REFUND_JOB } from './modules/payments/payments.refunds.ts';
import {
  createSandboxProvider,
  sandboxSecret,
  type PaymentProvider,
} from './modules/payments/payments.provider.ts';
import { createRazorpayProvider } from './modules/payments/razorpay.provider.ts';
import * as paymentsRepository from './modules/payments/payments.repository.ts';
import { registerPaymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { registerSiteRoutes } from './modules/site/site.routes.ts';
import { issueTickets } from './modules/tickets/tickets.issuer.ts';
import { registerTicketsRoutes } from './modules/tickets/tickets.routes.ts';
import { createTicketsService } from './modules/tickets/tickets.service.ts';
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

export type AppOptions = {
  config: Config;
  clock?: Clock;
  /** An open database to use (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  mailTransport?: MailTransport;
  logger?: boolean;
};

/** What the running application is made of; tests and server.ts reach in through it. */
export type AppContext = {
  config: Config;
  clock: Clock;
  database: Database;
  auth: Auth;
  mail: MailWorker;
  lifecycle: Lifecycle;
  /** The database's change notices (ADR 0013); `settle` waits until this process heard them. */
  changes: ChangeFeed;
  /** What the HTTP server holds open (ADR 0029). */
  connections: ConnectionGuard;
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
  // A client who got the answer to a write reads it back from this process's caches.
  // A callback hook, so a read pays for no promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    changes.settle({ ownWrites: true }).then(() => done(null, payload), done);
  });
  if (config.admin) await ensureAdmin(db, clock, config.admin);

  // ADR 0019: airlines' API keys, with a budget per company in the shared counters.
  const apiKeys = createApiKeysService({
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
    keys: apiKeys,
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
  // Airline webhooks (ADR 0026), jobs of the same worker, queued by the lifecycle.
  const webhooks = createWebhooksService({
    db,
    clock,
    mail,
    serverSecret: config.jwtSecret,
    timeoutMs: config.webhooks.timeoutMs,
    allowPrivate: config.webhooks.allowPrivate,
  });
  // The lifecycle reads the airlines' quotes through its own port (no folder loop: ADR 0013).
  const quotes = airlinesRepository;
  // ADR 0018, 0022: the sandbox is the provider unless Razorpay's keys are set.
  const sandbox = createSandboxProvider(
    sandboxSecret(config.sandboxWebhookSecret, config.jwtSecret),
  );
  // ADR 0036: every Razorpay call is time-limited and goes through its circuit breaker.
  const limits = config.paymentProvider;
  const razorpayCircuit =
    config.razorpay &&
    createCircuit('razorpay', {
      failures: limits.breakerFailures,
      pauseMs: limits.breakerPauseMs,
      log: app.log,
    });
  const razorpay =
    config.razorpay &&
    createRazorpayProvider(config.razorpay, {
      log: app.log,
      timeoutMs: limits.timeoutMs,
      circuit: razorpayCircuit || undefined,
    });
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  if (razorpay) providers.set(razorpay.name, razorpay);
  const refunds = createRefundJobs({ db, clock, providers, mail });
  const desk = createPaymentDesk({ clock, refunds, publicUrl: config.publicUrl });
  const lifecycle = createLifecycle({
    db,
    quotes,
    tickets: { issueTickets },
    payments: desk,
    clock,
    config,
    mail,
    log: app.log,
    airlineEvents: webhooks.events,
  });
  app.decorate('saath', { config, clock, database, auth, mail, lifecycle, changes, connections });
  app.addHook('onClose', async () => {
    await lifecycle.stop();
    await mail.stop();
    await changes.stop();
    if (ownsDatabase) await database.close();
  });

  registerMetrics(app, {
    config,
    database,
    db,
    clock,
    paymentCircuits: razorpayCircuit ? { razorpay: razorpayCircuit.stateValue } : {},
    rateLimitStore: rateLimits.store,
  });
  registerHealthRoute(app, { database, timeoutMs: config.databaseTimeouts.healthMs });
  registerPublicConfigRoute(app, config);

  const accounts = createAccountsService({
    db,
    clock,
    config,
    auth,
    mail,
    google: config.google.clientId
      ? createGoogleVerifier({
          clientId: config.google.clientId,
          jwksUrl: config.google.jwksUrl,
          clock,
        })
      : undefined,
  });
  registerAccountsRoutes(app, {
    accounts,
    auth,
    authRateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  });
  registerAdminSetupRoutes(app, {
    setup: createAdminSetup({ db, clock }),
    authRateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  });

  // Route alerts: a group opening queues their matching job (ADR 0021).
  const alerts = createAlertsService({ db, clock, config, mail, groups: { findGroup } });
  registerAlertsRoutes(app, { alerts, auth });
  const groups = createGroupsService({
    db,
    clock,
    config,
    lifecycle,
    airlineBids: airlinesRepository,
    payments: desk,
    mail,
    changes,
    onGroupOpened: alerts.groupOpened,
  });
  registerGroupsRoutes(app, { groups, auth, production: config.env === 'production' });
  // Live pages (ADR 0020): streams end before the drain, which would wait on them.
  const streams = createEventStreams(config.events);
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  registerLiveRoutes(app, {
    live: createLive({ changes, groups, streams, log: app.log }),
    auth,
  });
  registerAirlinesRoutes(app, {
    // An admin's quote selection books through the lifecycle and is audited like an override.
    airlines: createAirlinesService({
      db,
      clock,
      lifecycle: createOverride({ db, clock, config, lifecycle, quotes, mail }),
      mail,
      endpointProblem: webhooks.endpointProblem,
    }),
    auth,
    authRateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  });
  registerApiKeysRoutes(app, { apiKeys, auth });
  registerWebhooksRoutes(app, { webhooks, auth });
  registerAdminJobsRoutes(app, { jobs: createAdminJobsService({ db, clock, jobs: mail }), auth });
  registerPaymentsRoutes(app, {
    payments: createPaymentsService({
      db,
      clock,
      lifecycle,
      desk,
      refunds,
      providers,
      active: razorpay || sandbox,
      sandbox,
      razorpay,
      mail,
      publicUrl: config.publicUrl,
      company: config.company,
      log: app.log,
    }),
    auth,
  });
  // A member follows their money in a group and attaches proof to a refund request (ADR 0042).
  registerMoneyTimelineRoutes(app, { db, proofs: createRefundProofs({ db, clock }), auth });
  registerTicketsRoutes(app, {
    // ADR 0024: an eligible cancellation opens a refund request with the payments.
    tickets: createTicketsService({
      db,
      clock,
      refunds: {
        openRefundRequest: desk.openRefundRequest,
        refundRequestOfTicket: paymentsRepository.refundRequestOfTicket,
      },
    }),
    auth,
  });
  registerContactRoutes(app, {
    contact: createContactService({ db, clock, config, mail }),
    auth,
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  });
  // The Groups tab's filters and an admin's page of one group.
  registerAdminGroupRoutes(app, { adminGroups: createAdminGroupsService({ db }), auth });
  registerAdminRoutes(app, {
    admin: createAdminService({
      db,
      override: createOverride({ db, clock, config, lifecycle, quotes, mail }),
    }),
    auth,
  });
  registerAdminUsersRoutes(app, {
    users: createAdminUsersService({ db, clock }),
    audit: createAdminAuditService({ db }),
    auth,
  });
  // ADR 0024: payments and refund requests in the console.
  registerAdminPaymentsRoutes(app, {
    adminPayments: createAdminPaymentsService({ db, clock, desk, mail }),
    auth,
  });
  registerSiteRoutes(app, { db, clock, cacheSeconds: config.publicStatsCacheSeconds });

  const servesWeb = await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST);
  if (!servesWeb) app.setNotFoundHandler(sendNotFound);
  await changes.start();
  return app;
}
