// The catalogue domain's writes: the favourites. Loaded with the game grids that toggle them.
import type { CallValue, GameType } from '@portal/contract';
import { useSWRConfig } from 'swr';
import { calls } from './callTable';
import { apiCall } from './client';
import { matchCall } from './keys';
import { useMutation } from './mutation';
import { useFavouriteIds } from './gameLists';

type Ids = CallValue<typeof calls.favouriteIds>;
type Page = CallValue<typeof calls.favouriteList>;

export interface FavouriteChange {
  game: { nodeId: number; vassalage: string; gameType: string };
  /** Added (true) or taken out (false). */
  favourite: boolean;
}

/**
 * Adds a game to the favourites or takes it out (spec 4.10): the ids change at once (optimistic)
 * and settle on the server's answer, or go back on a failure; a game taken out leaves the
 * favourites page at once too; the favourites page is asked again after.
 */
export function useFavouriteChange(offered = true) {
  const { mutate } = useSWRConfig();
  const ids = useFavouriteIds(offered);
  return useMutation(
    async ({ game, favourite }: FavouriteChange) => {
      const optimistic = (current: Ids | undefined): Ids => {
        const set = new Set(current?.nodeIds ?? []);
        if (favourite) set.add(game.nodeId);
        else set.delete(game.nodeId);
        return { nodeIds: [...set] };
      };
      if (!favourite)
        void mutate<Page>(
          matchCall(calls.favouriteList),
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
    },
    { invalidates: [matchCall(calls.favouriteList)] },
  );
}
