import type { CallValue, calls } from '@portal/contract';
import type { Queryable } from '../db/types';
import { nameInLanguageSql } from '../i18n/languages';

// The member's history of the last 12 months (RTS 1B): bets, deposits, withdrawals and limit
// changes in one list, newest first. Answered as JSON; the app writes CSV with the contract's
// historyCsv (why: packages/contract/src/historyCsv.ts).

type History = CallValue<typeof calls.responsibleHistory>;

const LINES = `
  SELECT 'bet' AS kind, b.created_at AS time, ${nameInLanguageSql('g', "'en'")} AS detail,
    (b.win - b.stake) AS amount, CASE WHEN b.win > 0 THEN 'won' ELSE 'lost' END AS status
  FROM game_bets b JOIN games g ON g.id = b.game_id WHERE b.account_id = $1
  UNION ALL
  SELECT 'deposit', d.created_at, c.name_en || ' ' || d.reference, d.amount, d.status
  FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id WHERE d.account_id = $1
  UNION ALL
  SELECT 'withdrawal', w.created_at, w.reference, -w.amount, w.status
  FROM withdrawals w WHERE w.account_id = $1
  UNION ALL
  SELECT 'limit', l.at, l.kind || ' ' || l.period || ': ' || coalesce(l.from_value::text, 'none')
    || ' -> ' || coalesce(l.to_value::text, 'none'), 0, l.status
  FROM responsible_limit_changes l WHERE l.account_id = $1`;

export async function history(
  q: Queryable,
  accountId: number,
  query: { kind: string | undefined; pageNo: number; pageSize: number },
): Promise<History> {
  const where = `FROM (${LINES}) h WHERE h.time > now() - interval '12 months'
    AND ($2::text IS NULL OR h.kind = $2)`;
  const rows = await q.query<{
    kind: History['list'][number]['kind'];
    time: Date;
    detail: string;
    amount: string;
    status: string;
  }>(
    `SELECT kind, time, detail, amount::text AS amount, status ${where}
     ORDER BY time DESC, kind LIMIT $3 OFFSET $4`,
    [accountId, query.kind ?? null, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [
    accountId,
    query.kind ?? null,
  ]);
  const total = count?.n ?? 0;
  return {
    list: rows.map((r) => ({
      kind: r.kind,
      time: new Date(r.time).toISOString(),
      detail: r.detail,
      amount: Number(r.amount),
      status: r.status,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
