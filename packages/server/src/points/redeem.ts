// Redeems: spending points on one unit of a reward of the operator's catalogue. The points line
// and the unit of stock are taken in the redeem's own transaction: the stock is taken by a guarded
// update (a concurrent redeem of the last unit waits for the row and then finds none left), and a
// balance below zero is refused by the database (points_not_negative), so neither is ever oversold.
// The operator then approves (final) or rejects it once: a rejection gives back the points (one
// refund line, unique per redeem) and the unit.
import type { calls, CallValue, RedeemStatus } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { fromCents, toCents } from '../ledger/ledger';
import { accrue, isPointsShort, validBetsCents } from './earn';

interface RedeemRow {
  id: string;
  reward_id: number;
  reward_name: string;
  kind: 'item' | 'virtual';
  points: string;
  amount: string;
  quantity: number;
  status: RedeemStatus;
  address: string | null;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const REDEEM_COLUMNS = `r.id, r.reward_id, w.name AS reward_name, w.kind, r.points::text AS points,
  r.amount::text AS amount, r.quantity, r.status, r.address, r.reason, r.created_at, r.decided_at`;

export const redeemOf = (r: RedeemRow) => ({
  redeemId: Number(r.id),
  rewardId: r.reward_id,
  rewardName: r.reward_name,
  kind: r.kind,
  points: Number(r.points),
  amount: fromCents(toCents(r.amount)),
  quantity: r.quantity,
  status: r.status,
  address: r.address,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
});

async function redeemRow(q: Queryable, where: string, args: unknown[]): Promise<RedeemRow> {
  const [row] = await q.query<RedeemRow>(
    `SELECT ${REDEEM_COLUMNS} FROM points_redeems r JOIN points_rewards w ON w.id = r.reward_id
     WHERE ${where}`,
    args,
  );
  if (!row) throw new Error('points_redeems: the redeem is not there');
  return row;
}

export interface RedeemAsk {
  rewardId: number;
  address: string | undefined;
  requestId: string;
}

/** Redeems one unit of a reward for the member (the password is checked by the caller). */
export function redeem(
  db: Db,
  accountId: number,
  ask: RedeemAsk,
): Promise<CallValue<typeof calls.pointRedeem>> {
  return db
    .transaction(async (tx) => {
      const balance = await accrue(tx, accountId);
      // A retry of the same request answers the first redeem (the account's lock orders them).
      const [done] = await tx.query<{ id: string }>(
        'SELECT id FROM points_redeems WHERE account_id = $1 AND request_id = $2',
        [accountId, ask.requestId],
      );
      if (done)
        return {
          redeem: redeemOf(await redeemRow(tx, 'r.id = $1', [done.id])),
          points: balance,
        };
      const [reward] = await tx.query<{
        kind: string;
        points: string;
        amount: string;
        amount_required: string;
      }>(
        `SELECT kind, points::text AS points, amount::text AS amount,
           amount_required::text AS amount_required FROM points_rewards WHERE id = $1 AND active`,
        [ask.rewardId],
      );
      if (!reward)
        throw new ApiError('NOT_FOUND', {
          message: `rewardId: no reward ${ask.rewardId} in the catalogue`,
          value: { fields: { rewardId: 'not in the catalogue' } },
        });
      const address = reward.kind === 'item' ? (ask.address ?? '').trim() : '';
      if (reward.kind === 'item' && address.length < 5)
        throw new ApiError('VALIDATION', {
          message: 'address: an item is sent to a receiving address',
          value: { fields: { address: 'required for an item' } },
        });
      if ((await validBetsCents(tx, accountId)) < toCents(reward.amount_required))
        throw new ApiError('POINTS_REQUIREMENT_UNMET', {
          value: { fields: { rewardId: `valid bets of ${reward.amount_required} needed` } },
        });
      if (balance < Number(reward.points)) throw new ApiError('POINTS_INSUFFICIENT');
      const [taken] = await tx.query<{ id: number }>(
        'UPDATE points_rewards SET stock = stock - 1 WHERE id = $1 AND stock >= 1 RETURNING id',
        [ask.rewardId],
      );
      if (!taken) throw new ApiError('POINTS_OUT_OF_STOCK');
      const [made] = await tx.query<{ id: string }>(
        `INSERT INTO points_redeems (account_id, reward_id, request_id, points, amount, address)
         VALUES ($1, $2, $3, $4, $5::numeric, $6) RETURNING id`,
        [accountId, ask.rewardId, ask.requestId, reward.points, reward.amount, address || null],
      );
      if (!made) throw new Error('points_redeems: the insert returned no row');
      await tx.query(
        `INSERT INTO points_journal (account_id, kind, points, redeem_id)
         VALUES ($1, 'redeem', $2, $3)`,
        [accountId, -Number(reward.points), made.id],
      );
      return {
        redeem: redeemOf(await redeemRow(tx, 'r.id = $1', [made.id])),
        points: balance - Number(reward.points),
      };
    })
    .catch((error: unknown) => {
      if (isPointsShort(error)) throw new ApiError('POINTS_INSUFFICIENT');
      throw error;
    });
}

/** The member's redeems, newest first, of one status if asked. */
export async function redeemList(
  db: Queryable,
  accountId: number,
  query: { status?: RedeemStatus | undefined; pageNo?: number; pageSize?: number },
): Promise<CallValue<typeof calls.pointRedeemList>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const args = [accountId, query.status ?? null];
  const where = 'r.account_id = $1 AND ($2::text IS NULL OR r.status = $2)';
  const [rows, [count]] = await Promise.all([
    db.query<RedeemRow>(
      `SELECT ${REDEEM_COLUMNS} FROM points_redeems r JOIN points_rewards w ON w.id = r.reward_id
       WHERE ${where} ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
      [...args, pageSize, (pageNo - 1) * pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM points_redeems r WHERE ${where}`, args),
  ]);
  const total = count?.n ?? 0;
  return {
    list: rows.map(redeemOf),
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * The operator's decision on a redeem In Process: approved (final) or rejected (the points and
 * the unit given back, once). A redeem decided already is refused with what it is.
 */
export function decideRedeem(
  db: Db,
  redeemId: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<ReturnType<typeof redeemOf>> {
  return db.transaction(async (tx) => {
    const [decided] = await tx.query<{ account_id: number; reward_id: number; points: string }>(
      `UPDATE points_redeems SET status = $2, reason = $3, decided_at = now()
       WHERE id = $1 AND status = 'in_process'
       RETURNING account_id, reward_id, points::text AS points`,
      [redeemId, decision, reason],
    );
    if (!decided) {
      const [row] = await tx.query<{ status: string }>(
        'SELECT status FROM points_redeems WHERE id = $1',
        [redeemId],
      );
      throw new Error(
        row
          ? `redeem #${redeemId} is ${row.status.replace('_', ' ')} already: only a redeem in process is decided`
          : `no redeem #${redeemId}`,
      );
    }
    if (decision === 'rejected') {
      await tx.query(
        `INSERT INTO points_journal (account_id, kind, points, redeem_id)
         VALUES ($1, 'refund', $2, $3)`,
        [decided.account_id, Number(decided.points), redeemId],
      );
      await tx.query('UPDATE points_rewards SET stock = stock + 1 WHERE id = $1', [
        decided.reward_id,
      ]);
    }
    return redeemOf(await redeemRow(tx, 'r.id = $1', [redeemId]));
  });
}
