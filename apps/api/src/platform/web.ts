import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/**
 * Serves the built web app. Hashed assets are cached for a year; pages never are. The public
 * pages are served as the build prerendered them (text and layout paint before any
 * script runs); every other non-API GET that accepts HTML gets the app's shell, index.html, so
 * deep links such as /communities/abc work. Returns false when there is no build to serve
 * (development and API-only tests).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
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
  const sendPage = (reply: FastifyReply, path: string) =>
    reply.header('cache-control', 'no-cache').sendFile(prerenderedPage(distDir, path) ?? SHELL);
  // The landing page ('/'): the root is the dist directory itself, which the static
  // handler refuses to list (403), so it is answered here.
  app.get('/', (_request, reply) => sendPage(reply, '/'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return sendNotFound(request, reply);
    return sendPage(reply, path);
  });
  return true;
}
