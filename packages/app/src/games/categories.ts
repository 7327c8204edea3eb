import type { GameType } from '@portal/contract';

/** The page of each vendor category (spec 2.1): list centres and game centres. */
export const CATEGORY_PATHS: Readonly<Record<string, string>> = {
  LIVE: '/live',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  MXWIN: '/mxwin',
  // Cockfight is split out of SPORTS (spec 2.6) and has no path of its own: the sports centre
  // shows it by its type.
  COCKFIGHT: '/sports?gameType=COCKFIGHT',
};

/** Spec 2.4: these categories always go to their page, whatever their vendor count. */
export const ALWAYS_PAGE: ReadonlySet<string> = new Set(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']);

export const categoryPath = (gameType: string, vassalage?: string): string => {
  const base = CATEGORY_PATHS[gameType] ?? '/';
  if (!vassalage) return base;
  return `${base}${base.includes('?') ? '&' : '?'}vassalage=${encodeURIComponent(vassalage)}`;
};

export const isGameType = (value: string): value is GameType =>
  value in CATEGORY_PATHS || value === 'COCKFIGHT';
