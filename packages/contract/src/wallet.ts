import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed } from './shared';

/** The wallet: the member's balance, read from the ledger, and the wallets they hold. */

export const BalanceValue = Type.Object(
  {
    /** The main wallet's balance. */
    balance: Amount,
    currencySymbol: Type.String(),
  },
  closed,
);

export const MerchantWalletValue = Type.Object(
  {
    /** True when the operator has one wallet only: no vendor wallets, nothing to transfer. */
    isSingle: Type.Boolean(),
    /** The wallets a member holds; the main one first. */
    wallets: Type.Array(
      Type.Object({ code: Type.String(), balance: Amount, transferable: Type.Boolean() }, closed),
    ),
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
      'Relay GCS_merchantWallet: whether the operator keeps a single wallet (isSingle; no vendor wallets to transfer between), and the wallets a member holds',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: MerchantWalletValue,
    errors: ['UNAUTHORIZED'],
  }),
} as const;
