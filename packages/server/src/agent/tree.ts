// An agent's tree: its direct and indirect downlines, walked along accounts.upline_id. Every agent
// call reads through these, so that nothing outside the caller's tree is ever seen or touched.
import { isAgentType, TRIAL_TYPE } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';

/**
 * SQL of the ids of the tree below the account `$n` (the account itself not included), as a
 * `WITH RECURSIVE team (id)` to put before a query: `${teamCte('$1')} SELECT ... FROM team ...`.
 */
export const teamCte = (param: string): string =>
  `WITH RECURSIVE team (id) AS (
     SELECT id FROM accounts WHERE upline_id = ${param}
     UNION ALL
     SELECT a.id FROM accounts a JOIN team t ON a.upline_id = t.id
   )`;

/** The agent calls' gate: a real account of an agent type, else 403 (trial first, as spec 6). */
export function requireAgent(account: AccountRow): void {
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  if (!isAgentType(account.type))
    throw new ApiError('ONLY_AGENTS', { message: 'Only agents may use the agent centre' });
}

/**
 * The team member named `username` (any case), below `agentId` at any depth; undefined for an
 * unknown name and for one outside the tree alike, so that an answer never tells who has an
 * account elsewhere.
 */
export async function teamMember(
  db: Queryable,
  agentId: number,
  username: string,
): Promise<{ id: number; username: string; type: number; upline_id: number } | undefined> {
  const [row] = await db.query<{ id: number; username: string; type: number; upline_id: number }>(
    `${teamCte('$1')}
     SELECT a.id, a.username, a.type, a.upline_id FROM team t JOIN accounts a ON a.id = t.id
     WHERE a.username_key = lower($2) LIMIT 1`,
    [agentId, username.trim()],
  );
  return row;
}

/** The accounts from `agentId` down to `memberId`, both included, or undefined if not below it. */
export async function pathTo(
  db: Queryable,
  agentId: number,
  memberId: number,
): Promise<string[] | undefined> {
  const rows = await db.query<{ id: number; username: string; upline_id: number | null }>(
    `WITH RECURSIVE up (id, username, upline_id, depth) AS (
       SELECT id, username, upline_id, 0 FROM accounts WHERE id = $1
       UNION ALL
       SELECT a.id, a.username, a.upline_id, u.depth + 1 FROM accounts a JOIN up u ON a.id = u.upline_id
       WHERE u.id <> $2 AND u.depth < 1000
     )
     SELECT id, username, upline_id FROM up ORDER BY depth DESC`,
    [memberId, agentId],
  );
  if (rows[0]?.id !== agentId) return undefined;
  return rows.map((r) => r.username);
}
