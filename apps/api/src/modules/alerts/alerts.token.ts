import { createHmac, timingSafeEqual } from 'node:crypto';

// An alert mail's unsubscribe link works without sign-in. The token names the alert
// and an expiry, signed with a key derived from JWT_SECRET (so every process agrees and a
// rotated secret voids old links): `<alert id>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('saath route-alert unsubscribe v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(alertId: string, expiresAt: Date): string {
      const payload = `${alertId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    /** The alert id of a genuine token not yet expired at `now`, else null. */
    verify(token: string, now: Date): string | null {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [alertId, expires, signature] = parts as [string, string, string];
      if (!UUID.test(alertId) || !/^\d{1,12}$/.test(expires)) return null;
      const expected = sign(`${alertId}.${expires}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return alertId;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
