/** Issue 12: the airline dashboard's API keys page (in the airline route area). */
export const AIRLINE_API_KEYS_PATH = '/airline/api-keys';
/** Issue 12: the airline's webhooks page. */
export const AIRLINE_WEBHOOKS_PATH = '/airline/webhooks';
