import type { LiveEventKind, LiveLogoutReasonValue } from '@portal/contract';
import { LIVE_HEARTBEAT_SECONDS } from '@portal/contract';
import type { Db } from '../db/types';
import { KeyedQueue } from '../http/keyedQueue';
import { balanceOf, eventsAfter, forgetOldEvents, liveSessions, unreadOf } from './store';

/** One open stream: whose it is, the last stored event it was sent, and how to write to it. */
export interface LiveConnection {
  accountId: number;
  tokenHash: string;
  /** undefined until the connection has sent its first events (hello, the resumed ones). */
  lastSeq: number | undefined;
  send(event: LiveEventKind, data: object, id?: number): void;
  /** A comment line: keeps an idle connection open through proxies. */
  ping(): void;
  /** Ends the stream (after a last event, if any). */
  end(): void;
}

/** How often the open streams' sessions are checked (expiry, idle time-out) without a notification. */
const SESSION_CHECK_MS = 60_000;
/** How often stored events past their retention are forgotten. */
const CLEANUP_MS = 60 * 60_000;

/**
 * The streams of this process, fed by the database's notifications (migration 0030): whichever
 * process committed a change, PostgreSQL's NOTIFY (or PGlite's, in one process) reaches every
 * process that listens, and each one sends to its own streams. A stored event is always read
 * from the table (after the connection's last one), never taken from the notification: order,
 * no loss and no repeat hold whatever the notifications do.
 */
export class LiveHub {
  private readonly byAccount = new Map<number, Set<LiveConnection>>();
  /** Per account, the work in flight (reading events, the balance): one after the other. */
  private readonly queues = new KeyedQueue<number>((error, accountId) =>
    this.log.warn({ err: error, accountId }, 'live: sending failed'),
  );
  private listening: Promise<() => Promise<void>> | undefined;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly idleMinutes: number,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** The channel every process of one database (one schema) listens on. */
  private async channel(): Promise<string> {
    const [row] = await this.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    return `portal_live_${row?.schema ?? 'public'}`;
  }

  /** Starts listening, once, at the first stream (never while the server registers its routes). */
  start(): Promise<unknown> {
    this.listening ??= this.channel().then((channel) =>
      this.db.listen(channel, {
        notified: (payload) => this.notified(payload),
        resumed: () => this.resync(),
      }),
    );
    if (!this.timers.length) {
      const beat = setInterval(() => this.heartbeat(), LIVE_HEARTBEAT_SECONDS * 1000);
      const check = setInterval(() => void this.checkSessions(), SESSION_CHECK_MS);
      const clean = setInterval(
        () => void forgetOldEvents(this.db).catch(() => undefined),
        CLEANUP_MS,
      );
      for (const timer of [beat, check, clean]) timer.unref();
      this.timers = [beat, check, clean];
    }
    return this.listening;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byAccount.values()) n += set.size;
    return n;
  }

  add(conn: LiveConnection): void {
    let set = this.byAccount.get(conn.accountId);
    if (!set) this.byAccount.set(conn.accountId, (set = new Set()));
    set.add(conn);
  }

  remove(conn: LiveConnection): void {
    const set = this.byAccount.get(conn.accountId);
    if (!set) return;
    set.delete(conn);
    if (!set.size) this.byAccount.delete(conn.accountId);
  }

  connectionsOf(accountId: number): number {
    return this.byAccount.get(accountId)?.size ?? 0;
  }

  /** Runs `work` for an account after the account's earlier work. */
  enqueue(accountId: number, work: () => Promise<void>): Promise<void> {
    return this.queues.run(accountId, work);
  }

  /** Sends each ready stream of the account the stored events it has not had. */
  drain(accountId: number): Promise<void> {
    return this.enqueue(accountId, async () => {
      const conns = [...(this.byAccount.get(accountId) ?? [])].filter(
        (c) => c.lastSeq !== undefined,
      );
      if (!conns.length) return;
      const from = Math.min(...conns.map((c) => c.lastSeq ?? 0));
      const events = await eventsAfter(this.db, accountId, from);
      if (!events.length) return;
      const unread = events.some((e) => e.kind === 'message')
        ? await unreadOf(this.db, accountId)
        : 0;
      for (const conn of conns) {
        for (const event of events) {
          if (event.seq <= (conn.lastSeq ?? 0)) continue;
          const data =
            event.kind === 'message' ? { ...event.payload, unreadMessage: unread } : event.payload;
          conn.send(event.kind, data, event.seq);
          conn.lastSeq = event.seq;
        }
      }
    });
  }

  private balance(accountId: number): void {
    void this.enqueue(accountId, async () => {
      const conns = this.byAccount.get(accountId);
      if (!conns?.size) return;
      const balance = await balanceOf(this.db, accountId);
      for (const conn of conns) if (conn.lastSeq !== undefined) conn.send('balance', { balance });
    });
  }

  private endWhere(match: (c: LiveConnection) => boolean, reason: LiveLogoutReasonValue): void {
    for (const set of [...this.byAccount.values()])
      for (const conn of [...set])
        if (match(conn)) {
          conn.send('logout', { reason });
          conn.end();
        }
  }

  private notified(payload: string): void {
    const [kind, first = '', second = ''] = payload.split(':');
    switch (kind) {
      case 'e': {
        const accountId = Number(first);
        if (this.byAccount.has(accountId)) void this.drain(accountId);
        return;
      }
      case 'b': {
        const accountId = Number(first);
        if (this.byAccount.has(accountId)) this.balance(accountId);
        return;
      }
      case 's': {
        const reason = (
          ['logout', 'password', 'locked', 'excluded'].includes(second) ? second : 'ended'
        ) as LiveLogoutReasonValue;
        this.endWhere((c) => c.tokenHash === first, reason);
        return;
      }
      case 'a':
        if (second !== 'active') this.endWhere((c) => c.accountId === Number(first), 'locked');
        return;
      case 'm':
        for (const set of this.byAccount.values())
          for (const conn of set) if (conn.lastSeq !== undefined) conn.send('system', {});
        return;
      default:
    }
  }

  /** After the listening connection came back: what was notified meanwhile is read again. */
  private resync(): void {
    for (const accountId of this.byAccount.keys()) {
      void this.drain(accountId);
      this.balance(accountId);
    }
    this.notified('m');
    void this.checkSessions();
  }

  private heartbeat(): void {
    for (const set of this.byAccount.values()) for (const conn of set) conn.ping();
  }

  /** Ends the streams whose session expired or went idle (no notification says so). */
  private async checkSessions(): Promise<void> {
    const hashes = [...this.byAccount.values()].flatMap((set) => [...set].map((c) => c.tokenHash));
    if (!hashes.length) return;
    try {
      const live = await liveSessions(this.db, hashes, this.idleMinutes);
      this.endWhere((c) => !live.has(c.tokenHash), 'expired');
    } catch (error) {
      this.log.warn({ err: error }, 'live: the session check failed');
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const set of this.byAccount.values()) for (const conn of set) conn.end();
    this.byAccount.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    await unlisten?.();
  }
}
