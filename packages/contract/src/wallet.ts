import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed } from './shared';

/**
 * The wallet: the member's balance, read from the ledger, and the wallets they hold. An operator
 * keeps a single wallet (every game plays from the main one), or transfer wallets: each game
 * vendor holds a wallet of its own per member, and the member moves money between the main wallet
 * and a vendor's (spec 2.7 transferFund, 7.1 GCS_walletTransfer).
 */

/** The code of the main wallet in the wallets' list; the others are the game vendors' codes. */
export const MAIN_WALLET = 'MAIN';

export const BalanceValue = Type.Object(
  {
    /** The main wallet's balance. */
    balance: Amount,
    currencySymbol: Type.String(),
  },
  closed,
);

export const WalletBalance = Type.Object(
  {
    /** `MAIN`, or the game vendor's code (`DEMO`). */
    code: Type.String(),
    balance: Amount,
    /** Money may move into and out of it (transfer wallets only). */
    transferable: Type.Boolean(),
  },
  closed,
);

export const MerchantWalletValue = Type.Object(
  {
    /** True when the operator has one wallet only: no vendor wallets, nothing to transfer. */
    isSingle: Type.Boolean(),
    /** The wallets a member holds; the main one first, then one per game vendor. */
    wallets: Type.Array(WalletBalance),
  },
  closed,
);

/** An amount with at most two decimals, as text (the cashier's amounts are written alike). */
const MoneyText = Type.String({
  minLength: 1,
  maxLength: 16,
  pattern: '^\\d{1,13}(\\.\\d{1,2})?$',
  description: 'An amount with at most two decimals, such as 150 or 99.50',
});

const WalletCode = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^[A-Z0-9_]+$',
  description: 'A wallet code as GCS_merchantWallet lists it: MAIN or a game vendor',
});

/** The move's own key, one a move; a retry of the same move carries the same one. */
export const ReferenceNo = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Unique per move (8 to 64 of A-Z, a-z, 0-9, _ and -); a retry sends the same',
});

export const WalletTransferBody = Type.Object(
  {
    /** The wallet the money leaves; MAIN on one side or the other. */
    from: WalletCode,
    to: WalletCode,
    amount: MoneyText,
    reference_no: ReferenceNo,
  },
  closed,
);

export const WalletTransferValue = Type.Object(
  {
    reference_no: Type.String(),
    from: Type.String(),
    to: Type.String(),
    amount: Amount,
    /** Every wallet of the member right after the move, as GCS_merchantWallet lists them. */
    wallets: Type.Array(WalletBalance),
  },
  closed,
);

export const walletCalls = {
  balance: call({
    id: 'balance',
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    summary: "The logged-in member's main wallet balance, read from the ledger",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: BalanceValue,
    errors: ['UNAUTHORIZED'],
  }),
  merchantWallet: call({
    id: 'merchantWallet',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    summary:
      'Relay GCS_merchantWallet: whether the operator keeps a single wallet (isSingle; no vendor wallets to transfer between), and the wallets a member holds: MAIN, then one per game vendor with transfer wallets',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: MerchantWalletValue,
    errors: ['UNAUTHORIZED'],
  }),
  walletTransfer: call({
    id: 'walletTransfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    summary:
      "Relay GCS_walletTransfer: move money between the member's main wallet and a game vendor's (transfer wallets only), in one ledger transaction; a retry with the same reference_no moves nothing more and answers the first move, the same reference_no for another move is refused",
    token: true,
    enc: false,
    body: WalletTransferBody,
    query: undefined,
    value: WalletTransferValue,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'FEATURE_DISABLED',
      'INSUFFICIENT_FUNDS',
      'IDEMPOTENCY_CONFLICT',
    ],
  }),
} as const;
