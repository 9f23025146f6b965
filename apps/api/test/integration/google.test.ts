import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { Database } from '../../src/db/client.ts';
import { bearer, buildTestApp, register, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, truncateAll } from '../helpers/database.ts';

// Google's role is played by a local key-set server and a key pair of our own: the API
// verifies these ID tokens exactly as it verifies Google's.
const CLIENT_ID = 'saath-test.apps.googleusercontent.com';
let database: Database;
let t: TestApp;
let jwksServer: Server;
let jwksUrl: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  database = await createTestDatabase();
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
});
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});
beforeEach(async () => {
  await truncateAll(database);
  t = await buildTestApp(database, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
});
afterEach(async () => {
  await t.app.close();
});

type Claims = Record<string, unknown>;
async function idToken(claims: Claims = {}, options: { key?: CryptoKey; expiresIn?: number } = {}) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({
    email: 'meera@gmail.com',
    email_verified: true,
    given_name: 'Meera',
    family_name: 'Iyer',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
    .setAudience((claims.aud as string) ?? CLIENT_ID)
    .setSubject((claims.sub as string) ?? 'google-sub-1')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(options.key ?? signingKey);
}

function googleLogin(app: TestApp['app'], token: string) {
  return app.inject({ method: 'POST', url: '/api/users/google', payload: { token } });
}

describe('POST /api/users/google', () => {
  it('creates an account from a verified ID token and signs it in', async () => {
    const response = await googleLogin(t.app, await idToken());
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(response.json().access_token),
    });
    expect(me.json()).toMatchObject({
      email: 'meera@gmail.com',
      first_name: 'Meera',
      last_name: 'Iyer',
      has_password: false,
    });
    // A second sign-in finds the same account.
    const again = await googleLogin(t.app, await idToken());
    const meAgain = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(again.json().access_token),
    });
    expect(meAgain.json().id).toBe(me.json().id);
  });

  it('links to an existing account with the same verified email', async () => {
    const { user, email } = await register(t.app);
    const response = await googleLogin(t.app, await idToken({ email, sub: 'google-sub-2' }));
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(response.json().access_token),
    });
    expect(me.json()).toMatchObject({ id: user.id, has_password: true });
  });

  it.each([
    ['a token for another client', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { iss: 'https://evil.example' }, {}],
    ['an unverified email', { email_verified: false }, {}],
    ['an expired token', {}, { expiresIn: -10 }],
  ])('refuses %s', async (_label, claims, options) => {
    const response = await googleLogin(t.app, await idToken(claims, options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid Google credential' });
  });

  it('refuses a token signed with a key Google did not publish', async () => {
    const response = await googleLogin(t.app, await idToken({}, { key: strangerKey }));
    expect(response.statusCode).toBe(401);
  });

  it('refuses garbage and a missing token', async () => {
    expect((await googleLogin(t.app, 'not-a-jwt')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/users/google', payload: {} });
    expect(missing.statusCode).toBe(422);
  });

  it('answers 400 when Google sign-in is not configured', async () => {
    const plain = await buildTestApp(database);
    const response = await googleLogin(plain.app, await idToken());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Google sign-in is not configured' });
    expect((await plain.app.inject({ url: '/api/config' })).json()).toEqual({
      google_client_id: null,
      analytics_measurement_id: null,
      notification_channels: ['EMAIL'],
    });
    await plain.app.close();
  });

  it('publishes the client id for the web button', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json()).toEqual({
      google_client_id: CLIENT_ID,
      analytics_measurement_id: null,
      notification_channels: ['EMAIL'],
    });
  });
});
