import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  headers: IncomingHttpHeaders;
  body: string;
  json: {
    event: string;
    created_at: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any field
    data: Record<string, any>;
  };
};

/**
 * A local webhook receiver on 127.0.0.1 (tests run with WEBHOOKS_ALLOW_PRIVATE=1): records each
 * POST and answers with `answer` (a status, or 'hang' to never answer); with `endless` set, the
 * answer's body never ends (`streamed` counts the bytes written until the sender hangs up).
 */
export async function webhookReceiver() {
  const received: Received[] = [];
  const waiting: Array<() => void> = [];
  const state = { answer: 200 as number | 'hang', endless: false };
  const streamed: Array<{ bytes: number; closed: boolean }> = [];
  const closing: Array<() => void> = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // A sender killed mid-request (the restart tests do that) delivered nothing: not recorded.
      let json: Received['json'];
      try {
        json = JSON.parse(body);
      } catch {
        response.statusCode = 400;
        response.end();
        return;
      }
      received.push({ headers: request.headers, body, json });
      for (const wake of waiting.splice(0)) wake();
      if (state.answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.statusCode = state.answer;
      if (state.endless) return streamForever(response);
      response.end('ok');
    });
  });
  function streamForever(response: ServerResponse) {
    const record = { bytes: 0, closed: false };
    streamed.push(record);
    hanging.add(response);
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const write = () => {
      while (!response.destroyed && response.write(chunk)) record.bytes += chunk.length;
    };
    response.on('drain', write);
    response.on('close', () => {
      record.closed = true;
      for (const wake of closing.splice(0)) wake();
    });
    write();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    streamed,
    /** Resolves when every endless answer so far has been hung up on by the sender. */
    async waitForHangUps() {
      while (streamed.some((s) => !s.closed))
        await new Promise<void>((resolve) => closing.push(resolve));
    },
    /** Resolves when at least `n` POSTs have arrived. */
    async waitFor(n: number) {
      while (received.length < n) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks `X-Saath-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function verifySignature(secret: string, header: string | undefined, body: string) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
