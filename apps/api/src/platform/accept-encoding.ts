import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

// Browsers send the same few strings over and over: each is parsed once. The bound is fixed, as
// a header string is small and only a handful are common.
const seen = new LRUCache<string, boolean>({ max: 100 });

/**
 * Accept-Encoding allows gzip (RFC 9110 section 12.5.3, parsed by negotiator): named with a q above 0,
 * or not named while * is allowed.
 */
export function acceptsGzip(request: Pick<FastifyRequest, 'headers'>): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  let answer = seen.get(header);
  if (answer === undefined) {
    answer = new Negotiator({ headers: { 'accept-encoding': header } })
      .encodings(['gzip'])
      .includes('gzip');
    seen.set(header, answer);
  }
  return answer;
}
