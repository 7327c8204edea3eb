import type { ChatEventKind } from '@portal/contract';
import { LIVE_HEARTBEAT_SECONDS } from '@portal/contract';
import type { Db } from '../db/types';
import { KeyedQueue } from '../http/keyedQueue';
import { messagesAfter, type MessageRow } from './store';

/** One reader of a room: who (null: a visitor), the last message sent to it, how to write to it. */
export interface ChatReader {
  room: string;
  accountId: number | null;
  /** undefined until the reader has been sent its history. */
  lastId: number | undefined;
  send(event: ChatEventKind, data: object): void;
  ping(): void;
  end(): void;
}

/**
 * The readers of this process's rooms, fed by the chat's notifications (migration 0032): a message
 * written on any process is read from the table after each reader's last one (never taken from the
 * notification), so that order holds and nothing is missed or sent twice; a deletion and a mute are
 * passed on as they come.
 */
export class ChatHub {
  private readonly byRoom = new Map<string, Set<ChatReader>>();
  private readonly queues = new KeyedQueue<string>((error, room) =>
    this.log.warn({ err: error, room }, 'chat: sending failed'),
  );
  private listening: Promise<() => Promise<void>> | undefined;
  private beat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: object, msg: string): void },
    /** What a member's `me` event holds now (after a mute changed); null for an account gone. */
    private readonly meOf: (accountId: number) => Promise<object | null>,
    private readonly messageOf: (row: MessageRow, reader: ChatReader) => object,
  ) {}

  start(): Promise<unknown> {
    this.listening ??= this.db
      .query<{ schema: string }>('SELECT current_schema() AS schema')
      .then(([row]) =>
        this.db.listen(`portal_chat_${row?.schema ?? 'public'}`, {
          notified: (payload) => this.notified(payload),
          resumed: () => {
            for (const room of this.byRoom.keys()) void this.drain(room);
          },
        }),
      );
    if (!this.beat) {
      this.beat = setInterval(() => {
        for (const set of this.byRoom.values()) for (const r of set) r.ping();
      }, LIVE_HEARTBEAT_SECONDS * 1000);
      this.beat.unref();
    }
    return this.listening;
  }

  add(reader: ChatReader): void {
    let set = this.byRoom.get(reader.room);
    if (!set) this.byRoom.set(reader.room, (set = new Set()));
    set.add(reader);
  }

  remove(reader: ChatReader): void {
    const set = this.byRoom.get(reader.room);
    if (!set) return;
    set.delete(reader);
    if (!set.size) this.byRoom.delete(reader.room);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byRoom.values()) n += set.size;
    return n;
  }

  /** Runs `work` for a room after the room's earlier work. */
  enqueue(room: string, work: () => Promise<void>): Promise<void> {
    return this.queues.run(room, work);
  }

  /** Sends each ready reader of the room the messages after its last one. */
  drain(room: string): Promise<void> {
    return this.enqueue(room, async () => {
      const readers = [...(this.byRoom.get(room) ?? [])].filter((r) => r.lastId !== undefined);
      if (!readers.length) return;
      const from = Math.min(...readers.map((r) => r.lastId ?? 0));
      const rows = await messagesAfter(this.db, room, from);
      for (const reader of readers)
        for (const row of rows) {
          if (Number(row.id) <= (reader.lastId ?? 0)) continue;
          reader.send('message', this.messageOf(row, reader));
          reader.lastId = Number(row.id);
        }
    });
  }

  private notified(payload: string): void {
    const [kind, first = '', second = ''] = payload.split(':');
    if (kind === 'c' && this.byRoom.has(first)) void this.drain(first);
    if (kind === 'x' && this.byRoom.has(first))
      void this.enqueue(first, async () => {
        for (const reader of this.byRoom.get(first) ?? [])
          if (reader.lastId !== undefined) reader.send('deleted', { id: Number(second) });
      });
    if (kind === 'u') {
      const accountId = Number(first);
      const readers = [...this.byRoom.values()].flatMap((set) =>
        [...set].filter((r) => r.accountId === accountId),
      );
      if (readers.length)
        void this.meOf(accountId)
          .then((me) => {
            if (me) for (const reader of readers) reader.send('me', me);
          })
          .catch((error: unknown) => this.log.warn({ err: error }, 'chat: the mute was not sent'));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.beat);
    for (const set of this.byRoom.values()) for (const reader of set) reader.end();
    this.byRoom.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    await unlisten?.();
  }
}
