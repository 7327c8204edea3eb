// The activities' reads and writes (applications to promotions, ADR 0021), loaded with the
// promotions page over their own call table.
import { activitiesCalls as calls } from './activitiesCallTable';
import { calls as shellCalls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { recordsCalls } from './recordsCallTable';
import { useCall, useCatalogueLanguage } from './useCall';

/** The member's activities: a status per promotion that takes applications (members only). */
export const useActivities = () =>
  useCall(calls.activityList, { language: useCatalogueLanguage() });

/** One of the member's applications with its text and images, when `id` is given. */
export const useApplication = (id: number | null) =>
  useCall(calls.activityApplication, id === null ? undefined : { id }, { enabled: id !== null });

/** Sends an application (multipart); the activities are asked again, whatever the answer. */
export const useApplyActivity = () =>
  useCallMutation(calls.activityApply, {
    invalidates: [matchCall(calls.activityList)],
    awaitInvalidation: true,
  });

/**
 * Claims an issued reward: paid once by the server (through the ledger); the activities, the
 * balance and the bonus records are asked again, whatever the answer.
 */
export const useClaimActivity = () =>
  useCallMutation(calls.activityClaim, {
    invalidates: [
      matchCall(calls.activityList),
      matchCall(shellCalls.balance),
      matchCall(recordsCalls.bonusRecords),
      matchCall(recordsCalls.transactions),
    ],
    awaitInvalidation: true,
  });
