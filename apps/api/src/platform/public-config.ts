import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_PREFERENCES } from '@saath/shared/profile';
import type { Config } from '../config.ts';

/** GET /api/config: the runtime settings the web app reads before it signs anyone in. */
export function registerPublicConfigRoute(
  app: FastifyInstance,
  config: Pick<Config, 'google' | 'analyticsMeasurementId' | 'notifications'>,
) {
  // ADR 0059: a text channel is on only when the operator set all its secrets; the profile
  // offers only these (choosing another would be refused with 409). Email is always there.
  const channels: Array<(typeof NOTIFICATION_PREFERENCES)[number]> = ['EMAIL'];
  if (config.notifications.sms) channels.push('SMS');
  if (config.notifications.whatsapp) channels.push('WHATSAPP');
  app.withTypeProvider<ZodTypeProvider>().get('/api/config', {
    schema: {
      operationId: 'getConfig',
      security: [],
      tags: ['platform'],
      summary: 'Public runtime settings for the web app',
      response: {
        200: z.object({
          google_client_id: z.string().nullable(),
          analytics_measurement_id: z.string().nullable(),
          notification_channels: z
            .array(z.enum(NOTIFICATION_PREFERENCES))
            .describe(
              'The channels members may choose for their updates: EMAIL, and each text channel the operator configured',
            ),
        }),
      },
    },
    handler: async () => ({
      google_client_id: config.google.clientId ?? null,
      analytics_measurement_id: config.analyticsMeasurementId ?? null,
      notification_channels: channels,
    }),
  });
}
