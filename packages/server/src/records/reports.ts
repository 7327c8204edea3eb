// The member centre's reports over a range of days: the profit and loss (personalProfit) from the
// member's bets, and the bonuses credited to it (bonusDetails) from the ledger, each bonus with
// where it came from: the promotion claimed, or the contract period a salary or dividend settled.
import { BONUS_KINDS } from '@portal/contract';
import type { Queryable } from '../db/types';

/** The instants a record range starts and ends, and the player's offset in minutes. */
type Range = { start: Date; end: Date; utcOffset: number };

interface ProfitRow {
  key: string;
  n: number;
  stake: string;
  win: string;
}

/**
 * The member's bets in the range, by day (in the player's time zone, newest first) and by game
 * type (the largest stake first), and in all.
 */
export async function profitReport(db: Queryable, accountId: number, range: Range) {
  const args = [accountId, range.start, range.end, `${range.utcOffset} minutes`];
  const [days, types] = await Promise.all([
    db.query<ProfitRow>(
      `SELECT to_char((b.created_at AT TIME ZONE 'UTC') + $4::interval, 'YYYY-MM-DD') AS key,
         count(*)::int AS n, sum(b.stake)::text AS stake, sum(b.win)::text AS win
       FROM game_bets b
       WHERE b.account_id = $1 AND b.created_at >= $2 AND b.created_at < $3
       GROUP BY 1 ORDER BY 1 DESC`,
      args,
    ),
    db.query<ProfitRow>(
      `SELECT g.game_type AS key, count(*)::int AS n, sum(b.stake)::text AS stake,
         sum(b.win)::text AS win
       FROM game_bets b JOIN games g ON g.id = b.game_id
       WHERE b.account_id = $1 AND b.created_at >= $2 AND b.created_at < $3
       GROUP BY 1 ORDER BY sum(b.stake) DESC, 1`,
      args.slice(0, 3),
    ),
  ]);
  return { days, types };
}

/** A page of the bonuses credited to the member's main wallet in the range, newest first. */
export async function bonusPage(
  db: Queryable,
  accountId: number,
  range: Omit<Range, 'utcOffset'>,
  languages: readonly string[],
  pageNo: number,
  pageSize: number,
) {
  // The main wallet (account_id names it alone), money in: an agent's salary paid out is not one.
  const where = `w.account_id = $1 AND t.kind = ANY($4::text[])
    AND t.created_at >= $2 AND t.created_at < $3 AND e.amount > 0`;
  const from = `FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN ledger_accounts w ON w.id = e.ledger_account_id`;
  const args = [accountId, range.start, range.end, [...BONUS_KINDS]];
  const [totals] = await db.query<{ n: number; amount: string }>(
    `SELECT count(*)::int AS n, coalesce(sum(e.amount), 0)::text AS amount ${from} WHERE ${where}`,
    args,
  );
  const rows = await db.query<{
    id: string;
    kind: string;
    amount: string;
    created_at: Date | string;
    texts: Record<string, { title?: string }> | null;
    period_start: Date | string | null;
  }>(
    `SELECT t.id, t.kind, e.amount::text AS amount, t.created_at, coalesce(p.texts, rc.texts) AS texts,
       s.period_start
     ${from}
     LEFT JOIN promotion_claims c ON c.transaction_id = t.id
     LEFT JOIN activity_applications ap ON ap.transaction_id = t.id
     LEFT JOIN content_promotions p ON p.id = coalesce(c.promotion_id, ap.promotion_id)
     LEFT JOIN agent_settlements s ON s.transaction_id = t.id
     LEFT JOIN red_envelope_shares rs ON rs.transaction_id = t.id
     LEFT JOIN red_envelope_campaigns rc ON rc.id = rs.campaign_id
     WHERE ${where}
     ORDER BY t.id DESC LIMIT $5 OFFSET $6`,
    [...args, pageSize, (pageNo - 1) * pageSize],
  );
  const title = (texts: Record<string, { title?: string }> | null) => {
    if (!texts) return null;
    for (const language of [...languages, ...Object.keys(texts).sort()]) {
      const text = texts[language]?.title;
      if (text) return text;
    }
    return null;
  };
  return {
    total: totals?.n ?? 0,
    amount: totals?.amount ?? '0',
    rows: rows.map((r) => ({ ...r, promotion: title(r.texts) })),
  };
}
