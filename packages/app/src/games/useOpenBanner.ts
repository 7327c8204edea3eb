import type { CallValue } from '@portal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { calls } from '../api/callTable';
import { useGameActions } from './useGameActions';

export type BannerRecord = CallValue<typeof calls.banners>['banners'][number];

/**
 * What a banner click does (spec 2.3; reference facts): URL opens its link in a new tab, P the
 * promotion on the promotions page, G starts its game. The home carousel and the pop-ups' banner
 * groups (w_login, w_register, w_forget) share it. Answers whether the click left the page, so a
 * pop-up can close behind it.
 */
export function useOpenBanner() {
  const navigate = useNavigate();
  const { launch } = useGameActions();
  return useCallback(
    (banner: BannerRecord): boolean => {
      if (banner.linkageType === 'URL') {
        window.open(banner.linkage, '_blank', 'noopener,noreferrer');
        return false;
      }
      if (banner.linkageType === 'P') {
        void navigate(`/promotions?promotionId=${banner.promotionId ?? banner.linkage}`);
        return true;
      }
      if (banner.nodeId !== null && banner.vendor && banner.gameType) {
        launch({
          nodeId: banner.nodeId,
          vassalage: banner.vendor,
          gameType: banner.gameType,
          gameCode: banner.linkage,
          isGame: 'GAME',
          displayName: banner.title,
        });
        return true;
      }
      return false;
    },
    [navigate, launch],
  );
}
