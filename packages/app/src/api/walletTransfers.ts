// The transfer wallets (spec 2.7 transferFund): the member's wallets and the moves between the
// main one and a game vendor's. Loaded with the member centre's transferFund page only, apart
// from wallet.ts (the header's balance, on the first paint), with the calls of their own table.
import { calls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { recordsCalls } from './recordsCallTable';
import { useCall } from './useCall';
import { walletCalls } from './walletCallTable';

/**
 * Whether the operator keeps a single wallet, and the member's wallets with their balances (the
 * main one first, then one per game vendor). Asked again on focus: a game may have moved a vendor
 * wallet's balance meanwhile.
 */
export const useMerchantWallet = () =>
  useCall(walletCalls.merchantWallet, undefined, { revalidateOnFocus: true });

/**
 * Moves money between the main wallet and a vendor's. The same `reference_no` again (a double
 * click, a retry after a lost answer) moves nothing more and answers the first move. The wallets,
 * the header's balance and member info, and the account record are asked again whatever the
 * answer.
 */
export const useWalletTransfer = () =>
  useCallMutation(walletCalls.walletTransfer, {
    invalidates: [
      matchCall(walletCalls.merchantWallet),
      matchCall(calls.balance),
      matchCall(calls.memberInfo),
      matchCall(recordsCalls.transactions),
    ],
  });

/** A new reference for one move: 32 characters of [0-9a-f], as the contract allows. */
export function newReferenceNo(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
