// The promos domain's writes, loaded with the reward centre.
import { calls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';

/**
 * Claims a promotion: paid once by the server (through the ledger); the promotions on offer and
 * the balance are asked again, whatever the answer.
 */
export const useClaimPromo = () =>
  useCallMutation(calls.claimPromo, {
    invalidates: [matchCall(calls.availablePromo), matchCall(calls.balance)],
  });
