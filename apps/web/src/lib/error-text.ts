import { errorDetailText } from '@saath/shared/error-detail';
import { ApiError } from './api-client.ts';
import { serverText } from './server-texts.ts';

/**
 * The text to show for a failed call: the server's detail, else a `message` field,
 * else the screen's fallback. Network failures get the fallback too. The server's English is shown
 * in the page's language (lib/server-texts.ts).
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body;
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? serverText(body.message)
      : fallback;
  return errorDetailText(body, message, serverText);
}
