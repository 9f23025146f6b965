import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_PREFIX } from '@saath/shared/api-keys';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The security requirement of the airline endpoints that also take an API key. */
export const AIRLINE_OR_KEY_SECURITY: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { apiKeyAuth: [] },
];

/**
 * What zod's JSON Schema writes that OpenAPI 3.0 reads differently, fixed over the whole
 * document (so a new route's schemas are fixed too):
 * - `nullable` beside an `anyOf`/`oneOf` of members of one type gets that `type` (3.0 ignores
 *   `nullable` without a sibling `type`);
 * - a record keyed by an enum lists its keys in `required` with no `properties`: they become
 *   properties of the record's value schema.
 */
function fixSchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixSchemas);
  if (!isObject(node)) return;
  for (const value of Object.values(node)) fixSchemas(value);
  const members = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (node.nullable === true && node.type === undefined && Array.isArray(members)) {
    const types = new Set(members.map((m) => m.type));
    if (types.size === 1 && typeof members[0]!.type === 'string') node.type = members[0]!.type;
  }
  if (
    Array.isArray(node.required) &&
    node.properties === undefined &&
    isObject(node.additionalProperties)
  ) {
    const value = node.additionalProperties;
    node.properties = Object.fromEntries((node.required as string[]).map((key) => [key, value]));
  }
}

// Any request may be refused before its route runs (headers too large, too slow to arrive, a
// URL the router cannot read): what an operation with no 4xx of its own can still answer.
const CLIENT_ERROR = {
  description: 'A request the server could not read (too large, too slow, malformed)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { detail: { type: 'string' } },
        required: ['detail'],
      },
    },
  },
};

function finishDocument(document: Json): Json {
  fixSchemas(document.paths);
  fixSchemas(document.components);
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>))
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const responses = operation.responses;
      if (!Object.keys(responses).some((status) => /^4/.test(status)))
        responses['4XX'] = CLIENT_ERROR;
    }
  return document;
}

/**
 * The API described from the same zod schemas that validate it. Every route declares its
 * `operationId` (camelCase, unique) and its `security` (`[]` when public) in its schema;
 * test/integration/openapi.test.ts fails for a route that does not, and `npm run lint:openapi`
 * lints the document with Redocly's recommended rules (redocly.yaml).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Saath API',
        description: [
          'Group flights for India: accounts, groups, bids, tickets and administration.',
          '',
          '**Airline systems** call the airline endpoints (open RFQs, one RFQ, submitting or',
          'replacing a quote, the company’s own quotes) with an API key an airline user creates',
          'on the dashboard: `Authorization: Bearer ' + API_KEY_PREFIX + '…`. A key works as its',
          'company on those endpoints only; every other endpoint answers 401 to a key.',
        ].join('\n'),
        version: '1.0.0',
        license: { name: 'Saath terms of service', url: `${options.publicUrl}/terms` },
      },
      // Relative: the document is served by the API it describes, whatever its host.
      servers: [{ url: '/', description: 'This Saath server' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a signed-in user (POST /api/users/login).',
          },
          apiKeyAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_KEY_PREFIX}…`,
            description: [
              `An airline's API key (\`${API_KEY_PREFIX}\` and 43 characters), created with`,
              'POST /api/airline/api-keys and shown once. Accepted only by the operations that',
              'list it; it acts as the company that created it, within its own rate limit.',
            ].join(' '),
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      finishDocument(('openapiObject' in document ? document.openapiObject : {}) as Json),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
