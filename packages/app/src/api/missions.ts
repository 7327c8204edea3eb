// The missions domain's reads and writes (the member centre's missionLeaderboard and its menu's
// red count), loaded with the member centre: never on the first paint.
import { calls } from './callTable';
import { matchCall } from './keys';
import { missionsCalls } from './missionsCallTable';
import { useCallMutation } from './mutation';
import { recordsCalls } from './recordsCallTable';
import { useCall, useCatalogueLanguage } from './useCall';

/** The live missions with the member's progress, and how many it may claim (the red count). */
export function useMissionSummary(enabled = true) {
  const language = useCatalogueLanguage();
  return useCall(missionsCalls.missionSummary, { language }, { enabled });
}

/** The members ranked by valid bets over the period, and the member's own rank. */
export const useMissionLeaderboard = (period: 'day' | 'week' | 'month') =>
  useCall(missionsCalls.missionLeaderboard, { period });

/** The raffles open and lately drawn, the member's entries and the winners. */
export function useRaffles() {
  const language = useCatalogueLanguage();
  return useCall(missionsCalls.raffleList, { language });
}

/**
 * Claims a completed mission's reward: paid once by the server (through the ledger); the missions,
 * the balance and the records it shows in are asked again, whatever the answer.
 */
export const useClaimMission = () =>
  useCallMutation(missionsCalls.missionClaim, {
    invalidates: [
      matchCall(missionsCalls.missionSummary),
      matchCall(calls.balance),
      matchCall(recordsCalls.bonusRecords),
      matchCall(recordsCalls.transactions),
    ],
    awaitInvalidation: true,
  });

/** Takes the member's entry in a raffle; the raffles are asked again, whatever the answer. */
export const useEnterRaffle = () =>
  useCallMutation(missionsCalls.raffleClaim, {
    invalidates: [matchCall(missionsCalls.raffleList)],
    awaitInvalidation: true,
  });
