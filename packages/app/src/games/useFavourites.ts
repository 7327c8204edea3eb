import { FAVOURITE_THROTTLE_MS } from '@portal/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useFavouriteIds } from '../api/gameLists';
import { useFavouriteChange } from '../api/catalogueWrites';
import { useSession } from '../session/SessionProvider';
import { useSiteSettings } from '../session/useSiteSettings';
import { LOGIN_MODAL } from '../popups/names';
import { useAppModals } from '../popups/useAppModals';

export interface FavouriteSubject {
  nodeId: number;
  vassalage: string;
  gameType: string;
}

/**
 * Favourites (spec 4.10): the ids of the member's favourite games, and a toggle that updates
 * every list at once (optimistic), settles on the server's answer, and is throttled to one change
 * a game each 1000 ms. A visitor gets the login pop-up instead. No toggle while the operator's
 * favourites module is off.
 */
export function useFavourites() {
  const { isLogin } = useSession();
  const modals = useAppModals();
  // Without the module (GAMELOFAV3) the tiles have no star and nothing is asked of the server.
  const offered = useSiteSettings().flags.has('GAMELOFAV3');
  const ids = useFavouriteIds(offered);
  const { trigger: change } = useFavouriteChange(offered);
  const last = useRef(new Map<number, number>());

  const favouriteIds = useMemo(() => new Set(ids.data?.nodeIds ?? []), [ids.data]);

  const toggle = useCallback(
    async (game: FavouriteSubject, favourite: boolean) => {
      if (!isLogin) {
        modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' });
        return;
      }
      const now = Date.now();
      if (now - (last.current.get(game.nodeId) ?? 0) < FAVOURITE_THROTTLE_MS) return;
      last.current.set(game.nodeId, now);
      // Adding one that is already there changes nothing (spec 4.10).
      if (favourite === favouriteIds.has(game.nodeId)) return;
      await change({ game, favourite });
    },
    [isLogin, modals, favouriteIds, change],
  );

  return { favouriteIds, toggle: offered ? toggle : undefined };
}
