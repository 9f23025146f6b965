import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverBusyMessage } from '@saath/shared/errors';
import { API } from '@saath/shared/http';
import { LIVE_API } from '@saath/shared/live';
import { tooManyStreams, tooManyStreamsOfUser } from '../../src/platform/event-stream.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { openStream } from '../helpers/event-stream.ts';
import { airline, createGroup, traveller } from '../helpers/groups.ts';
import { until } from '../helpers/processes.ts';
import { truncateAll } from '../helpers/database.ts';
import { useTestDatabase } from '../helpers/suite.ts';

// ADR 0029: what one client, and all of them, may hold open: event streams per user and per
// process, and connections (idle ones make room; busy ones past the line get 503).
const db = useTestDatabase();

/** A test's own app (its limits come from the environment), closed whatever happens. */
async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  await truncateAll(db.database);
  const t = await buildTestApp(db.database, env);
  try {
    await run(t);
  } finally {
    await t.app.close();
  }
}

type Opened = Awaited<ReturnType<typeof openStream>>;

describe('event streams', { timeout: 120_000 }, () => {
  it('one user holds at most EVENTS_MAX_STREAMS_PER_USER; past it, 429 with Retry-After', async () => {
    await withApp({ EVENTS_MAX_STREAMS_PER_USER: '3' }, async (t) => {
      const asha = await traveller(t.app, 'Asha');
      const ravi = await traveller(t.app, 'Ravi');
      const group = await createGroup(t.app, asha.headers, {}, 2);
      const url = LIVE_API.communityEvents(group.community_id);
      const held: Opened[] = [];
      for (let i = 0; i < 3; i += 1) {
        const opened = await openStream(t.app, url, asha.headers);
        expect(opened.status).toBe(200);
        held.push(opened);
      }

      const refused = await openStream(t.app, url, asha.headers);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json).toEqual({ detail: tooManyStreamsOfUser(3, 30) });
      // Another user is not held to Asha's count, and Asha's other requests still answer.
      expect(
        (await t.app.inject({ url: API.community(group.community_id), headers: asha.headers }))
          .statusCode,
      ).toBe(200);
      const ravisGroup = await createGroup(t.app, ravi.headers, { travel_date: '2026-12-11' }, 1);
      const ravis = await openStream(
        t.app,
        LIVE_API.communityEvents(ravisGroup.community_id),
        ravi.headers,
      );
      expect(ravis.status).toBe(200);

      // A closed stream gives its place back (the close reaches the server asynchronously).
      held.pop()!.close();
      const again = await until(async () => {
        const opened = await openStream(t.app, url, asha.headers);
        return opened.status === 200 ? opened : undefined;
      }, 'a place for Asha again');
      for (const opened of [...held, again, ravis]) opened.close();
    });
  });

  it('a process holds at most EVENTS_MAX_STREAMS, whoever asks; past it, 429', async () => {
    await withApp({ EVENTS_MAX_STREAMS: '4', EVENTS_MAX_STREAMS_PER_USER: '3' }, async (t) => {
      const asha = await traveller(t.app, 'Asha');
      const ravi = await traveller(t.app, 'Ravi');
      const meera = await traveller(t.app, 'Meera');
      const carrier = await airline(t.app, 'IndiGo Test');
      const group = await createGroup(t.app, asha.headers, {}, 2);
      const meerasGroup = await createGroup(t.app, meera.headers, { travel_date: '2026-12-12' }, 2);
      const url = LIVE_API.communityEvents(group.community_id);
      const held: Opened[] = [];
      for (let i = 0; i < 3; i += 1) held.push(await openStream(t.app, url, asha.headers));
      const ravisGroup = await createGroup(t.app, ravi.headers, { travel_date: '2026-12-11' }, 1);
      held.push(
        await openStream(t.app, LIVE_API.communityEvents(ravisGroup.community_id), ravi.headers),
      );
      expect(held.map((o) => o.status)).toEqual([200, 200, 200, 200]);

      const refused = await openStream(
        t.app,
        LIVE_API.communityEvents(meerasGroup.community_id),
        meera.headers,
      );
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json).toEqual({ detail: tooManyStreams(30) });
      // The airlines' stream counts in the same budget.
      const airlineRefused = await openStream(t.app, LIVE_API.airlineEvents, carrier.headers);
      expect(airlineRefused.status).toBe(429);
      // Everything else still answers.
      expect(
        (
          await t.app.inject({
            url: API.community(meerasGroup.community_id),
            headers: meera.headers,
          })
        ).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: API.health })).statusCode).toBe(200);
      for (const opened of held) opened.close();
    });
  });
});

