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
} as const;
