import { createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../src/platform/jwt.ts';

// The request path checks our own HS256 tokens with node:crypto; they are signed with jose.
const key = createSecretKey(Buffer.from('a-test-secret-that-is-long-enough-for-hs256', 'utf8'));
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

describe('verifyHs256', () => {
  it('accepts a token jose signed with the key', async () => {
    expect(verifyHs256(await sign(), key, now)).toMatchObject({
      sub: 'u-1',
      sid: 's-1',
      exp: seconds + 600,
    });
  });

  it('refuses an expired token, and one not valid yet', async () => {
    expect(verifyHs256(await sign({}, seconds), key, now)).toBeNull();
    expect(verifyHs256(await sign({ nbf: seconds + 60 }), key, now)).toBeNull();
  });

  it('refuses another key, another algorithm and an unsigned token', async () => {
    expect(verifyHs256(await sign({}, seconds + 600, otherKey), key, now)).toBeNull();
    expect(
      verifyHs256(
        await sign({}, seconds + 600, createSecretKey(Buffer.alloc(64, 1)), 'HS512'),
        key,
        now,
      ),
    ).toBeNull();
    const unsecured = new UnsecuredJWT({ sid: 's-1' })
      .setSubject('u-1')
      .setExpirationTime(seconds + 600)
      .encode();
    expect(verifyHs256(unsecured, key, now)).toBeNull();
  });

  it('refuses a tampered payload, a truncated signature and garbage', async () => {
    const token = await sign();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', sid: 's-1', exp: seconds + 600 }),
    ).toString('base64url');
    expect(verifyHs256(`${header}.${forged}.${signature}`, key, now)).toBeNull();
    expect(verifyHs256(`${header}.${payload}.${signature.slice(0, -2)}`, key, now)).toBeNull();
    expect(verifyHs256(`${header}.${payload}`, key, now)).toBeNull();
    expect(verifyHs256('not.a.jwt', key, now)).toBeNull();
    expect(verifyHs256('', key, now)).toBeNull();
  });

  it('refuses a non-numeric expiry', async () => {
    // jose types exp as a number; a forged token could carry anything.
    const token = await new SignJWT({ sid: 's-1', exp: 'tomorrow' } as unknown as { exp: number })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .sign(key);
    expect(verifyHs256(token, key, now)).toBeNull();
  });
});
