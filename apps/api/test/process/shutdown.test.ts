import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  freePort,
  signInOver,
  startServer as start,
  until,
  waitForHealth,
} from '../helpers/processes.ts';

/** Whether a new TCP connection to the port is accepted (true) or refused (false). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A raw keep-alive connection: `send` writes bytes and resolves with the next whole answer
 * (headers and a content-length body).
 */
async function keptAlive(port: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered = '';
  let waiting: (() => void) | null = null;
  socket.on('data', (d: Buffer) => {
    buffered += d.toString();
    waiting?.();
  });
  const whole = () => {
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
    if (buffered.length < end + 4 + length) return null;
    const answer = buffered.slice(0, end + 4 + length);
    buffered = buffered.slice(end + 4 + length);
    return answer;
  };
  return {
    socket,
    send: (bytes: string) =>
      new Promise<string>((resolve, reject) => {
        socket.once('error', reject);
        waiting = () => {
          const answer = whole();
          if (answer !== null) {
            waiting = null;
            resolve(answer);
          }
        };
        socket.write(bytes);
      }),
  };
}

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections and late requests (503 {detail}), stops its work and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'saath-drain-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start({ PORT: String(port), DATA_DIR: dataDir, SWEEP_INTERVAL_SECONDS: '1' });
    await waitForHealth(base, server);

    // A slow upload, as from a phone on a bad network: a registration whose body arrives in two
    // parts. The server has the request (its log says so) but not yet all of it.
    const body = JSON.stringify({
      first_name: 'Zoya',
      last_name: 'Khan',
      email: 'zoya@example.in',
      password: 'Str0ng!pass',
    });
    const half = Math.floor(body.length / 2);
    let status = 0;
    let answer = '';
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/users/',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<void>((resolve, reject) => {
      upload.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.on('data', (d: Buffer) => (answer += d.toString()));
        response.on('end', () => resolve());
      });
      upload.on('error', reject);
    });
    upload.write(body.slice(0, half));
    await until(
      () => (/"url":"\/api\/users\/"/.test(server.output()) ? true : undefined),
      'the server to receive the upload',
    );

    // A client on a kept-alive connection: one answered request, then the next one begun (its
    // first header line only) before the signal and sent in full during the drain.
    const kept = await keptAlive(port);
    expect(await kept.send('GET /api/health HTTP/1.1\r\nHost: saath\r\n\r\n')).toMatch(
      /^HTTP\/1.1 200 /,
    );
    kept.socket.write('GET /api/config HTTP/1.1\r\n');

    server.child.kill('SIGTERM');
    await until(() => (server.output().includes('shutting down') ? true : undefined), 'shutdown');
    // New connections are refused while the upload is still open...
    await until(async () => ((await accepts(port)) ? undefined : true), 'the port to close');
    expect(server.child.exitCode).toBeNull();

    // ...a request on a kept-alive connection is refused in the API's own shape...
    const refused = await kept.send('Host: saath\r\n\r\n');
    expect(refused).toMatch(/^HTTP\/1.1 503 /);
    expect(refused).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: expect.stringMatching(/try again/),
    });
    kept.socket.destroy();

    // ...and the request in flight completes normally.
    upload.end(body.slice(half));
    await answered;
    expect(status).toBe(201);
    expect(JSON.parse(answer)).toMatchObject({ email: 'zoya@example.in' });
    expect(await server.exited).toBe(0);
    // The mail worker and the sweeper finished their round before the database closed.
    const log = server.output();
    expect(log.indexOf('background work stopped')).toBeGreaterThan(log.indexOf('shutting down'));
    expect(log).not.toMatch(/"level":50/); // no error logged on the way down

    // What the drained request wrote is there after a restart.
    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base, again);
    expect(await signInOver(base, 'zoya@example.in')).toBeTruthy();
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
