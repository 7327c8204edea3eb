// The agent's downlines (spec 2.8, "team management"): the direct downlines of the agent or of a
// sub-agent of its team, or the team members whose username holds a text, a page at a time.
import { isAgentType } from '@portal/contract';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { pathTo, teamCte, teamMember } from './tree';

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;
const iso = (value: Date | string) => new Date(value).toISOString();

/** A text for LIKE that matches itself only: its wildcards and the escape character escaped. */
export const likeText = (text: string): string => text.replace(/[\\%_]/gu, (c) => `\\${c}`);

interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  upline: string;
  status: 'active' | 'disabled';
  balance: string | null;
  last_login: Date | string | null;
  created_at: Date | string;
  total: number;
}

/** How many accounts are below each of `ids`, at any depth. */
async function teamSizes(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ root: number; n: number }>(
    `WITH RECURSIVE sub (root, id) AS (
       SELECT upline_id, id FROM accounts WHERE upline_id = ANY($1::int[])
       UNION ALL
       SELECT s.root, a.id FROM accounts a JOIN sub s ON a.upline_id = s.id
     )
     SELECT root, count(*)::int AS n FROM sub GROUP BY root`,
    [ids],
  );
  return new Map(rows.map((r) => [r.root, r.n]));
}

/**
 * The page of downlines of `of` (a team member, or the agent itself when absent) that the agent
 * asked for: its direct downlines, or with `search` the members below it whose username holds
 * the text. An `of` outside the tree answers 404, as an unknown one does.
 */
export async function downlinePage(
  db: Queryable,
  agent: { id: number; username: string },
  query: { of?: string | undefined; search?: string | undefined },
  pageNo: number,
  pageSize: number,
) {
  let root = agent;
  if (query.of !== undefined && query.of.trim().toLowerCase() !== agent.username.toLowerCase()) {
    const member = await teamMember(db, agent.id, query.of);
    if (!member) throw new ApiError('NOT_FOUND', { message: `No team member named ${query.of}` });
    root = member;
  }
  const path = root.id === agent.id ? [agent.username] : await pathTo(db, agent.id, root.id);
  if (!path) throw new ApiError('NOT_FOUND', { message: `No team member named ${query.of ?? ''}` });
  const search = query.search?.trim();
  const [cte, where, params] = search
    ? [
        teamCte('$1'),
        "a.id IN (SELECT id FROM team) AND a.username_key LIKE '%' || $4 || '%' ESCAPE '\\'",
        [likeText(search.toLowerCase())],
      ]
    : ['', 'a.upline_id = $1', []];
  const rows = await db.query<DownlineRow>(
    `${cte}
     SELECT a.id, a.username, a.nickname, a.type, u.username AS upline, a.status,
       w.balance::text AS balance, a.created_at, count(*) OVER ()::int AS total,
       (SELECT max(s.created_at) FROM sessions s WHERE s.account_id = a.id) AS last_login
     FROM accounts a
     JOIN accounts u ON u.id = a.upline_id
     LEFT JOIN ledger_accounts w ON w.account_id = a.id AND w.kind = 'member'
     WHERE ${where}
     ORDER BY a.username_key LIMIT $2 OFFSET $3`,
    [root.id, pageSize, (pageNo - 1) * pageSize, ...params],
  );
  // Past the last page there are no rows to carry the total: count it on its own.
  const total =
    rows[0]?.total ??
    (pageNo > 1
      ? ((
          await db.query<{ n: number }>(
            `${cte} SELECT count(*)::int AS n FROM accounts a
             WHERE ${where.replace('$4', '$2')}`,
            [root.id, ...params],
          )
        )[0]?.n ?? 0)
      : 0);
  const sizes = await teamSizes(
    db,
    rows.filter((r) => isAgentType(r.type)).map((r) => r.id),
  );
  return {
    path,
    records: rows.map((r) => ({
      username: r.username,
      nickname: r.nickname,
      kind: isAgentType(r.type) ? ('agent' as const) : ('member' as const),
      upline: r.upline,
      status: r.status,
      balance: money(r.balance ?? 0),
      teamSize: sizes.get(r.id) ?? 0,
      lastLoginAt: r.last_login === null ? null : iso(r.last_login),
      createdAt: iso(r.created_at),
    })),
    total,
  };
}
