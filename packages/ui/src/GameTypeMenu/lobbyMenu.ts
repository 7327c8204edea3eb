import type { IconName } from '../Icon';

// Apart from the menu, so that code needing only the list or the icons (a side menu) does not
// bring the menu's styles along.

/**
 * The entries of the home lobby's menu (spec 2.6), in their order: the API's game types (the
 * contract's `GAME_TYPES`, those the lobby shows) among the lobby's own lists (home, favourites,
 * hot, recent).
 */
export const LOBBY_MENU_ITEMS = [
  'HOME',
  'FAV',
  'RNG',
  'LIVE',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'MXWIN',
  'HOT',
  'RECENT',
] as const;

/** The key of a lobby menu entry: a known one, or any other the operator's menu lists. */
export type LobbyMenuKey = (typeof LOBBY_MENU_ITEMS)[number] | (string & {});

/** The icon each known lobby menu entry shows; others get `icon` from their item. */
export const lobbyMenuIcons: Record<(typeof LOBBY_MENU_ITEMS)[number], IconName> = {
  HOME: 'home',
  FAV: 'star',
  RNG: 'slot',
  LIVE: 'camera',
  SPORTS: 'ball',
  FISH: 'fish',
  ESPORTS: 'gamepad',
  PVP: 'cards',
  COCKFIGHT: 'rooster',
  MXWIN: 'trophy',
  HOT: 'flame',
  RECENT: 'clock',
};
