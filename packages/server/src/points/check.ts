// The points check (cli points-check), the points journal's counterpart of ledger-check: points
// are only earned by bets and moved by redeems, refunds and conversions, never made or lost.
import type { Queryable } from '../db/types';

export interface PointsReport {
  accounts: number;
  lines: number;
  /** Points held by all members now, and earned in all: held = earned - spent. */
  held: number;
  earned: number;
  /** Accounts whose balance differs from the sum of their lines, or is below zero. */
  drifted: number[];
  /** Redeems without exactly their spend line, or whose refund does not match their status. */
  redeems: number[];
  /** Conversions without their one line and their one ledger movement of their amount. */
  converts: number[];
  /** Rewards whose stock and redeemed units do not add up to the units the operator added. */
  stock: number[];
}

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

export async function checkPoints(q: Queryable): Promise<PointsReport> {
  const [totals] = await q.query<{ accounts: number; held: string; lines: number; earned: string }>(
    `SELECT (SELECT count(*)::int FROM points_accounts) AS accounts,
       (SELECT coalesce(sum(balance), 0)::text FROM points_accounts) AS held,
       (SELECT count(*)::int FROM points_journal) AS lines,
       (SELECT coalesce(sum(points), 0)::text FROM points_journal WHERE kind = 'earn') AS earned`,
  );
  const drifted = await q.query<{ id: number }>(
    `SELECT a.account_id AS id FROM points_accounts a
     LEFT JOIN (SELECT account_id, sum(points) AS s FROM points_journal GROUP BY account_id) j
       ON j.account_id = a.account_id
     WHERE a.balance <> coalesce(j.s, 0) OR a.balance < 0 ORDER BY 1`,
  );
  const redeems = await q.query<{ id: string }>(
    `SELECT r.id FROM points_redeems r
     LEFT JOIN points_journal s ON s.redeem_id = r.id AND s.kind = 'redeem'
     LEFT JOIN points_journal f ON f.redeem_id = r.id AND f.kind = 'refund'
     WHERE s.points IS DISTINCT FROM -r.points OR s.account_id <> r.account_id
       OR (r.status = 'rejected') <> (f.id IS NOT NULL)
       OR (f.id IS NOT NULL AND (f.points <> r.points OR f.account_id <> r.account_id))
       OR (r.status = 'in_process') <> (r.decided_at IS NULL)
     ORDER BY 1`,
  );
  const converts = await q.query<{ id: string }>(
    `SELECT c.id FROM points_converts c
     LEFT JOIN points_journal j ON j.convert_id = c.id
     LEFT JOIN (SELECT e.transaction_id, sum(e.amount) AS paid FROM ledger_entries e
       JOIN ledger_accounts w ON w.id = e.ledger_account_id AND w.kind = 'member'
       GROUP BY e.transaction_id) m ON m.transaction_id = c.transaction_id
     WHERE j.points IS DISTINCT FROM -c.points OR j.account_id <> c.account_id
       OR m.paid IS DISTINCT FROM c.amount
     ORDER BY 1`,
  );
  const stock = await q.query<{ id: number }>(
    `SELECT w.id FROM points_rewards w
     LEFT JOIN (SELECT reward_id, sum(quantity) AS n FROM points_redeems
       WHERE status <> 'rejected' GROUP BY reward_id) r ON r.reward_id = w.id
     WHERE w.stock + coalesce(r.n, 0) <> w.stock_added ORDER BY 1`,
  );
  return {
    accounts: totals?.accounts ?? 0,
    lines: totals?.lines ?? 0,
    held: Number(totals?.held ?? 0),
    earned: Number(totals?.earned ?? 0),
    drifted: ids(drifted),
    redeems: ids(redeems),
    converts: ids(converts),
    stock: ids(stock),
  };
}

/** The check's text: `points OK: ...`, or what is broken (the CLI then fails). */
export async function pointsCheckText(q: Queryable): Promise<{ ok: boolean; text: string }> {
  const r = await checkPoints(q);
  const ok = !r.drifted.length && !r.redeems.length && !r.converts.length && !r.stock.length;
  const lines = [
    `${ok ? 'points OK' : 'POINTS BROKEN'}: ${r.accounts} accounts, ${r.lines} lines, ${r.held} points held of ${r.earned} earned`,
    ...(r.drifted.length ? [`balances differing from their lines: ${r.drifted.join(', ')}`] : []),
    ...(r.redeems.length ? [`redeems not matching their lines: ${r.redeems.join(', ')}`] : []),
    ...(r.converts.length ? [`conversions not matching: ${r.converts.join(', ')}`] : []),
    ...(r.stock.length ? [`rewards whose stock does not add up: ${r.stock.join(', ')}`] : []),
  ];
  return { ok, text: lines.join('\n') };
}
