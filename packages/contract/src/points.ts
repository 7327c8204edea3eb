import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, DateTime, opt, PageNo, paging, Str } from './shared';

/**
 * The points mall (spec 2.7 pointMall, 3 "Points and redeem", 4.11 redeem statuses, 7.1 the point
 * system's relays) and the VIP levels (spec 2.5 and 3: hasVip, vipLabelName, vipRankLevel).
 *
 * Points are earned from valid bets (the stakes of settled rounds and tickets) at the operator's
 * rate for each game type, and spent on the operator's catalogue (a redeem waits for the operator:
 * In Process, then Approved or Rejected, and a rejection gives the points and the stock back) or
 * converted into cash at the operator's rate, paid once through the ledger. The mall is the
 * white-label module PTSYS3: while it is off every point call is FEATURE_DISABLED.
 */

/** Whole points: nothing smaller than one is ever spent or shown. */
const Points = Type.Integer({ minimum: 0 });
const RewardId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** One a request, kept by the server: a retry with the same id answers the first outcome. */
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** The login password or the withdraw password: who spends points proves the account. */
const SpendPassword = Str(255, 1);

/** Spec 4.11: a redeem is In Process until the operator approves or rejects it, once. */
export const REDEEM_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
/** A physical item is sent to the member's receiving address; a virtual one is not. */
export const REWARD_KINDS = ['item', 'virtual'] as const;
/** The lines of the points details: earned from bets, spent on a redeem, given back, converted. */
export const POINT_LINE_KINDS = ['earn', 'redeem', 'refund', 'convert'] as const;

export const PointBalanceValue = Type.Object(
  {
    /** What the member may spend now (the bets settled so far counted). */
    points: Points,
    /** Everything earned, and everything spent (a refund taken off), since the first bet. */
    earned: Points,
    spent: Points,
  },
  closed,
);

export const PointReward = Type.Object(
  {
    rewardId: RewardId,
    name: Type.String(),
    description: Type.String(),
    kind: Type.Enum([...REWARD_KINDS]),
    /** The points requirement: what one redeem costs. */
    points: Points,
    /** What the reward is worth, in currency units (shown; nothing is paid by a redeem). */
    amount: Amount,
    /** The amount requirement: the valid bets the member must have placed in all (0: none). */
    amountRequired: Amount,
    /** Units left; 0: out of stock. */
    stock: Type.Integer({ minimum: 0 }),
  },
  closed,
);

export const PointRewardsValue = Type.Object({ rewards: Type.Array(PointReward) }, closed);

export const PointRedeemBody = Type.Object(
  {
    rewardId: RewardId,
    password: SpendPassword,
    /** Where an item is sent; required for an item, ignored for a virtual reward. */
    address: opt(Str(300)),
    requestId: RequestId,
  },
  closed,
);

export const PointRedeem = Type.Object(
  {
    redeemId: Type.Integer({ minimum: 1 }),
    rewardId: RewardId,
    rewardName: Type.String(),
    kind: Type.Enum([...REWARD_KINDS]),
    /** The points it took. */
    points: Points,
    /** What the reward is worth. */
    amount: Amount,
    quantity: Type.Integer({ minimum: 1 }),
    status: Type.Enum([...REDEEM_STATUSES]),
    /** The receiving address of an item; null for a virtual reward. */
    address: Type.Union([Type.String(), Type.Null()]),
    /** The operator's reason of a rejection; null otherwise. */
    reason: Type.Union([Type.String(), Type.Null()]),
    createdAt: DateTime,
    decidedAt: Type.Union([DateTime, Type.Null()]),
  },
  closed,
);

export const PointRedeemValue = Type.Object(
  {
    redeem: PointRedeem,
    /** The points left. */
    points: Points,
  },
  closed,
);

