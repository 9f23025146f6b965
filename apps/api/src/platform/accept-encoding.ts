import type { FastifyRequest } from 'fastify';

/**
 * Accept-Encoding allows gzip: named with a q above 0, or not named while * is allowed
 * (RFC 9110 §12.5.3).
 */
export function acceptsGzip(request: Pick<FastifyRequest, 'headers'>): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  // Browsers send the same few strings over and over.
  let answer = seen.get(header);
  if (answer === undefined) {
    answer = parse(header);
    if (seen.size >= 100) seen.clear();
    seen.set(header, answer);
  }
  return answer;
}

const seen = new Map<string, boolean>();

function parse(header: string): boolean {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(coding.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}
