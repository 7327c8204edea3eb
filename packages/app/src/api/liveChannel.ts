// The live channel's client (contract `liveEvents`): a chunk of its own, loaded after login with
// session/LiveHost. The maintained `eventsource` package reads the stream (ADR 0023): the
// browser's own EventSource cannot send the session's Authorization header.
import type { LiveEventData, LiveEventKind } from '@portal/contract';
import { EventSource } from 'eventsource';
import { appConfig } from '../config';
import { MERCHANT_HEADER } from './callTable';
import { liveCalls } from './liveCallTable';

export const LIVE_EVENT_KINDS: readonly LiveEventKind[] = [
  'hello',
  'balance',
  'message',
  'withdrawal',
  'contract',
  'logout',
  'system',
  'reset',
];

export type LiveHandler = <K extends LiveEventKind>(kind: K, data: LiveEventData<K>) => void;

/** Waits before opening again a channel the server refused or failed: growing, to a minute. */
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Opens the live channel of a session and keeps it open: the EventSource reconnects by itself
 * after a network loss (resuming after the last event it saw); a refusal (a 429 or a 5xx) is
 * tried again here after a growing pause, from the last event seen too. A 401 or 403 is final:
 * the session is gone, and the app learns it from its next call; so is a 204 (no channel here). `state` hears when the channel
 * opens and closes (the app polls meanwhile). Answers the function that closes it.
 */
export function openLiveChannel(
  token: string,
  on: LiveHandler,
  state: (open: boolean) => void,
): () => void {
  let source: EventSource | undefined;
  let lastEventId: string | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    const url = `${appConfig.apiBase}${liveCalls.liveEvents.path}`;
    const next = new EventSource(url, {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: {
            ...init.headers,
            // A channel opened anew resumes where the last one stopped, as a reconnect does.
            ...(lastEventId && !('Last-Event-ID' in init.headers)
              ? { 'Last-Event-ID': lastEventId }
              : {}),
            Authorization: `Bearer ${token}`,
            [MERCHANT_HEADER]: appConfig.merchantCode,
          },
        }),
    });
    source = next;
    next.addEventListener('open', () => {
      failures = 0;
      state(true);
    });
    for (const kind of LIVE_EVENT_KINDS)
      next.addEventListener(kind, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        on(kind, JSON.parse(event.data as string) as never);
        if (kind === 'logout') stop();
      });
    next.addEventListener('error', (event) => {
      state(false);
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
    state(false);
  };
  connect();
  return stop;
}
