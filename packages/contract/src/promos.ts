import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, Language, opt } from './shared';
import { PROMOTION_TYPES } from './content';

/**
 * The member's available promos (spec 3 public state: `availablePromoCount`, `availablePromo`
 * with `REFERRAL.enabled`; spec 2.4 the header's unclaimed count, 2.5 and 6 the referral entries).
 *
 * The spec names the state, not the call: this server answers it at `GCS_availablePromo`. A
 * promotion of the promotions page becomes claimable when the operator gives it a bonus (the CLI's
 * `promo-bonus`): each real member may claim it once while it is live, and the bonus is credited
 * to the main wallet through the ledger. VIP promotions are for VIP members only. Trial accounts
 * have none (spec 6: they play with demo funds only).
 */

const PromotionId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AvailablePromoQuery = Type.Object(
  {
    /** The language of the titles; else their base language, else the operator's default. */
    language: opt(Language),
  },
  closed,
);

/** A promotion the member may claim now. */
export const ClaimablePromo = Type.Object(
  {
    promotionId: PromotionId,
    promoType: Type.Enum([...PROMOTION_TYPES]),
    title: Type.String(),
    /** What a claim credits to the main wallet. */
    claimAmount: Amount,
    /** null: no end date. */
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    language: Type.String(),
  },
  closed,
);

export const AvailablePromoValue = Type.Object(
  {
    /** How many promotions the member may claim now: `promos.length`. */
    availablePromoCount: Type.Integer({ minimum: 0 }),
    /**
     * The promo programmes by kind. REFERRAL: invite friends, on when the operator's affiliate
     * module (`AFFMAN3`) and its referral promo are both on; never for trial accounts.
     */
    availablePromo: Type.Object(
      { REFERRAL: Type.Object({ enabled: Type.Boolean() }, closed) },
      closed,
    ),
    /** The claimable promotions, in the promotions page's order. */
    promos: Type.Array(ClaimablePromo),
  },
  closed,
);

export const ClaimPromoBody = Type.Object({ promotionId: PromotionId }, closed);

export const ClaimPromoValue = Type.Object(
  {
    promotionId: PromotionId,
    /** What was credited. */
    amount: Amount,
    /** The main wallet's balance after the credit. */
    balance: Amount,
    claimedAt: Type.String({ format: 'date-time' }),
  },
  closed,
);

export const promoCalls = {
  availablePromo: call({
    id: 'availablePromo',
    method: 'GET',
    path: '/wps/relay/GCS_availablePromo',
    summary:
      'Relay GCS_availablePromo: the promotions the logged-in member may claim now (live, with a bonus, not claimed yet; VIP ones for VIP members; none for trial accounts), their count, and whether the referral promo is enabled',
    token: true,
    enc: false,
    body: undefined,
    query: AvailablePromoQuery,
    value: AvailablePromoValue,
    errors: ['UNAUTHORIZED'],
  }),
  claimPromo: call({
    id: 'claimPromo',
    method: 'POST',
    path: '/wps/relay/GCS_claimPromo',
    summary:
      "Relay GCS_claimPromo: claim an available promotion's bonus, credited once to the main wallet through the ledger. A promotion that is not available to the member is NOT_FOUND; a second claim is ALREADY_CLAIMED and credits nothing; trial accounts are refused",
    token: true,
    enc: false,
    body: ClaimPromoBody,
    query: undefined,
    value: ClaimPromoValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'NOT_FOUND', 'ALREADY_CLAIMED'],
  }),
} as const;
