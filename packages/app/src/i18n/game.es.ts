/**
 * Spanish texts of the game's full-screen view (pages/Seamless): they travel in its chunk
 * (useChunkTexts). English has them in en.ts.
 */
export const gameEs: Record<string, string> = {
  game_exit: 'Salir del juego',
};
