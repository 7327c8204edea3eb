import { Type } from 'typebox';
import { call } from './call';
import { BackPath, closed, DateTime, GameCode, Language, opt } from './shared';

/**
 * The lottery: the rules of each lottery game, the Vietnamese lottery menus and opened numbers,
 * the lottery launch, and the demo lottery page's scheduled draws and tickets.
 *
 * Every lottery game draws `balls` distinct numbers from `min..max` on a fixed schedule (every
 * `every` base periods, aligned on the epoch, so that every server process agrees on the issues).
 * A ticket picks `pick` distinct numbers in that range for the next draw; it wins
 * `stake × multiplier` for the count of its numbers that were drawn (`payouts`, in hundredths).
 */
export interface LotteryRule {
  readonly balls: number;
  readonly min: number;
  readonly max: number;
  readonly pick: number;
  /** Multiplier ×100 by matched count: 250 pays 2.5 times the stake. Unlisted counts pay 0. */
  readonly payouts: Readonly<Record<number, number>>;
  /** Draw period in base periods (LOTTERY_DRAW_SECONDS, 60 s by default). */
  readonly every: number;
}

/** The ten-of-a-hundred rule of the Vietnamese and SEA draws: pick two numbers 00..99. */
const TEN_OF_HUNDRED = { balls: 10, min: 0, max: 99, pick: 2, payouts: { 1: 250, 2: 5000 } };

/**
 * The rules by game code, for every lottery game of the catalogue (vendors TCG, TCG_LOTTO_VN,
 * TCG_SEA). Each one returns about 90 % of stakes (`lotteryRtp`), published on the menus.
 */
export const LOTTERY_RULES: Readonly<Record<string, LotteryRule>> = {
  'VN-NORTH': { ...TEN_OF_HUNDRED, every: 5 },
  'VN-CENTRAL': { ...TEN_OF_HUNDRED, every: 5 },
  'VN-SOUTH': { ...TEN_OF_HUNDRED, every: 5 },
  'VN-FAST': { ...TEN_OF_HUNDRED, every: 1 },
  'SEA-DAILY': { ...TEN_OF_HUNDRED, every: 10 },
  'SEA-WEEKLY': { ...TEN_OF_HUNDRED, every: 30 },
  'SEA-FAST': { ...TEN_OF_HUNDRED, every: 1 },
  // Five of eleven, pick two: both drawn pays 5.
  '11X5': { balls: 5, min: 1, max: 11, pick: 2, payouts: { 2: 500 }, every: 1 },
  // Keno: twenty of eighty, pick one.
  LF: { balls: 20, min: 1, max: 80, pick: 1, payouts: { 1: 360 }, every: 1 },
  // Six of forty-nine, pick one.
  LHC: { balls: 6, min: 1, max: 49, pick: 1, payouts: { 1: 740 }, every: 5 },
  // The first three of ten cars, pick one.
  PK10: { balls: 3, min: 1, max: 10, pick: 1, payouts: { 1: 300 }, every: 1 },
  // Five of the ten digits, pick one.
  SSC: { balls: 5, min: 0, max: 9, pick: 1, payouts: { 1: 180 }, every: 1 },
};

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
};

/**
 * The return to player of a rule, 0..1: the expected prize of a unit stake, from the
 * hypergeometric odds of matching k of the `pick` numbers among the `balls` drawn.
 */
export function lotteryRtp(rule: LotteryRule): number {
  const size = rule.max - rule.min + 1;
  const all = choose(size, rule.pick);
  let rtp = 0;
  for (const [k, x100] of Object.entries(rule.payouts)) {
    const matched = Number(k);
    const ways = choose(rule.balls, matched) * choose(size - rule.balls, rule.pick - matched);
    rtp += (ways / all) * (x100 / 100);
  }
  return Math.round(rtp * 10_000) / 10_000;
}

