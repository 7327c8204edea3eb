import type { calls, CallValue } from '@portal/contract';
import type { GameGridItem } from '@portal/ui';
import { artworkUrl } from '../session/cdn';

export type GameItem = CallValue<typeof calls.gameList>['games'][number];

export function toGridItem(game: GameItem, favourites: ReadonlySet<number>): GameGridItem {
  return {
    id: String(game.nodeId),
    name: game.displayName,
    caption: game.vassalage,
    imageUrl: artworkUrl(game.icon),
    favourite: favourites.has(game.nodeId),
  };
}
