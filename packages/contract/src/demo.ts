import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, DateTime } from './shared';

/**
 * The demo game: the slot page a launch opens (`DEMO_PLAY_PREFIX`), its pay table and return to
 * player, and the page's own two calls.
 */

/** The return to player of every demo game, published on its page and in its state. */
export const DEMO_RTP = 0.96;
/** The smallest and largest stake of a demo round, in currency units. */
export const DEMO_MIN_STAKE = 0.01;
export const DEMO_MAX_STAKE = 1_000_000;
/** How long a demo game session lasts once its ticket is opened, in seconds. */
export const GAME_SESSION_SECONDS = 4 * 60 * 60;
/** The header the demo game page sends its game-session token in. */
export const GAME_SESSION_HEADER = 'X-Game-Session';
/** The reels of the demo slot. */
export const DEMO_SYMBOLS = ['7', '★', '♦', '♣', '♥', '●'] as const;
export type DemoSymbol = (typeof DEMO_SYMBOLS)[number];

/**
 * The demo slot's pay table: how many of every 10,000 draws give each multiplier of the stake.
 * Three alike pay by symbol, any two alike return the stake, anything else loses. The published
 * return is the table's expected value, exactly DEMO_RTP (9,600 / 10,000).
 */
export const DEMO_PAYTABLE = [
  { outcome: 'three 7', symbol: '7', multiplier: 50, per10000: 10 },
  { outcome: 'three ★', symbol: '★', multiplier: 10, per10000: 100 },
  { outcome: 'three ♦', symbol: '♦', multiplier: 5, per10000: 300 },
  { outcome: 'three ♣', symbol: '♣', multiplier: 2, per10000: 1200 },
  { outcome: 'two alike', symbol: null, multiplier: 1, per10000: 4200 },
] as const satisfies readonly {
  outcome: string;
  symbol: DemoSymbol | null;
  multiplier: number;
  per10000: number;
}[];

export const DemoStateValue = Type.Object(
  {
    game: Type.Object(
      {
        nodeId: Type.Integer(),
        displayName: Type.String(),
        gameType: Type.String(),
        vassalage: Type.String(),
      },
      closed,
    ),
    balance: Amount,
    currencySymbol: Type.String(),
    language: Type.String(),
    backUrl: Type.Union([Type.String(), Type.Null()]),
    rtp: Type.Number(),
    minStake: Type.Number(),
    maxStake: Type.Number(),
    paytable: Type.Array(
      Type.Object(
        {
          outcome: Type.String(),
          symbol: Type.Union([Type.String(), Type.Null()]),
          multiplier: Type.Number(),
          /** The chance of the outcome, 0 to 1. */
          chance: Type.Number(),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const DemoRoundBody = Type.Object(
  {
    /** The stake, in currency units, at most two decimals. */
    stake: Type.Number({ exclusiveMinimum: 0, maximum: DEMO_MAX_STAKE }),
    /** Chosen by the page for each round: a retry with the same key plays the round once. */
    idempotencyKey: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  closed,
);

export const DemoRoundValue = Type.Object(
  {
    roundId: Type.Integer(),
    stake: Amount,
    win: Amount,
    multiplier: Type.Number(),
    symbols: Type.Array(Type.String(), { minItems: 3, maxItems: 3 }),
    /** The balance once the round is settled. */
    balance: Amount,
    playedAt: DateTime,
  },
  closed,
);

/**
 * The calls of the demo game page, not of the portal: the page is the game's, served by the
 * server at the launch address, and authenticated by its own game-session token
 * (`X-Game-Session`), with no `Merchant` header. They are kept out of `calls` (and of the portal's
 * API client) for that reason.
 */
export const demoCalls = {
  demoState: call({
    id: 'demoState',
    method: 'GET',
    path: '/demo/api/state',
    summary: `The demo game page's state: its game, the balance, the pay table and its return to player. Authenticated by the game-session token of the page (${GAME_SESSION_HEADER} header), not the session token`,
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: DemoStateValue,
    errors: ['TICKET_INVALID'],
  }),
  demoRound: call({
    id: 'demoRound',
    method: 'POST',
    path: '/demo/api/round',
    summary: `Play one round of the demo game (${GAME_SESSION_HEADER} header): the stake is debited and the win credited in one ledger transaction, drawn by the server's cryptographic RNG; a retry with the same idempotencyKey answers the same round`,
    token: false,
    enc: false,
    body: DemoRoundBody,
    query: undefined,
    value: DemoRoundValue,
    errors: [
      'TICKET_INVALID',
      'INSUFFICIENT_FUNDS',
      'IDEMPOTENCY_CONFLICT',
      'ACCOUNT_EXCLUDED',
      'AGE_UNCONFIRMED',
      'REALITY_CHECK_DUE',
      'LOSS_LIMIT_REACHED',
      'STAKE_LIMIT_EXCEEDED',
    ],
  }),
} as const;

/** The demo page's calls under their former name. */
export const demoPageCalls = demoCalls;
