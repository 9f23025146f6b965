import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Synchronous HS256 verification of our own access tokens, for the per-request path.
 *
 * jose's jwtVerify goes through WebCrypto: it imports the key again and runs the HMAC as an
 * asynchronous job on every call, which cost about a sixth of the server CPU of a cheap GET. This
 * does the same checks jose does for `jwtVerify(token, key, { algorithms: ['HS256'], currentDate
 * })` with one HMAC from node:crypto, and is stricter where a token we never issue could differ:
 * `crit` headers and non-canonical base64url encodings are rejected. Tokens are still signed
 * with jose (auth.ts issueToken).
 */
export type JwtPayload = Record<string, unknown> & { sub?: unknown; exp?: unknown };

const SEGMENT = /^[A-Za-z0-9_-]*$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A top-level JSON object from a base64url segment, or null. */
function decodeJsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(strictUtf8.decode(Buffer.from(segment, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A NumericDate claim: absent, or a number (anything else fails, as in jose). */
const numericDate = (value: unknown): number | undefined | false =>
  value === undefined ? undefined : typeof value === 'number' ? value : false;

/** The payload of a valid, unexpired HS256 token signed with `key`, or null. */
export function verifyHs256(token: string, key: KeyObject, now: Date): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (!SEGMENT.test(headerPart) || !SEGMENT.test(payloadPart) || !SEGMENT.test(signaturePart))
    return null;

  const header = decodeJsonObject(headerPart);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined) return null;
  if (header.b64 !== undefined && header.b64 !== true) return null;

  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  // Only the canonical encoding of the 32 bytes counts.
  if (given.length !== expected.length || given.toString('base64url') !== signaturePart)
    return null;
  if (!timingSafeEqual(given, expected)) return null;

  const payload = decodeJsonObject(payloadPart);
  if (!payload) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const iat = numericDate(payload.iat);
  const nbf = numericDate(payload.nbf);
  const exp = numericDate(payload.exp);
  if (iat === false || nbf === false || exp === false) return null;
  if (nbf !== undefined && nbf > nowSeconds) return null;
  if (exp !== undefined && exp <= nowSeconds) return null;
  return payload;
}
