import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Server-sent event streams (ADR 0020): the HTTP side only. What is sent, and when,
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
   * Throws a 429 (with Retry-After) if `owner` (a user id) could not open a stream now: a
   * route calls it before any work, so a flood of refused streams costs no database read.
   */
  admit(owner: string): void;
  /**
   * Takes the reply over (hijack) and answers 200 `text/event-stream`, or throws the 429 of
   * `admit` (nothing sent yet). `onClose` runs once, whoever closes it: the client going away,
   * a stall, `close()` or the server shutting down.
   */
  open(reply: FastifyReply, owner: string, onClose: () => void): EventStream;
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
  /**
   * Streams this process holds at most, and one user at most (ADR 0029): each is a connection
   * and a file descriptor for as long as the page is open, so without a bound one signed-in
   * client could hold them all.
   */
  maxStreams: number;
  maxStreamsPerUser: number;
};

/** A refused stream's Retry-After: streams end when pages close, not within a second. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export const tooManyStreamsOfUser = (max: number, retryAfter: number) =>
  `You already have ${max} live updates open, the most one account may hold at once. ` +
  `Close a page you no longer need, or try again in ${retryAfter} seconds.`;
export const tooManyStreams = (retryAfter: number) =>
  `The server is following as many live updates as it can. Please try again in ${retryAfter} seconds.`;

/** The client's event-source waits this long before reconnecting after a close. */
const RETRY_MS = 2000;

export function createEventStreams(options: EventStreamOptions): EventStreams {
  const open = new Set<Stream>();
  const perOwner = new Map<string, number>();
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
      private readonly owner: string,
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
      if (open.delete(this)) {
        const left = (perOwner.get(this.owner) ?? 1) - 1;
        if (left > 0) perOwner.set(this.owner, left);
        else perOwner.delete(this.owner);
      }
      stopHeartbeatIfIdle();
      this.onClose();
    }
  }

  function admit(owner: string) {
    const retry = { 'retry-after': STREAM_RETRY_AFTER_SECONDS };
    if ((perOwner.get(owner) ?? 0) >= options.maxStreamsPerUser)
      throw new HttpError(
        429,
        tooManyStreamsOfUser(options.maxStreamsPerUser, STREAM_RETRY_AFTER_SECONDS),
        {},
        retry,
      );
    if (open.size >= options.maxStreams)
      throw new HttpError(429, tooManyStreams(STREAM_RETRY_AFTER_SECONDS), {}, retry);
  }

  return {
    admit,
    open(reply, owner, onClose) {
      // Again, at the moment it counts: the route may have waited on the database since.
      if (!closing) admit(owner);
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
      const stream = new Stream(raw, owner, onClose);
      if (closing) {
        stream.close();
        return stream;
      }
      open.add(stream);
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
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
