import { z } from 'zod';

// decisions.md "Errors": the one shape the existing client reads.
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const validationErrorSchema = z.object({ detail: z.array(validationIssueSchema) });
export const errorSchema = z.object({ detail: z.string() });
export const messageSchema = z.object({ message: z.string() });

/** Turns any error body of ours into one line, as spec §8 asks ("msg fields joined with ', '"). */
export function errorDetailText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail)) {
      const msgs = detail
        .map((d) => (d && typeof d === 'object' && 'msg' in d ? String(d.msg) : ''))
        .filter(Boolean);
      if (msgs.length) return msgs.join(', ');
    }
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      return 'msg' in detail ? String((detail as { msg: unknown }).msg) : JSON.stringify(detail);
    }
  }
  return fallback;
}

/** Issue 13: an overloaded server answers 503 with Retry-After rather than queueing the request. */
export const serverBusyMessage = (retryAfterSeconds: number) =>
  `The server is busy. Please try again in ${retryAfterSeconds} seconds.`;
