// A reader of the live channel (or the chat room's stream) for tests: the events of one GET, in order, with
// control of the Last-Event-ID it resumes from (the app uses a maintained EventSource client).
import { MERCHANT } from './harness';

export interface StreamEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

export interface TestStream {
  status: number;
  /** The next event (of `kind`, skipping others when given); fails after `ms`. */
  next(kind?: string, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Every event received so far. */
  seen: StreamEvent[];
  close(): void;
}

export async function openStream(
  base: string,
  token: string | null,
  lastEventId?: string,
  /** Another stream of the same framing: the chat room's (`/wps/chat/events?room=es`). */
  path = '/wps/live/events',
): Promise<TestStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: {
      merchant: MERCHANT,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      accept: 'text/event-stream',
      // A socket of its own: a stream never shares (or leaves behind) a kept-alive connection.
      connection: 'close',
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: abort.signal,
  });
  const seen: StreamEvent[] = [];
  let read = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let endedResolve = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((l) => l && !l.startsWith(':'))
                .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
            );
            if (!fields['event']) continue;
            seen.push({
              event: fields['event'],
              ...(fields['id'] ? { id: fields['id'] } : {}),
              data: JSON.parse(fields['data'] ?? '{}') as Record<string, unknown>,
            });
            wake();
          }
        }
      } catch {
        // aborted by close()
      }
      endedResolve();
      wake();
    })();
  } else {
    // A refusal's JSON is read whole: a body left unread keeps its connection busy.
    await res.text();
    endedResolve();
  }
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: res.status,
    seen,
    ended,
    close: () => abort.abort(),
    async next(kind, ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        while (read < seen.length) {
          const event = seen[read++] as StreamEvent;
          if (!kind || event.event === kind) return event;
        }
        if (done) throw new Error(`the stream ended before a ${kind ?? 'further'} event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${kind ?? ''} event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}
