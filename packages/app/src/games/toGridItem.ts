import type { calls, CallValue, GameBadge } from '@portal/contract';
import type { GameGridItem } from '@portal/ui';
import { artworkUrl } from '../session/cdn';

export type GameItem = CallValue<typeof calls.gameList>['games'][number];

/** The i18n key of a tile's tag (gameBadges.es.ts, en.ts). */
export const badgeKey = (badge: GameBadge): string => `game_badge_${badge}`;

/**
 * A game of the server's lists as the grid shows it; its tag (HOT, NEW) in the player's words,
 * `badgeText` giving them.
 */
export function toGridItem(
  game: GameItem,
  favourites: ReadonlySet<number>,
  badgeText: (badge: GameBadge) => string,
): GameGridItem {
  return {
    id: String(game.nodeId),
    name: game.displayName,
    caption: game.vassalage,
    imageUrl: artworkUrl(game.icon),
    favourite: favourites.has(game.nodeId),
    ...(game.badge ? { badge: badgeText(game.badge) } : {}),
  };
}
