// A stream of Server-Sent Events from the server, kept open: the live channel's and the chat
// room's. The maintained `eventsource` package reads it (ADR 0023): the browser's own EventSource
// cannot send the session's Authorization header.
import { EventSource } from 'eventsource';
import { appConfig } from '../config';
import { GATEWAY_HEADERS, MERCHANT_HEADER } from './callTable';

/** Waits before opening again a stream the server refused or failed: growing, to a minute. */
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export interface EventStreamOptions<K extends string> {
  /** The path (and query) under the API base. */
  path: string;
  /** The headers of each (re)connection: the token, the last event id. */
  headers: () => Record<string, string>;
  kinds: readonly K[];
  on: (kind: K, data: unknown, lastEventId: string) => void;
  /** Hears when the stream opens and closes (the app polls meanwhile). */
  state: (open: boolean) => void;
  /** An event after which the stream is over (the live channel's logout). */
  last?: K;
}

/**
 * Opens a stream and keeps it open: the EventSource reconnects by itself after a network loss; a
 * refusal (a 429 or a 5xx) is tried again here after a growing pause. A 401 or 403 is final (the
 * session is gone, and the app learns it from its next call); so is a 204 (no stream here).
 * Answers the function that closes it.
 */
export function openEventStream<K extends string>(options: EventStreamOptions<K>): () => void {
  let source: EventSource | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    const next = new EventSource(`${appConfig.apiBase}${options.path}`, {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: {
            ...options.headers(),
            // EventSource's own Last-Event-ID (a reconnect) wins over the one given.
            ...init.headers,
            [MERCHANT_HEADER]: appConfig.merchantCode,
            ...GATEWAY_HEADERS,
          },
        }),
    });
    source = next;
    next.addEventListener('open', () => {
      failures = 0;
      options.state(true);
    });
    for (const kind of options.kinds)
      next.addEventListener(kind, (event) => {
        options.on(kind, JSON.parse(event.data as string), event.lastEventId);
        if (kind === options.last) stop();
      });
    next.addEventListener('error', (event) => {
      options.state(false);
      if (next.readyState !== next.CLOSED || stopped) return;
      const status = (event as { code?: number }).code;
      // 204: the server asks not to reconnect (as EventSource itself reads it).
      if (status === 401 || status === 403 || status === 204) return;
      const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)];
      failures += 1;
      timer = setTimeout(connect, wait);
    });
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    options.state(false);
  };
  connect();
  return stop;
}
