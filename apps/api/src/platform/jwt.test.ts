import { createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from './jwt.ts';

// ADR 0014: our own HS256 access tokens are signed with jose and checked with fast-jwt.
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = createSecretKey(Buffer.from(SECRET, 'utf8'));
const verifier = createAccessTokenVerifier(SECRET);
const verifyAccessToken = async (token: string, _key: unknown, at: Date) => verifier(token, at);
const otherKey = createSecretKey(
  Buffer.from('another-secret-that-is-long-enough-for-hs256', 'utf8'),
);
const now = new Date('2026-11-21T06:30:00Z');
const seconds = Math.floor(now.getTime() / 1000);

const sign = (
  claims: Record<string, unknown> = {},
  expiresAt = seconds + 600,
  signingKey = key,
  alg = 'HS256',
) =>
  new SignJWT({ sid: 's-1', ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject('u-1')
    .setIssuedAt(seconds)
    .setExpirationTime(expiresAt)
    .sign(signingKey);

describe('verifyAccessToken', () => {
  it('accepts a token jose signed with the key', async () => {
    expect(await verifyAccessToken(await sign(), key, now)).toMatchObject({
      sub: 'u-1',
      sid: 's-1',
      exp: seconds + 600,
    });
  });

  it('refuses an expired token, and one not valid yet', async () => {
    expect(await verifyAccessToken(await sign({}, seconds), key, now)).toBeNull();
    // RFC 7519: valid before the second its exp names, not in it.
    expect(await verifyAccessToken(await sign({}, seconds + 1), key, now)).not.toBeNull();
    expect(
      await verifyAccessToken(await sign({}, seconds + 1), key, new Date((seconds + 1) * 1000)),
    ).toBeNull();
    expect(await verifyAccessToken(await sign({ nbf: seconds + 60 }), key, now)).toBeNull();
  });

  it('refuses another key, another algorithm and an unsigned token', async () => {
    expect(await verifyAccessToken(await sign({}, seconds + 600, otherKey), key, now)).toBeNull();
    expect(
      await verifyAccessToken(
        await sign({}, seconds + 600, createSecretKey(Buffer.alloc(64, 1)), 'HS512'),
        key,
        now,
      ),
    ).toBeNull();
    const unsecured = new UnsecuredJWT({ sid: 's-1' })
      .setSubject('u-1')
      .setExpirationTime(seconds + 600)
      .encode();
    expect(await verifyAccessToken(unsecured, key, now)).toBeNull();
  });

  it('refuses a tampered payload, a truncated signature and garbage', async () => {
    const token = await sign();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', sid: 's-1', exp: seconds + 600 }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, key, now)).toBeNull();
    expect(
      await verifyAccessToken(`${header}.${payload}.${signature.slice(0, -2)}`, key, now),
    ).toBeNull();
    expect(await verifyAccessToken(`${header}.${payload}`, key, now)).toBeNull();
    expect(await verifyAccessToken('not.a.jwt', key, now)).toBeNull();
    expect(await verifyAccessToken('', key, now)).toBeNull();
  });

  it('refuses a non-numeric expiry', async () => {
    // jose types exp as a number; a forged token could carry anything.
    const token = await new SignJWT({ sid: 's-1', exp: 'tomorrow' } as unknown as { exp: number })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .sign(key);
    expect(await verifyAccessToken(token, key, now)).toBeNull();
  });

  it('refuses a token that says alg none but carries our signature, and one with no expiry', async () => {
    const [, payload, signature] = (await sign()).split('.') as [string, string, string];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyAccessToken(`${none}.${payload}.${signature}`, key, now)).toBeNull();
    expect(await verifyAccessToken(`${none}.${payload}.`, key, now)).toBeNull();
    const forever = await new SignJWT({ sid: 's-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .sign(key);
    expect(await verifyAccessToken(forever, key, now)).toBeNull();
  });
});
