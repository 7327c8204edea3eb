import { type CallValue, type GameType } from '@portal/contract';
import { calls } from '../api/callTable';
import { FAVOURITE_THROTTLE_MS, LOGIN_MODAL, useModals } from '@portal/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall } from '../api/client';
import { useCall } from '../api/useCall';
import { useSession } from '../session/SessionProvider';

type Ids = CallValue<typeof calls.favouriteIds>;
type Page = CallValue<typeof calls.favouriteList>;

export interface FavouriteSubject {
  nodeId: number;
  vassalage: string;
  gameType: string;
}

/**
 * Favourites (spec 4.10): the ids of the member's favourite games, and a toggle that updates
 * every list at once (optimistic), settles on the server's answer, and is throttled to one change
 * a game each 1000 ms. A visitor gets the login pop-up instead.
 */
export function useFavourites() {
  const { isLogin } = useSession();
  const modals = useModals();
  const ids = useCall(calls.favouriteIds, undefined, { revalidateOnFocus: false });
  const { mutate } = useSWRConfig();
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

      const optimistic = (current: Ids | undefined): Ids => {
        const set = new Set(current?.nodeIds ?? []);
        if (favourite) set.add(game.nodeId);
        else set.delete(game.nodeId);
        return { nodeIds: [...set] };
      };
      // Removing takes the game out of the favourites page at once too.
      const listKey = (key: unknown) => Array.isArray(key) && key[0] === calls.favouriteList.id;
      if (!favourite)
        void mutate<Page>(
          listKey,
          (page) =>
            page && {
              ...page,
              games: page.games.filter((g) => g.nodeId !== game.nodeId),
              total: Math.max(0, page.total - 1),
            },
          { revalidate: false },
        );
      await ids.mutate(
        async () => {
          const answer = favourite
            ? await apiCall(calls.favouriteAdd, {
                body: {
                  nodeId: game.nodeId,
                  vassalage: game.vassalage,
                  gameType: game.gameType as GameType,
                },
              })
            : await apiCall(calls.favouriteRemove, { query: { nodeId: game.nodeId } });
          return { nodeIds: answer.nodeIds };
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
      void mutate(listKey);
    },
    [isLogin, modals, favouriteIds, ids, mutate],
  );

  return { favouriteIds, toggle };
}
