// The live channel's client (contract `liveEvents`): a chunk of its own, loaded after login with
// session/LiveHost.
import type { LiveEventData, LiveEventKind } from '@portal/contract';
import { openEventStream } from './eventStream';
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

/**
 * Opens the live channel of a session and keeps it open (eventStream.ts), resuming after the last
 * event seen: the EventSource's own reconnects send it, and so does a channel opened anew after a
 * refusal. `state` hears when the channel opens and closes (the app polls meanwhile). Answers the
 * function that closes it.
 */
export function openLiveChannel(
  token: string,
  on: LiveHandler,
  state: (open: boolean) => void,
): () => void {
  let lastEventId: string | undefined;
  return openEventStream({
    path: liveCalls.liveEvents.path,
    headers: () => ({
      Authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    }),
    kinds: LIVE_EVENT_KINDS,
    on: (kind, data, id) => {
      if (id) lastEventId = id;
      on(kind, data as never);
    },
    state,
    last: 'logout',
  });
}
