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
  // The Hindi build (ADR 0064), served under /hi.
  mkdirSync(join(dist, 'hi', 'prerendered'), { recursive: true });
  writeFileSync(join(dist, 'hi', 'index.html'), '<!doctype html><div id="root">हिन्दी</div>');
  writeFileSync(join(dist, 'hi', 'prerendered', 'index.html'), page('landing हिन्दी'));
  writeFileSync(join(dist, 'hi', 'prerendered', 'about.html'), page('about हिन्दी'));
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

  it('serves the Hindi build under /hi, with each public page naming its other language', async () => {
    const t = await buildTestApp(database, {
      WEB_DIST_DIR: webBuild(),
      PUBLIC_URL: 'https://saath.example',
    });
    for (const [url, marker] of [
      ['/hi', 'prerendered landing हिन्दी'],
      ['/hi/about', 'prerendered about हिन्दी'],
      ['/hi/dashboard', 'हिन्दी'],
      ['/hi/communities/abc', 'हिन्दी'],
    ] as const) {
      const page = await t.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(marker);
    }
    const about = await t.app.inject({ url: '/about', headers: html });
    expect(about.headers.link).toBe(
      [
        '<https://saath.example/about>; rel="alternate"; hreflang="en"',
        '<https://saath.example/hi/about>; rel="alternate"; hreflang="hi"',
        '<https://saath.example/about>; rel="alternate"; hreflang="x-default"',
      ].join(', '),
    );
    const hindiAbout = await t.app.inject({ url: '/hi/about', headers: html });
    expect(hindiAbout.headers.link).toBe(about.headers.link);
    // The shell is no public page: it names no alternates.
    const shell = await t.app.inject({ url: '/hi/dashboard', headers: html });
    expect(shell.headers.link).toBeUndefined();
    await t.app.close();
  });

  it("sends a visitor who chose Hindi to the Hindi page, and keeps a prefixed page's language", async () => {
    const t = await buildTestApp(database, { WEB_DIST_DIR: webBuild() });
    for (const [url, to] of [
      ['/', '/hi'],
      ['/about?utm_source=mail', '/hi/about?utm_source=mail'],
      ['/communities/abc', '/hi/communities/abc'],
    ] as const) {
      const response = await t.app.inject({
        url,
        headers: { ...html, cookie: 'other=1; saath_lang=hi' },
      });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(to);
      expect(response.headers.vary, url).toContain('cookie');
    }
    // English chosen, no choice, or a language Saath does not speak: the page as addressed.
    for (const cookie of ['saath_lang=en', '', 'saath_lang=fr', 'xsaath_lang=hi']) {
      const page = await t.app.inject({ url: '/about', headers: { ...html, cookie } });
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toContain('prerendered about');
    }
    // A /hi address stays Hindi whatever the cookie says.
    const hindi = await t.app.inject({
      url: '/hi/about',
      headers: { ...html, cookie: 'saath_lang=en' },
    });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('prerendered about हिन्दी');
    // API requests are never redirected.
    const api = await t.app.inject({ url: '/api/health', headers: { cookie: 'saath_lang=hi' } });
    expect(api.statusCode).toBe(200);
    await t.app.close();
  });
});
