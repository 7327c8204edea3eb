// The rebate's and invite friends' reads (manualRebate, referral), loaded with their pages; the
// claims are in promosWrites.ts.
import { promosCalls as calls } from './promosCallTable';
import { useCall } from './useCall';

/** The member's rebate: what a claim pays now, by game type, the rates and the last claim. */
export const useRebate = () => useCall(calls.rebateInfo);

/** The member's invitation, the friends who registered with it, and their rewards (referral). */
export const useReferral = () => useCall(calls.referralInfo);
