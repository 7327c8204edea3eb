import type { IconName } from '../Icon';

// Apart from the menu, so that code needing only the list or the icons (a side menu) does not
// bring the menu's styles along.

/** The home lobby's categories (spec 2.6), in their order. */
export const GAME_TYPES = [
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
export type GameType = (typeof GAME_TYPES)[number] | (string & {});

/** The icon each known category shows; others get `icon` from their item. */
export const gameTypeIcons: Record<(typeof GAME_TYPES)[number], IconName> = {
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
