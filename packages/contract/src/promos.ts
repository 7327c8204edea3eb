import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, Language, opt } from './shared';
import { PROMOTION_TYPES } from './content';
import { redEnvelopeCalls } from './redEnvelope';

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

/**
 * The rebate (manualRebate, spec 2.7): a share of the member's valid bets (the stakes of its
 * settled rounds and tickets) at the operator's rate for each game type, owed from the bets of the
 * operator's window not claimed yet, and paid once through the ledger when the member claims it.
 */
const Timestamp = Type.String({ format: 'date-time' });
/** A rate in percent of the valid bets, at most two decimals: 0.8 pays 0.80 per 100 bet. */
const Rate = Type.Number({ minimum: 0, maximum: 100 });

export const RebateValue = Type.Object(
  {
    /** What a claim pays now: the lines' amounts summed. */
    owed: Amount,
    /** Each game type with unclaimed valid bets and a rate above 0, the largest amount first. */
    lines: Type.Array(
      Type.Object(
        { gameType: Type.String(), validBets: Amount, rate: Rate, amount: Amount },
        closed,
      ),
    ),
    /** Bets placed from this instant on count (the operator's window of days). */
    since: Timestamp,
    /** The operator's rates by game type; none when it offers no rebate. */
    rates: Type.Array(Type.Object({ gameType: Type.String(), rate: Rate }, closed)),
    lastClaim: Type.Union([
      Type.Object({ amount: Amount, claimedAt: Timestamp }, closed),
      Type.Null(),
    ]),
  },
  closed,
);

export const RebateClaimValue = Type.Object(
  {
    /** What was credited. */
    amount: Amount,
    /** The main wallet's balance after the credit. */
    balance: Amount,
    claimedAt: Timestamp,
  },
  closed,
);

/**
 * Invite friends (referral, spec 2.4, 2.5, 2.7), while the operator's referral promo is on: the
 * member's invitation code and link, the friends who registered with it, and the inviter's reward
 * for each friend whose valid bets reached the operator's mark, claimed once per friend.
 */
export const REFERRAL_STATUSES = ['playing', 'claimable', 'rewarded'] as const;

export const ReferralValue = Type.Object(
  {
    code: Type.String(),
    /** The registration page with the code filled in. */
    link: Type.String(),
    /** The reward for each friend who qualifies. */
    reward: Amount,
    /** The valid bets a friend must reach; 0: registering is enough. */
    minBets: Amount,
    /** The friends, newest first (at most 100), their names partly hidden. */
    invitees: Type.Array(
      Type.Object(
        {
          username: Type.String(),
          registeredAt: Timestamp,
          validBets: Amount,
          status: Type.Enum([...REFERRAL_STATUSES]),
          /** What their reward paid; null until it is claimed. */
          reward: Type.Union([Amount, Type.Null()]),
        },
        closed,
      ),
    ),
    /** How many friends registered with the code. */
    total: Type.Integer({ minimum: 0 }),
    /** What a claim pays now. */
    claimable: Amount,
    /** What the rewards paid so far. */
    rewarded: Amount,
  },
  closed,
);

export const ReferralClaimValue = Type.Object(
  {
    /** What was credited, for `count` friends. */
    amount: Amount,
    count: Type.Integer({ minimum: 1 }),
    balance: Amount,
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
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'NOT_FOUND', 'ALREADY_CLAIMED', 'FEATURE_DISABLED'],
  }),
  rebateInfo: call({
    id: 'rebateInfo',
    method: 'GET',
    path: '/wps/member/rebate',
    summary:
      "The logged-in member's rebate (manualRebate): what a claim pays now, by game type, from the valid bets of the operator's window not claimed yet, at the operator's rates; and the last claim",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: RebateValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'FEATURE_DISABLED'],
  }),
  rebateClaim: call({
    id: 'rebateClaim',
    method: 'POST',
    path: '/wps/member/rebate/claim',
    summary:
      'Claim the rebate owed now: credited once to the main wallet through the ledger, each bet counted in one claim only. Nothing owed (or a claim already took it) is NOTHING_TO_CLAIM; trial accounts are refused',
    token: true,
    enc: false,
    body: Type.Object({}, closed),
    query: undefined,
    value: RebateClaimValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'NOTHING_TO_CLAIM', 'FEATURE_DISABLED'],
  }),
  referralInfo: call({
    id: 'referralInfo',
    method: 'GET',
    path: '/wps/member/referral',
    summary:
      "Invite friends: the logged-in member's invitation code and link, the friends who registered with it and their progress, and the rewards (the referral promo must be on: FEATURE_DISABLED otherwise)",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: ReferralValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'FEATURE_DISABLED'],
  }),
  referralClaim: call({
    id: 'referralClaim',
    method: 'POST',
    path: '/wps/member/referral/claim',
    summary:
      "Claim the rewards of the friends who qualified: each friend's reward credited once to the main wallet through the ledger. None waiting is NOTHING_TO_CLAIM",
    token: true,
    enc: false,
    body: Type.Object({}, closed),
    query: undefined,
    value: ReferralClaimValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'FEATURE_DISABLED', 'NOTHING_TO_CLAIM'],
  }),
  // The red envelopes (redEnvelope.ts).
  ...redEnvelopeCalls,
} as const;
