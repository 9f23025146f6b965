import { z } from 'zod';
import { formatMessage, type Message, msg } from './i18n.ts';
import { textField } from './fields.ts';

// ADR 0026: airline webhooks (rfq.opened, rfq.closed, quote.won, quote.lost,
// group.booked), signed with the company's webhook secret, and the one job table's dead letters.

export const WEBHOOK_EVENTS = [
  'rfq.opened',
  'rfq.closed',
  'quote.won',
  'quote.lost',
  'group.booked',
  'ticketing.reminder',
  'ticket.cancelled',
  // docs/product/ticketing.md "Corrections": a passenger's details corrected after booking.
  'manifest.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/**
 * What the webhooks page's "Send a test event" sends: signed and delivered like any event, so an
 * airline can check its endpoint and its signature check before a real event depends on them.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];
export const JOB_STATUSES = ['PENDING', 'SENT', 'DEAD'] as const;
/** How many of its latest deliveries an airline sees. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

export const WEBHOOK_ENDPOINT_LABEL = msg('Webhook endpoint');
export const WEBHOOK_ENDPOINT_PROBLEM = (problem: string) =>
  formatMessage('en', msg('The endpoint {problem}.'), { problem });
export const WEBHOOK_DELIVERY_NOT_FOUND = msg('Delivery not found');
export const ONLY_AIRLINES_MANAGE_WEBHOOKS = msg('Only airline partners can manage webhooks');
export const WEBHOOK_SECRET_SHOWN_ONCE = msg(
  'Copy this secret now: it is shown only once. Verify each delivery with it.',
);
export const WEBHOOK_ROTATE_CONFIRM = msg(
  'Rotate the webhook secret? Deliveries are signed with the new secret from now on; the old one stops working at once.',
);
export const WEBHOOK_NO_DELIVERIES = msg('No deliveries yet.');
export const WEBHOOK_NEEDS_SECRET = msg(
  'Create a secret to receive webhooks: deliveries start once the endpoint and the secret are set.',
);
export const JOB_NOT_FOUND = msg('Job not found');
export const JOB_NOT_DEAD = msg('Only a dead job can be retried');
export const NO_DEAD_JOBS = msg('No failed jobs.');

const endpointField = textField(WEBHOOK_ENDPOINT_LABEL)
  .max(500, { error: msg('Must be at most 500 characters') })
  .nullable()
  .meta({ description: 'https address that receives the POSTs; null or "" stops them' });

export const webhookEndpointBodySchema = z
  .object({ endpoint: endpointField })
  .meta({ example: { endpoint: 'https://rms.example-air.in/saath/webhooks' } });
export type WebhookEndpointBody = z.input<typeof webhookEndpointBodySchema>;

export const webhookSettingsSchema = z
  .object({
    endpoint: z.string().nullable(),
    /** The secret's last characters, to tell it apart; null until one is created. */
    secret_hint: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
  })
  .meta({
    example: {
      endpoint: 'https://rms.example-air.in/saath/webhooks',
      secret_hint: '…k3Qx',
      events: [...WEBHOOK_EVENTS],
    },
  });
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const webhookSecretSchema = webhookSettingsSchema.extend({
  secret: z.string().meta({
    description:
      'The whole secret, shown only in this answer: X-Saath-Signature is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">',
  }),
});
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid().meta({ description: 'The X-Saath-Delivery header of its POSTs' }),
  event: z.enum(DELIVERY_EVENTS),
  status: z.enum(JOB_STATUSES),
  response_code: z.number().int().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/airline/webhook/deliveries: optionally one group's deliveries only. */
export const deliveriesQuerySchema = z.object({
  community_id: z.uuid({ error: msg('community_id must be a UUID') }).optional(),
});
export const airlineDeliveriesPath = (communityId?: string) =>
  communityId
    ? `/api/airline/webhook/deliveries?community_id=${encodeURIComponent(communityId)}`
    : '/api/airline/webhook/deliveries';

export const deliveryIdParamsSchema = z.object({
  id: z.uuid({ error: msg('Delivery id must be a UUID') }),
});

// Admin: the job table (mail, webhooks, composing jobs) by status; dead letters retried.
export const jobListQuerySchema = z.object({
  status: z
    .enum(JOB_STATUSES, { error: msg('status must be PENDING, SENT or DEAD') })
    .default('DEAD'),
});
export const jobIdParamsSchema = z.object({ id: z.uuid({ error: msg('Job id must be a UUID') }) });
export const adminJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  recipient: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  response_code: z.number().int().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string(),
  dead_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const WEBHOOK_SECRET_CREATED = msg('Secret created');
export const JOB_RETRY_QUEUED = msg('Queued for another attempt');

// Screen texts (the airline's Webhooks page, the admin's Failed jobs tab).
export const WEBHOOKS_LOAD_FAILED = msg('Failed to load webhooks. Please try again later.');
export const WEBHOOK_FAILED_FALLBACK = msg('Please try again later.');
/** A page shows it in its language with `t(WEBHOOK_SAVE_FAILED, { detail })`; the function is its English. */
export const WEBHOOK_SAVE_FAILED = msg('Failed to save the endpoint: {detail}');
export const webhookSaveFailed = (detail: string) =>
  formatMessage('en', WEBHOOK_SAVE_FAILED, { detail });
/** A page shows it in its language with `t(WEBHOOK_ROTATE_FAILED, { detail })`; the function is its English. */
export const WEBHOOK_ROTATE_FAILED = msg('Failed to create the secret: {detail}');
export const webhookRotateFailed = (detail: string) =>
  formatMessage('en', WEBHOOK_ROTATE_FAILED, { detail });
/** A page shows it in its language with `t(WEBHOOK_REDELIVER_FAILED, { detail })`; the function is its English. */
export const WEBHOOK_REDELIVER_FAILED = msg('Failed to redeliver: {detail}');
export const webhookRedeliverFailed = (detail: string) =>
  formatMessage('en', WEBHOOK_REDELIVER_FAILED, { detail });
export const WEBHOOK_ENDPOINT_SAVED = msg('Endpoint saved');
export const WEBHOOK_REDELIVERY_QUEUED = msg('Queued: it goes out within seconds.');
export const WEBHOOK_SEND_TEST = msg('Send a test event');
export const WEBHOOK_TEST_QUEUED = msg('Test event queued: it goes out within seconds.');
export const WEBHOOK_TEST_NEEDS_SETUP = msg(
  'Save an endpoint and create a secret first: a test event goes where real events go.',
);
export const WEBHOOK_TEST_PENDING = msg(
  'A test event is already on its way: its result shows below within seconds.',
);
export const WEBHOOK_TEST_MESSAGE = msg(
  'A test event from Saath: check its X-Saath-Signature as you would for any event.',
);
/** A page shows it in its language with `t(WEBHOOK_TEST_FAILED, { detail })`; the function is its English. */
export const WEBHOOK_TEST_FAILED = msg('Failed to send a test event: {detail}');
export const webhookTestFailed = (detail: string) =>
  formatMessage('en', WEBHOOK_TEST_FAILED, { detail });
export const JOBS_LOAD_FAILED = msg('Failed to load jobs. Please try again later.');
/** Filled with the server's detail where it is shown: `t(JOB_RETRY_FAILED, { detail })`. */
export const JOB_RETRY_FAILED = msg('Failed to retry the job: {detail}');
// Marked so a page shows them in its language: `t(JOB_STATUS_LABELS[status])`.
export const JOB_STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], Message> = {
  PENDING: msg('Pending'),
  SENT: msg('Delivered'),
  DEAD: msg('Failed'),
};
