import { TRIAL_TYPE, type calls, type CallValue, type PromotionType } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import { LIVE } from '../content/service';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { pickText, type Texts } from '../i18n/languages';
import { balanceCents, fromCents, postIn, toCents } from '../ledger/ledger';
import { getSetting } from '../settings/settings';

type Claimable = CallValue<typeof calls.availablePromo>['promos'][number];

/**
 * The SQL condition of a promotion `p` the account `$1` (vip level `$2`) may claim now: live,
 * with a bonus, not claimed by it yet, and VIP ones for VIP members only.
 */
const claimable = () => `${LIVE('p')} AND p.claim_amount IS NOT NULL
  AND (p.promo_type <> 'VIP' OR $2::int > 0)
  AND NOT EXISTS (SELECT 1 FROM promotion_claims c WHERE c.promotion_id = p.id AND c.account_id = $1)`;

/** The promotions an account may claim now, in the promotions page's order. */
export async function claimablePromos(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'type' | 'vip_level'>,
  chain: readonly string[],
): Promise<Claimable[]> {
  if (account.type === TRIAL_TYPE) return [];
  const rows = await db.query<{
    id: number;
    promo_type: PromotionType;
    texts: Texts<{ title: string }>;
    claim_amount: string;
    ends_at: Date | string | null;
  }>(
    `SELECT p.id, p.promo_type, p.texts, p.claim_amount::text AS claim_amount, p.ends_at
     FROM content_promotions p WHERE ${claimable()}
     ORDER BY p.sort, p.published_at DESC, p.id DESC`,
    [account.id, account.vip_level],
  );
  return rows.map((r) => {
    const { language, text } = pickText(r.texts, chain);
    return {
      promotionId: r.id,
      promoType: r.promo_type,
      title: text.title,
      claimAmount: fromCents(toCents(r.claim_amount)),
      endsAt: r.ends_at === null ? null : new Date(r.ends_at).toISOString(),
      language,
    };
  });
}

/** Whether members see the referral (invite friends) entries: the module and the promo are on. */
export async function referralEnabled(db: Queryable, accountType: number): Promise<boolean> {
  if (accountType === TRIAL_TYPE) return false;
  const [flags, referral] = await Promise.all([
    getSetting(db, 'whitelabel'),
    getSetting(db, 'referral'),
  ]);
  return flags.includes('AFFMAN3') && referral.enabled;
}

/**
 * Claims a promotion's bonus for an account: the ledger credits it from the house in the claim's
 * own transaction; a promotion not claimable fails with `notAvailable`, a second claim with
 * ALREADY_CLAIMED.
 */
export function claimPromo(
  db: Db,
  account: Pick<AccountRow, 'id' | 'vip_level'>,
  promotionId: number,
  notAvailable: () => ApiError,
): Promise<CallValue<typeof calls.claimPromo>> {
  return db.transaction(async (tx) => {
    const [promo] = await tx.query<{ claim_amount: string }>(
      `SELECT p.claim_amount::text AS claim_amount FROM content_promotions p
       WHERE p.id = $1 AND ${LIVE('p')} AND p.claim_amount IS NOT NULL
         AND (p.promo_type <> 'VIP' OR $2::int > 0)`,
      [promotionId, account.vip_level],
    );
    if (!promo) throw notAvailable();
    const cents = toCents(promo.claim_amount);
    // One key per promotion and member: a second claim, even a concurrent one (it waits for the
    // first to commit), replays instead of crediting again.
    const posted = await postIn(tx, {
      key: `promo-claim:${promotionId}:${account.id}`,
      kind: 'promo-claim',
      request: { promotionId, accountId: account.id },
      build: async (q, transactionId) => {
        const [claim] = await q.query<{ claimed_at: Date | string }>(
          `INSERT INTO promotion_claims (promotion_id, account_id, transaction_id, amount)
           VALUES ($1, $2, $3, $4::numeric) RETURNING claimed_at`,
          [promotionId, account.id, transactionId, promo.claim_amount],
        );
        return {
          legs: [
            { wallet: { member: account.id }, cents },
            { wallet: 'house', cents: -cents },
          ],
          result: {
            promotionId,
            amount: fromCents(cents),
            balance: 0,
            claimedAt: new Date(claim?.claimed_at ?? Date.now()).toISOString(),
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
