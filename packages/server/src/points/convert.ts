// Converting points into cash at the operator's rate (what 100 points are worth). One conversion
// is one row, one points line (its points taken, never below zero) and one ledger movement from
// the house to the member's main wallet, keyed by the conversion: paid once, also when the same
// request is sent again or twice at once (the member's points account is locked first).
import type { calls, CallValue } from '@portal/contract';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { balanceCents, fromCents, postIn, toCents } from '../ledger/ledger';
import { getSetting } from '../settings/settings';
import { accrue, isPointsShort } from './earn';

/** The cash of `points` at `per100` cents a hundred points, rounded down to the cent. */
export const convertCents = (points: number, per100: number) => Math.floor((points * per100) / 100);

export function convertPoints(
  db: Db,
  accountId: number,
  ask: { points: number; requestId: string },
): Promise<CallValue<typeof calls.pointConvert>> {
  return db
    .transaction(async (tx) => {
      const balance = await accrue(tx, accountId);
      const [done] = await tx.query<{ points: string; amount: string }>(
        `SELECT points::text AS points, amount::text AS amount FROM points_converts
         WHERE account_id = $1 AND request_id = $2`,
        [accountId, ask.requestId],
      );
      if (done)
        return {
          points: Number(done.points),
          amount: fromCents(toCents(done.amount)),
          balance: fromCents(await balanceCents(tx, accountId)),
          pointsLeft: balance,
        };
      const settings = await getSetting(tx, 'points');
      const per100 = toCents(settings.convertAmount);
      if (!(per100 > 0))
        throw new ApiError('FEATURE_DISABLED', {
          message: 'The operator offers no conversion of points',
        });
      if (ask.points < settings.minConvert)
        throw new ApiError('VALIDATION', {
          message: `points: at least ${settings.minConvert} a conversion`,
          value: { fields: { points: `at least ${settings.minConvert}` } },
        });
      const cents = convertCents(ask.points, per100);
      if (cents < 1)
        throw new ApiError('VALIDATION', {
          message: 'points: too few to be worth a cent',
          value: { fields: { points: 'too few to be worth a cent' } },
        });
      if (balance < ask.points) throw new ApiError('POINTS_INSUFFICIENT');
      const [made] = await tx.query<{ id: string }>(
        `INSERT INTO points_converts (account_id, request_id, points, amount)
         VALUES ($1, $2, $3, $4::numeric / 100) RETURNING id`,
        [accountId, ask.requestId, ask.points, cents],
      );
      if (!made) throw new Error('points_converts: the insert returned no row');
      await tx.query(
        `INSERT INTO points_journal (account_id, kind, points, convert_id)
         VALUES ($1, 'convert', $2, $3)`,
        [accountId, -ask.points, made.id],
      );
      const posted = await postIn(tx, {
        key: `points-convert:${made.id}`,
        kind: 'points-convert',
        request: { accountId, convertId: Number(made.id), cents },
        build: async (q, transactionId) => {
          await q.query('UPDATE points_converts SET transaction_id = $2 WHERE id = $1', [
            made.id,
            transactionId,
          ]);
          return {
            legs: [
              { wallet: { member: accountId }, cents },
              { wallet: 'house', cents: -cents },
            ],
            result: { points: ask.points, amount: fromCents(cents), balance: 0 },
          };
        },
        after: async (q, result) => ({
          ...result,
          balance: fromCents(await balanceCents(q, accountId)),
        }),
      });
      return { ...posted.result, pointsLeft: balance - ask.points };
    })
    .catch((error: unknown) => {
      if (isPointsShort(error)) throw new ApiError('POINTS_INSUFFICIENT');
      throw error;
    });
}
