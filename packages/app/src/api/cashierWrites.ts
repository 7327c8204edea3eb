// The cashier domain's writes, loaded with the member centre's deposit page.
import { calls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';

/**
 * Starts a deposit: a pending one, credited only once its provider or the operator confirms it.
 * The same `requestId` again answers the same deposit (a double click, a retry after a lost
 * answer). The history is asked again, whatever the answer.
 */
export const useCreateDeposit = () =>
  useCallMutation(calls.depositCreate, { invalidates: [matchCall(calls.depositList)] });

/** A new key for one deposit attempt: 32 characters of [0-9a-f], as the contract allows. */
export function newDepositRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
