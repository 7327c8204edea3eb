import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, DateTime, Empty, opt, Str } from './shared';
import { FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGE_BYTES } from './uploads';

/**
 * Money out (spec 2.7 withdraw, 5): a withdraw password apart from the login password, the
 * member's receiving accounts, and withdrawals. A request moves the amount and the fee out of the
 * wallet at once, into a held account, so that it cannot be spent twice; the operator pays it out
 * or rejects it, which returns both. Once paid out, the member confirms what reached them (spec
 * 4.11): part of it (`partial`, with what is still missing), all of it (`received`), or nothing,
 * with a proof image (`disputed`, until the operator decides: `received` after all, or `refunded`
 * to the wallet). Unconfirmed after the operator's minutes, it counts as received
 * (`auto-received`, a forced receipt: nothing is refunded).
 */

/** How a withdrawal goes: held, then paid out or rejected; once paid, confirmed by the member. */
export const WITHDRAWAL_STATUSES = [
  'held',
  'paid',
  'partial',
  'received',
  'auto-received',
  'disputed',
  'refunded',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the member answers about a paid withdrawal: an amount received, all of it, or nothing. */
export const WITHDRAWAL_ANSWERS = ['received', 'all-received', 'not-received'] as const;
export type WithdrawalAnswer = (typeof WITHDRAWAL_ANSWERS)[number];

/** Who took a step: the member, the operator, or the server's clock (a forced receipt). */
export const WITHDRAWAL_ACTORS = ['member', 'operator', 'system'] as const;

/** Minutes after the payout until an unconfirmed withdrawal counts as received, by default. */
export const WITHDRAW_AUTO_RECEIVE_MINUTES = 1440;
/** The proof image of a "not received": one png or jpg (checked by content) of 5 MB at most. */
export const WITHDRAW_PROOF_MAX_BYTES = FEEDBACK_MAX_IMAGE_BYTES;

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
    by: Type.Enum([...WITHDRAWAL_ACTORS]),
    /**
     * The money of a step after the payout: the amount the member received, what a final receipt
     * (all received, forced, or the operator's) counted as received, or what was refunded; null
     * for the other steps.
     */
    amount: Type.Union([Amount, Type.Null()]),
    /** What had not been received after this step; null before the payout. */
    remainder: Type.Union([Amount, Type.Null()]),
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
    /** What the member confirmed (or what counts as) received so far. */
    received: Amount,
    /** The amount less what was received: still open, disputed, or refunded. */
    remainder: Amount,
    /**
     * While paid or partly received: when it counts as received unless confirmed before; null
     * otherwise.
     */
    confirmBy: Type.Union([DateTime, Type.Null()]),
    /** Every step it went through, oldest first. */
    history: Type.Array(WithdrawalStep),
  },
  closed,
);

/**
 * A file field of a multipart body: the client appends a File (typed here as a Blob), the server
 * reads it apart from the fields (the call's `upload` rule) and never validates it as text.
 */
const ImageFile = Type.Unsafe<Blob>(
  Type.String({ format: 'binary', description: 'png or jpg (checked by content), at most 5 MB' }),
);

/** The member's answer about a paid withdrawal (multipart, for the proof image). */
export const WithdrawConfirmBody = Type.Object(
  {
    reference: Type.String({ minLength: 2, maxLength: 32, pattern: '^W[0-9A-Z]+$' }),
    answer: Type.Enum([...WITHDRAWAL_ANSWERS]),
    /** With `received`: the amount that arrived, at most what is still missing. */
    amount: opt(Type.String({ minLength: 1, maxLength: 16, pattern: '^\\d{1,13}(\\.\\d{1,2})?$' })),
    /** With `not-received`: what the member wants the operator to know. */
    note: opt(Str(200)),
    /** With `not-received`, required: the proof image (a screenshot of the account, say). */
    proof: opt(ImageFile),
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
  withdrawConfirm: call({
    id: 'withdrawConfirm',
    method: 'POST',
    path: '/wps/cashier/withdrawals/confirm',
    summary:
      'Confirm a paid withdrawal (multipart): an amount received (partly: the rest stays open), all received, or not received with one png or jpg proof image of 5 MB, typed by its bytes, which opens a dispute for the operator. Only a paid or partly received withdrawal of the member can be confirmed, and only until it counts as received',
    token: true,
    enc: false,
    bodyEncoding: 'multipart',
    body: WithdrawConfirmBody,
    upload: {
      field: 'proof',
      maxFiles: 1,
      maxFileBytes: WITHDRAW_PROOF_MAX_BYTES,
      types: FEEDBACK_IMAGE_TYPES,
    },
    query: undefined,
    value: Withdrawal,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'NOT_FOUND',
      'WITHDRAWAL_STATE',
      'IMAGE_TYPE_INVALID',
      'IMAGE_TOO_LARGE',
      'TOO_MANY_IMAGES',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ],
  }),
} as const;
