import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import {
  canonicalMobile,
  channelCodeBodySchema,
  channelCodeSentSchema,
  channelConfirmBodySchema,
  channelConfirmedSchema,
  NOTIFICATION_CHANNEL_CODE_PATH,
  NOTIFICATION_CHANNEL_CONFIRM_PATH,
} from '@saath/shared/notifications';
import type { NotificationChannels } from '../../config.ts';
import type { Auth } from '../../platform/auth.ts';
import { readsNothingBack } from '../../platform/change-feed.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';
import type { NotificationsService, ReceiptStatus } from './notifications.service.ts';
import { sameSecret, whatsappSignature } from './notifier.ts';

const tags = ['notifications'];
const receivedSchema = z.object({ received: z.literal(true) });
/** The header MSG91's webhooks are configured to carry SMS_WEBHOOK_SECRET in (ADR 0059). */
export const SMS_WEBHOOK_HEADER = 'x-saath-webhook-secret';
/** Replies that end a member's text messages (what Indian senders are expected to honour). */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL', 'CANCEL']);
const isStop = (text: unknown) =>
  typeof text === 'string' && STOP_WORDS.has(text.trim().toUpperCase());

const WHATSAPP_STATUS: Record<string, ReceiptStatus> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
};

/** MSG91's delivery report codes: 1 delivered, 8 sent to the operator; these are failures. */
const MSG91_FAILED = new Set(['2', '9', '16', '17', '25', '26']);

type WhatsappEvent = {
  entry?: Array<{
    changes?: Array<{
      value?: {
        statuses?: Array<{ id?: string; status?: string; errors?: Array<{ title?: string }> }>;
        messages?: Array<{ from?: string; text?: { body?: string }; button?: { text?: string } }>;
      };
    }>;
  }>;
};

type Msg91Event = {
  requestId?: string;
  report?: Array<{ status?: string | number; desc?: string }>;
  number?: string;
  message?: string;
};

export function registerNotificationsRoutes(
  parent: FastifyInstance,
  deps: { notifications: NotificationsService; auth: Auth; channels: NotificationChannels },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { notifications, auth, channels } = deps;
  const bearer = [{ bearerAuth: [] }];
  const errors = {
    400: errorSchema,
    401: errorSchema,
    409: errorSchema,
    422: validationErrorSchema,
    429: errorSchema,
  };

  app.post(NOTIFICATION_CHANNEL_CODE_PATH, {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'sendChannelCode',
      security: bearer,
      tags,
      summary: 'Send a one-time code to confirm a mobile number for SMS or WhatsApp',
      body: channelCodeBodySchema,
      response: { 200: channelCodeSentSchema, ...errors, 502: errorSchema },
    },
    handler: async (request) =>
      notifications.requestCode(request.principal!, {
        channel: request.body.channel,
        phone: request.body.phone ? canonicalMobile(request.body.phone) : undefined,
      }),
  });

  app.post(NOTIFICATION_CHANNEL_CONFIRM_PATH, {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'confirmChannelCode',
      security: bearer,
      tags,
      summary: 'Confirm the code: SMS or WhatsApp becomes the notification preference',
      body: channelConfirmBodySchema,
      response: { 200: channelConfirmedSchema, ...errors },
    },
    handler: async (request) => notifications.confirmCode(request.principal!, request.body.code),
  });

  // Meta's verification handshake: before it sends the webhook anything, Meta calls GET on the
  // same path with the verify token typed into the app's webhook settings and a challenge, and
  // expects the challenge back as plain text. Without it the webhook cannot be subscribed.
  app.get('/api/notifications/webhooks/whatsapp', {
    schema: {
      tags,
      operationId: 'verifyWhatsappWebhook',
      summary: "Meta's webhook verification handshake: answers the challenge to the right token",
      security: [],
      // Every parameter optional: whatever is missing or wrong is one refusal (403), as Meta
      // expects; only an oversized value is a validation error.
      querystring: z.object({
        'hub.mode': z.string().max(50).optional(),
        'hub.verify_token': z.string().max(200).optional(),
        'hub.challenge': z.string().max(200).optional(),
      }),
      produces: ['text/plain'],
      response: {
        200: { description: 'The challenge', content: { 'text/plain': { schema: z.string() } } },
        403: errorSchema,
        422: validationErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const token = channels.whatsappVerifyToken;
      if (
        !token ||
        query['hub.mode'] !== 'subscribe' ||
        !query['hub.challenge'] ||
        !sameSecret(query['hub.verify_token'], token)
      )
        throw forbidden('The verify token is not right');
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  });

  // The providers sign the exact bytes they send: the body is kept as text until verified.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const webhookSchema = (operationId: string, summary: string) => ({
      tags,
      operationId,
      summary,
      security: [],
      body: z.string().max(256 * 1024),
      response: { 200: receivedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    });
    const parse = <T>(raw: string): T | null => {
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    };

    typed.post('/api/notifications/webhooks/whatsapp', {
      config: readsNothingBack,
      schema: webhookSchema(
        'receiveWhatsappWebhook',
        "WhatsApp's signed status callbacks and replies (STOP opts out)",
      ),
      handler: async (request) => {
        const secret = channels.whatsapp?.appSecret;
        if (
          !secret ||
          !sameSecret(
            request.headers['x-hub-signature-256'],
            whatsappSignature(secret, request.body),
          )
        )
          throw unauthorized('Bad signature');
        const event = parse<WhatsappEvent>(request.body);
        for (const entry of event?.entry ?? [])
          for (const change of entry.changes ?? []) {
            for (const status of change.value?.statuses ?? []) {
              const next = status.status ? WHATSAPP_STATUS[status.status] : undefined;
              if (status.id && next)
                await notifications.recordReceipt(
                  'WHATSAPP',
                  status.id,
                  next,
                  status.errors?.[0]?.title ?? null,
                );
            }
            for (const message of change.value?.messages ?? [])
              if (message.from && isStop(message.text?.body ?? message.button?.text))
                await notifications.optOut('WHATSAPP', canonicalMobile(message.from));
          }
        return { received: true as const };
      },
    });

    typed.post('/api/notifications/webhooks/sms', {
      config: readsNothingBack,
      schema: webhookSchema(
        'receiveSmsWebhook',
        "MSG91's delivery reports and inbound replies (STOP opts out), with the shared secret",
      ),
      handler: async (request) => {
        const secret = channels.sms?.webhookSecret;
        if (!secret || !sameSecret(request.headers[SMS_WEBHOOK_HEADER], secret))
          throw unauthorized('Bad signature');
        const parsed = parse<Msg91Event | Msg91Event[]>(request.body);
        for (const event of [parsed ?? []].flat()) {
          if (event.requestId) {
            for (const report of event.report ?? []) {
              const code = String(report.status ?? '');
              const next: ReceiptStatus | null =
                code === '1'
                  ? 'DELIVERED'
                  : MSG91_FAILED.has(code)
                    ? 'FAILED'
                    : code
                      ? 'SENT'
                      : null;
              if (next)
                await notifications.recordReceipt(
                  'SMS',
                  event.requestId,
                  next,
                  report.desc ?? null,
                );
            }
          } else if (event.number && isStop(event.message)) {
            await notifications.optOut('SMS', canonicalMobile(event.number));
          }
        }
        return { received: true as const };
      },
    });
  });
}
