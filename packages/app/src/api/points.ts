// The points mall's and the VIP page's reads, loaded with their pages; the redeem and the
// conversion are in pointsWrites.ts.
import type { RedeemStatus } from '@portal/contract';
import { pointsCalls as calls } from './pointsCallTable';
import { useCall } from './useCall';

/** The member's points (the bets settled since the last look counted first). */
export const usePointBalance = (enabled = true) =>
  useCall(calls.pointBalance, undefined, { enabled });

/** The operator's catalogue of rewards, with their stock. */
export const usePointRewards = (enabled = true) =>
  useCall(calls.pointRewards, undefined, { enabled });

/** The earning rates by game type and the conversion rate. */
export const usePointConfig = (enabled = true) =>
  useCall(calls.pointConfig, undefined, { enabled });

/** A page of the member's redeems, of one status if asked. */
export const usePointRedeems = (pageNo: number, status?: RedeemStatus) =>
  useCall(calls.pointRedeemList, { pageNo, ...(status ? { status } : {}) });

/** A page of the member's points lines. */
export const usePointDetails = (pageNo: number) => useCall(calls.pointDetails, { pageNo });

/** The operator's VIP levels, the member's level and what the next one still needs. */
export const useVipInfo = () => useCall(calls.vipInfo);
