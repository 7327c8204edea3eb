import type { calls, CallValue } from '@portal/contract';
import type { GameGridItem } from '@portal/ui';
import { appConfig } from '../config';

export type GameItem = CallValue<typeof calls.gameList>['games'][number];

/**
 * Artwork paths are served by the reference server itself, so they resolve against the API's
 * origin: the page's Content-Security-Policy admits images from 'self' only (see NOTES.md).
 */
export const artworkUrl = (path: string): string =>
  /^https?:\/\//u.test(path) ? path : `${appConfig.apiBase}${path}`;

export function toGridItem(game: GameItem, favourites: ReadonlySet<number>): GameGridItem {
  return {
    id: String(game.nodeId),
    name: game.displayName,
    caption: game.vassalage,
    imageUrl: artworkUrl(game.icon),
    favourite: favourites.has(game.nodeId),
  };
}
