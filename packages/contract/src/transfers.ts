import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, Str } from './shared';

/**
 * Transfers between accounts of one agent tree (spec 2.7 transferUpline, the agent centre's
 * downline transfer), behind the white-label flag FUNDTRANS3: one ledger transaction from one
 * wallet to the other, proven by the withdraw password (money leaves the account, as in a
 * withdrawal), once per request id.
 */

const TransferAmount = Type.String({
  minLength: 1,
  maxLength: 16,
  pattern: '^\\d{1,13}(\\.\\d{1,2})?$',
  description: 'An amount with at most two decimals, such as 150 or 99.50',
});
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const UplineTransferBody = Type.Object(
  { amount: TransferAmount, withdrawPassword: Str(32, 1), requestId: RequestId },
  closed,
);

export const DownlineTransferBody = Type.Object(
  {
    /** A direct or indirect downline of the agent. */
    username: Str(32, 1),
    amount: TransferAmount,
    withdrawPassword: Str(32, 1),
    requestId: RequestId,
  },
  closed,
);

export const TransferValue = Type.Object(
  {
    reference: Type.String(),
    /** Who received it. */
    to: Type.String(),
    amount: Amount,
    /** The sender's balance after the transfer. */
    balance: Amount,
  },
  closed,
);

const TRANSFER_ERRORS = [
  'UNAUTHORIZED',
  'TRIAL_FORBIDDEN',
  'FEATURE_DISABLED',
  'WITHDRAW_PASSWORD_WRONG',
  'WITHDRAW_PASSWORD_MISSING',
  'WITHDRAW_LOCKED',
  'INSUFFICIENT_FUNDS',
  'RATE_LIMITED',
] as const;

export const transferCalls = {
  transferUpline: call({
    id: 'transferUpline',
    method: 'POST',
    path: '/wps/cashier/transfers/upline',
    summary:
      "Move money from the member's wallet to their upline's (FUNDTRANS3), with the withdraw password; a retry with the same requestId answers the same transfer",
    token: true,
    enc: true,
    body: UplineTransferBody,
    query: undefined,
    value: TransferValue,
    errors: [...TRANSFER_ERRORS],
  }),
  transferDownline: call({
    id: 'transferDownline',
    method: 'POST',
    path: '/wps/cashier/transfers/downline',
    summary:
      "Move money from an agent's wallet to a direct or indirect downline's (FUNDTRANS3), with the withdraw password; a retry with the same requestId answers the same transfer",
    token: true,
    enc: true,
    body: DownlineTransferBody,
    query: undefined,
    value: TransferValue,
    errors: [...TRANSFER_ERRORS, 'ONLY_AGENTS'],
  }),
} as const;
