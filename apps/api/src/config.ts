import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { passwordProblems } from '@saath/shared/password';
import { GSTIN_PATTERN, isGstin } from '@saath/shared/receipts';
import type { DatabaseTimeouts } from './db/client.ts';
import { connectionBudget, readOpenFilesSoftLimit } from './open-files.ts';

// Everything comes from the environment, checked once at start (.env.example lists it all).

// X-Forwarded-For names the client only when it comes from a proxy the operator
// trusts: a hop count, or the proxies' addresses/CIDRs (and proxy-addr's `loopback`,
// `linklocal`, `uniquelocal`). Unset trusts nobody, so a client cannot choose its own address.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const trustProxySchema = z.string().transform((value, ctx): number | string[] => {
  if (/^\d+$/.test(value.trim())) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length)
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be a hop count or a comma list of addresses/CIDRs (not ${bad.map((b) => `"${b}"`).join(', ')})`,
    });
  return entries;
});

const MB = 1024 * 1024;

/**
 * Every in-memory cache has a size bound (lru-cache), so the API's memory follows
 * these settings, not the marketplace's size. The defaults keep one process under 300 MB on 4x
 * the bench's data (bench/README.md "4x data").
 */
export const GROUP_CACHE_DEFAULTS = { groups: 20_000, bucketBytes: 64 * MB, users: 50_000 };
export const SEARCH_ANSWERS_DEFAULT_BYTES = 16 * MB;
export const AUTH_CACHE_DEFAULT_SESSIONS = 20_000;
/**
 * AUTH_RATE_LIMIT_PER_MINUTE when unset (ADR 0042). A deployment (DATABASE_URL) keeps the tight
 * per-address budget. The embedded database is one machine, almost always a developer's, where
 * every request comes from 127.0.0.1: signing in the demo's twenty accounts in a row would spend
 * a budget of 20. Passwords stay guarded there by the per-account pause (ADR 0033).
 */
export const AUTH_RATE_LIMITS = { server: 20, embedded: 300 } as const;

const WHATSAPP_KEYS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
] as const;
const SMS_KEYS = ['SMS_AUTH_KEY', 'SMS_SENDER_ID', 'SMS_WEBHOOK_SECRET'] as const;

/** A setting of MSG91 template ids, `name=id` pairs comma-separated, as a record by name. */
const templateIds = (setting: string) =>
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const ids: Record<string, string> = {};
      for (const pair of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [name, id] = pair.split('=').map((p) => p.trim());
        if (!name || !id) {
          ctx.addIssue({ code: 'custom', message: `${setting}: "${pair}" is not template=id` });
          return z.NEVER;
        }
        ids[name] = id;
      }
      return ids;
    });

const RAZORPAY_KEYS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** A daily time of day in India, 'HH:MM' (24-hour): when a daily job runs. */
const indiaTimeOfDay = (name: string, fallback: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${name} must be HH:MM (24-hour, India time)`)
    .default(fallback);
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const autoOr = (min: number) =>
  z.union([z.literal('auto'), z.coerce.number().int().min(min)]).default('auto');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Readable lines for a person at a terminal, JSON for machines.
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // ADR 0035: nothing waits on an unreachable database for long. A query waits this long for a
    // pooled connection (a free one, or a new one being opened) before its request answers 503.
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    // The server cancels a statement that runs (or waits on a lock) longer than this; the client
    // gives up a little later if the server says nothing at all (frozen, or the network gone).
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    // /api/health's ping, on a connection of its own (never queued behind the pool).
    DATABASE_HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
    // ADR 0008: API processes sharing the port (Node runs JavaScript on one core per process).
    API_WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
    // A resolved sign-in is reused for minutes: a revocation reaches every process's cache at
    // once through the database's change notices (ADR 0013), not by waiting for this to run out.
    AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    // ADR 0007: how long a group or membership read is kept if no change notice arrives.
    GROUP_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    GROUP_CACHE_MAX_GROUPS: z.coerce.number().int().min(1).default(GROUP_CACHE_DEFAULTS.groups),
    GROUP_CACHE_MAX_BUCKETS_MB: z.coerce
      .number()
      .int()
      .min(1)
      .default(GROUP_CACHE_DEFAULTS.bucketBytes / MB),
    GROUP_CACHE_MAX_USERS: z.coerce.number().int().min(1).default(GROUP_CACHE_DEFAULTS.users),
    SEARCH_ANSWERS_MAX_MB: z.coerce
      .number()
      .int()
      .min(1)
      .default(SEARCH_ANSWERS_DEFAULT_BYTES / MB),
    AUTH_CACHE_MAX_SESSIONS: z.coerce.number().int().min(1).default(AUTH_CACHE_DEFAULT_SESSIONS),
    // The landing's registration count is served from memory this long.
    PUBLIC_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // Live pages (ADR 0020): an event stream's comment heartbeat, and how many bytes a
    // stream may hold unsent for a slow client before it is closed.
    EVENTS_HEARTBEAT_SECONDS: z.coerce.number().positive().max(3600).default(15),
    EVENTS_MAX_BUFFER_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    // A flood of connections or streams must meet a limit before the process runs out of file
    // descriptors (ADR 0029). `auto`: the process's open-files limit less OPEN_FILES_RESERVE.
    MAX_CONNECTIONS: autoOr(1),
    // Descriptors kept for the database (a pool of up to DATABASE_POOL_SIZE sockets, or PGlite's
    // files), static files, logs and Node's own: 128 covers the largest pool with room to spare.
    OPEN_FILES_RESERVE: z.coerce.number().int().min(0).default(128),
    // Where /proc/self/limits cannot be read (not Linux): 1024 is the usual soft limit, and
    // guessing low only costs connections, guessing high costs the process.
    OPEN_FILES_LIMIT_FALLBACK: z.coerce.number().int().min(16).default(1024),
    // How long a connection may say nothing at all (Fastify's connectionTimeout). Event streams
    // send a heartbeat, so it must be longer than EVENTS_HEARTBEAT_SECONDS.
    CONNECTION_IDLE_TIMEOUT_SECONDS: seconds(60),
    // How long a connection waits for the next request after an answer. Short: an idle
    // keep-alive connection is a descriptor held for nothing; behind a proxy that reuses
    // connections, set it above the proxy's own idle time-out.
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(10),
    // A request's headers, and the whole request, must arrive within these (slow senders hold
    // a connection as long as they like otherwise). Our bodies are small forms and JSON.
    HEADERS_TIMEOUT_SECONDS: seconds(10),
    REQUEST_TIMEOUT_SECONDS: seconds(30),
    // Live pages: streams one user may hold per process (several tabs, a phone, an airline's
    // desks), and all streams of a process (`auto`: half of its connections, so streams can
    // never take the connections the rest of the API needs).
    EVENTS_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).default(20),
    EVENTS_MAX_STREAMS: autoOr(1),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: seconds(7 * 24 * 3600),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    // Page-view analytics: unset means the web app talks to no third party at all.
    ANALYTICS_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'ANALYTICS_MEASUREMENT_ID must look like G-XXXXXXX')
      .optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Saath <no-reply@saath.in>'),
    PUBLIC_URL: z.string().url().optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    // Unset: AUTH_RATE_LIMITS below, by where the data lives.
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
    // ADR 0033: failed password checks on one account, from any address, before sign-in to it
    // pauses; the pause doubles with each later failure, up to the maximum; a success resets.
    SIGN_IN_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).default(5),
    SIGN_IN_LOCK_SECONDS: seconds(60),
    SIGN_IN_LOCK_MAX_SECONDS: seconds(15 * 60),
    // A day without a failure ends the episode: the count and the doubling start over.
    SIGN_IN_FAILURES_FORGET_SECONDS: seconds(24 * 3600),
    // ADR 0019: requests a minute one airline API key may make.
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    TRUST_PROXY: trustProxySchema.optional(),
    // Rate-limit counters in Redis instead of the database (ADR 0009).
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
    // ADR 0035: a Redis command unanswered this long fails, and the limits count in the process.
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    // ADR 0040: how often each kind of job is looked for; mail (and the jobs composing mail)
    // share the first, webhooks and refunds at the provider have their own.
    MAIL_POLL_INTERVAL_SECONDS: seconds(5),
    WEBHOOK_POLL_INTERVAL_SECONDS: seconds(5),
    REFUND_POLL_INTERVAL_SECONDS: seconds(15),
    // ADR 0057: how long a sandbox UPI collect request waits for approval before it expires.
    UPI_COLLECT_EXPIRY_SECONDS: seconds(600),
    // A claimed job is its claimant's for this long (then run again elsewhere: ADR 0040).
    JOB_LEASE_SECONDS: seconds(300),
    // Airline webhooks: an endpoint's answer time limit, and private addresses allowed (tests,
    // local development only: "1").
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
    WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
    FORMATION_WINDOW_SECONDS: seconds(24 * 3600),
    BIDDING_WINDOW_SECONDS: seconds(48 * 3600),
    SWEEP_INTERVAL_SECONDS: seconds(30),
    // ADR 0018: the payment stage's window and the reminder before its end.
    PAYMENT_WINDOW_SECONDS: seconds(24 * 3600),
    PAYMENT_REMINDER_SECONDS: seconds(6 * 3600),
    // docs/product/ticketing.md: how long the winning airline has to issue the tickets once the
    // group is booked (never later than 8 days before travel).
    TICKETING_WINDOW_SECONDS: seconds(48 * 3600),
    // docs/product/ticketing.md "Corrections": how long before departure passenger
    // corrections close (the airline needs the final names to ticket).
    NAME_CHANGE_CUTOFF_HOURS: z.coerce.number().int().min(0).max(720).default(72),
    // ADR 0055: the time of day (India time, HH:MM) the airlines' due balances are paid out.
    PAYOUT_TIME: indiaTimeOfDay('PAYOUT_TIME', '10:00'),
    // ADR 0061: the time of day (India time, HH:MM) the nightly reconciliation runs.
    RECONCILE_TIME: indiaTimeOfDay('RECONCILE_TIME', '02:30'),
    // ADR 0056: who moves the money to the airlines: the sandbox, or Razorpay Route transfers
    // to each airline's linked account (the RAZORPAY_* keys are then required).
    PAYOUT_PROVIDER: z
      .enum(['sandbox', 'razorpay'], { error: 'PAYOUT_PROVIDER must be sandbox or razorpay' })
      .default('sandbox'),
    SANDBOX_WEBHOOK_SECRET: z
      .string()
      .min(16, 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters')
      .optional(),
    // ADR 0023: the supplier on receipts and GST tax invoices. Without a GSTIN every
    // receipt is a plain receipt.
    COMPANY_NAME: z.string().min(1).max(200).default('Saath Travel Technologies Private Limited'),
    COMPANY_GSTIN: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .refine((v) => GSTIN_PATTERN.test(v) && isGstin(v), {
        message: 'COMPANY_GSTIN must be a 15-character GSTIN such as 29ABCDE1234F1Z5',
      })
      .optional(),
    // ADR 0022: Razorpay is the provider when its three secrets are set.
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
    // ADR 0036: every call to a payment provider's API has this time limit, and after this many
    // outages in a row the provider is not called for the pause (a circuit breaker).
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
    PAYMENT_PROVIDER_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    PAYMENT_PROVIDER_BREAKER_PAUSE_SECONDS: z.coerce.number().positive().max(3600).default(30),
    // ADR 0059: WhatsApp (Business Cloud API) and SMS (MSG91) notifications. Each channel is on
    // when all its secrets are set; off, a traveller who chose it gets email.
    WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_APP_SECRET: z.string().optional(),
    // The token typed into Meta's webhook settings: Meta's GET handshake must name it before
    // Meta sends the webhook anything. Apart from the three above, since the webhook is set up
    // in Meta's console before (or without) messages being sent.
    WHATSAPP_VERIFY_TOKEN: z.string().max(200).optional(),
    SMS_API_URL: z.string().url().default('https://control.msg91.com'),
    SMS_AUTH_KEY: z.string().optional(),
    SMS_SENDER_ID: z.string().optional(),
    SMS_WEBHOOK_SECRET: z.string().optional(),
    // MSG91's id of each DLT template: `name=id` pairs, comma-separated (ADR 0059).
    SMS_TEMPLATE_IDS: templateIds('SMS_TEMPLATE_IDS'),
    // The ids of the Hindi (Unicode) templates: DLT registers each wording, so a Hindi text has
    // an id of its own. A template without one goes to a Hindi reader in English (ADR 0065).
    SMS_TEMPLATE_IDS_HI: templateIds('SMS_TEMPLATE_IDS_HI'),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    for (const keys of [WHATSAPP_KEYS, SMS_KEYS]) {
      const set = keys.filter((key) => env[key]);
      if (set.length > 0 && set.length < keys.length) {
        const missing = keys.filter((key) => !env[key]);
        ctx.addIssue({
          code: 'custom',
          path: [missing[0]!],
          message: `${keys.join(', ')} go together: set all or none (missing ${missing.join(', ')})`,
        });
      }
    }

    const razorpay = RAZORPAY_KEYS.filter((key) => env[key]);
    if (razorpay.length > 0 && razorpay.length < RAZORPAY_KEYS.length) {
      const missing = RAZORPAY_KEYS.filter((key) => !env[key]);
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `${RAZORPAY_KEYS.join(', ')} go together: set all three or none (missing ${missing.join(', ')})`,
      });
    }
    if (env.PAYOUT_PROVIDER === 'razorpay' && razorpay.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_PROVIDER'],
        message: `PAYOUT_PROVIDER=razorpay pays through Razorpay Route: set ${RAZORPAY_KEYS.join(', ')}`,
      });
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (env.ADMIN_PASSWORD && passwordProblems(env.ADMIN_PASSWORD).length) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `ADMIN_PASSWORD is too weak: ${passwordProblems(env.ADMIN_PASSWORD).join(' ')}`,
      });
    }
    if (env.API_WORKERS !== 1 && !env.DATABASE_URL) {
      // The embedded database lives inside one process.
      ctx.addIssue({
        code: 'custom',
        path: ['API_WORKERS'],
        message: 'API_WORKERS above 1 needs a PostgreSQL server (DATABASE_URL)',
      });
    }
    if (env.EVENTS_HEARTBEAT_SECONDS >= env.CONNECTION_IDLE_TIMEOUT_SECONDS) {
      // The idle time-out would close every event stream between two heartbeats.
      ctx.addIssue({
        code: 'custom',
        path: ['CONNECTION_IDLE_TIMEOUT_SECONDS'],
        message: 'CONNECTION_IDLE_TIMEOUT_SECONDS must be longer than EVENTS_HEARTBEAT_SECONDS',
      });
    }
    if (env.SIGN_IN_LOCK_MAX_SECONDS < env.SIGN_IN_LOCK_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SIGN_IN_LOCK_MAX_SECONDS'],
        message: 'SIGN_IN_LOCK_MAX_SECONDS must not be shorter than SIGN_IN_LOCK_SECONDS',
      });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      // Node refuses to start a server so configured: the headers are part of the request.
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
      // Several processes share a server database; each generating its own secret would
      // make tokens valid on one process only.
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required with DATABASE_URL in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable the API reads: `.env.example` lists each (config-example.test.ts checks it). */
export const ENV_KEYS: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  /** GET /metrics: on its own listener (port) and/or on the main port behind a bearer token. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** 503 + Retry-After past these (0 = that check is off); platform/overload.ts. */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  databaseUrl: string | undefined;
  /** Connections per process; on a small machine fewer connections do more work. */
  databasePoolSize: number;
  /** How long a request may wait on the database before it answers 503 (ADR 0035). */
  databaseTimeouts: DatabaseTimeouts;
  /** API processes serving the port (ADR 0008); 1 runs the app in this process. */
  workers: number;
  dataDir: string;
  /** ADR 0001: how long a process may reuse a resolved session (0 turns the cache off). */
  authCacheSeconds: number;
  /** The most a process keeps in memory per cache; see GROUP_CACHE_DEFAULTS. */
  cacheLimits: {
    groups: number;
    bucketBytes: number;
    users: number;
    searchAnswerBytes: number;
    authSessions: number;
  };
  groupCacheSeconds: number;
  publicStatsCacheSeconds: number;
  /** What one process holds open at most, and for how long (ADR 0029). */
  connections: ConnectionLimits;
  /** Live pages (ADR 0020); stream limits per user and per process (ADR 0029). */
  events: {
    heartbeatMs: number;
    maxBufferBytes: number;
    maxStreams: number;
    maxStreamsPerUser: number;
  };
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  google: { clientId: string | undefined; jwksUrl: string };
  /** Page-view analytics id; undefined = no analytics requests at all. */
  analyticsMeasurementId: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  authRateLimitPerMinute: number;
  /** ADR 0033: the per-account pause on failed password checks. */
  signInThrottle: SignInThrottleSettings;
  apiKeyRateLimitPerMinute: number;
  /** Fastify's trustProxy: false (nobody), a hop count, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  redisUrl: string | undefined;
  /** A Redis command fails after this; the rate limits then count in the process (ADR 0035). */
  redisCommandTimeoutMs: number;
  mailPollIntervalSeconds: number;
  webhookPollIntervalSeconds: number;
  refundPollIntervalSeconds: number;
  /** ADR 0057: a sandbox UPI collect request expires this long after it is sent. */
  upiCollectExpirySeconds: number;
  jobLeaseSeconds: number;
  webhooks: { timeoutMs: number; allowPrivate: boolean };
  /** The windows of docs/product/lifecycle.md and how often due groups are looked for. */
  lifecycle: {
    formationWindowSeconds: number;
    biddingWindowSeconds: number;
    sweepIntervalSeconds: number;
    paymentWindowSeconds: number;
    paymentReminderSeconds: number;
    ticketingWindowSeconds: number;
  };
  /** Hours before departure when members' passenger corrections close. */
  nameChangeCutoffHours: number;
  /** The daily payout time, 'HH:MM' India time (ADR 0055). */
  payoutTime: string;
  /** The nightly reconciliation's time, 'HH:MM' India time (ADR 0061). */
  reconcileTime: string;
  /** Who sends the airlines' payouts (ADR 0056). */
  payoutProvider: 'sandbox' | 'razorpay';
  /** The sandbox provider's webhook secret when set (else derived from the JWT secret). */
  sandboxWebhookSecret: string | undefined;
  /** The supplier named on receipts; a GSTIN makes GST tax invoices possible (ADR 0023). */
  company: { name: string; gstin: string | undefined };
  /** Razorpay's keys (ADR 0022); undefined keeps the sandbox as the provider. */
  razorpay: RazorpayConfig | undefined;
  /** ADR 0036: the time limit of a provider call and the circuit breaker's trip and pause. */
  paymentProvider: PaymentProviderLimits;
  /** ADR 0059: the WhatsApp and SMS channels; a channel left undefined is off. */
  notifications: NotificationChannels;
  webDistDir: string | undefined;
};

