import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, Language, opt } from './shared';

/**
 * The member's own records (spec 2.7): the betting record (personalHistoryCopy), every round and
 * lottery ticket with its stake and win, and the account record (transactionHistory), every
 * movement of the main wallet with the balance after it. Both read the ledger the money moved
 * through, newest first, a page at a time, over a range of days.
 */

/** A page of records when none is asked, and the largest page one may ask for. */
export const RECORD_PAGE_SIZE = 10;
export const RECORD_MAX_PAGE_SIZE = 50;
/** The longest range of days one query may span. */
export const RECORD_MAX_DAYS = 90;

export const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "A day, yyyy-MM-dd, in the player's time zone (see utcOffset)",
});
const Timestamp = Type.String({ format: 'date-time' });

/** The paging and the range of days of a records query; the agent's reports take them too. */
export const recordPageQuery = {
  pageNo: opt(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: opt(
    Type.Integer({ minimum: 1, maximum: RECORD_MAX_PAGE_SIZE, default: RECORD_PAGE_SIZE }),
  ),
  /** The first day, included. @default `to` less 6 days */
  from: opt(Day),
  /** The last day, included. @default today */
  to: opt(Day),
  /**
   * The player's time zone, in minutes east of UTC (`-new Date().getTimezoneOffset()`): the days
   * are theirs, so that "today" holds what they played today. @default 0
   */
  utcOffset: opt(Type.Integer({ minimum: -840, maximum: 840 })),
};

/** What a records answer says of its page and range. */
export const recordPageValue = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  /** 0 when there are none. */
  totalPages: Type.Integer(),
  /** The range read, after the defaults. */
  from: Day,
  to: Day,
};

export const BetRecordQuery = Type.Object(
  { ...recordPageQuery, /** The language of the games' names. */ language: opt(Language) },
  closed,
);

export const BetRecord = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    /** The game's name in the language asked for. */
    game: Type.String(),
    vassalage: Type.String(),
    gameType: Type.String(),
    stake: Amount,
    win: Amount,
    /** win − stake. */
    profit: Amount,
    placedAt: Timestamp,
  },
  closed,
);

export const BetRecordValue = Type.Object(
  {
    records: Type.Array(BetRecord),
    /** Over the whole range, not just this page. */
    totals: Type.Object({ stake: Amount, win: Amount, profit: Amount }, closed),
    ...recordPageValue,
  },
  closed,
);

/** What moved the money of an account record's line. */
export const TRANSACTION_KINDS = [
  'opening',
  'funding',
  'round',
  'lottery-ticket',
  'lottery-prize',
  'promo-claim',
  'deposit',
  'withdrawal',
  'withdrawal-return',
  'withdrawal-refund',
  'transfer',
  'wallet-transfer',
  'salary',
  'dividend',
  'rebate',
  'referral-reward',
  'mission-reward',
  'raffle-prize',
  'activity-reward',
  'red-envelope',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const TransactionQuery = Type.Object(recordPageQuery, closed);

export const TransactionRecord = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    kind: Type.Enum([...TRANSACTION_KINDS]),
    /** Into the wallet when positive, out of it when negative. */
    amount: Amount,
    /** The wallet's balance after this movement. */
    balance: Amount,
    createdAt: Timestamp,
  },
  closed,
);

export const TransactionValue = Type.Object(
  { records: Type.Array(TransactionRecord), ...recordPageValue },
  closed,
);

/** A range of days without paging: the profit and loss report answers every day of it. */
export const ProfitQuery = Type.Object(
  { from: recordPageQuery.from, to: recordPageQuery.to, utcOffset: recordPageQuery.utcOffset },
  closed,
);

/** Bets counted, staked and won, and the result (win − stake, negative for a loss). */
const profitLine = {
  betCount: Type.Integer({ minimum: 0 }),
  stake: Amount,
  win: Amount,
  profit: Amount,
};

