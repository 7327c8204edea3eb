// The mission leaderboard: the members ranked by valid bets (the stakes of their settled rounds
// and tickets) over whole UTC days, read from bet_days (kept by the trigger of migration 0020 in
// each bet's own transaction), so that a board is one grouped read of a few days, not of the bets.
import { TRIAL_TYPE, type calls, type CallValue } from '@portal/contract';
import type { Queryable } from '../db/types';
import { fromCents, toCents } from '../ledger/ledger';
import { hideName } from '../promos/referral';

type Board = CallValue<typeof calls.missionLeaderboard>;
type Period = Board['period'];

/** The days a period counts, today included. */
const DAYS: Record<Period, number> = { day: 1, week: 7, month: 30 };

/** At most this many leaders are listed. */
export const LEADERS = 20;

/** The first UTC day of `period` ending today. */
export function sinceDay(period: Period, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (DAYS[period] - 1) * 86_400_000).toISOString().slice(0, 10);
}

export async function missionLeaderboard(
  db: Queryable,
  accountId: number,
  period: Period = 'week',
  now = new Date(),
): Promise<Board> {
  const since = sinceDay(period, now);
  // rank() gives equal stakes the same rank; row_number() cuts the list at LEADERS exactly.
  // Trial accounts play with demo funds: their bets are not valid bets.
  const rows = await db.query<{ id: number; username: string; stake: string; rank: number }>(
    `WITH totals AS (
       SELECT d.account_id, sum(d.stake) AS stake
       FROM bet_days d JOIN accounts a ON a.id = d.account_id
       WHERE d.day >= $1::date AND a.type <> $2
       GROUP BY d.account_id HAVING sum(d.stake) > 0
     ), ranked AS (
       SELECT account_id, stake, rank() OVER (ORDER BY stake DESC)::int AS rank,
         row_number() OVER (ORDER BY stake DESC, account_id) AS n
       FROM totals
     )
     SELECT a.id, a.username, r.stake::text AS stake, r.rank
     FROM ranked r JOIN accounts a ON a.id = r.account_id
     WHERE r.n <= $3 OR r.account_id = $4
     ORDER BY r.n`,
    [since, TRIAL_TYPE, LEADERS, accountId],
  );
  const line = (r: (typeof rows)[number]) => ({
    rank: r.rank,
    username: hideName(r.username),
    validBets: fromCents(toCents(r.stake)),
  });
  const own = rows.find((r) => r.id === accountId);
  return {
    period,
    since,
    leaders: rows.slice(0, LEADERS).map(line),
    mine: own ? line(own) : null,
  };
}