/** How a number of a game is written: zero-padded to the width of its largest number. */
export const lotteryNumberText = (rule: LotteryRule, n: number): string =>
  String(n).padStart(String(rule.max).length, '0');

/** The smallest and largest stake of one ticket, in currency units. */
export const LOTTERY_MIN_STAKE = 1;
export const LOTTERY_MAX_STAKE = 10_000;
/** How many opened draws an opened-numbers call answers at most. */
export const LOTTERY_MAX_OPENED = 50;

/** Where the area is (spec 7.2 lottoArea): only Vietnam. */
export const LOTTO_AREAS = ['VN'] as const;
/** Prize modes seen (spec 4.10): ELOTT when Vietnam lotto vendors exist, else LOTT; ZY; SEA. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
/**
 * The vendor whose games a prize mode lists: the Vietnamese lotto for LOTT and ELOTT, the SEA
 * lottery for SEA, the TCG lottery families for ZY.
 */
export const PRIZE_MODE_VENDOR: Readonly<Record<PrizeMode, string>> = {
  LOTT: 'TCG_LOTTO_VN',
  ELOTT: 'TCG_LOTTO_VN',
  SEA: 'TCG_SEA',
  ZY: 'TCG',
};
/** What the lottery page opens on: the betting form of one game, or the lobby of the area. */
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
/** How long a lottery launch address may be opened, once, in seconds. */
export const LOTTERY_LAUNCH_SECONDS = 60;

const Device = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_-]+$' });
const PrizeModeSchema = Type.Enum([...PRIZE_MODES]);

/** An opened draw: its issue, the numbers as written (zero-padded) and when it was drawn. */
export const OpenedDraw = Type.Object(
  {
    gameCode: Type.String(),
    issue: Type.String(),
    numbers: Type.Array(Type.String()),
    openedAt: DateTime,
  },
  closed,
);

export const LotteryPayout = Type.Object(
  { matched: Type.Integer(), multiplier: Type.Number() },
  closed,
);

/** A lottery game with its rule, its next draw and its latest opened numbers. */
export const LotteryGame = Type.Object(
  {
    gameId: Type.Integer(),
    nodeId: Type.Integer(),
    vassalage: Type.String(),
    gameCode: Type.String(),
    /** In the asked language; in Spanish when the game has no name in it. */
    displayName: Type.String(),
    icon: Type.String(),
    balls: Type.Integer(),
    minNumber: Type.Integer(),
    maxNumber: Type.Integer(),
    pick: Type.Integer(),
    payouts: Type.Array(LotteryPayout),
    /** The published return to player, 0..1. */
    rtp: Type.Number(),
    drawSeconds: Type.Integer(),
    nextIssue: Type.String(),
    nextDrawAt: DateTime,
    latest: Type.Union([OpenedDraw, Type.Null()]),
  },
  closed,
);

export const VnGameMenuQuery = Type.Object(
  {
    /** Which games: LOTT and ELOTT the Vietnamese lotto, SEA the SEA lottery, ZY the TCG families. */
    prizeMode: opt(PrizeModeSchema),
    device: opt(Device),
    language: opt(Language),
  },
  closed,
);

export const VnGameMenuValue = Type.Object(
  { prizeMode: PrizeModeSchema, games: Type.Array(LotteryGame) },
  closed,
);

const LimitNum = Type.Integer({ minimum: 1, maximum: LOTTERY_MAX_OPENED, default: 1 });

export const OpenedNumbersQuery = Type.Object(
  {
    /** One game's latest draws; without it, the latest draw of every game listed. */
    gameCode: opt(GameCode),
    prizeMode: opt(PrizeModeSchema),
    /** How many draws of the game, newest first (1..50, 1 by default). */
    limitNum: opt(LimitNum),
  },
  closed,
);

export const OpenedNumbersValue = Type.Object({ draws: Type.Array(OpenedDraw) }, closed);

