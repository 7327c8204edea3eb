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
import { flagOn, requireFlag } from '../settings/flags';
import { claimRebate, rebateInfo } from './rebate';
import { grabEnvelope, listCampaigns } from './redEnvelope';
import { claimReferral, referralInfo } from './referral';
import { claimablePromos, claimPromo, referralEnabled } from './service';

function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.availablePromo, async (input) => {
    const { account } = sessionOf(input);
    const { defaultLanguage } = await getSetting(db, 'system');
    // Nothing is claimable while the reward centre (REWCEN3) is off; the referral flag still is.
    const promos = (await flagOn(db, 'REWCEN3'))
      ? await claimablePromos(db, account, languageChain(input.query.language, defaultLanguage))
      : [];
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
    await requireFlag(db, 'REWCEN3', 'The reward centre is not offered');
    const { promotionId } = input.body;
    const notAvailable = () =>
      new ApiError('NOT_FOUND', {
        message: `promotionId: promotion ${promotionId} is not available to claim`,
        value: { fields: { promotionId: `promotion ${promotionId} is not available to claim` } },
      });
    return claimPromo(db, account, promotionId, notAvailable);
  });

  // The rebate is the commission module (COMM3): switched off, nothing is shown or paid.
  const commission = () => requireFlag(db, 'COMM3', 'The rebate is not offered');

  serve(app, ctx, calls.rebateInfo, async (input) => {
    await commission();
    return rebateInfo(db, sessionOf(input).account);
  });

  serve(app, ctx, calls.rebateClaim, async (input) => {
    const { account } = sessionOf(input);
    await commission();
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

  // Red envelopes (redEnvelope.ts): visitors and trial accounts see the campaigns; real members
  // grab one envelope of each.
  serve(app, ctx, calls.redEnvelopes, async ({ query, session }) => {
    const { defaultLanguage } = await getSetting(db, 'system');
    const chain = languageChain(query.language, defaultLanguage);
    return listCampaigns(db, session?.account.id ?? null, chain);
  });

  serve(app, ctx, calls.redEnvelopeGrab, async (input) => {
    const { account } = sessionOf(input);
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    // Each grab may be a ledger movement: 30 a minute is far above a player's need.
    await hit(ctx, `red-envelope-grab:${account.id}`, 30, 60);
    return grabEnvelope(db, account, input.body.campaignId, input.body.idempotencyKey);
  });
}

export const promoRoutes: DomainRoutes = { domain: 'promos', register };
