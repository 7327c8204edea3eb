/**
 * Spanish texts of the tags over a game's tile (the server's `badge`, GAME_BADGES): they travel in
 * the chunk of the game grids (games/GameGridSection, useChunkTexts), never shown before a grid is;
 * English in en.ts.
 */
export const gameBadgesEs: Record<string, string> = {
  game_badge_HOT: 'Popular',
  game_badge_NEW: 'Nuevo',
};
