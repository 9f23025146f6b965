import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never is, and
 * every non-API GET that accepts HTML gets it, so deep links such as /communities/abc work.
 * Returns false when there is no build to serve (development and API-only tests).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each script and stylesheet (apps/web/vite.config.ts):
    // a phone on a slow network downloads a third of the bytes (issue 5 Lighthouse budget).
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The landing page (spec §2 '/'): the root is the dist directory itself, which the static
  // handler refuses to list (403), so it gets index.html explicitly.
  app.get('/', (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return sendNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
