import { mkdtempSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_API } from '@saath/shared/live';
import { addDays, minimumTravelDate } from '@saath/shared/travel';
import { passengers } from '../helpers/groups.ts';
import {
  PROCESS_TEST_MS,
  TSX_ENTRY,
  call,
  childrenOf,
  freePort,
  startCluster,
  startServer,
  travellerOverHttp,
  until,
  waitForHealth,
  type ServerProcess,
} from '../helpers/processes.ts';

// ADR 0029: a flood of idle connections, or of one user's event streams, meets limits before the
// process runs out of file descriptors, and never ends the process. The server runs with a
// low open-files limit (256: 128 connections after the reserve) so that the flood is small.
const OPEN_FILES = 256;
/** Well past the limit, in one wave: about 2.3 times the descriptors the process may hold. */
const FLOOD = 600;
/** The process's connection budget: the limit less OPEN_FILES_RESERVE (128). */
const MAX_CONNECTIONS = OPEN_FILES - 128;

type Flood = { sockets: Socket[]; connected: number };

/** Opens `count` connections that never send a byte; resolves when each has connected or closed. */
async function idleFlood(port: number, count: number): Promise<Flood> {
  const flood: Flood = { sockets: [], connected: 0 };
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({ port, host: '127.0.0.1' });
          flood.sockets.push(socket);
          socket.on('connect', () => {
            flood.connected += 1;
            resolve();
          });
          socket.on('error', () => resolve());
          socket.on('close', () => resolve());
        }),
    ),
  );
  return flood;
}
const stillOpen = (flood: Flood) => flood.sockets.filter((s) => !s.destroyed).length;

type Held = { response: IncomingMessage; closed: boolean };

/** Opens a stream on a connection of its own: a held 200 stream, or the refusal's status and body. */
function openStream(
  port: number,
  path: string,
  token: string,
): Promise<
  { status: 200; held: Held } | { status: number; retryAfter: string | undefined; body: unknown }
> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        port,
        host: '127.0.0.1',
        path,
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode === 200) {
          const held: Held = { response, closed: false };
          response.on('close', () => (held.closed = true));
          response.on('error', () => {});
          return resolve({ status: 200, held });
        }
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            retryAfter: response.headers['retry-after'],
            body: JSON.parse(text),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function healthOf(base: string): Promise<number> {
  return (await call(base, 'GET', '/api/health', { fresh: true })).status;
}

async function createGroup(base: string, token: string, daysOut: number): Promise<string> {
  const created = await call(base, 'POST', '/api/communities/', {
    token,
    fresh: true,
    json: {
      from_location: 'DEL',
      to_location: 'BOM',
      travel_date: addDays(minimumTravelDate(new Date()), daysOut),
      time_slot: 'SLOT_08_12',
      passengers: passengers(2),
    },
  });
  expect(created.status).toBe(201);
  return (created.body as { community_id: string }).community_id;
}

