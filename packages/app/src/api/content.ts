// The content domain: banners, notices, announcements, the winner board and the promotions (the
// home lobby's popular games: popular.ts).
import type { CallQuery } from '@portal/contract';
import { calls } from './callTable';
import { bannersQuery, noticesQuery, winnerBoardQuery, type BannerGroup } from './queries';
import { once, useCall, useCatalogueLanguage } from './useCall';

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
