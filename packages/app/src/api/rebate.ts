// The rebate's read (manualRebate), loaded with its page; the claim is in promosWrites.ts.
import { promosCalls as calls } from './promosCallTable';
import { useCall } from './useCall';

/** The member's rebate: what a claim pays now, by game type, the rates and the last claim. */
export const useRebate = () => useCall(calls.rebateInfo);