export const PointRedeemListQuery = Type.Object(
  {
    status: opt(Type.Enum([...REDEEM_STATUSES])),
    pageNo: opt(PageNo),
    pageSize: opt(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  },
  closed,
);

export const PointRedeemListValue = Type.Object(
  { list: Type.Array(PointRedeem), ...paging },
  closed,
);

export const PointConfigValue = Type.Object(
  {
    /** Points earned for each 1.00 of valid bets, by game type; none: nothing earns points. */
    rates: Type.Array(
      Type.Object({ gameType: Type.String(), rate: Type.Number({ minimum: 0 }) }, closed),
    ),
    /** What 100 points convert into; 0: the operator offers no conversion. */
    convertAmount: Amount,
    /** The fewest points one conversion takes. */
    minConvert: Points,
  },
  closed,
);

export const PointDetailsQuery = Type.Object(
  {
    kind: opt(Type.Enum([...POINT_LINE_KINDS])),
    pageNo: opt(PageNo),
    pageSize: opt(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  },
  closed,
);

export const PointLine = Type.Object(
  {
    lineId: Type.Integer({ minimum: 1 }),
    kind: Type.Enum([...POINT_LINE_KINDS]),
    /** Positive earned or given back, negative spent. */
    points: Type.Integer(),
    /** The points after this line. */
    balance: Points,
    /** The valid bets an earning counted; null for the other lines. */
    validBets: Type.Union([Amount, Type.Null()]),
    /** The reward of a redeem or refund; null for the other lines. */
    rewardName: Type.Union([Type.String(), Type.Null()]),
    /** The cash a conversion paid; null for the other lines. */
    amount: Type.Union([Amount, Type.Null()]),
    time: DateTime,
  },
  closed,
);

export const PointDetailsValue = Type.Object({ list: Type.Array(PointLine), ...paging }, closed);

export const PointConvertBody = Type.Object(
  {
    points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    password: SpendPassword,
    requestId: RequestId,
  },
  closed,
);

export const PointConvertValue = Type.Object(
  {
    /** The points taken, and the cash paid into the main wallet for them. */
    points: Points,
    amount: Amount,
    /** The main wallet's balance, and the points left. */
    balance: Amount,
    pointsLeft: Points,
  },
  closed,
);

/** A VIP level the operator defined: reached when the member's valid bets reach `validBets`. */
export const VipLevel = Type.Object(
  {
    level: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    validBets: Amount,
    /** What the level gives, one benefit a line. */
    benefits: Type.Array(Type.String()),
  },
  closed,
);

export const VipInfoValue = Type.Object(
  {
    /** The operator's levels, the lowest first. */
    levels: Type.Array(VipLevel),
    /** The member's level; 0: none yet. */
    level: Type.Integer({ minimum: 0 }),
    /** All the member's valid bets so far. */
    validBets: Amount,
    /** The next level and the valid bets it still needs; null at the top. */
    next: Type.Union([
      Type.Object(
        { level: Type.Integer({ minimum: 1 }), name: Type.String(), remaining: Amount },
        closed,
      ),
      Type.Null(),
    ]),
  },
  closed,
);

const relay = (name: string) => `/wps/relay/GCS_${name}`;
const FLAGGED = ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'FEATURE_DISABLED'] as const;

export const pointCalls = {
  pointBalance: call({
    id: 'pointBalance',
    method: 'GET',
    path: relay('pointBalance'),
    summary:
      "Relay GCS_pointBalance: the member's points, with the valid bets settled since the last look counted at the operator's rates",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: PointBalanceValue,
    errors: [...FLAGGED],
  }),
  pointRewards: call({
    id: 'pointRewards',
    method: 'GET',
    path: relay('pointRewards'),
    summary: "Relay GCS_pointRewards: the operator's catalogue of rewards, with their stock",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: PointRewardsValue,
    errors: [...FLAGGED],
  }),
  pointRedeem: call({
    id: 'pointRedeem',
    method: 'POST',
    path: relay('pointRedeem'),
    summary:
      'Relay GCS_pointRedeem: spend points on one unit of a reward, proven by the login or withdraw password. The points and the unit are taken at once (never below zero, never oversold); the redeem is In Process until the operator decides. A retry with the same requestId answers the same redeem',
    token: true,
    enc: true,
    body: PointRedeemBody,
    query: undefined,
    value: PointRedeemValue,
    errors: [
      ...FLAGGED,
      'VALIDATION',
      'NOT_FOUND',
      'POINTS_PASSWORD_WRONG',
      'POINTS_INSUFFICIENT',
      'POINTS_OUT_OF_STOCK',
      'POINTS_REQUIREMENT_UNMET',
      'RATE_LIMITED',
    ],
  }),
  pointRedeemList: call({
    id: 'pointRedeemList',
    method: 'GET',
    path: relay('pointRedeemList'),
    summary: "Relay GCS_pointRedeemList: the member's redeems, newest first, by status if asked",
    token: true,
    enc: false,
    body: undefined,
    query: PointRedeemListQuery,
    value: PointRedeemListValue,
    errors: [...FLAGGED],
  }),
  pointConfig: call({
    id: 'pointConfig',
    method: 'GET',
    path: relay('pointConfig'),
    summary:
      "Relay GCS_pointConfig: the operator's earning rates by game type and its conversion rate",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: PointConfigValue,
    errors: [...FLAGGED],
  }),
  pointDetails: call({
    id: 'pointDetails',
    method: 'GET',
    path: relay('memberPointTransactionDetails'),
    summary:
      "Relay GCS_memberPointTransactionDetails: the member's points lines (earned, redeemed, given back, converted), newest first",
    token: true,
    enc: false,
    body: undefined,
    query: PointDetailsQuery,
    value: PointDetailsValue,
    errors: [...FLAGGED],
  }),
  pointConvert: call({
    id: 'pointConvert',
    method: 'POST',
    path: relay('pointConvert'),
    summary:
      "Relay GCS_pointConvert: turn points into cash at the operator's rate, proven by the login or withdraw password, paid once into the main wallet through the ledger. A retry with the same requestId answers the same conversion",
    token: true,
    enc: true,
    body: PointConvertBody,
    query: undefined,
    value: PointConvertValue,
    errors: [
      ...FLAGGED,
      'VALIDATION',
      'POINTS_PASSWORD_WRONG',
      'POINTS_INSUFFICIENT',
      'RATE_LIMITED',
    ],
  }),
  vipInfo: call({
    id: 'vipInfo',
    method: 'GET',
    path: '/wps/member/vip',
    summary:
      "The operator's VIP levels and their benefits, the member's level (from its valid bets) and what the next level still needs",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: VipInfoValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN'],
  }),
} as const;
