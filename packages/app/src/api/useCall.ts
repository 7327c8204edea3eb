import type { CallDef, CallQuery, CallValue } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiCall } from './client';
import type { ApiError } from './ApiError';
import { callKey, type CallKey } from './keys';
import { useToken } from './useToken';

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

/** The catalogue's language code for the current UI language (`pt-BR` stays as it is). */
export function useCatalogueLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language || 'es';
}

// What the start-up and the shell read: asked once, kept for the tab's life.
export const once = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
};
