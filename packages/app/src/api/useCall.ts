import type { CallDef, CallQuery, CallValue } from '@portal/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiCall } from './client';
import type { ApiError } from './ApiError';
import { useToken } from './useToken';

/** The SWR key of a call: its id, its query and, for token calls, the token it was asked with. */
export type CallKey = readonly [id: string, query: string, token: string | null];

export function callKey(def: CallDef, query: unknown, token: string | null): CallKey {
  return [def.id, JSON.stringify(query ?? null), def.token ? token : null];
}

/**
 * An SWR hook over one GET call of the contract. A token call without a token does not run
 * (visitors), nor one with `enabled: false`; the key carries the token, so a new session never
 * sees the data of the previous one.
 */
export function useCall<C extends CallDef>(
  def: C | undefined,
  query?: CallQuery<C>,
  options: SWRConfiguration<CallValue<C>, ApiError> & { enabled?: boolean } = {},
): SWRResponse<CallValue<C>, ApiError> {
  const token = useToken();
  const { enabled = true, ...swr } = options;
  const run = def !== undefined && enabled && (!def.token || token !== null);
  return useSWR<CallValue<C>, ApiError, CallKey | null>(
    run ? callKey(def, query, token) : null,
    ([, , keyToken]) =>
      apiCall(
        def as C,
        {
          ...(query === undefined ? {} : { query }),
          token: keyToken,
        } as never,
      ),
    swr,
  );
}
