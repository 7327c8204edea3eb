// The rebate (manualRebate): a share of the member's valid bets (the stakes of its rounds and
// tickets) at the operator's rate for each game type. What is owed comes from the bets of the
// operator's window that no claim counted yet; a claim locks those bets, marks them with its row
// and pays their share through the ledger in one transaction, so a bet is paid for once, even when
// two claims race (the second finds the bets taken and nothing owed).
import { TRIAL_TYPE, type calls, type CallValue } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { balanceCents, fromCents, postIn, toCents } from '../ledger/ledger';
import { getSetting, type RebateSettings } from '../settings/settings';

const DAY_MS = 86_400_000;

/** A rate in hundredths of a percent: 0.8 % is 80, so that amounts are whole cents. */
const hundredths = (rate: number) => Math.round(rate * 100);

/** The share of `validCents` at `rate` percent, rounded down to the cent. */
const share = (validCents: number, rate: number) =>
  Math.floor((validCents * hundredths(rate)) / 10_000);

/** The game types that earn a rebate, with their rates, in a stable order. */
const ratedTypes = (settings: RebateSettings) =>
  Object.entries(settings.rates)
    .filter(([, rate]) => hundredths(rate) > 0)
    .sort(([a], [b]) => a.localeCompare(b));

/** The amount owed for each game type's unclaimed valid bets, the largest first. */
function linesOf(valid: Map<string, number>, settings: RebateSettings) {
  return [...valid.entries()]
    .map(([gameType, cents]) => {
      const rate = settings.rates[gameType] ?? 0;
      return { gameType, validCents: cents, rate, cents: share(cents, rate) };
    })
    .filter((line) => hundredths(line.rate) > 0)
    .sort((a, b) => b.cents - a.cents || a.gameType.localeCompare(b.gameType));
}

const refuseTrial = (account: Pick<AccountRow, 'type'>) => {
  // Trial accounts play with demo funds only (spec 6).
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
};

/** What the member's rebate is now: owed by game type, the window, the rates and the last claim. */
export async function rebateInfo(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'type'>,
  now = Date.now(),
): Promise<CallValue<typeof calls.rebateInfo>> {
  refuseTrial(account);
  const settings = await getSetting(db, 'rebate');
  const since = new Date(now - settings.windowDays * DAY_MS);
  const [sums, [last]] = await Promise.all([
    db.query<{ game_type: string; stake: string }>(
      `SELECT g.game_type, sum(b.stake)::text AS stake
       FROM game_bets b JOIN games g ON g.id = b.game_id
       WHERE b.account_id = $1 AND b.rebate_claim_id IS NULL AND b.created_at >= $2
       GROUP BY g.game_type`,
      [account.id, since],
    ),
    db.query<{ amount: string; claimed_at: Date | string }>(
      `SELECT amount::text AS amount, claimed_at FROM rebate_claims
       WHERE account_id = $1 ORDER BY id DESC LIMIT 1`,
      [account.id],
    ),
  ]);
  const lines = linesOf(new Map(sums.map((r) => [r.game_type, toCents(r.stake)])), settings);
  return {
    owed: fromCents(lines.reduce((n, l) => n + l.cents, 0)),
    lines: lines.map((l) => ({
      gameType: l.gameType,
      validBets: fromCents(l.validCents),
      rate: l.rate,
      amount: fromCents(l.cents),
    })),
    since: since.toISOString(),
    rates: ratedTypes(settings).map(([gameType, rate]) => ({ gameType, rate })),
    lastClaim: last
      ? {
          amount: fromCents(toCents(last.amount)),
          claimedAt: new Date(last.claimed_at).toISOString(),
        }
      : null,
  };
}

/** Claims the rebate owed now: one claim row, its bets marked, one ledger credit from the house. */
export function claimRebate(
  db: Db,
  account: Pick<AccountRow, 'id' | 'type'>,
  now = Date.now(),
): Promise<CallValue<typeof calls.rebateClaim>> {
  refuseTrial(account);
  return db.transaction(async (tx) => {
    const settings = await getSetting(tx, 'rebate');
    const types = ratedTypes(settings).map(([gameType]) => gameType);
    // The bets this claim may count, locked: a concurrent claim waits here, then finds them
    // marked (the row is read again after the wait) and counts none of them.
    const bets = await tx.query<{ id: string; game_type: string; stake: string }>(
      `SELECT b.id, g.game_type, b.stake::text AS stake
       FROM game_bets b JOIN games g ON g.id = b.game_id
       WHERE b.account_id = $1 AND b.rebate_claim_id IS NULL AND b.created_at >= $2
         AND g.game_type = ANY($3::text[])
       ORDER BY b.id FOR UPDATE OF b`,
      [account.id, new Date(now - settings.windowDays * DAY_MS), types],
    );
    const valid = new Map<string, number>();
    for (const b of bets) valid.set(b.game_type, (valid.get(b.game_type) ?? 0) + toCents(b.stake));
    const cents = linesOf(valid, settings).reduce((n, l) => n + l.cents, 0);
    if (cents < 1)
      throw new ApiError('NOTHING_TO_CLAIM', { message: 'There is no rebate to claim now' });
    const [claim] = await tx.query<{ id: string; claimed_at: Date | string }>(
      `INSERT INTO rebate_claims (account_id, amount) VALUES ($1, $2::numeric / 100)
       RETURNING id, claimed_at`,
      [account.id, cents],
    );
    if (!claim) throw new Error('rebate_claims: the insert returned no row');
    await tx.query('UPDATE game_bets SET rebate_claim_id = $1 WHERE id = ANY($2::bigint[])', [
      claim.id,
      bets.map((b) => b.id),
    ]);
    const posted = await postIn(tx, {
      key: `rebate:${claim.id}`,
      kind: 'rebate',
      request: { accountId: account.id, claimId: Number(claim.id), cents },
      build: async (q, transactionId) => {
        await q.query('UPDATE rebate_claims SET transaction_id = $2 WHERE id = $1', [
          claim.id,
          transactionId,
        ]);
        return {
          legs: [
            { wallet: { member: account.id }, cents },
            { wallet: 'house', cents: -cents },
          ],
          result: {
            amount: fromCents(cents),
            balance: 0,
            claimedAt: new Date(claim.claimed_at).toISOString(),
          },
        };
      },
      after: async (q, result) => ({
        ...result,
        balance: fromCents(await balanceCents(q, account.id)),
      }),
    });
    return posted.result;
  });
}
