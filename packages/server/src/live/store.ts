import { LIVE_RETENTION_HOURS } from '@portal/contract';
import type { Queryable } from '../db/types';

/** A stored event of an account (migration 0030), as the stream sends it. */
export interface StoredEvent {
  seq: number;
  kind: 'message' | 'withdrawal' | 'contract';
  payload: Record<string, unknown>;
}

/** What a connection starts from: the balance, the unread count and the last stored event's id. */
export async function snapshot(
  db: Queryable,
  accountId: number,
): Promise<{ balance: number; unreadMessage: number; lastEventId: number }> {
  const [row] = await db.query<{ balance: string | null; unread: number; seq: string | null }>(
    `SELECT (SELECT balance::text FROM ledger_accounts WHERE account_id = $1) AS balance,
       (SELECT count(*)::int FROM member_messages WHERE account_id = $1 AND read_at IS NULL) AS unread,
       (SELECT seq::text FROM live_cursors WHERE account_id = $1) AS seq`,
    [accountId],
  );
  return {
    balance: Number(row?.balance ?? 0),
    unreadMessage: row?.unread ?? 0,
    lastEventId: Number(row?.seq ?? 0),
  };
}

/** The account's stored events after `afterSeq`, in order. */
export async function eventsAfter(
  db: Queryable,
  accountId: number,
  afterSeq: number,
): Promise<StoredEvent[]> {
  const rows = await db.query<{ seq: string; kind: StoredEvent['kind']; payload: unknown }>(
    `SELECT seq::text, kind, payload FROM live_events
     WHERE account_id = $1 AND seq > $2 ORDER BY seq LIMIT 500`,
    [accountId, afterSeq],
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    kind: r.kind,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<
      string,
      unknown
    >,
  }));
}

/**
 * Whether a client that saw event `afterSeq` can resume: every event after it is still kept (the
 * first kept one is at most afterSeq + 1), and it is not ahead of the account's last event.
 */
export async function canResume(
  db: Queryable,
  accountId: number,
  afterSeq: number,
  lastSeq: number,
): Promise<boolean> {
  if (afterSeq > lastSeq) return false;
  if (afterSeq === lastSeq) return true;
  const [row] = await db.query<{ first: string | null }>(
    'SELECT min(seq)::text AS first FROM live_events WHERE account_id = $1 AND seq > $2',
    [accountId, afterSeq],
  );
  return row?.first !== null && row?.first !== undefined && Number(row.first) === afterSeq + 1;
}

export async function balanceOf(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_accounts WHERE account_id = $1',
    [accountId],
  );
  return Number(row?.balance ?? 0);
}

export async function unreadOf(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_messages WHERE account_id = $1 AND read_at IS NULL',
    [accountId],
  );
  return row?.n ?? 0;
}

/** Of these sessions, the ones still live (not ended, idle or expired), without touching them. */
export async function liveSessions(
  db: Queryable,
  tokenHashes: readonly string[],
  idleMinutes: number,
): Promise<Set<string>> {
  if (!tokenHashes.length) return new Set();
  const rows = await db.query<{ token_hash: string }>(
    `SELECT s.token_hash FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > now()
       AND s.last_seen_at > now() - make_interval(mins => $2::int) AND a.status = 'active'`,
    [tokenHashes, idleMinutes],
  );
  return new Set(rows.map((r) => r.token_hash));
}

/** Forgets stored events older than the retention (any process may; it is idempotent). */
export async function forgetOldEvents(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM live_events WHERE created_at < now() - make_interval(hours => $1::int)`,
    [LIVE_RETENTION_HOURS],
  );
}
