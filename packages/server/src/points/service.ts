// The point system's reads (balance, catalogue, configuration, details) and the password a spend
// is proven with.
import type { calls, CallValue } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import type { Context } from '../http/context';
import { fromCents, toCents } from '../ledger/ledger';
import { hit } from '../security/ratelimit';
import { verifyPassword } from '../security/passwords';
import { getSetting } from '../settings/settings';
import { accrue, ratedTypes } from './earn';

/** The member's points now, the bets settled since the last look counted first. */
export async function pointBalance(
  db: Db,
  accountId: number,
): Promise<CallValue<typeof calls.pointBalance>> {
  const points = await db.transaction((tx) => accrue(tx, accountId));
  const [sums] = await db.query<{ earned: string; spent: string }>(
    `SELECT coalesce(sum(points) FILTER (WHERE kind = 'earn'), 0)::text AS earned,
       coalesce(-sum(points) FILTER (WHERE kind <> 'earn'), 0)::text AS spent
     FROM points_journal WHERE account_id = $1`,
    [accountId],
  );
  return { points, earned: Number(sums?.earned ?? 0), spent: Number(sums?.spent ?? 0) };
}

export async function pointRewards(db: Queryable): Promise<CallValue<typeof calls.pointRewards>> {
  const rows = await db.query<{
    id: number;
    name: string;
    description: string;
    kind: 'item' | 'virtual';
    points: string;
    amount: string;
    amount_required: string;
    stock: number;
  }>(
    `SELECT id, name, description, kind, points::text AS points, amount::text AS amount,
       amount_required::text AS amount_required, stock
     FROM points_rewards WHERE active ORDER BY points, id`,
  );
  return {
    rewards: rows.map((r) => ({
      rewardId: r.id,
      name: r.name,
      description: r.description,
      kind: r.kind,
      points: Number(r.points),
      amount: fromCents(toCents(r.amount)),
      amountRequired: fromCents(toCents(r.amount_required)),
      stock: r.stock,
    })),
  };
}

export async function pointConfig(db: Queryable): Promise<CallValue<typeof calls.pointConfig>> {
  const settings = await getSetting(db, 'points');
  return {
    rates: ratedTypes(settings).map(([gameType, rate]) => ({ gameType, rate })),
    convertAmount: fromCents(toCents(settings.convertAmount)),
    minConvert: settings.minConvert,
  };
}

/** The member's points lines, newest first, each with the balance after it. */
export async function pointDetails(
  db: Db,
  accountId: number,
  query: { kind?: string | undefined; pageNo?: number; pageSize?: number },
): Promise<CallValue<typeof calls.pointDetails>> {
  await db.transaction((tx) => accrue(tx, accountId));
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const args = [accountId, query.kind ?? null];
  const rows = await db.query<{
    id: string;
    kind: 'earn' | 'redeem' | 'refund' | 'convert';
    points: string;
    balance: string;
    valid_bets: string | null;
    reward_name: string | null;
    amount: string | null;
    created_at: Date | string;
  }>(
    `SELECT * FROM (
       SELECT j.id, j.kind, j.points::text AS points,
         (sum(j.points) OVER (ORDER BY j.id))::text AS balance,
         j.valid_bets::text AS valid_bets, w.name AS reward_name, c.amount::text AS amount,
         j.created_at
       FROM points_journal j
       LEFT JOIN points_redeems r ON r.id = j.redeem_id
       LEFT JOIN points_rewards w ON w.id = r.reward_id
       LEFT JOIN points_converts c ON c.id = j.convert_id
       WHERE j.account_id = $1) lines
     WHERE $2::text IS NULL OR kind = $2 ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [...args, pageSize, (pageNo - 1) * pageSize],
  );
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM points_journal WHERE account_id = $1 AND ($2::text IS NULL OR kind = $2)',
    args,
  );
  const total = count?.n ?? 0;
  const money = (text: string | null) => (text === null ? null : fromCents(toCents(text)));
  return {
    list: rows.map((r) => ({
      lineId: Number(r.id),
      kind: r.kind,
      points: Number(r.points),
      balance: Number(r.balance),
      validBets: money(r.valid_bets),
      rewardName: r.reward_name,
      amount: money(r.amount),
      time: new Date(r.created_at).toISOString(),
    })),
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * A spend of points is proven by the login password or the withdraw password. Every try is
 * counted (30 an hour, then RATE_LIMITED whatever the password), so that a stolen session cannot
 * guess either.
 */
export async function checkSpendPassword(
  ctx: Pick<Context, 'db' | 'cache'>,
  account: Pick<AccountRow, 'id' | 'password_hash'>,
  password: string,
): Promise<void> {
  await hit(ctx, `points-password:${account.id}`, 30, 3_600);
  if (await verifyPassword(account.password_hash, password)) return;
  const [withdraw] = await ctx.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM withdraw_passwords WHERE account_id = $1',
    [account.id],
  );
  if (withdraw && (await verifyPassword(withdraw.password_hash, password))) return;
  throw new ApiError('POINTS_PASSWORD_WRONG', {
    value: { fields: { password: 'neither the login nor the withdraw password' } },
  });
}