export const LottoOpenedQuery = Type.Object(
  {
    /** One game's latest draws; without it, the latest draw of every lottery game. */
    gameCode: opt(GameCode),
    limitNum: opt(LimitNum),
  },
  closed,
);

export const LotteryLaunchQuery = Type.Object(
  {
    lottoArea: Type.Enum([...LOTTO_AREAS]),
    launchMode: Type.Literal('LOTT'),
    prizeMode: PrizeModeSchema,
    gameCode: GameCode,
    view: Type.Enum([...LOTTERY_VIEWS]),
    device: opt(Device),
    /** Where the page's back link leads: a path of the portal. */
    backUrl: opt(BackPath),
    language: opt(Language),
  },
  closed,
);

/**
 * The address of the lottery page, carrying a single-use ticket good for
 * LOTTERY_LAUNCH_SECONDS (never the session token), and when the ticket expires.
 */
export const LotteryLaunchValue = Type.Object(
  { gameUrl: Type.String(), expiresAt: DateTime },
  closed,
);

// The demo lottery page's own calls. They are authenticated by the page's game-session token
// (LOTTERY_SESSION_HEADER), not by the portal's session token, and are not portal calls: they are
// in `lotteryPageCalls`, outside the portal's call table.

/** The header that carries the lottery page's game-session token. */
export const LOTTERY_SESSION_HEADER = 'X-Game-Session';
/** How long the lottery page's game session lives, in seconds (four hours). */
export const LOTTERY_SESSION_SECONDS = 4 * 60 * 60;
/** Where the lottery page is opened: this prefix and the launch ticket. */
export const LOTTERY_PLAY_PREFIX = '/demo/lottery/play/';
/** How many of the player's latest tickets the page shows. */
export const LOTTERY_PAGE_TICKETS = 20;
/** How many of each game's latest draws the lottery page's results history shows. */
export const LOTTERY_PAGE_RESULTS = 10;