export const ProfitValue = Type.Object(
  {
    /** The days with bets, newest first, in the player's time zone. */
    days: Type.Array(Type.Object({ day: Day, ...profitLine }, closed)),
    /** Each game type played in the range (RNG, LIVE, LOTTERY, ...), the largest stake first. */
    byType: Type.Array(Type.Object({ gameType: Type.String(), ...profitLine }, closed)),
    totals: Type.Object(profitLine, closed),
    /** The range read, after the defaults. */
    from: Day,
    to: Day,
  },
  closed,
);

/** The movements that are a bonus to the member: money given, not paid in or won. */
export const BONUS_KINDS = [
  'promo-claim',
  'salary',
  'dividend',
  'rebate',
  'referral-reward',
  'mission-reward',
  'raffle-prize',
  'activity-reward',
  'red-envelope',
] as const satisfies readonly TransactionKind[];
export type BonusKind = (typeof BONUS_KINDS)[number];

export const BonusQuery = Type.Object(
  { ...recordPageQuery, /** The language of the promotions' titles. */ language: opt(Language) },
  closed,
);

export const BonusRecord = Type.Object(
  {
    /** The ledger transaction that paid it. */
    id: Type.Integer({ minimum: 1 }),
    kind: Type.Enum([...BONUS_KINDS]),
    amount: Amount,
    /** The promotion claimed (promo-claim), applied to (activity-reward) or the red envelope campaign (red-envelope), in the language asked; null for other kinds. */
    promotion: Type.Union([Type.String(), Type.Null()]),
    /** The contract period a salary or dividend settled: its start; null for other kinds. */
    periodStart: Type.Union([Timestamp, Type.Null()]),
    createdAt: Timestamp,
  },
  closed,
);

export const BonusValue = Type.Object(
  {
    records: Type.Array(BonusRecord),
    /** Over the whole range, not just this page. */
    totals: Type.Object({ amount: Amount }, closed),
    ...recordPageValue,
  },
  closed,
);

export const recordCalls = {
  betRecords: call({
    id: 'betRecords',
    method: 'GET',
    path: '/wps/relay/GCS_betRecords',
    summary: `Relay GCS_betRecords: the logged-in member's rounds and lottery tickets from \`from\` to \`to\` (days in the player's utcOffset, at most ${RECORD_MAX_DAYS}; the last 7 days by default), newest first, with the totals of the range`,
    token: true,
    enc: false,
    body: undefined,
    query: BetRecordQuery,
    value: BetRecordValue,
    errors: ['UNAUTHORIZED', 'VALIDATION'],
  }),
  transactions: call({
    id: 'transactions',
    method: 'GET',
    path: '/wps/relay/GCS_transactions',
    summary: `Relay GCS_transactions: the movements of the logged-in member's main wallet from \`from\` to \`to\` (days in the player's utcOffset, at most ${RECORD_MAX_DAYS}; the last 7 days by default), newest first, each with the balance after it`,
    token: true,
    enc: false,
    body: undefined,
    query: TransactionQuery,
    value: TransactionValue,
    errors: ['UNAUTHORIZED', 'VALIDATION'],
  }),
  profitReport: call({
    id: 'profitReport',
    method: 'GET',
    path: '/wps/member/records/profit',
    summary: `The logged-in member's profit and loss (personalProfit) from \`from\` to \`to\` (days in the player's utcOffset, at most ${RECORD_MAX_DAYS}; the last 7 days by default): by day, by game type and in all, from the bets`,
    token: true,
    enc: false,
    body: undefined,
    query: ProfitQuery,
    value: ProfitValue,
    errors: ['UNAUTHORIZED', 'VALIDATION'],
  }),
  bonusRecords: call({
    id: 'bonusRecords',
    method: 'GET',
    path: '/wps/member/records/bonuses',
    summary: `The bonuses credited to the logged-in member (bonusDetails) from \`from\` to \`to\` (days in the player's utcOffset, at most ${RECORD_MAX_DAYS}; the last 7 days by default): promotions claimed, salaries and dividends, newest first, with their source and the range's total`,
    token: true,
    enc: false,
    body: undefined,
    query: BonusQuery,
    value: BonusValue,
    errors: ['UNAUTHORIZED', 'VALIDATION'],
  }),
} as const;