export type NotificationChannels = {
  /** The token Meta's webhook verification handshake must carry; unset, every handshake is refused. */
  whatsappVerifyToken?: string | undefined;
  whatsapp: { apiUrl: string; token: string; phoneNumberId: string; appSecret: string } | undefined;
  sms:
    | {
        apiUrl: string;
        authKey: string;
        senderId: string;
        webhookSecret: string;
        /** MSG91's id of each DLT template, by our template's name. */
        templateIds: Record<string, string>;
        /**
         * The ids of the Hindi templates registered so far: a Hindi reader gets a template without
         * one in English, as before Hindi (ADR 0065).
         */
        hindiTemplateIds: Record<string, string>;
      }
    | undefined;
};

export type SignInThrottleSettings = {
  /** Failed checks that start the first pause of an episode. */
  failures: number;
  lockMs: number;
  maxLockMs: number;
  /** An episode with no failure for this long is forgotten. */
  forgetMs: number;
};

export type ConnectionLimits = {
  /** Node's `server.maxConnections`: connections past it are closed as soon as accepted. */
  max: number;
  /** The open-files soft limit it came from, and where that was read (`auto` only). */
  openFiles: { limit: number; source: 'proc' | 'fallback' } | undefined;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
};

export type PaymentProviderLimits = {
  timeoutMs: number;
  /** Outages in a row (time-outs, refused connections, 5xx) that open the circuit. */
  breakerFailures: number;
  /** How long an open circuit refuses calls before one trial call may go through. */
  breakerPauseMs: number;
};

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
};

