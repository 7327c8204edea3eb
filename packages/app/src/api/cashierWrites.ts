// The cashier domain's writes, loaded with the member centre's deposit and withdraw pages.
import { calls } from './callTable';
import { cashierCalls } from './cashierCallTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';

/**
 * Starts a deposit: a pending one, credited only once its provider or the operator confirms it.
 * The same `requestId` again answers the same deposit (a double click, a retry after a lost
 * answer). The history is asked again, whatever the answer.
 */
export const useCreateDeposit = () =>
  useCallMutation(cashierCalls.depositCreate, {
    invalidates: [matchCall(cashierCalls.depositList)],
  });

/**
 * A new key for one deposit or withdrawal attempt: 32 characters of [0-9a-f], as the contract
 * allows.
 */
export function newDepositRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The same key for a withdrawal attempt. */
export const newWithdrawRequestId = newDepositRequestId;

/**
 * Sets or changes the withdraw password (proven by the login password). Resolves once the
 * withdraw info has been asked again, so the page shows what the password opens at once.
 */
export const useSetWithdrawPassword = () =>
  useCallMutation(cashierCalls.withdrawPassword, {
    invalidates: [matchCall(cashierCalls.withdrawInfo)],
    awaitInvalidation: true,
  });

/** Saves a receiving account; resolves once the withdraw info (the saved ones) is fresh. */
export const useAddReceivingAccount = () =>
  useCallMutation(cashierCalls.receivingAccountAdd, {
    invalidates: [matchCall(cashierCalls.withdrawInfo)],
    awaitInvalidation: true,
  });

/** Removes a saved receiving account; resolves once the withdraw info is fresh. */
export const useRemoveReceivingAccount = () =>
  useCallMutation(cashierCalls.receivingAccountRemove, {
    invalidates: [matchCall(cashierCalls.withdrawInfo)],
    awaitInvalidation: true,
  });

/**
 * Asks for a withdrawal: the amount and the fee leave the wallet at once, held until the operator
 * pays it out or rejects it. The same `requestId` again answers the same withdrawal. The history,
 * the withdraw info (a wrong password may have locked it), the balance and the member info are
 * asked again, whatever the answer, so the header's balance drops at once.
 */
export const useCreateWithdrawal = () =>
  useCallMutation(cashierCalls.withdrawCreate, {
    invalidates: [
      matchCall(cashierCalls.withdrawList),
      matchCall(cashierCalls.withdrawInfo),
      matchCall(calls.balance),
      matchCall(calls.memberInfo),
    ],
  });

/**
 * The member's answer about a paid withdrawal (an amount received, all received, or not received
 * with a proof image, sent as multipart). No money moves: only the history is asked again.
 */
export const useConfirmWithdrawal = () =>
  useCallMutation(cashierCalls.withdrawConfirm, {
    invalidates: [matchCall(cashierCalls.withdrawList)],
    awaitInvalidation: true,
  });

/** The same key for a transfer to the upline or to a downline. */
export const newTransferRequestId = newDepositRequestId;

/**
 * What a transfer changes, asked again whatever the answer: the balance and the member info (the
 * header), and the withdraw info (its balance; a wrong withdraw password may have locked it).
 */
const afterTransfer = [
  matchCall(calls.balance),
  matchCall(calls.memberInfo),
  matchCall(cashierCalls.withdrawInfo),
];

/** Sends money to the member's upline (FUNDTRANS3), proven by the withdraw password. */
export const useTransferUpline = () =>
  useCallMutation(cashierCalls.transferUpline, { invalidates: afterTransfer });

/** Sends money from an agent to a direct or indirect downline (FUNDTRANS3). */
export const useTransferDownline = () =>
  useCallMutation(cashierCalls.transferDownline, { invalidates: afterTransfer });
