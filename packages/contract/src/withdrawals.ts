import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, DateTime, Empty, opt, Str } from './shared';

/**
 * Money out (spec 2.7 withdraw, 5): a withdraw password apart from the login password, the
 * member's receiving accounts, and withdrawals. A request moves the amount and the fee out of the
 * wallet at once, into a held account, so that it cannot be spent twice; the operator pays it out
 * or rejects it, which returns both.
 */

/** How a withdrawal goes: held until the operator pays it out or rejects it. */
export const WITHDRAWAL_STATUSES = ['held', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const RECEIVING_ACCOUNT_KINDS = ['bank', 'wallet'] as const;
export type ReceivingAccountKind = (typeof RECEIVING_ACCOUNT_KINDS)[number];

/** Wrong withdraw passwords before the withdrawals of the account are locked, and for how long. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_LOCK_MINUTES = 30;

export const WITHDRAWAL_PAGE_SIZE = 10;

const WithdrawPassword = Type.String({ minLength: 6, maxLength: 32, format: 'line' });

export const ReceivingAccount = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum([...RECEIVING_ACCOUNT_KINDS]),
    /** The bank's name, or the wallet's network. */
    name: Type.String(),
    holder: Type.String(),
    /** The number or address with all but its last four characters hidden. */
    masked: Type.String(),
  },
  closed,
);

export const WithdrawInfoValue = Type.Object(
  {
    hasPassword: Type.Boolean(),
    /** Until when wrong withdraw passwords keep withdrawals locked; null when they are not. */
    lockedUntil: Type.Union([DateTime, Type.Null()]),
    min: Amount,
    max: Amount,
    /** Taken from the wallet with each withdrawal, on top of the amount. */
    fee: Amount,
    maxAccounts: Type.Integer(),
    accounts: Type.Array(ReceivingAccount),
    balance: Amount,
    currencySymbol: Type.String(),
  },
  closed,
);

export const WithdrawPasswordBody = Type.Object(
  {
    /** The login password: who sets or changes the withdraw password proves the account first. */
    loginPassword: Str(255, 1),
    newPassword: WithdrawPassword,
    confirmPassword: Str(32, 1),
  },
  closed,
);

export const ReceivingAccountBody = Type.Object(
  {
    kind: Type.Enum([...RECEIVING_ACCOUNT_KINDS]),
    name: Type.String({ minLength: 2, maxLength: 60, format: 'line' }),
    holder: Type.String({ minLength: 2, maxLength: 80, format: 'line' }),
    /** A bank account: 6 to 34 letters and digits (spaces are dropped); a wallet address: 20 to 100. */
    number: Type.String({ minLength: 6, maxLength: 120, format: 'line' }),
  },
  closed,
);

export const ReceivingAccountRemoveQuery = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  closed,
);

export const WithdrawBody = Type.Object(
  {
    receivingAccountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    amount: Type.String({ minLength: 1, maxLength: 16, pattern: '^\\d{1,13}(\\.\\d{1,2})?$' }),
    withdrawPassword: Str(32, 1),
    /** The client's key for this request: a retry with the same one answers the same withdrawal. */
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  closed,
);

export const WithdrawalStep = Type.Object(
  {
    status: Type.Enum([...WITHDRAWAL_STATUSES]),
    at: DateTime,
    note: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

export const Withdrawal = Type.Object(
  {
    reference: Type.String(),
    amount: Amount,
    fee: Amount,
    status: Type.Enum([...WITHDRAWAL_STATUSES]),
    /** Why it was rejected; null otherwise. */
    reason: Type.Union([Type.String(), Type.Null()]),
    account: ReceivingAccount,
    createdAt: DateTime,
    /** Every step it went through, oldest first. */
    history: Type.Array(WithdrawalStep),
  },
  closed,
);

export const WithdrawListQuery = Type.Object(
  {
    pageNo: opt(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: opt(Type.Integer({ minimum: 1, maximum: 50, default: WITHDRAWAL_PAGE_SIZE })),
  },
  closed,
);

export const WithdrawListValue = Type.Object(
  {
    list: Type.Array(Withdrawal),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  },
  closed,
);

export const withdrawCalls = {
  withdrawInfo: call({
    id: 'withdrawInfo',
    method: 'GET',
    path: '/wps/cashier/withdraw',
    summary:
      "What a withdrawal needs: whether the withdraw password is set (and any lock), the operator's limits and fee, the member's receiving accounts and balance",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: WithdrawInfoValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN'],
  }),
  withdrawPassword: call({
    id: 'withdrawPassword',
    method: 'POST',
    path: '/wps/cashier/withdraw/password',
    summary:
      'Set or change the withdraw password (6 to 32 characters, not the login password), proven by the login password',
    token: true,
    enc: true,
    body: WithdrawPasswordBody,
    query: undefined,
    value: Empty,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'OLD_PASSWORD_WRONG', 'PASSWORD_MISMATCH'],
  }),
  receivingAccountAdd: call({
    id: 'receivingAccountAdd',
    method: 'POST',
    path: '/wps/cashier/receiving-accounts',
    summary:
      "Save a receiving account (a bank account or a wallet address), up to the operator's number of them",
    token: true,
    enc: false,
    body: ReceivingAccountBody,
    query: undefined,
    value: ReceivingAccount,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN'],
  }),
  receivingAccountRemove: call({
    id: 'receivingAccountRemove',
    method: 'DELETE',
    path: '/wps/cashier/receiving-accounts',
    summary: 'Remove a saved receiving account; the withdrawals made to it keep showing it',
    token: true,
    enc: false,
    body: undefined,
    query: ReceivingAccountRemoveQuery,
    value: Empty,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  withdrawCreate: call({
    id: 'withdrawCreate',
    method: 'POST',
    path: '/wps/cashier/withdrawals',
    summary:
      'Ask for a withdrawal to a saved receiving account with the withdraw password: the amount and the fee leave the wallet at once, held until the operator pays it out or rejects it. A retry with the same requestId answers the same withdrawal',
    token: true,
    enc: true,
    body: WithdrawBody,
    query: undefined,
    value: Withdrawal,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'WITHDRAW_PASSWORD_WRONG',
      'WITHDRAW_PASSWORD_MISSING',
      'WITHDRAW_LOCKED',
      'INSUFFICIENT_FUNDS',
      'RATE_LIMITED',
    ],
  }),
  withdrawList: call({
    id: 'withdrawList',
    method: 'GET',
    path: '/wps/cashier/withdrawals',
    summary: "The logged-in member's withdrawals, newest first, each with its steps",
    token: true,
    enc: false,
    body: undefined,
    query: WithdrawListQuery,
    value: WithdrawListValue,
    errors: ['UNAUTHORIZED'],
  }),
} as const;
