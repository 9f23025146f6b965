import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Clock } from './clock.ts';
import { sparseLog } from './sparse-log.ts';

/**
 * What one process holds open (ADR 0029). Every connection is a file descriptor; a client that
 * opens them and says nothing would otherwise hold them until the process has none left for the
 * database or its logs (and, before this, until it died of EMFILE).
 *
 * - Node's `maxConnections` closes a connection past the budget as soon as it is accepted.
 * - Below it, at the shedding line (90 % of the budget), a new connection makes room by closing
 *   the connections idle longest: those with no request under way (a keep-alive connection
 *   between requests, or one that has not finished sending its first request). A busy
 *   connection (a request being answered, an event stream) is never closed for this. nginx
 *   does the same with its keep-alive connections when its connections run short.
 * - If only busy connections are left above the line, `saturated()` says so and the overload
 *   guard answers 503 (health and metrics excepted) and closes those connections after answering.
 */
export type ConnectionGuard = {
  /** Connections open now. */
  open(): number;
  /** The open count while above the shedding line with none idle to close; else undefined. */
  saturated(): number | undefined;
  /** Counts since start, for tests and the log. */
  stats(): { max: number; shedAt: number; open: number; closedIdle: number; dropped: number };
};

type Log = {
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
};

export function guardConnections(
  server: Server,
  limits: { max: number },
  deps: { log: Log; clock: Clock },
): ConnectionGuard {
  const { log, clock } = deps;
  server.maxConnections = limits.max;
  const shedAt = Math.max(1, limits.max - Math.max(1, Math.ceil(limits.max / 10)));
  /** Open connections; one being closed here leaves it at once (its 'close' comes later). */
  const live = new Set<Socket>();
  let closedIdle = 0;
  let dropped = 0;
  /** Connections with no request under way, longest idle first (a Set keeps insertion order). */
  const idle = new Set<Socket>();
  const inFlight = new WeakMap<Socket, number>();

  const note = sparseLog(() => clock.now().getTime());

  function makeRoom(fresh: Socket) {
    let closing = 0;
    for (const socket of idle) {
      if (live.size <= shedAt) break;
      if (socket === fresh) continue;
      idle.delete(socket);
      live.delete(socket);
      socket.destroy();
      closing += 1;
    }
    if (closing === 0) return;
    closedIdle += closing;
    note('closed-idle', (count) =>
      log.warn(
        { open: live.size, max: limits.max, closedIdle: count },
        'connections near the limit: closed the longest idle ones',
      ),
    );
  }

  server.on('connection', (socket: Socket) => {
    live.add(socket);
    idle.add(socket);
    socket.once('close', () => {
      live.delete(socket);
      idle.delete(socket);
    });
    if (live.size > shedAt) makeRoom(socket);
  });

  server.on('request', (request, response) => {
    const socket = request.socket;
    idle.delete(socket);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      // To the end of the line: idle from now.
      if (left === 0 && !socket.destroyed) idle.add(socket);
    });
  });

  // Past maxConnections Node closes the connection itself and says so here.
  server.on('drop', () => {
    dropped += 1;
    note('drop', (count) =>
      log.warn(
        { max: limits.max, dropped: count },
        'connection limit reached: connections refused',
      ),
    );
  });

  // After listen, nothing else listens: an `accept` that fails (EMFILE when descriptors ran out
  // anyway, ENFILE when the whole machine did) would be an unhandled 'error' event, which ends
  // the process. libuv has already closed the connection it could not take: log and go on.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (!server.listening) return; // listen() reports its own failures to its caller
    note(`error:${error.code ?? 'unknown'}`, (count) =>
      log.error({ err: error, count }, 'the server could not accept a connection'),
    );
  });

  return {
    open: () => live.size,
    saturated: () => (live.size > shedAt ? live.size : undefined),
    stats: () => ({ max: limits.max, shedAt, open: live.size, closedIdle, dropped }),
  };
}
