// The member's available promos (spec 3 availablePromoCount, availablePromo.REFERRAL.enabled),
// the claim of one, and the rebate (rebate.ts). A promotion is claimable when the operator gave it
// a bonus (cli.ts, promo-bonus); a member claims it once while it is live, and the ledger credits
// the bonus from the house in the claim's own transaction.
import { calls, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { languageChain } from '../i18n/languages';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { claimRebate, rebateInfo } from './rebate';
import { claimReferral, referralInfo } from './referral';
import { claimablePromos, claimPromo, referralEnabled } from './service';

function register(app: FastifyInstance, ctx: Context): void {
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
    return claimPromo(db, account, promotionId, notAvailable);
  });

  serve(app, ctx, calls.rebateInfo, async (input) => rebateInfo(db, sessionOf(input).account));

  serve(app, ctx, calls.rebateClaim, async (input) => {
    const { account } = sessionOf(input);
    // Each claim is a ledger movement: 30 an hour is far above a player's need.
    await hit(ctx, `rebate-claim:${account.id}`, 30, 3_600);
    return claimRebate(db, account);
  });

  serve(app, ctx, calls.referralInfo, async (input) =>
    referralInfo(db, sessionOf(input).account, ctx.config.publicUrl),
  );

  serve(app, ctx, calls.referralClaim, async (input) => {
    const { account } = sessionOf(input);
    await hit(ctx, `referral-claim:${account.id}`, 30, 3_600);
    return claimReferral(db, account);
  });
}

export const promoRoutes: DomainRoutes = { domain: 'promos', register };
