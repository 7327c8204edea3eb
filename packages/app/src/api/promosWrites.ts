// The promos domain's writes, loaded with the reward centre, the rebate and invite friends.
import { calls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { promosCalls } from './promosCallTable';
import { recordsCalls } from './recordsCallTable';

/**
 * Claims a promotion: paid once by the server (through the ledger); the promotions on offer and
 * the balance are asked again, whatever the answer.
 */
export const useClaimPromo = () =>
  useCallMutation(calls.claimPromo, {
    invalidates: [matchCall(calls.availablePromo), matchCall(calls.balance)],
  });

/**
 * Claims the rebate owed now: paid once by the server (through the ledger); the rebate, the
 * balance and the records it shows in are asked again, whatever the answer.
 */
export const useClaimRebate = () =>
  useCallMutation(promosCalls.rebateClaim, {
    invalidates: [
      matchCall(promosCalls.rebateInfo),
      matchCall(calls.balance),
      matchCall(recordsCalls.bonusRecords),
      matchCall(recordsCalls.transactions),
    ],
    awaitInvalidation: true,
  });

/**
 * Claims the rewards of the friends who qualified: each paid once by the server; invite friends,
 * the balance and the bonuses are asked again, whatever the answer.
 */
export const useClaimReferral = () =>
  useCallMutation(promosCalls.referralClaim, {
    invalidates: [
      matchCall(promosCalls.referralInfo),
      matchCall(calls.balance),
      matchCall(recordsCalls.bonusRecords),
      matchCall(recordsCalls.transactions),
    ],
    awaitInvalidation: true,
  });
