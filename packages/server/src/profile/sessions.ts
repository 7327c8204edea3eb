import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';

// The account's sessions as its member sees them (security centre): live ones only, named by a
// number and never by their token hash, the asking one marked.

export async function listSessions(db: Queryable, accountId: number, tokenHash: string) {
  const rows = await db.query<{
    id: string;
    user_agent: string | null;
    ip: string | null;
    created_at: Date;
    last_seen_at: Date;
    current: boolean;
  }>(
    `SELECT id::text, user_agent, ip, created_at, last_seen_at, token_hash = $2 AS current
     FROM sessions WHERE account_id = $1 AND expires_at > now()
     ORDER BY (token_hash = $2) DESC, last_seen_at DESC, id DESC`,
    [accountId, tokenHash],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    userAgent: r.user_agent,
    ip: r.ip,
    startedAt: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    current: r.current,
  }));
}

/**
 * Ends one other session of the account (`id`), or all but `keepTokenHash`, for every process at
 * once. A session of another account is not found.
 */
export async function endOtherSessions(
  db: Queryable,
  accountId: number,
  keepTokenHash: string,
  id?: number,
): Promise<number> {
  const ended = await db.query<{ token_hash: string }>(
    `DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2
       AND ($3::bigint IS NULL OR id = $3::bigint)
     RETURNING token_hash`,
    [accountId, keepTokenHash, id ?? null],
  );
  if (id !== undefined && !ended.length) throw new ApiError('NOT_FOUND');
  return ended.length;
}
