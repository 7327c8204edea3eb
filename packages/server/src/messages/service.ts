import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';

/** How many of an account's messages are unread. */
export async function unreadMessages(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_messages WHERE account_id = $1 AND read_at IS NULL',
    [accountId],
  );
  return row?.n ?? 0;
}

/** Puts a message in an account's inbox; the caller checks the account and the texts. */
export async function sendMessage(
  db: Queryable,
  accountId: number,
  title: string,
  content: string,
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO member_messages (account_id, title, content) VALUES ($1, $2, $3) RETURNING id',
    [accountId, title, content],
  );
  if (!row) throw new Error('member_messages: insert returned nothing');
  return Number(row.id);
}

/** A page of an account's messages (only the unread ones, if asked), newest first, and their total. */
export async function messagePage(
  db: Queryable,
  accountId: number,
  unreadOnly: boolean,
  pageNo: number,
  pageSize: number,
) {
  const rows = await db.query<{
    id: string;
    title: string;
    content: string;
    sent_at: Date | string;
    read_at: Date | string | null;
    total: number;
  }>(
    `SELECT id, title, content, sent_at, read_at, count(*) OVER ()::int AS total
     FROM member_messages WHERE account_id = $1 AND (NOT $2::boolean OR read_at IS NULL)
     ORDER BY sent_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [accountId, unreadOnly, pageSize, (pageNo - 1) * pageSize],
  );
  // Past the last page the window has no row to carry the total: count it apart.
  const total =
    rows[0]?.total ??
    (pageNo > 1
      ? ((
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM member_messages
             WHERE account_id = $1 AND (NOT $2::boolean OR read_at IS NULL)`,
            [accountId, unreadOnly],
          )
        )[0]?.n ?? 0)
      : 0);
  return { rows, total };
}

/**
 * Marks messages read: all of an account's, or the ones named (each must be the account's: another
 * member's message is as unknown as one that does not exist). Answers how many were unread.
 */
export function markRead(
  db: Db,
  accountId: number,
  which: 'all' | readonly number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    if (which === 'all') {
      const rows = await tx.query(
        `UPDATE member_messages SET read_at = now()
         WHERE account_id = $1 AND read_at IS NULL RETURNING id`,
        [accountId],
      );
      return rows.length;
    }
    const wanted = which.map(String);
    // Another member's message is as unknown as one that does not exist.
    const mine = await tx.query<{ id: string }>(
      'SELECT id::text AS id FROM member_messages WHERE account_id = $1 AND id = ANY($2::bigint[])',
      [accountId, wanted],
    );
    const found = new Set(mine.map((r) => r.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length)
      throw new ApiError('NOT_FOUND', {
        message: `ids: no message ${missing.join(', ')}`,
        value: { fields: { ids: `no message ${missing.join(', ')}` } },
      });
    const rows = await tx.query(
      `UPDATE member_messages SET read_at = now()
       WHERE account_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL RETURNING id`,
      [accountId, wanted],
    );
    return rows.length;
  });
}
