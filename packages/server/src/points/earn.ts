// Points earned from valid bets (the stakes of settled rounds and tickets, game_bets) at the
// operator's rate for each game type. Earning is counted when the member's points are read or
// spent: the bets not counted yet are locked, marked and turned into one journal line. What falls
// below a whole point is carried to the next count (points_accounts.carry), so nothing is lost to
// rounding, and a bet is counted once even when two counts race (the second finds it marked).
import { TRIAL_TYPE } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { centsText, toCents } from '../ledger/ledger';
import { getSetting, type PointsSettings } from '../settings/settings';

/** Ten-thousandths of a point for each cent bet at `rate` points per 1.00 (rate: 2 decimals). */
const unitsPerCent = (rate: number) => Math.round(rate * 100);

/** The game types that earn points, with their rates, in a stable order. */
export const ratedTypes = (settings: PointsSettings) =>
  Object.entries(settings.rates)
    .filter(([, rate]) => unitsPerCent(rate) > 0)
    .sort(([a], [b]) => a.localeCompare(b));

/** The mall is the white-label module PTSYS3; trial accounts play with demo funds only (spec 6). */
export async function refuseOutsideMall(
  db: Queryable,
  account: Pick<AccountRow, 'type'>,
): Promise<void> {
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  if (!(await getSetting(db, 'whitelabel')).includes('PTSYS3'))
    throw new ApiError('FEATURE_DISABLED', { message: 'The points mall is not offered' });
}

/**
 * Opens the member's points account if it has none, and locks it for the rest of `tx`: whatever
 * spends or earns the member's points runs one at a time.
 */
export async function lockPoints(
  tx: Queryable,
  accountId: number,
): Promise<{ balance: number; carry: number }> {
  await tx.query(
    'INSERT INTO points_accounts (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING',
    [accountId],
  );
  const [row] = await tx.query<{ balance: string; carry: number }>(
    'SELECT balance::text AS balance, carry FROM points_accounts WHERE account_id = $1 FOR UPDATE',
    [accountId],
  );
  if (!row) throw new Error('points_accounts: the row just made is not there');
  return { balance: Number(row.balance), carry: row.carry };
}

/**
 * Counts the member's bets not counted yet into one earning line (inside `tx`, after the points
 * account is locked by `lockPoints`). Bets of a game type without a rate are marked too: they
 * earn nothing, now or later. Answers the balance after.
 */
export async function accrue(tx: Queryable, accountId: number): Promise<number> {
  const locked = await lockPoints(tx, accountId);
  const settings = await getSetting(tx, 'points');
  // Locked in id order, as the rebate's claim locks them: the two never wait in a circle.
  const bets = await tx.query<{ id: string; game_type: string; stake: string }>(
    `SELECT b.id, g.game_type, b.stake::text AS stake
     FROM game_bets b JOIN games g ON g.id = b.game_id
     WHERE b.account_id = $1 AND NOT b.points_counted
     ORDER BY b.id FOR UPDATE OF b`,
    [accountId],
  );
  if (bets.length === 0) return locked.balance;
  let units = locked.carry;
  let validCents = 0;
  for (const bet of bets) {
    const cents = toCents(bet.stake);
    const rate = unitsPerCent(settings.rates[bet.game_type] ?? 0);
    if (rate > 0) validCents += cents;
    units += cents * rate;
  }
  const points = Math.floor(units / 10_000);
  await tx.query('UPDATE game_bets SET points_counted = true WHERE id = ANY($1::bigint[])', [
    bets.map((b) => b.id),
  ]);
  await tx.query('UPDATE points_accounts SET carry = $2 WHERE account_id = $1', [
    accountId,
    units % 10_000,
  ]);
  if (points > 0)
    await tx.query(
      `INSERT INTO points_journal (account_id, kind, points, valid_bets)
       VALUES ($1, 'earn', $2, $3::numeric)`,
      [accountId, points, centsText(validCents)],
    );
  return locked.balance + points;
}

/** All the member's valid bets so far, kept with the day sums (bet_totals): one row to read. */
export async function validBetsCents(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ stake: string }>(
    'SELECT stake::text AS stake FROM bet_totals WHERE account_id = $1',
    [accountId],
  );
  return toCents(row?.stake ?? '0');
}

/** Points of a failed journal line: the database's check of a balance below zero. */
export const isPointsShort = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23514' &&
  (error as { constraint?: unknown }).constraint === 'points_not_negative';
