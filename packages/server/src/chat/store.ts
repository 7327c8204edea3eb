// The chat room's SQL (migration 0032): the operator's settings, the messages of a room, the
// writing of one under the room's and the writer's locks, mutes and the masked words.
import { CHAT_BURST, CHAT_BURST_SECONDS, CHAT_HISTORY } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { maskWords } from './text';

export interface ChatSettings {
  enabled: boolean;
  visitorsRead: boolean;
  linkHosts: string[];
}

export interface MessageRow {
  id: string;
  room: string;
  account_id: number;
  author: string;
  body: string;
  sent_at: Date | string;
}

/** Any fixed numbers: the advisory locks of a room's numbering and of a writer's pace. */
const ROOM_LOCK = 7_220_001;
const WRITER_LOCK = 7_220_002;

const COLUMNS = 'id::text, room, account_id, author, body, sent_at';

export async function chatSettings(db: Queryable): Promise<ChatSettings> {
  const [row] = await db.query<{ enabled: boolean; visitors_read: boolean; link_hosts: string[] }>(
    'SELECT enabled, visitors_read, link_hosts FROM chat_settings',
  );
  return {
    enabled: row?.enabled ?? true,
    visitorsRead: row?.visitors_read ?? false,
    linkHosts: row?.link_hosts ?? [],
  };
}

export async function setChatSettings(db: Queryable, change: Partial<ChatSettings>): Promise<void> {
  await db.query(
    `UPDATE chat_settings SET
       enabled = coalesce($1, enabled),
       visitors_read = coalesce($2, visitors_read),
       link_hosts = coalesce($3::text[], link_hosts)`,
    [change.enabled ?? null, change.visitorsRead ?? null, change.linkHosts ?? null],
  );
}

/** The latest messages of a room that stand (not deleted), oldest first. */
export async function latestMessages(
  db: Queryable,
  room: string,
  limit = CHAT_HISTORY,
): Promise<MessageRow[]> {
  const rows = await db.query<MessageRow>(
    // By the table's id: the answer's id is text, and text sorts 10 before 9.
    `SELECT ${COLUMNS} FROM chat_messages m
     WHERE room = $1 AND deleted_at IS NULL ORDER BY m.id DESC LIMIT $2`,
    [room, limit],
  );
  return rows.reverse();
}

/** A room's messages after message `afterId` that stand, in order. */
export async function messagesAfter(
  db: Queryable,
  room: string,
  afterId: number,
): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM chat_messages m
     WHERE room = $1 AND m.id > $2 AND deleted_at IS NULL ORDER BY m.id LIMIT 500`,
    [room, afterId],
  );
}

/** The id of a room's last message (0 before any). */
export async function lastMessageId(db: Queryable, room: string): Promise<number> {
  const [row] = await db.query<{ id: string | null }>(
    'SELECT max(id)::text AS id FROM chat_messages WHERE room = $1',
    [room],
  );
  return Number(row?.id ?? 0);
}

/** Until when a member is muted, or null. */
export async function mutedUntil(db: Queryable, accountId: number): Promise<Date | null> {
  const [row] = await db.query<{ until: Date | string }>(
    'SELECT until FROM chat_mutes WHERE account_id = $1 AND until > now()',
    [accountId],
  );
  return row ? new Date(row.until) : null;
}

export async function maskedWords(db: Queryable): Promise<string[]> {
  return (await db.query<{ word: string }>('SELECT word FROM chat_words ORDER BY word')).map(
    (r) => r.word,
  );
}

/**
 * Writes a message: under the room's lock (a room's ids commit in order, so that readers miss
 * none) and the writer's (their pace is counted over every room, whichever process serves them).
 * Refused, with nothing written, when the writer is muted or past the pace.
 */
export async function writeMessage(
  db: Db,
  input: { room: string; accountId: number; author: string; text: string },
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [WRITER_LOCK, input.accountId]);
    const until = await mutedUntil(tx, input.accountId);
    if (until)
      throw new ApiError('CHAT_MUTED', {
        message: `You cannot write in the chat room until ${until.toISOString()}`,
      });
    const [pace] = await tx.query<{ n: number; wait: number | null }>(
      `SELECT count(*)::int AS n,
         ceil(extract(epoch FROM min(sent_at) + make_interval(secs => $3) - now()))::int AS wait
       FROM chat_messages WHERE account_id = $1 AND sent_at > now() - make_interval(secs => $3)
       HAVING count(*) >= $2`,
      [input.accountId, CHAT_BURST, CHAT_BURST_SECONDS],
    );
    if (pace) {
      const wait = Math.max(1, pace.wait ?? 1);
      throw new ApiError('CHAT_TOO_FAST', {
        message: `At most ${CHAT_BURST} messages in ${CHAT_BURST_SECONDS} seconds: write again in ${wait} s`,
        headers: { 'retry-after': String(wait) },
      });
    }
    const body = maskWords(input.text, await maskedWords(tx));
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ROOM_LOCK, input.room]);
    const [row] = await tx.query<MessageRow>(
      `INSERT INTO chat_messages (room, account_id, author, body) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [input.room, input.accountId, input.author, body],
    );
    return row!;
  });
}

/** Deletes a message (the row stays, for the record); undefined when there is none standing. */
export async function deleteMessage(
  db: Queryable,
  id: number,
  by: string,
): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(
    `UPDATE chat_messages SET deleted_at = now(), deleted_by = $2
     WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, by],
  );
  return row;
}
