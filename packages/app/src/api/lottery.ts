// The lottery domain: the games of a prize mode and a lottery game's address.
import type { CallQuery, CallValue, PrizeMode } from '@portal/contract';
import useSWRImmutable from 'swr/immutable';
import type { ApiError } from './ApiError';
import { lotteryCalls as calls } from './lotteryCallTable';
import { apiCall } from './client';
import { callKey } from './keys';
import { useCall } from './useCall';
import { useToken } from './useToken';

/** The lottery games of a prize mode (spec 4.10). */
export const useLotteryMenu = (prizeMode: PrizeMode, language: string) =>
  useCall(calls.vnGameMenu, { prizeMode, device: 'WEB', language });

/**
 * The address of a lottery game's page (spec 2.1, 7.2) for the session, with a single-use ticket:
 * asked once per game (null: none).
 */
export function useLotteryLaunch(query: CallQuery<typeof calls.lotteryLaunch> | null) {
  const token = useToken();
  return useSWRImmutable<CallValue<typeof calls.lotteryLaunch>, ApiError>(
    query && token
      ? callKey(
          calls.lotteryLaunch,
          { prizeMode: query.prizeMode, gameCode: query.gameCode },
          token,
        )
      : null,
    () => apiCall(calls.lotteryLaunch, { query: query! }),
  );
}
