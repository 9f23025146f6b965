import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';

/** GET /api/config: the runtime settings the web app reads before it signs anyone in. */
export function registerPublicConfigRoute(
  app: FastifyInstance,
  config: Pick<Config, 'google' | 'analyticsMeasurementId'>,
) {
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
        }),
      },
    },
    handler: async () => ({
      google_client_id: config.google.clientId ?? null,
      analytics_measurement_id: config.analyticsMeasurementId ?? null,
    }),
  });
}
