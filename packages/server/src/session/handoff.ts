import { HANDOFF_SECONDS } from '@portal/contract';
import type { Queryable } from '../db/types';
import { newToken, sha256 } from '../security/tokens';

/**
 * Sign-in codes for the portal's address (`?token=`, spec 4.2). A session token in an address
 * would be live for hours and could be planted by a link or read back from a history or a log; a
 * code is good once, for HANDOFF_SECONDS, and is kept only as its hash.
 */
export async function issueHandoff(
  db: Queryable,
  accountId: number,
): Promise<{ code: string; expiresAt: string }> {
  const code = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO session_handoffs (code_hash, account_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::int)) RETURNING expires_at`,
    [sha256(code), accountId, HANDOFF_SECONDS],
  );
  // Spent and expired codes are of no use to anyone: they go as new ones come.
  await db.query("DELETE FROM session_handoffs WHERE expires_at < now() - interval '1 hour'");
  return { code, expiresAt: new Date(row?.expires_at ?? Date.now()).toISOString() };
}

/** The account of a live code, spending it (one statement: two tabs cannot both win), or null. */
export async function redeemHandoff(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db.query<{ account_id: number }>(
    `UPDATE session_handoffs SET used_at = now()
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING account_id`,
    [sha256(code)],
  );
  return row?.account_id ?? null;
}
