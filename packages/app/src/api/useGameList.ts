import type { CallQuery, CallValue } from '@portal/contract';
import useSWRInfinite from 'swr/infinite';
import { appConfig } from '../config';
import type { ApiError } from './ApiError';
import { calls } from './callTable';
import { apiCall } from './client';
import { useCatalogueLanguage } from './hooks';
import { callKey } from './useCall';

// Apart from the other hooks: swr/infinite is needed only by the pages with game grids, which
// load lazily, not by the shell's first paint.

export type GameListQuery = Pick<
  CallQuery<typeof calls.gameList>,
  'gameType' | 'vassalage' | 'gameClassify'
>;

/**
 * A paged game list (spec 4.10): `loadMore` asks for the next page; a new vendor or category
 * is a new key, so the list and the page start again.
 */
export function useGameList(query: GameListQuery | null, pageSize: number) {
  const language = useCatalogueLanguage();
  const result = useSWRInfinite<CallValue<typeof calls.gameList>, ApiError>(
    (index, previous: CallValue<typeof calls.gameList> | null) => {
      if (!query) return null;
      if (previous && index >= previous.totalPages) return null;
      const full = {
        clientType: appConfig.clientType,
        platform: appConfig.platform,
        merchant: appConfig.merchantCode,
        ...query,
        pageNo: index + 1,
        pageSize,
        language,
      };
      return callKey(calls.gameList, full, null);
    },
    ([, query]: readonly [string, string, null]) =>
      apiCall(calls.gameList, { query: JSON.parse(query) as CallQuery<typeof calls.gameList> }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = result.data ?? [];
  const last = pages[pages.length - 1];
  return {
    games: pages.flatMap((p) => p.games),
    total: last?.total,
    hasMore: last ? pages.length < last.totalPages : false,
    loading: result.isLoading || (result.size > 0 && result.data?.[result.size - 1] === undefined),
    error: result.error,
    loadMore: () => void result.setSize(result.size + 1),
  };
}
