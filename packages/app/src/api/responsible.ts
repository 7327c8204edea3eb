// Responsible play's reads and writes (the member centre's page, the reality check, the age
// confirmation), over its own call table, loaded with what uses them.
import type { CallQuery, CallValue, HISTORY_KINDS } from '@portal/contract';
import { useCallback } from 'react';
import { unstable_serialize, useSWRConfig, type Key, type SWRConfiguration } from 'swr';
import { isApiError, type ApiError } from './ApiError';
import { apiCall } from './client';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { responsibleCalls } from './responsibleCallTable';
import { useCall } from './useCall';

/** The member's limits, session limit, reality-check interval, age checks and help links. */
export const useResponsibleState = () => useCall(responsibleCalls.responsibleState);

/** The reality check now (asked when the refusal did not carry it). */
export const useRealityCheck = (
  enabled = true,
  options: SWRConfiguration<CallValue<typeof responsibleCalls.realityCheck>, ApiError> = {},
) => useCall(responsibleCalls.realityCheck, undefined, { ...options, enabled });

/** The 12-month history, one page of a kind or of all. */
export const useResponsibleHistory = (
  query: CallQuery<typeof responsibleCalls.responsibleHistory>,
) => useCall(responsibleCalls.responsibleHistory, query);

const stateStale = [matchCall(responsibleCalls.responsibleState)];
/** A change of a limit shows in the history too. */
const limitStale = [...stateStale, matchCall(responsibleCalls.responsibleHistory)];

export const useLimitSet = () =>
  useCallMutation(responsibleCalls.responsibleLimitSet, { invalidates: limitStale });
export const useSessionLimitSet = () =>
  useCallMutation(responsibleCalls.responsibleSessionLimit, { invalidates: limitStale });
export const useLimitConfirm = () =>
  useCallMutation(responsibleCalls.responsibleLimitConfirm, { invalidates: limitStale });
export const useRealityCheckSet = () =>
  useCallMutation(responsibleCalls.realityCheckSet, { invalidates: stateStale });
/**
 * The answer resolves once the cached check is fresh: an open game's watch would otherwise see the
 * old one, still due, and open the check again as soon as the pop-up closes.
 */
export const useRealityCheckAnswer = () =>
  useCallMutation(responsibleCalls.realityCheckAnswer, {
    invalidates: [matchCall(responsibleCalls.realityCheck)],
    awaitInvalidation: true,
  });
export const useAgeConfirm = () =>
  useCallMutation(responsibleCalls.ageConfirm, { invalidates: stateStale });
/** A time-out or self-exclusion ends every session: the caller logs out after it. */
export const useTimeOut = () => useCallMutation(responsibleCalls.responsibleTimeOut);
export const useSelfExclude = () => useCallMutation(responsibleCalls.responsibleSelfExclude);
/** After a self-exclusion has ended: asks, with the login's credentials, to reopen the account. */
export const useReopenAccount = () => useCallMutation(responsibleCalls.responsibleReopen);

/** Every line of the 12-month history (of `kind`, or all), page after page: what the CSV holds. */
export async function allHistory(kind?: (typeof HISTORY_KINDS)[number]) {
  const page = (pageNo: number) =>
    apiCall(responsibleCalls.responsibleHistory, {
      query: { ...(kind ? { kind } : {}), pageNo, pageSize: 1000 },
    });
  const first = await page(1);
  const lines = [...first.list];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1)
    lines.push(...(await page(pageNo)).list);
  return lines;
}

/**
 * Asks again for whatever a reality check due refused (a game's launch): once it is answered,
 * they may go on.
 */
export function useRetryRefusedByCheck() {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    () =>
      mutate((key) => {
        const error = cache.get(unstable_serialize(key as Key))?.error as unknown;
        return isApiError(error) && error.code === 'REALITY_CHECK_DUE';
      }),
    [mutate, cache],
  );
}
