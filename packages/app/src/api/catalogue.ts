// The catalogue domain's part that the shell needs: the menus (the header's categories), the vendor
// lists, a category's first game. The lists of games (paged, hot, recent, favourites) are in
// gameLists.ts and the favourites' writes in catalogueWrites.ts, loaded with the pages that show
// games.
import type { CallQuery } from '@portal/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { appConfig } from '../config';
import { calls } from './callTable';
import { apiCall } from './client';
import { matchCall } from './keys';
import { once, useCall } from './useCall';

export const useGameMenus = () => useCall(calls.gameMenus, undefined, once);

/** Flushes what depends on the language (spec 4.9): vendor list; hot games and winners re-key. */
export function useFlushLanguageCaches() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate(matchCall(calls.gameVendors), undefined, { revalidate: true }),
    [mutate],
  );
}

/**
 * The first game of one vendor in a category (asked with page size 1, as the sports lookup
 * does), for a category that has only that vendor: its game starts at once.
 */
export async function firstGame(
  query: Pick<CallQuery<typeof calls.gameList>, 'gameType' | 'vassalage'>,
) {
  const page = await apiCall(calls.gameList, {
    query: {
      ...query,
      pageNo: 1,
      pageSize: 1,
      clientType: appConfig.clientType,
      platform: appConfig.platform,
      merchant: appConfig.merchantCode,
    },
  });
  return page.games[0];
}
