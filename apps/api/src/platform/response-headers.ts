import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
// The engine under @fastify/helmet, used directly so its headers are worked out only once.
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What helmet does to a response with these options, worked out once. The options must not use
 * per-request (function) directives or nonces: every response gets the same headers.
 */
function helmetHeaders(options: HelmetOptions) {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.set(name, value),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return { set: [...set], removed };
}

/**
 * JSON answers are never rendered as a page: they need no policy for scripts, styles or frames
 * of their own, only what stops them from being framed, sniffed or shared across origins.
 * OWASP's REST guidance, in six headers instead of a document's twelve (ADR 0008: each header
 * costs every API response some work on both ends).
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The API's JSON routes; the Swagger UI under /api/docs is a page like the web app's. */
const isApiJson = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers every response carries: helmet's security headers (`documentOptions` for pages,
 * a short set for JSON answers) and `x-request-id`.
 *
 * @fastify/helmet builds a new helmet middleware (re-parsing the CSP directives) and runs two
 * async hooks on every request, about 5 % of the CPU of a cheap GET. The same headers are set
 * here by one synchronous hook from lists computed at start-up.
 */
export function registerResponseHeaders(app: FastifyInstance, documentOptions: HelmetOptions) {
  const page = helmetHeaders(documentOptions);
  const api = helmetHeaders(API_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    const { set, removed } = isApiJson(request.url) ? api : page;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    reply.header('x-request-id', request.id);
    done();
  });
}
