// A stream of Server-Sent Events on a hijacked answer: the live channel's and the chat room's.
import type { FastifyReply } from 'fastify';

/** A client that reads nothing while this much waits to be written is cut off. */
const MAX_BUFFERED_BYTES = 1 << 20;

export interface SseStream {
  /** One event (with its id, if it has one), as the Server-Sent Events format frames it. */
  send(event: string, data: object, id?: number): void;
  /** A comment line: keeps an idle connection open through proxies. */
  ping(): void;
  /** Ends the stream and its socket; `closed` runs once either way. */
  end(): void;
}

/**
 * Starts the stream: headers that no cache or proxy holds events back under, the client's
 * reconnection delay, and `closed` called once when the stream ends (by `end`, or the client).
 */
export function openSse(reply: FastifyReply, retryMs: number, closed: () => void): SseStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // No proxy may hold events back to fill a buffer.
    'x-accel-buffering': 'no',
    // The socket closes with the stream: a server shutting down does not wait for it to go idle.
    connection: 'close',
  });
  let open = true;
  const finish = () => {
    if (!open) return false;
    open = false;
    closed();
    return true;
  };
  const write = (text: string): void => {
    if (!open) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) stream.end();
  };
  const stream: SseStream = {
    send: (event, data, id) =>
      write(
        `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
      ),
    ping: () => write(': ping\n\n'),
    end: () => {
      // The socket goes with the stream (a hijacked answer is not Fastify's to close): a server
      // shutting down does not wait for the client to let go of it.
      if (finish()) res.end(() => res.socket?.destroy());
    },
  };
  res.on('close', finish);
  write(`retry: ${retryMs}\n\n`);
  return stream;
}
