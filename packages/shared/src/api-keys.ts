import { z } from 'zod';
import { atMostMessage, textField } from './fields.ts';
import { formatMessage, msg } from './i18n.ts';

// ADR 0019: API keys an airline's own systems bid with.

/** Every key starts with it, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'saath_live_';
/** How many characters after API_KEY_PREFIX a list shows, to tell keys apart. */
export const API_KEY_VISIBLE_CHARS = 4;
export const API_KEY_NAME_MAX = 60;
/** Active (unrevoked) keys a company may hold at once. */
export const MAX_ACTIVE_API_KEYS = 20;

/** The name field's label, a catalog text: a Hindi page says 'नाम' inside the field's messages. */
const NAME_LABEL = msg('Name');
export const API_KEY_NAME_REQUIRED = msg('Name is required');
export const API_KEY_NAME_TOO_LONG = atMostMessage(NAME_LABEL, API_KEY_NAME_MAX);
export const API_KEY_NOT_FOUND = msg('API key not found');
export const ONLY_AIRLINES_MANAGE_KEYS = msg('Only airline partners can manage API keys');
export const TOO_MANY_API_KEYS = formatMessage(
  'en',
  msg('A company can have at most {max} active API keys; revoke one first'),
  { max: MAX_ACTIVE_API_KEYS },
);
export const API_KEY_REFUSED = msg('API keys are accepted only by the airline endpoints');
export const API_KEY_INVALID = msg('Invalid or revoked API key');

export const apiKeyNameSchema = textField(NAME_LABEL, { required: API_KEY_NAME_REQUIRED })
  .min(1, API_KEY_NAME_REQUIRED)
  .max(API_KEY_NAME_MAX, API_KEY_NAME_TOO_LONG)
  .meta({ description: 'What the key is for', example: 'Revenue management system' });

export const createApiKeyBodySchema = z
  .object({ name: apiKeyNameSchema })
  .meta({ example: { name: 'Revenue management system' } });
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeyIdParamsSchema = z.object({
  id: z.uuid({ error: msg('API key id must be a UUID') }),
});

const EXAMPLE_KEY = {
  id: '3f1c9a52-7d4e-4b8a-9c61-2a5e8f0b7d13',
  name: 'Revenue management system',
  prefix: `${API_KEY_PREFIX}Xk3q`,
  created_at: '2026-11-24T09:30:00.000Z',
  last_used_at: '2026-11-24T10:02:11.000Z',
  revoked_at: null,
};

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The start of the key, to tell keys apart' }),
    created_at: z.string(),
    last_used_at: z
      .string()
      .nullable()
      .meta({ description: 'Last request with the key (to the minute); null: never used' }),
    revoked_at: z.string().nullable(),
  })
  .meta({ example: EXAMPLE_KEY });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z.string().meta({
      description: `The whole key (shown only in this answer): send it as "Authorization: Bearer <key>"`,
    }),
  })
  .meta({
    example: {
      ...EXAMPLE_KEY,
      last_used_at: null,
      key: `${API_KEY_PREFIX}Xk3qV9tPZ2mW8sLr4nYc7bH1dF6gJ0aQeU5iO3kTzRx`,
    },
  });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
