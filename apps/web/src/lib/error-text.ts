import { errorDetailText } from '@saath/shared/error-detail';
import { ApiError } from './api-client.ts';

/**
 * The text to show for a failed call: the server's detail, else a `message` field,
 * else the screen's fallback. Network failures get the fallback too.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body;
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : fallback;
  return errorDetailText(body, message);
}
