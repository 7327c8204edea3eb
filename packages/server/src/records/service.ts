import { RECORD_MAX_DAYS } from '@portal/contract';
import type { Queryable } from '../db/types';
import { fieldErrors } from '../http/errors';
import { teamCte } from '../agent/tree';
import { nameSql } from '../i18n/languages';

const DAY_MS = 86_400_000;

/** A `yyyy-MM-dd` that names a real day (the contract checks the shape only), as UTC midnight. */
function parseDay(value: string, field: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value)
    throw fieldErrors({ [field]: `${value} is not a day of the calendar` });
  return time;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days asked for, in the player's time zone (`utcOffset`, minutes east of UTC): `to` (today
 * there by default) and `from` (six days before `to` by default), both included, as the instants
 * they start and end. `from` after `to`, or more than RECORD_MAX_DAYS days, is refused.
 */
export function recordRange(
  query: { from?: string | undefined; to?: string | undefined; utcOffset?: number | undefined },
  now = Date.now(),
): { from: string; to: string; start: Date; end: Date } {
  const offset = (query.utcOffset ?? 0) * 60_000;
  const today = Date.parse(`${dayOf(now + offset)}T00:00:00Z`);
  const to = query.to === undefined ? today : parseDay(query.to, 'to');
  const from = query.from === undefined ? to - 6 * DAY_MS : parseDay(query.from, 'from');
  if (from > to) throw fieldErrors({ from: 'the first day comes after the last' });
  if ((to - from) / DAY_MS + 1 > RECORD_MAX_DAYS)
    throw fieldErrors({ from: `a range spans at most ${RECORD_MAX_DAYS} days` });
  return {
    from: dayOf(from),
    to: dayOf(to),
    start: new Date(from - offset),
    end: new Date(to + DAY_MS - offset),
  };
}

/** The instants a record range starts and ends. */
type Range = { start: Date; end: Date };

/**
 * Whose records: one account (a member's own, or one team member), or every account of an
 * agent's tree (`teamOf`, the agent not included), walked once per query.
 */
export type Owners = number | { teamOf: number };

/** The SQL that limits a query to `owners` on `column`, `$1` being the id, and what goes first. */
const ownersSql = (owners: Owners, column: string) =>
  typeof owners === 'number'
    ? { cte: '', where: `${column} = $1`, id: owners }
    : { cte: teamCte('$1'), where: `${column} IN (SELECT id FROM team)`, id: owners.teamOf };

/** A page of the bets of `owners` in a range, newest first, with the range's totals. */
export async function betPage(
  db: Queryable,
  owners: Owners,
  range: Range,
  lang: string,
  base: string,
  pageNo: number,
  pageSize: number,
) {
  const owner = ownersSql(owners, 'b.account_id');
  const where = `${owner.where} AND b.created_at >= $2 AND b.created_at < $3`;
  const [totals] = await db.query<{ n: number; stake: string; win: string }>(
    `${owner.cte} SELECT count(*)::int AS n, coalesce(sum(b.stake), 0)::text AS stake,
       coalesce(sum(b.win), 0)::text AS win
     FROM game_bets b WHERE ${where}`,
    [owner.id, range.start, range.end],
  );
  const rows = await db.query<{
    id: string;
    username: string;
    game: string;
    vassalage: string;
    game_type: string;
    stake: string;
    win: string;
    created_at: Date | string;
  }>(
    `${owner.cte} SELECT b.id, a.username, ${nameSql('g', '$4', '$5')} AS game,
       g.vassalage, g.game_type, b.stake::text AS stake, b.win::text AS win, b.created_at
     FROM game_bets b JOIN games g ON g.id = b.game_id JOIN accounts a ON a.id = b.account_id
     WHERE ${where}
     ORDER BY b.created_at DESC, b.id DESC LIMIT $6 OFFSET $7`,
    [owner.id, range.start, range.end, lang, base, pageSize, (pageNo - 1) * pageSize],
  );
  return { totals, rows };
}

/**
 * A page of the entries of the main wallets of `owners` in a range, newest first, and their total.
 * The balance after an entry is the wallet's balance now less the entries after it, worked out for
 * the page's rows only, so that a long history or a large team costs no more than a page.
 */
export async function entryPage(
  db: Queryable,
  owners: Owners,
  range: Range,
  pageNo: number,
  pageSize: number,
) {
  const owner = ownersSql(owners, 'w.account_id');
  const rows = await db.query<{
    id: string;
    username: string;
    kind: string;
    amount: string;
    balance: string;
    created_at: Date | string;
    total: number;
  }>(
    `${owner.cte}
     SELECT p.id, a.username, p.kind, p.amount::text AS amount, p.created_at, p.total,
       (w.balance - coalesce((SELECT sum(l.amount) FROM ledger_entries l
          WHERE l.ledger_account_id = p.wallet_id AND l.id > p.id), 0))::text AS balance
     FROM (
       SELECT e.id, e.ledger_account_id AS wallet_id, t.kind, e.amount, t.created_at,
         count(*) OVER ()::int AS total
       FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id
       JOIN ledger_accounts w ON w.id = e.ledger_account_id
       WHERE ${owner.where} AND t.created_at >= $2 AND t.created_at < $3
       ORDER BY e.id DESC LIMIT $4 OFFSET $5
     ) p
     JOIN ledger_accounts w ON w.id = p.wallet_id
     JOIN accounts a ON a.id = w.account_id
     ORDER BY p.id DESC`,
    [owner.id, range.start, range.end, pageSize, (pageNo - 1) * pageSize],
  );
  const total =
    rows[0]?.total ??
    (pageNo > 1
      ? ((
          await db.query<{ n: number }>(
            `${owner.cte} SELECT count(*)::int AS n FROM ledger_entries e
             JOIN ledger_transactions t ON t.id = e.transaction_id
             JOIN ledger_accounts w ON w.id = e.ledger_account_id
             WHERE ${owner.where} AND t.created_at >= $2 AND t.created_at < $3`,
            [owner.id, range.start, range.end],
          )
        )[0]?.n ?? 0)
      : 0);
  return { rows, total };
}