export class ConfigError extends Error {}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5.12 reads a plain number as "trust nobody"
 * (a hop count alone cannot tell a proxy from a client that connects directly), so a hop count
 * is given as the function proxy-addr runs per hop, nearest first: the nearest `hops` are
 * proxies. That is only safe when clients cannot reach the API except through them (README).
 */
export function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  system: { openFilesSoftLimit: () => number | undefined } = {
    openFilesSoftLimit: () => readOpenFilesSoftLimit(),
  },
): Config {
  // Empty variables (FOO=) mean "unset", as people write them in .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const connections = connectionLimits(env, system.openFilesSoftLimit);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      // Unset: 90 % of the V8 heap limit (npm start sets 256 MB), well before it runs out.
      maxHeapUsedBytes:
        env.OVERLOAD_MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : env.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
    },
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      healthMs: env.DATABASE_HEALTH_TIMEOUT_MS,
    },
    workers: env.API_WORKERS === 'auto' ? availableParallelism() : env.API_WORKERS,
    dataDir,
    authCacheSeconds: env.AUTH_CACHE_SECONDS,
    groupCacheSeconds: env.GROUP_CACHE_SECONDS,
    cacheLimits: {
      groups: env.GROUP_CACHE_MAX_GROUPS,
      bucketBytes: env.GROUP_CACHE_MAX_BUCKETS_MB * MB,
      users: env.GROUP_CACHE_MAX_USERS,
      searchAnswerBytes: env.SEARCH_ANSWERS_MAX_MB * MB,
      authSessions: env.AUTH_CACHE_MAX_SESSIONS,
    },
    publicStatsCacheSeconds: env.PUBLIC_STATS_CACHE_SECONDS,
    connections,
    events: {
      heartbeatMs: env.EVENTS_HEARTBEAT_SECONDS * 1000,
      maxBufferBytes: env.EVENTS_MAX_BUFFER_BYTES,
      maxStreams:
        env.EVENTS_MAX_STREAMS === 'auto'
          ? Math.max(1, Math.floor(connections.max / 2))
          : env.EVENTS_MAX_STREAMS,
      maxStreamsPerUser: env.EVENTS_MAX_STREAMS_PER_USER,
    },
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    analyticsMeasurementId: env.ANALYTICS_MEASUREMENT_ID,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    authRateLimitPerMinute:
      env.AUTH_RATE_LIMIT_PER_MINUTE ??
      (env.DATABASE_URL ? AUTH_RATE_LIMITS.server : AUTH_RATE_LIMITS.embedded),
    signInThrottle: {
      failures: env.SIGN_IN_LOCK_AFTER_FAILURES,
      lockMs: env.SIGN_IN_LOCK_SECONDS * 1000,
      maxLockMs: env.SIGN_IN_LOCK_MAX_SECONDS * 1000,
      forgetMs: env.SIGN_IN_FAILURES_FORGET_SECONDS * 1000,
    },
    apiKeyRateLimitPerMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY === 0 ? false : (env.TRUST_PROXY ?? false),
    redisUrl: env.REDIS_URL,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    mailPollIntervalSeconds: env.MAIL_POLL_INTERVAL_SECONDS,
    webhookPollIntervalSeconds: env.WEBHOOK_POLL_INTERVAL_SECONDS,
    refundPollIntervalSeconds: env.REFUND_POLL_INTERVAL_SECONDS,
    upiCollectExpirySeconds: env.UPI_COLLECT_EXPIRY_SECONDS,
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
    webhooks: {
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1',
    },
    lifecycle: {
      formationWindowSeconds: env.FORMATION_WINDOW_SECONDS,
      biddingWindowSeconds: env.BIDDING_WINDOW_SECONDS,
      sweepIntervalSeconds: env.SWEEP_INTERVAL_SECONDS,
      paymentWindowSeconds: env.PAYMENT_WINDOW_SECONDS,
      paymentReminderSeconds: env.PAYMENT_REMINDER_SECONDS,
      ticketingWindowSeconds: env.TICKETING_WINDOW_SECONDS,
    },
    nameChangeCutoffHours: env.NAME_CHANGE_CUTOFF_HOURS,
    payoutTime: env.PAYOUT_TIME,
    reconcileTime: env.RECONCILE_TIME,
    payoutProvider: env.PAYOUT_PROVIDER,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET,
    company: { name: env.COMPANY_NAME, gstin: env.COMPANY_GSTIN },
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL.replace(/\/$/, ''),
          }
        : undefined,
    paymentProvider: {
      timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
      breakerFailures: env.PAYMENT_PROVIDER_BREAKER_FAILURES,
      breakerPauseMs: Math.round(env.PAYMENT_PROVIDER_BREAKER_PAUSE_SECONDS * 1000),
    },
    notifications: {
      whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
      whatsapp:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET
          ? {
              apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
              token: env.WHATSAPP_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              appSecret: env.WHATSAPP_APP_SECRET,
            }
          : undefined,
      sms:
        env.SMS_AUTH_KEY && env.SMS_SENDER_ID && env.SMS_WEBHOOK_SECRET
          ? {
              apiUrl: env.SMS_API_URL.replace(/\/$/, ''),
              authKey: env.SMS_AUTH_KEY,
              senderId: env.SMS_SENDER_ID,
              webhookSecret: env.SMS_WEBHOOK_SECRET,
              templateIds: env.SMS_TEMPLATE_IDS,
              hindiTemplateIds: env.SMS_TEMPLATE_IDS_HI,
            }
          : undefined,
    },
    webDistDir: env.WEB_DIST_DIR,
  };
}

function connectionLimits(
  env: Env,
  openFilesSoftLimit: () => number | undefined,
): ConnectionLimits {
  let max = env.MAX_CONNECTIONS === 'auto' ? 0 : env.MAX_CONNECTIONS;
  let openFiles: ConnectionLimits['openFiles'];
  if (env.MAX_CONNECTIONS === 'auto') {
    const read = openFilesSoftLimit();
    openFiles =
      read === undefined
        ? { limit: env.OPEN_FILES_LIMIT_FALLBACK, source: 'fallback' }
        : { limit: read, source: 'proc' };
    max = connectionBudget(openFiles.limit, env.OPEN_FILES_RESERVE);
  }
  return {
    max,
    openFiles,
    idleTimeoutMs: env.CONNECTION_IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
  };
}

// With no JWT_SECRET the embedded setup generates one and keeps it beside the database, so
// sessions survive a restart without any configuration.
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
