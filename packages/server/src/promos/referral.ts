// Invite friends (referral): a member's invitation code and link, the friends who registered with
// it (accounts.referred_by) with their valid bets (bet_days), and the inviter's reward for each
// friend who reached the operator's mark. A reward is one row of referral_rewards and one ledger
// movement keyed by the friend: a second claim, even a concurrent one, replays and pays nothing.
import { TRIAL_TYPE, type calls, type CallValue } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import { invitationCode, invitationLink } from '../agent/openAccount';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { balanceCents, fromCents, postIn, toCents } from '../ledger/ledger';
import { getSetting, referralRules } from '../settings/settings';
import { referralEnabled } from './service';

/** At most this many friends are listed; the total counts them all. */
const LISTED = 100;

/** A friend's name as the inviter sees it: its ends, the middle hidden. */
export const hideName = (username: string): string =>
  username.length <= 3
    ? `${username.slice(0, 1)}***`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;

async function gate(db: Queryable, account: Pick<AccountRow, 'type'>) {
  // Trial accounts play with demo funds only (spec 6).
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  if (!(await referralEnabled(db, account.type)))
    throw new ApiError('FEATURE_DISABLED', {
      message: 'The operator has not enabled invite friends (referral)',
    });
  return referralRules(await getSetting(db, 'referral'));
}

/** The friends of `inviterId` with their valid bets and reward, newest first. */
function friends(q: Queryable, inviterId: number, limit: number | null) {
  return q.query<{
    id: number;
    username: string;
    created_at: Date | string;
    valid: string;
    reward: string | null;
  }>(
    `SELECT a.id, a.username, a.created_at,
       coalesce((SELECT t.stake FROM bet_totals t WHERE t.account_id = a.id), 0)::text AS valid,
       r.amount::text AS reward
     FROM accounts a LEFT JOIN referral_rewards r ON r.invitee_id = a.id
     WHERE a.referred_by = $1
     ORDER BY a.id DESC LIMIT $2`,
    [inviterId, limit],
  );
}

export async function referralInfo(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'type'>,
  publicUrl: string,
): Promise<CallValue<typeof calls.referralInfo>> {
  const rules = await gate(db, account);
  const minCents = toCents(rules.minBets);
  const rewardCents = toCents(rules.reward);
  const [code, rows, [sums]] = await Promise.all([
    invitationCode(db, account.id),
    friends(db, account.id, LISTED),
    db.query<{ total: number; rewarded: string; waiting: number }>(
      `SELECT count(*)::int AS total, coalesce(sum(r.amount), 0)::text AS rewarded,
         count(*) FILTER (WHERE r.invitee_id IS NULL AND coalesce(
           (SELECT t.stake FROM bet_totals t WHERE t.account_id = a.id), 0) >= $2::numeric / 100
         )::int AS waiting
       FROM accounts a LEFT JOIN referral_rewards r ON r.invitee_id = a.id
       WHERE a.referred_by = $1`,
      [account.id, minCents],
    ),
  ]);
  return {
    code,
    link: invitationLink(publicUrl, code),
    reward: fromCents(rewardCents),
    minBets: fromCents(minCents),
    invitees: rows.map((r) => ({
      username: hideName(r.username),
      registeredAt: new Date(r.created_at).toISOString(),
      validBets: fromCents(toCents(r.valid)),
      status:
        r.reward !== null ? 'rewarded' : toCents(r.valid) >= minCents ? 'claimable' : 'playing',
      reward: r.reward === null ? null : fromCents(toCents(r.reward)),
    })),
    total: sums?.total ?? 0,
    claimable: fromCents((sums?.waiting ?? 0) * rewardCents),
    rewarded: fromCents(toCents(sums?.rewarded ?? '0')),
  };
}

/** Pays the reward of every friend who qualified and has none yet, each once. */
export async function claimReferral(
  db: Db,
  account: Pick<AccountRow, 'id' | 'type'>,
): Promise<CallValue<typeof calls.referralClaim>> {
  const rules = await gate(db, account);
  const minCents = toCents(rules.minBets);
  const cents = toCents(rules.reward);
  const due = (await friends(db, account.id, null)).filter(
    (f) => f.reward === null && toCents(f.valid) >= minCents,
  );
  let count = 0;
  for (const friend of due) {
    // One transaction a friend, keyed by the friend: a concurrent claim of the same friend waits
    // on the key, then replays it and pays nothing.
    const posted = await db.transaction((tx) =>
      postIn(tx, {
        key: `referral:${friend.id}`,
        kind: 'referral-reward',
        request: { inviterId: account.id, inviteeId: friend.id, cents },
        build: async (q, transactionId) => {
          await q.query(
            `INSERT INTO referral_rewards (invitee_id, inviter_id, transaction_id, amount)
             VALUES ($1, $2, $3, $4::numeric / 100)`,
            [friend.id, account.id, transactionId, cents],
          );
          return {
            legs: [
              { wallet: { member: account.id }, cents },
              { wallet: 'house', cents: -cents },
            ],
            result: null,
          };
        },
      }),
    );
    if (!posted.replayed) count += 1;
  }
  if (count === 0)
    throw new ApiError('NOTHING_TO_CLAIM', { message: 'No friend has a reward waiting' });
  return {
    amount: fromCents(count * cents),
    count,
    balance: fromCents(await balanceCents(db, account.id)),
  };
}
