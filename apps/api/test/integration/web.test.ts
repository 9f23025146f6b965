import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildTestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

// The web build's prerendered public pages (apps/web/scripts/prerender.mjs) are served
// for their exact paths; every other page gets the app's shell.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A dist folder as the web build writes it, with a marker in each page. */
function webBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'saath-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered', 'airline'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const page = (name: string) => `<!doctype html><div id="root">prerendered ${name}</div>`;
  writeFileSync(join(dist, 'prerendered', 'index.html'), page('landing'));
  writeFileSync(join(dist, 'prerendered', 'about.html'), page('about'));
  writeFileSync(join(dist, 'prerendered', 'airline', 'register.html'), page('airline register'));
  const login = page('login').repeat(100);
  writeFileSync(join(dist, 'prerendered', 'login.html'), login);
  writeFileSync(join(dist, 'prerendered', 'login.html.br'), brotliCompressSync(login));
  writeFileSync(join(dist, 'secret.html'), 'not a page');
  return dist;
}

const html = { accept: 'text/html' };

describe('serving the prerendered public pages', () => {
  it('answers each prerendered path with its page, never cached, and other paths with the shell', async () => {
    const t = await buildTestApp(database, { WEB_DIST_DIR: webBuild() });
    for (const [url, marker] of [
      ['/', 'prerendered landing'],
      ['/about', 'prerendered about'],
      ['/airline/register', 'prerendered airline register'],
      // A query string does not change the page (the client reads it after hydrating).
      ['/about?utm_source=mail', 'prerendered about'],
    ] as const) {
      const page = await t.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain(marker);
    }
    for (const url of ['/dashboard', '/about/', '/airline', '/communities/abc', '/ABOUT']) {
      const shell = await t.app.inject({ url, headers: html });
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toBe('<!doctype html><div id="root"></div>');
    }
    await t.app.close();
  });

  it("sends the build's brotli copy of a page to a browser that accepts it", async () => {
    const t = await buildTestApp(database, { WEB_DIST_DIR: webBuild() });
    const compressed = await t.app.inject({
      url: '/login',
      headers: { ...html, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('prerendered login');
    const plain = await t.app.inject({ url: '/login', headers: html });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('prerendered login');
    await t.app.close();
  });

  it('serves nothing outside the prerendered folder through a page path', async () => {
    const t = await buildTestApp(database, { WEB_DIST_DIR: webBuild() });
    for (const url of ['/../secret', '/%2e%2e/secret', '/..%2Fsecret', '/prerendered/../secret']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.body, url).not.toContain('not a page');
    }
    // API paths keep their JSON 404, whatever the Accept header.
    const api = await t.app.inject({ url: '/api/about', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('detail');
    await t.app.close();
  });
});
