import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Server-sent event streams (issue 12, ADR 0020): the HTTP side only. What is sent, and when,
 * is the live module's business.
 */
export type EventStream = {
  /** Writes one event; a stream that has fallen too far behind is closed instead. */
  send(event: string, id: string, data: string): void;
  /** Ends the stream (the client's event-source reconnects, with Last-Event-ID). */
  close(): void;
  readonly closed: boolean;
};

export type EventStreams = {
  /**
   * Takes the reply over (hijack) and answers 200 `text/event-stream`. `onClose` runs once,
   * whoever closes it: the client going away, a stall, `close()` or the server shutting down.
   */
  open(reply: FastifyReply, onClose: () => void): EventStream;
  /** Open streams in this process. */
  count(): number;
  /** Ends every stream (graceful shutdown: Fastify waits for open responses otherwise). */
  closeAll(): void;
};

export type EventStreamOptions = {
  /** A comment line every so often keeps proxies and the client's idle timers from closing it. */
  heartbeatMs: number;
  /**
   * Bytes a stream may hold beyond the socket's own buffer (its high-water mark, 16 KiB): past
   * this, the client is not keeping up (or is gone without a FIN) and the stream is destroyed,
   * so a slow client costs at most that much memory and never holds anyone else up.
   */
  maxBufferBytes: number;
};

/** The client's event-source waits this long before reconnecting after a close. */
const RETRY_MS = 2000;

export function createEventStreams(options: EventStreamOptions): EventStreams {
  const open = new Set<Stream>();
  let heartbeat: NodeJS.Timeout | undefined;
  let closing = false;

  // One timer for all streams, not one each: 1 000 streams cost one wake-up per period.
  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const stream of open) stream.write(':\n\n');
    }, options.heartbeatMs).unref();
  }
  function stopHeartbeatIfIdle() {
    if (open.size > 0 || !heartbeat) return;
    clearInterval(heartbeat);
    heartbeat = undefined;
  }

  class Stream implements EventStream {
    closed = false;
    /** Bytes written since the socket last said it was full (`write` returned false). */
    private backlog = 0;
    private congested = false;
    constructor(
      private readonly raw: ServerResponse,
      private readonly onClose: () => void,
    ) {
      raw.on('drain', () => {
        this.congested = false;
        this.backlog = 0;
      });
      // The socket died or the client went away.
      raw.on('close', () => this.finish());
    }

    write(chunk: string) {
      if (this.closed) return;
      const accepted = this.raw.write(chunk);
      if (this.congested || !accepted) {
        this.congested = true;
        this.backlog += Buffer.byteLength(chunk);
      }
      if (this.backlog > options.maxBufferBytes) {
        // Behind by more than the bound: drop it rather than keep buffering for it.
        this.raw.destroy();
        this.finish();
      }
    }

    send(event: string, id: string, data: string) {
      // `data` is one line of JSON: no line breaks to split into several data fields.
      this.write(`event: ${event}\nid: ${id}\ndata: ${data}\n\n`);
    }

    close() {
      if (this.closed) return;
      this.raw.end();
      this.finish();
    }

    private finish() {
      if (this.closed) return;
      this.closed = true;
      open.delete(this);
      stopHeartbeatIfIdle();
      this.onClose();
    }
  }

  return {
    open(reply, onClose) {
      reply.hijack();
      const raw = reply.raw;
      // Headers set on the reply (request id) are written here: hijacked, Fastify sends none.
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies would otherwise hold events back to fill a buffer.
        'x-accel-buffering': 'no',
      });
      const stream = new Stream(raw, onClose);
      if (closing) {
        stream.close();
        return stream;
      }
      open.add(stream);
      stream.write(`retry: ${RETRY_MS}\n\n`);
      startHeartbeat();
      return stream;
    },
    count: () => open.size,
    closeAll() {
      closing = true;
      for (const stream of [...open]) stream.close();
    },
  };
}
