import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { bearer, buildTestApp, signUp } from '../helpers/app.ts';
import { createTestDatabase, truncateAll } from '../helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('health, OpenAPI and error shapes', () => {
  it('reports a reachable database', async () => {
    const t = await buildTestApp(database);
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    await t.app.close();
  });

  it('answers 503 when the database cannot be reached', async () => {
    const own = await createTestDatabase();
    const t = await buildTestApp(own);
    await own.close();
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    // The documented shape, with why: fields are added, never changed.
    expect(response.json()).toEqual({
      status: 'error',
      database: 'unreachable',
      reason: 'database_unreachable',
      detail: 'The database cannot be reached',
    });
    await t.app.close();
  });

  it('describes every account endpoint in OpenAPI and serves the docs page', async () => {
    const t = await buildTestApp(database);
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/',
        '/api/users/login',
        '/api/users/me',
        '/api/users/change-password',
        '/api/users/google',
        '/api/users/reset-password-request',
        '/api/users/verify-reset-token/{token}',
        '/api/users/reset-password',
        '/api/health',
      ]),
    );
    expect(
      spec.paths['/api/users/'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'password']));
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    await t.app.close();
  });

  it('gives unknown API routes a JSON 404 and every response a request id', async () => {
    const t = await buildTestApp(database);
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /api/nope' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await t.app.close();
  });

  it('hides internals of a 500 and returns the request id instead', async () => {
    const t = await buildTestApp(
      database,
      {},
      {
        extend: (app) => {
          app.get('/api/test/boom', async () => {
            throw new Error('secret connection string postgres://user:pw@db');
          });
        },
      },
    );
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Internal server error',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret');
    await t.app.close();
  });

  it('refuses an unsupported content type with a 4xx detail', async () => {
    const t = await buildTestApp(database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
    await t.app.close();
  });

  it('sends security headers: a policy for pages, a short one for JSON answers', async () => {
    const t = await buildTestApp(database);
    const page = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain('script-src');
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");

    const api = await t.app.inject({ url: '/api/health' });
    expect(api.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(api.headers['x-request-id']).toBeTruthy();
    expect(api.headers['x-xss-protection']).toBeUndefined();
    expect(api.headers['x-powered-by']).toBeUndefined();
    await t.app.close();
  });
});

describe('guards', () => {
  const guarded = (app: FastifyInstance) => {
    app.get('/api/test/airline', { onRequest: app.saath.auth.requireAirline }, async () => ({
      ok: true,
    }));
    app.get('/api/test/admin', { onRequest: app.saath.auth.requireAdmin }, async () => ({
      ok: true,
    }));
  };

  it('refuses guests with 401 and the wrong role with 403', async () => {
    await truncateAll(database);
    const t = await buildTestApp(database, {}, { extend: guarded });
    const traveller = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/test/admin' })).statusCode).toBe(401);
    const asTraveller = await t.app.inject({ url: '/api/test/admin', headers: traveller.headers });
    expect(asTraveller.statusCode).toBe(403);
    expect(asTraveller.json()).toEqual({ detail: 'Administrators only' });
    expect(
      (await t.app.inject({ url: '/api/test/airline', headers: traveller.headers })).statusCode,
    ).toBe(403);

    const airline = await signUp(t.app);
    await database.db
      .update(users)
      .set({ role: 'AIRLINE' })
      .where(sql`${users.email} = ${airline.email}`);
    expect(
      (await t.app.inject({ url: '/api/test/airline', headers: airline.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/test/admin', headers: airline.headers })).statusCode,
    ).toBe(403);

    const admin = await signUp(t.app);
    await database.db
      .update(users)
      .set({ isAdmin: true, role: 'ADMIN' })
      .where(sql`${users.email} = ${admin.email}`);
    expect(
      (await t.app.inject({ url: '/api/test/admin', headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/test/airline', headers: admin.headers })).statusCode,
    ).toBe(200);
    await t.app.close();
  });

  // With the production session cache on. Nothing in the API deactivates an account:
  // an operator's UPDATE of users.is_active is a write from outside, and the database's notice
  // (ADR 0013) makes the cache forget the principal it had resolved.
  it('signs out a deactivated account at once', async () => {
    await truncateAll(database);
    const t = await buildTestApp(database);
    const traveller = await signUp(t.app);
    // Signed in and seen: the process now remembers the principal (AUTH_CACHE_SECONDS).
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: bearer(traveller.token) })).statusCode,
    ).toBe(200);
    await database.db
      .update(users)
      .set({ isActive: false })
      .where(sql`${users.email} = ${traveller.email}`);
    await t.app.saath.changes.settle();
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: bearer(traveller.token) })).statusCode,
    ).toBe(401);
    await t.app.close();
  });
});

describe('serving the web app', () => {
  it('serves assets, and index.html for deep links but not for API paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'saath-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Saath</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    // A file where an API path would be is never served for it: API paths do not reach the disk.
    mkdirSync(join(dist, 'api'));
    writeFileSync(join(dist, 'api', 'missing'), 'not the API');
    const t = await buildTestApp(database, { WEB_DIST_DIR: dist });
    const page = await t.app.inject({ url: '/communities/abc', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Saath</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ url: '/api/missing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found: GET /api/missing' });
    const head = await t.app.inject({ method: 'HEAD', url: '/api/missing' });
    expect(head.statusCode).toBe(404);
    await t.app.close();
  });
});

describe('serving the landing page and compressed assets', () => {
  it("answers '/' with index.html and sends the build's pre-compressed files", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'saath-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Saath</title>');
    const script = 'console.log("saath");'.repeat(200);
    writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(script));
    const t = await buildTestApp(database, { WEB_DIST_DIR: dist });
    const landing = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<title>Saath</title>');
    expect(landing.headers['cache-control']).toBe('no-cache');
    const gzipped = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await t.app.close();
  });
});
