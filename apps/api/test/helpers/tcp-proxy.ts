import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a real server (PostgreSQL, Redis), which a test can
 * take down or freeze as an outage would, then bring back on the same port:
 * - `down()`: every connection is cut and new ones are refused (the server stopped);
 * - `freeze()`: connections stay open but nothing passes either way, new ones included (the
 *   server hung, or the network dropped packets); `thaw()` delivers what was held and goes on.
 */
export type TcpProxy = {
  port: number;
  url(base: string): string;
  down(): Promise<void>;
  up(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false;
  const pairs = new Set<{ client: Socket; upstream: Socket; held: Array<[Socket, Buffer]> }>();

  const relay = (client: Socket) => {
    const upstream = createConnection(target);
    const pair = { client, upstream, held: [] as Array<[Socket, Buffer]> };
    pairs.add(pair);
    const forward = (to: Socket) => (data: Buffer) => {
      if (frozen) pair.held.push([to, data]);
      else to.write(data);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  };

  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        port = (next.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = async () => {
    const current = server;
    server = null;
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    pairs.clear();
    if (current) await new Promise((resolve) => current.close(resolve));
  };

  await listen();
  return {
    port,
    url(base) {
      const url = new URL(base);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    down: stop,
    up: listen,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        for (const [to, data] of pair.held.splice(0)) to.write(data);
      }
    },
    close: stop,
  };
}

/** `work`'s result, or a failure naming `what` once `ms` have passed: a hang fails the test. */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
