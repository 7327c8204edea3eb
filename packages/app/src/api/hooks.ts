import type { CallQuery, CallValue, GameType } from '@portal/contract';
import { calls } from './callTable';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { appConfig } from '../config';
import { apiCall } from './client';
import { useCall } from './useCall';
import { bannersQuery, noticesQuery, winnerBoardQuery, type BannerGroup } from './queries';

/** The catalogue's language code for the current UI language (`pt-BR` stays as it is). */
export function useCatalogueLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language || 'es';
}

// What the start-up and the shell read: asked once, kept for the tab's life.
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false };

export const useSystemInfo = () => useCall(calls.systemInfo, undefined, once);
export const useCountries = () => useCall(calls.countries, undefined, once);
export const useMemberInfo = () =>
  useCall(calls.memberInfo, undefined, { revalidateOnFocus: false });
export const useMemberIcon = () => useCall(calls.memberIcon, undefined, once);
export const useGameMenus = () => useCall(calls.gameMenus, undefined, once);

export function useHelpCenter(topic: string | undefined, enabled: boolean) {
  const lang = useCatalogueLanguage();
  return useCall(
    calls.helpCenter,
    { lang, device: 'WEB', ...(topic ? { topic } : {}) },
    { ...once, enabled },
  );
}

/**
 * The vendor list, kept until flushed (spec 4.10): a language change flushes it (spec 4.9), see
 * `useFlushOnLanguageChange`.
 */
export const useGameVendors = (gameType?: GameType) =>
  useCall(
    calls.gameVendors,
    {
      platform: 'html5-desktop',
      merchantCode: appConfig.merchantCode,
      ...(gameType ? { gameType } : {}),
    },
    once,
  );

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

/**
 * The balance (spec 2.4): the wallet's balance call, asked again on focus and every
 * `refreshInterval` ms where a game may be changing it (the seamless area).
 */
export function useBalance(refreshInterval = 0) {
  const swr = useCall(calls.balance, undefined, { refreshInterval, revalidateOnFocus: true });
  return {
    balance: swr.data?.balance,
    currencySymbol: swr.data?.currencySymbol,
    refreshing: swr.isValidating,
    refresh: () => swr.mutate(),
  };
}

/** Flushes what depends on the language (spec 4.9): vendor list; hot games and winners re-key. */
export function useFlushLanguageCaches() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate((key) => Array.isArray(key) && key[0] === calls.gameVendors.id, undefined, {
        revalidate: true,
      }),
    [mutate],
  );
}

export { bannersQuery, noticesQuery, winnerBoardQuery, type BannerGroup };

export function useBanners(group: BannerGroup) {
  const language = useCatalogueLanguage();
  return useCall(calls.banners, bannersQuery(group, language), once);
}

/** The notices of the marquee and the notice list (spec 4.9). */
export function useNotices(enabled = true) {
  const language = useCatalogueLanguage();
  // One page of the largest size: the notice list pages them by 9 itself (spec 9).
  return useCall(calls.notices, noticesQuery(language), { ...once, enabled });
}

/** The pop-up announcements of the executions given (spec 4.9). */
export function useAnnouncements(execution: string | null) {
  const language = useCatalogueLanguage();
  return useCall(
    calls.announcements,
    { types: 'B,PL,PU,PR,H', platform: 'W', language, ...(execution ? { execution } : {}) },
    { ...once, enabled: execution !== null },
  );
}

/** The winner board (spec 2.6, 9): 20 rows of every category; re-keyed by a language change. */
export function useWinnerBoard() {
  const language = useCatalogueLanguage();
  return useCall(calls.winnerBoard, winnerBoardQuery(language), once);
}

export function usePromotions(type: CallQuery<typeof calls.promotions>['type'], pageNo: number) {
  const language = useCatalogueLanguage();
  return useCall(calls.promotions, { language, pageNo, ...(type ? { type } : {}) }, once);
}
