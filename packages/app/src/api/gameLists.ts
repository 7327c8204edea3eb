import type { CallQuery, CallValue } from '@portal/contract';
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { appConfig } from '../config';
import type { ApiError } from './ApiError';
import { calls } from './callTable';
import type { catalogueCalls } from './catalogueCallTable';
import { apiCall } from './client';
import { callKey, type CallKey } from './keys';
import { gamesOf } from './gamesOfPages';
import { gameListBase, type GameListQuery } from './listQueries';
import { once, useCall, useCatalogueLanguage } from './useCall';

// The catalogue domain's lists of games: apart from catalogue.ts, as only the pages with game grids
// need them (and swr/infinite), which load lazily, not the shell's first paint.

export type { GameListQuery } from './listQueries';

type GamePage = CallValue<typeof calls.gameList>;
/** The calls that answer pages of games: the lists of the lobby, and the search (/search). */
type PagedGamesCall = typeof calls.gameList | typeof catalogueCalls.gameSearch;

/**
 * Pages of games of `call` for `query` (null: none): `loadMore` asks for the next page; a new
 * query is a new key, so the list and the page start again.
 */
export function usePagedGames<C extends PagedGamesCall>(
  call: C,
  query: Omit<CallQuery<C>, 'pageNo' | 'pageSize' | 'language'> | null,
  pageSize: number,
) {
  const language = useCatalogueLanguage();
  const result = useSWRInfinite<GamePage, ApiError>(
    (index, previous: GamePage | null) => {
      if (!query) return null;
      if (previous && index >= previous.totalPages) return null;
      const full = { ...query, pageNo: index + 1, pageSize, language };
      return callKey(call, full, null);
    },
    ([, query]: CallKey) => apiCall(call, { query: query as CallQuery<C> }) as Promise<GamePage>,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = result.data;
  const last = pages?.[pages.length - 1];
  return {
    games: gamesOf(pages),
    total: last?.total,
    hasMore: last && pages ? pages.length < last.totalPages : false,
    loading: result.isLoading || (result.size > 0 && result.data?.[result.size - 1] === undefined),
    error: result.error,
    loadMore: () => void result.setSize(result.size + 1),
  };
}

/** A paged game list of the lobby (spec 4.10): a category, a vendor, a sub-category. */
export const useGameList = (query: GameListQuery | null, pageSize: number) =>
  usePagedGames(calls.gameList, query && gameListBase(query), pageSize);

const HOT_STORAGE = 'HOT_GAMES';
/** How long the server keeps its ranking, in seconds (the call's max age). */
const HOT_MAX_AGE = calls.hotGames.maxAge ?? 60;
type HotGames = CallValue<typeof calls.hotGames>;

function storedHotGames(language: string): HotGames | undefined {
  try {
    const raw = sessionStorage.getItem(`${HOT_STORAGE}:${language}`);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as HotGames;
    const age = (Date.now() - Date.parse(value.rankedAt)) / 1000;
    return age < HOT_MAX_AGE ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hot games, kept in the session for as long as the server keeps its ranking (spec 4.10:
 * "cached in the session unless a refresh is asked for"); `refresh` ranks them again.
 */
export function useHotGames(enabled = true) {
  const language = useCatalogueLanguage();
  const query = {
    merchantCode: appConfig.merchantCode,
    isPlatform: 2,
    platform: appConfig.platform,
    language,
  } as const;
  const fallback = storedHotGames(language);
  const swr = useCall(calls.hotGames, query, {
    ...once,
    enabled,
    dedupingInterval: HOT_MAX_AGE * 1000,
    ...(fallback ? { fallbackData: fallback } : {}),
    onSuccess: (value) => {
      try {
        sessionStorage.setItem(`${HOT_STORAGE}:${language}`, JSON.stringify(value));
      } catch {
        // A full or disabled storage only costs a request later.
      }
    },
  });
  const { mutate } = swr;
  const refresh = useCallback(
    () =>
      mutate(apiCall(calls.hotGames, { query: { ...query, refresh: true } }), {
        revalidate: false,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is rebuilt from language
    [mutate, language],
  );
  return { ...swr, refresh };
}

export function useRecentGames(enabled = true) {
  const language = useCatalogueLanguage();
  return useCall(
    calls.recentGames,
    { clientType: appConfig.clientType, platform: appConfig.platform, language },
    { enabled },
  );
}

export function useFavouriteList(enabled = true) {
  const language = useCatalogueLanguage();
  return useCall(
    calls.favouriteList,
    {
      clientType: appConfig.clientType,
      platform: appConfig.platform,
      language,
      pageSize: 999,
    },
    { enabled },
  );
}

/** The ids of the member's favourite games (a visitor has none). */
export const useFavouriteIds = (enabled = true) =>
  useCall(calls.favouriteIds, undefined, { revalidateOnFocus: false, enabled });
