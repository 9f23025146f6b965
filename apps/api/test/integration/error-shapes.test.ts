import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { clientErrorHandler } from '../../src/platform/errors.ts';
import { traveller } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

// What Fastify answers on its own (a URL it cannot decode, an over-long path
// parameter, a body it cannot take, bytes that are not HTTP) comes in the one error shape.
const ctx = useTestApp();

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };
function expectDetail(response: Answer, status: number, detail: string) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(response.body)).toEqual({ detail });
}

describe('errors Fastify raises before a route runs', () => {
  it('answers a malformed URL with 400 {detail}, on a route and off one', async () => {
    const asha = await traveller(ctx.t.app);
    for (const url of ['/api/tickets/%ED%A0%80', '/api/nowhere/%E0%A4', '/api/communities/%']) {
      const response = await ctx.t.app.inject({ url, headers: asha.headers });
      expectDetail(response, 400, 'The request URL is not valid');
    }
  });

  it('answers an over-long path parameter with 414 {detail}', async () => {
    const response = await ctx.t.app.inject({ url: API.verifyResetToken('a'.repeat(101)) });
    expectDetail(response, 414, 'A path parameter of the request URL is too long');
  });

  it('answers bodies it cannot take with their status and {detail}', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      ctx.t.app.inject({ method: 'POST', url: API.contact, headers, payload });
    expectDetail(
      await post({ 'content-type': 'application/json' }, `"${'x'.repeat(1_100_000)}"`),
      413,
      'Request body is too large',
    );
    expectDetail(
      await post({ 'content-type': 'application/xml' }, '<contact/>'),
      415,
      'Unsupported Media Type',
    );
    expectDetail(
      await post({ 'content-type': 'application/json', 'content-length': '99' }, '{}'),
      400,
      'Request body size did not match Content-Length',
    );
    for (const [payload, msg] of [
      ['{"name":', 'Request body is not valid JSON'],
      ['{"__proto__":{"isAdmin":true}}', 'Request body is not valid JSON'],
      ['', 'Request body is empty'],
    ] as const) {
      const response = await post({ 'content-type': 'application/json' }, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: [{ loc: ['body'], msg, type: 'json_invalid' }] });
    }
  });

  it('answers an unknown route or method with 404 {detail}', async () => {
    expectDetail(
      await ctx.t.app.inject({ url: '/api/nowhere' }),
      404,
      'Not found: GET /api/nowhere',
    );
    expectDetail(
      await ctx.t.app.inject({ method: 'DELETE', url: API.meta }),
      404,
      'Not found: DELETE /api/meta',
    );
  });
});

/** Writes raw bytes to the listening app and reads what comes back until it hangs up. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function parseRaw(raw: string): Answer {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [status, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { statusCode: Number(status!.split(' ')[1]), headers, body };
}

describe('bytes that are not HTTP', () => {
  it('answers a malformed request with 400 {detail} and headers too large with 431', async () => {
    const { app } = ctx.t;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    expectDetail(
      parseRaw(await rawExchange(port, 'GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n')),
      400,
      'The request is not valid HTTP',
    );
    expectDetail(
      parseRaw(await rawExchange(port, 'GET /api/meta HTTP/1.1\r\nContent-Length: nope\r\n\r\n')),
      400,
      'The request is not valid HTTP',
    );
    const huge = `GET /api/meta HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectDetail(parseRaw(await rawExchange(port, huge)), 431, 'The request headers are too large');
    // The server still serves well-formed requests afterwards.
    const fine = parseRaw(
      await rawExchange(port, 'GET /api/meta HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('answers a request that took too long to arrive with 408 {detail}', async () => {
    // Node raises this after its requestTimeout (minutes); the handler gets it on a real socket.
    const server = createServer((socket: Socket) => {
      socket.on('error', () => {}); // destroy(error) reports the error, as in Node's HTTP server
      const timeout = Object.assign(new Error('request timeout'), {
        code: 'ERR_HTTP_REQUEST_TIMEOUT',
      });
      clientErrorHandler(timeout, socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expectDetail(
        parseRaw(await rawExchange(port, 'GET / HTTP/1.1\r\n')),
        408,
        'The request took too long to arrive',
      );
    } finally {
      server.close();
    }
  });
});
