// The claim of an issued application's reward (ADR 0021): the application row is locked, moved
// issued -> claimed and paid through the ledger in one transaction under one key a application,
// so that concurrent claims pay once (the second waits for the lock, then finds it claimed).
import type { calls, CallValue } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { balanceCents, fromCents, postIn, toCents } from '../ledger/ledger';
import { next } from './machine';
import { refuseTrial } from './service';

export function claimReward(
  db: Db,
  account: Pick<AccountRow, 'id' | 'type'>,
  applicationId: number,
): Promise<CallValue<typeof calls.activityClaim>> {
  refuseTrial(account);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      status: 'applying' | 'rejected' | 'issued' | 'claimed';
      amount: string | null;
    }>(
      `SELECT status, amount::text AS amount FROM activity_applications
       WHERE id = $1 AND account_id = $2 FOR UPDATE`,
      [applicationId, account.id],
    );
    if (!row)
      throw new ApiError('NOT_FOUND', { message: `No application ${applicationId} of yours` });
    if (row.status === 'claimed')
      throw new ApiError('ALREADY_CLAIMED', {
        message: `The reward of application ${applicationId} was already claimed`,
      });
    if (!next(row.status, 'claim') || row.amount === null)
      throw new ApiError('ACTIVITY_STATE', {
        message: `Application ${applicationId} is ${row.status}: only an issued reward may be claimed`,
        value: { status: row.status },
      });
    const cents = toCents(row.amount);
    const posted = await postIn(tx, {
      key: `activity-reward:${applicationId}`,
      kind: 'activity-reward',
      request: { applicationId, accountId: account.id },
      build: async (q, transactionId) => {
        const [claimed] = await q.query<{ claimed_at: Date | string }>(
          `UPDATE activity_applications SET status = 'claimed', transaction_id = $2, claimed_at = now()
           WHERE id = $1 RETURNING claimed_at`,
          [applicationId, transactionId],
        );
        return {
          legs: [
            { wallet: { member: account.id }, cents },
            { wallet: 'house', cents: -cents },
          ],
          result: {
            applicationId,
            amount: fromCents(cents),
            balance: 0,
            claimedAt: new Date(claimed?.claimed_at ?? Date.now()).toISOString(),
          },
        };
      },
      after: async (q, result) => ({
        ...result,
        balance: fromCents(await balanceCents(q, account.id)),
      }),
    });
    if (posted.replayed) throw new ApiError('ALREADY_CLAIMED');
    return posted.result;
  });
}