/** A raw connection that says nothing; resolves once connected or closed by the server. */
function idleConnection(port: number, sockets: Socket[]): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    sockets.push(socket);
    socket.on('connect', () => resolve());
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
}

/** A stream over a connection of its own, held open (not read beyond its headers). */
function heldStream(port: number, path: string, headers: Record<string, string>) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpRequest({ port, host: '127.0.0.1', path, headers, agent: false }, resolve);
    request.on('error', reject);
    request.end();
  });
}

describe('connections (a real listener)', { timeout: 120_000 }, () => {
  it('a flood of idle connections is closed to make room; busy ones past the line get 503', async () => {
    // 20 connections at most: the shedding line is at 18.
    await withApp(
      { MAX_CONNECTIONS: '20', EVENTS_MAX_STREAMS: '40', EVENTS_MAX_STREAMS_PER_USER: '40' },
      async (t) => {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = t.app.server.address() as { port: number };
        const base = `http://127.0.0.1:${port}`;
        const sockets: Socket[] = [];
        try {
          await Promise.all(Array.from({ length: 60 }, () => idleConnection(port, sockets)));
          const health = await fetch(`${base}${API.health}`, { headers: { connection: 'close' } });
          expect(health.status).toBe(200);
          const stats = t.app.saath.connections.stats();
          expect(stats).toMatchObject({ max: 20, shedAt: 18 });
          expect(stats.open).toBeLessThanOrEqual(18);
          expect(stats.closedIdle + stats.dropped).toBeGreaterThanOrEqual(60 - 18);
          for (const socket of sockets) socket.destroy();
          await until(
            () => (t.app.saath.connections.open() === 0 ? true : undefined),
            'the flood to be gone',
          );

          // Busy connections (event streams) are never closed to make room: past the line the
          // overload guard refuses requests and gives their connections back.
          const asha = await traveller(t.app, 'Asha');
          const group = await createGroup(t.app, asha.headers, {}, 2);
          const streams: IncomingMessage[] = [];
          // Up to the line (18 connections), each stream is served...
          for (let i = 0; i < 18; i += 1)
            streams.push(
              await heldStream(port, LIVE_API.communityEvents(group.community_id), asha.headers),
            );
          expect(streams.map((s) => s.statusCode)).toEqual(Array(18).fill(200));
          // ...and the connection past it, with nothing idle to close, is refused.
          const busy = await fetch(`${base}${API.meta}`);
          expect(busy.status).toBe(503);
          expect(busy.headers.get('retry-after')).toBe('10');
          expect(busy.headers.get('connection')).toBe('close');
          expect(await busy.json()).toEqual({ detail: serverBusyMessage(10) });
          const why = await fetch(`${base}${API.health}`, { headers: { connection: 'close' } });
          expect(why.status).toBe(503);
          expect(await why.json()).toMatchObject({ status: 'error', reason: 'connections' });

          for (const stream of streams) stream.destroy();
          await until(async () => {
            const answer = await fetch(`${base}${API.meta}`, { headers: { connection: 'close' } });
            return answer.status === 200 ? true : undefined;
          }, 'requests to be served again');
        } finally {
          for (const socket of sockets) socket.destroy();
        }
      },
    );
  });
});
