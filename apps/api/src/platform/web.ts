import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOfPath,
  languagePrefix,
  pathInLanguage,
  pathWithoutLanguage,
} from '@saath/shared/i18n';
import { sendNotFound } from './errors.ts';

const SHELL = 'index.html';
// Paths of the public pages: lower-case words and slashes, nothing that could leave the folder.
const PAGE_PATH = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]*$/;

/**
 * The page the web build prerendered for `path` (apps/web/scripts/prerender.mjs: '/' is
 * prerendered/index.html, '/airline/register' prerendered/airline/register.html), or null.
 * Looked up per request, like the assets, so a rebuild is served without a restart.
 */
function prerenderedPage(distDir: string, path: string): string | null {
  if (!PAGE_PATH.test(path)) return null;
  const file = `prerendered${path === '/' ? '/index' : path}.html`;
  return existsSync(join(distDir, file)) ? file : null;
}

// Built once: it runs on every page request.
const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`);

/** The language a visitor chose with the switch, from its cookie (signed-in or not). */
function chosenLanguage(request: FastifyRequest) {
  const found = CHOSEN_LANGUAGE.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(found) ? found : DEFAULT_LANGUAGE;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; pages never are. The public
 * pages are served as the build prerendered them (text and layout paint before any
 * script runs); every other non-API GET that accepts HTML gets the app's shell, index.html, so
 * deep links such as /communities/abc work. Returns false when there is no build to serve
 * (development and API-only tests).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
): Promise<boolean> {
  if (!existsSync(join(distDir, SHELL))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each page, script and stylesheet: a phone on a slow
    // network downloads a third of the bytes, and no request pays for compressing.
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // ADR 0064: each language's build has its folder (Hindi in hi/, served under /hi). A page without
  // a language prefix is sent to the language its visitor chose with the switch (the cookie); a
  // prefixed page is what its address says, so a shared link shows what its sender saw.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const language = languageOfPath(path);
    if (language === DEFAULT_LANGUAGE) {
      reply.header('vary', 'cookie');
      const chosen = chosenLanguage(request);
      if (chosen !== language) {
        const query = request.url.slice(path.length);
        return reply
          .header('cache-control', 'no-cache')
          .redirect(`${pathInLanguage(path, chosen)}${query}`, 302);
      }
    }
    const folder = languagePrefix(language).slice(1);
    const dir = folder ? join(distDir, folder) : distDir;
    const bare = pathWithoutLanguage(path);
    const page = prerenderedPage(dir, bare);
    // Search engines find each public page's other languages here too, as absolute addresses.
    if (page)
      reply.header(
        'link',
        [...LANGUAGES, 'x-default' as const]
          .map((hreflang) => {
            const target = pathInLanguage(
              bare,
              hreflang === 'x-default' ? DEFAULT_LANGUAGE : hreflang,
            );
            return `<${publicUrl}${target}>; rel="alternate"; hreflang="${hreflang}"`;
          })
          .join(', '),
      );
    const file = page ?? SHELL;
    return reply.header('cache-control', 'no-cache').sendFile(folder ? `${folder}/${file}` : file);
  };
  // The API's own paths never reach the files: the static handler's wildcard would look each
  // unknown API path up on disk (a directory listing per segment, a stat per encoding) before
  // the 404, so a flood of made-up API paths would be a flood of file system calls.
  app.get('/api/*', sendNotFound);
  // The landing page ('/'): the root is the dist directory itself, which the static
  // handler refuses to list (403), so it is answered here.
  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return sendNotFound(request, reply);
    return sendPage(request, reply, path);
  });
  return true;
}
