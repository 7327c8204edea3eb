import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, DateTime, Language, opt } from './shared';
import { transferCalls } from './transfers';
import { withdrawCalls } from './withdrawals';

/**
 * The cashier: money in (deposits through the operator's channels) and money out (withdrawals.ts). Every
 * credit is one ledger transaction, applied once; a channel's payment provider confirms a deposit
 * with a signed callback (not a portal call: see the server's cashier README section).
 */

/** The kinds of deposit channel an operator configures. */
export const DEPOSIT_CHANNEL_KINDS = ['bank', 'ewallet', 'crypto'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/** The states of a deposit: pending until its provider or the operator decides. */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The deposits one page of the history shows by default, and at most. */
export const DEPOSIT_PAGE_SIZE = 10;
export const DEPOSIT_MAX_PAGE_SIZE = 50;

/**
 * An amount as the player typed it: digits with at most two decimals, no sign, no exponent. Sent
 * as text so that 0.1 + 0.2 never happens on the way; the server reads it as integer cents.
 */
export const MoneyText = Type.String({
  minLength: 1,
  maxLength: 16,
  pattern: '^\\d{1,13}(\\.\\d{1,2})?$',
  description: 'An amount with at most two decimals, such as 150 or 99.50',
});

const ChannelCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9-]+$' });

export const DepositChannel = Type.Object(
  {
    code: Type.String(),
    kind: Type.Enum([...DEPOSIT_CHANNEL_KINDS]),
    /** In the language asked for (Spanish or English). */
    name: Type.String(),
    /** What the player does to pay, in the language asked for; may be empty. */
    instructions: Type.String(),
    min: Amount,
    max: Amount,
    /** Taken from each deposit of the channel: the wallet is credited the amount less the fee. */
    fee: Amount,
  },
  closed,
);

export const DepositChannelsQuery = Type.Object({ language: opt(Language) }, closed);

export const DepositChannelsValue = Type.Object(
  { channels: Type.Array(DepositChannel), currencySymbol: Type.String() },
  closed,
);

export const DepositBody = Type.Object(
  {
    channel: ChannelCode,
    amount: MoneyText,
    /** The client's key for this request: a retry with the same one answers the same deposit. */
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    /** The language of the channel's name in the answer. */
    language: opt(Language),
  },
  closed,
);

export const Deposit = Type.Object(
  {
    /** What the player quotes to the operator and to the bank. */
    reference: Type.String(),
    channel: Type.String(),
    channelName: Type.String(),
    amount: Amount,
    fee: Amount,
    /** What reaches the wallet: the amount less the fee. */
    credited: Amount,
    status: Type.Enum([...DEPOSIT_STATUSES]),
    /** Why a deposit was rejected; null otherwise. */
    reason: Type.Union([Type.String(), Type.Null()]),
    createdAt: DateTime,
    decidedAt: Type.Union([DateTime, Type.Null()]),
    /** Where the player pays, while the deposit is pending on a channel with a provider. */
    payUrl: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

export const DepositListQuery = Type.Object(
  {
    pageNo: opt(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: opt(
      Type.Integer({ minimum: 1, maximum: DEPOSIT_MAX_PAGE_SIZE, default: DEPOSIT_PAGE_SIZE }),
    ),
    language: opt(Language),
  },
  closed,
);

export const DepositListValue = Type.Object(
  {
    list: Type.Array(Deposit),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  },
  closed,
);

export const cashierCalls = {
  depositChannels: call({
    id: 'depositChannels',
    method: 'GET',
    path: '/wps/cashier/deposit/channels',
    summary:
      "The operator's enabled deposit channels, in the language asked for, with their limits and fee",
    token: true,
    enc: false,
    body: undefined,
    query: DepositChannelsQuery,
    value: DepositChannelsValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN'],
  }),
  depositCreate: call({
    id: 'depositCreate',
    method: 'POST',
    path: '/wps/cashier/deposits',
    summary:
      'Start a deposit on a channel: a pending deposit with its reference (and where to pay, when the channel has a provider); nothing is credited until the provider or the operator confirms it. A retry with the same requestId answers the same deposit',
    token: true,
    enc: false,
    body: DepositBody,
    query: undefined,
    value: Deposit,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'RATE_LIMITED',
      'DEPOSIT_LIMIT_EXCEEDED',
      'ACCOUNT_EXCLUDED',
      'AGE_UNCONFIRMED',
    ],
  }),
  depositList: call({
    id: 'depositList',
    method: 'GET',
    path: '/wps/cashier/deposits',
    summary: "The logged-in member's deposits, newest first, with their states",
    token: true,
    enc: false,
    body: undefined,
    query: DepositListQuery,
    value: DepositListValue,
    errors: ['UNAUTHORIZED'],
  }),
  ...withdrawCalls,
  ...transferCalls,
} as const;
