// The member's available promos (spec 3 availablePromoCount, availablePromo.REFERRAL.enabled) and
// the claim of one. A promotion is claimable when the operator gave it a bonus (cli-members.ts,
// promo-bonus); a member claims it once while it is live, and the ledger credits the bonus from
// the house in the claim's own transaction.
import { calls, TRIAL_TYPE, type CallValue, type PromotionType } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from './accounts';
import { serve, sessionOf, type Context } from './app';
import { languageChain, LIVE, pickText, type Texts } from './content';
import type { Queryable } from './db/types';
import { ApiError } from './errors';
import { balanceCents, fromCents, postIn, toCents } from './ledger';
import { getSetting } from './settings';

type Claimable = CallValue<typeof calls.availablePromo>['promos'][number];

/**
 * The SQL condition of a promotion `p` the account `$1` (vip level `$2`) may claim now: live,
 * with a bonus, not claimed by it yet, and VIP ones for VIP members only. A function: content.ts
 * and this module are in an import cycle through app.ts, so LIVE is read when a query is built.
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

export function registerPromoRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.availablePromo, async (input) => {
    const { account } = sessionOf(input);
    const { defaultLanguage } = await getSetting(db, 'system');
    const promos = await claimablePromos(
      db,
      account,
      languageChain(input.query.language, defaultLanguage),
    );
    return {
      availablePromoCount: promos.length,
      availablePromo: { REFERRAL: { enabled: await referralEnabled(db, account.type) } },
      promos,
    };
  });

  serve(app, ctx, calls.claimPromo, async (input) => {
    const { account } = sessionOf(input);
    // Trial accounts play with demo funds only (spec 6).
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    const { promotionId } = input.body;
    const notAvailable = () =>
      new ApiError('NOT_FOUND', {
        message: `promotionId: promotion ${promotionId} is not available to claim`,
        value: { fields: { promotionId: `promotion ${promotionId} is not available to claim` } },
      });
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
  });
}