async function stop(server: ServerProcess) {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

describe('a flood of connections and event streams', { timeout: PROCESS_TEST_MS }, () => {
  it('is shed at the limits: health and other users are served, the process lives', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(
      {
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-flood-')),
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        // Sign-ups below come from one address.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        EVENTS_MAX_STREAMS_PER_USER: '4',
        EVENTS_MAX_STREAMS: '10',
      },
      TSX_ENTRY,
      { openFiles: OPEN_FILES },
    );
    const floods: Flood[] = [];
    const held: Held[] = [];
    try {
      await waitForHealth(base);
      const asha = await travellerOverHttp(base, 'Asha');
      const ravi = await travellerOverHttp(base, 'Ravi');
      const meera = await travellerOverHttp(base, 'Meera');
      const dev = await travellerOverHttp(base, 'Dev');
      const groups = [
        await createGroup(base, asha.token, 3),
        await createGroup(base, ravi.token, 4),
        await createGroup(base, meera.token, 5),
      ];

      // 1. Idle connections, no sign-in: the longest idle are closed to make room.
      floods.push(await idleFlood(port, FLOOD));
      expect(await healthOf(base)).toBe(200);
      expect(server.child.exitCode).toBeNull();
      // The server's closes reach this side a little later on a loaded machine.
      const held1 = await until(() => {
        const open = stillOpen(floods[0]!);
        return open <= MAX_CONNECTIONS ? open : undefined;
      }, 'the server to close what it cannot hold');
      console.log(
        `idle flood at ulimit -n ${OPEN_FILES} (${MAX_CONNECTIONS} connections): ${FLOOD} opened, ` +
          `${floods[0]!.connected} accepted, ${held1} still held, health 200`,
      );

      // 2. Event streams past the per-user bound (4), then past the process's (10).
      const answers: Record<string, number[]> = {};
      const refusals: Array<{ status: number; retryAfter: string | undefined; body: unknown }> = [];
      for (const [name, user, group] of [
        ['asha', asha, groups[0]!],
        ['ravi', ravi, groups[1]!],
        ['meera', meera, groups[2]!],
      ] as const) {
        answers[name] = [];
        for (let i = 0; i < 6; i += 1) {
          const opened = await openStream(port, LIVE_API.communityEvents(group), user.token);
          answers[name]!.push(opened.status);
          if ('held' in opened) held.push(opened.held);
          else refusals.push(opened);
        }
      }
      expect(answers).toEqual({
        asha: [200, 200, 200, 200, 429, 429],
        ravi: [200, 200, 200, 200, 429, 429],
        meera: [200, 200, 429, 429, 429, 429],
      });
      for (const refusal of refusals) {
        expect(refusal.retryAfter).toBe('30');
        expect(refusal.body).toEqual({ detail: expect.stringMatching(/live updates/) });
      }
      expect((refusals.at(-1)!.body as { detail: string }).detail).toMatch(/^The server is/);

      // 3. A second wave with the streams held: streams are busy, never closed to make room.
      floods.push(await idleFlood(port, FLOOD));
      expect(await healthOf(base)).toBe(200);
      // Another user's ordinary requests succeed.
      const me = await call(base, 'GET', '/api/users/me', { token: dev.token, fresh: true });
      expect(me.status).toBe(200);
      const devsGroup = await createGroup(base, dev.token, 6);
      const detail = await call(base, 'GET', `/api/communities/${devsGroup}`, {
        token: dev.token,
        fresh: true,
      });
      expect(detail.status).toBe(200);
      expect(held.filter((h) => h.closed)).toHaveLength(0);
      expect(await healthOf(base)).toBe(200);

      // The process never went down, and it said what it shed.
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).toContain('connections near the limit');
      expect(server.output()).not.toContain('uncaught exception');
    } finally {
      for (const flood of floods) for (const socket of flood.sockets) socket.destroy();
      for (const h of held) h.response.destroy();
      await stop(server);
    }
    expect(server.child.exitCode).toBe(0);
  });
});

// With API_WORKERS=2 a flood ended both workers (the primary restarted them): a cluster needs a
// database server shared by its processes, so this runs with `npm run test:pg`.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a flood of idle connections on a cluster',
  { timeout: PROCESS_TEST_MS },
  () => {
    it('ends neither worker, and health answers throughout', async () => {
      const { createServerDatabase } = await import('../helpers/database.ts');
      const created = await createServerDatabase('saath_flood');
      const cluster = await startCluster(
        created.url,
        { LOG_FORMAT: 'json' },
        { openFiles: OPEN_FILES },
      );
      const port = Number(new URL(cluster.base).port);
      const floods: Flood[] = [];
      try {
        for (let wave = 0; wave < 2; wave += 1) {
          const flood = await idleFlood(port, FLOOD);
          floods.push(flood);
          // A connection counts as made here once the kernel has queued it; the primary then
          // accepts and deals the wave out, and each worker closes what it cannot hold. On a
          // loaded machine that takes a while: meanwhile the primary holds what it has not dealt
          // out yet, and a connection arriving when it is out of descriptors is shed.
          await until(
            () => (stillOpen(flood) <= 2 * MAX_CONNECTIONS ? true : undefined),
            'the workers to close what they cannot hold',
          );
          // Fresh connections: the primary deals them to both workers in turn.
          for (let i = 0; i < 4; i += 1) expect(await healthOf(cluster.base)).toBe(200);
        }
        expect(cluster.primary.child.exitCode).toBeNull();
        expect(childrenOf(cluster.primary.child.pid!).sort()).toEqual([...cluster.workers].sort());
        expect(cluster.primary.output()).not.toMatch(/worker \d+ exited/);
      } finally {
        for (const flood of floods) for (const socket of flood.sockets) socket.destroy();
        await stop(cluster.primary);
        await created.drop();
      }
    });
  },
);