export const LotteryBuyBody = Type.Object(
  {
    gameCode: GameCode,
    numbers: Type.Array(Type.Integer({ minimum: 0, maximum: 999 }), { minItems: 1, maxItems: 20 }),
    /** An amount with at most two decimals, LOTTERY_MIN_STAKE..LOTTERY_MAX_STAKE. */
    stake: Type.Union([Type.String({ maxLength: 24, format: 'line' }), Type.Number()]),
    /** A retry with the same key buys once and answers the same ticket. */
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  closed,
);

export const LotteryTicket = Type.Object(
  {
    ticketId: Type.Integer(),
    gameCode: Type.String(),
    issue: Type.String(),
    drawAt: DateTime,
    numbers: Type.Array(Type.String()),
    stake: Type.Number(),
    status: Type.Enum(['pending', 'won', 'lost']),
    matched: Type.Union([Type.Integer(), Type.Null()]),
    prize: Type.Number(),
    drawnNumbers: Type.Union([Type.Array(Type.String()), Type.Null()]),
    createdAt: DateTime,
  },
  closed,
);

export const LotteryStateValue = Type.Object(
  {
    balance: Type.Number(),
    /** The operator's currency symbol, shown before amounts as the portal shows them. */
    currencySymbol: Type.String(),
    serverTime: DateTime,
    games: Type.Array(LotteryGame),
    tickets: Type.Array(LotteryTicket),
    /** The latest LOTTERY_PAGE_RESULTS draws of each game of the area, newest first. */
    results: Type.Array(OpenedDraw),
  },
  closed,
);

export const LotteryBuyValue = Type.Object(
  { ticket: LotteryTicket, balance: Type.Number() },
  closed,
);

/** The demo lottery page's calls (see LOTTERY_SESSION_HEADER). */
export const lotteryPageCalls = {
  lotteryState: call({
    id: 'lotteryState',
    method: 'GET',
    path: '/demo/lottery/api/state',
    summary: `The lottery page's state: the games of the launched area with their next draw and latest numbers, the balance, the player's latest ${LOTTERY_PAGE_TICKETS} tickets of the area and each game's latest ${LOTTERY_PAGE_RESULTS} results`,
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: LotteryStateValue,
    errors: ['TICKET_INVALID'],
  }),
  lotteryBuy: call({
    id: 'lotteryBuy',
    method: 'POST',
    path: '/demo/lottery/api/tickets',
    summary:
      'Buy a ticket for the next draw of a game of the launched area: the stake moves to the house in one ledger transaction; a retry with the same requestId answers the same ticket',
    token: false,
    enc: false,
    body: LotteryBuyBody,
    query: undefined,
    value: LotteryBuyValue,
    errors: [
      'TICKET_INVALID',
      'INSUFFICIENT_FUNDS',
      'IDEMPOTENCY_CONFLICT',
      'NOT_FOUND',
      'ACCOUNT_EXCLUDED',
      'AGE_UNCONFIRMED',
      'REALITY_CHECK_DUE',
      'LOSS_LIMIT_REACHED',
      'STAKE_LIMIT_EXCEEDED',
    ],
  }),
} as const;

/**
 * The lottery: Vietnamese lottery menus, opened numbers and the launch (portal calls), and the
 * demo lottery page's own calls (`lotteryPageCalls`), which stay out of the portal's `calls`.
 */
export const lotteryCalls = {
  vnGameMenu: call({
    id: 'vnGameMenu',
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary:
      'The lottery menu of a prize mode (LOTT and ELOTT: the Vietnamese lotto, SEA, ZY: the TCG families; ELOTT by default): each game with its rule, published return to player, next issue and draw time, and latest opened numbers',
    token: false,
    enc: false,
    body: undefined,
    query: VnGameMenuQuery,
    value: VnGameMenuValue,
    errors: [],
  }),
  vnRecentGames: call({
    id: 'vnRecentGames',
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    summary:
      'The lottery games of a prize mode (ELOTT by default) the logged-in player launched lately, the latest first, each as the menu answers it',
    token: true,
    enc: false,
    body: undefined,
    query: VnGameMenuQuery,
    value: VnGameMenuValue,
    errors: ['UNAUTHORIZED'],
  }),
  vnOpenedNumbers: call({
    id: 'vnOpenedNumbers',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    summary: `The latest opened numbers of the lottery games of a prize mode (ELOTT by default): with gameCode, its last limitNum draws (1..${LOTTERY_MAX_OPENED}) newest first; without, the latest draw of each game`,
    token: false,
    enc: false,
    body: undefined,
    query: OpenedNumbersQuery,
    value: OpenedNumbersValue,
    errors: ['NOT_FOUND'],
  }),
  lottoOpenedNumbers: call({
    id: 'lottoOpenedNumbers',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    summary: `The latest opened numbers of any lottery game (vendors TCG, TCG_LOTTO_VN, TCG_SEA): with gameCode, its last limitNum draws (1..${LOTTERY_MAX_OPENED}) newest first; without, the latest draw of each game`,
    token: true,
    enc: false,
    body: undefined,
    query: LottoOpenedQuery,
    value: OpenedNumbersValue,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  lotteryLaunch: call({
    id: 'lotteryLaunch',
    method: 'GET',
    path: '/wps/relay/GCS_lottoLaunch',
    summary: `Relay GCS_lottoLaunch, the lottery launch (spec 7.2): the address of the lottery page of a game (betting) or of its area (lobby), with a ticket good once for ${LOTTERY_LAUNCH_SECONDS} s. Refused to trial accounts (in_need_true_account); records the game as recent`,
    token: true,
    enc: false,
    body: undefined,
    query: LotteryLaunchQuery,
    value: LotteryLaunchValue,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'NOT_FOUND',
      'ACCOUNT_EXCLUDED',
      'AGE_UNCONFIRMED',
      'REALITY_CHECK_DUE',
      'LOSS_LIMIT_REACHED',
    ],
  }),
  ...lotteryPageCalls,
} as const;
