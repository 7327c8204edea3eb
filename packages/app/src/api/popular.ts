// The home lobby's popular games (the content domain's, from a table of their own): loaded with the
// home chunk, never on the first paint.
import { contentCalls } from './contentCallTable';
import { once, useCall, useCatalogueLanguage } from './useCall';

/**
 * The popular games of the home lobby (spec 3, home state "popular"): the most played of the
 * last days (the server's 12 by default: the lobby's grid, spec 9), filled from the catalogue's
 * order so that the row is never empty.
 */
export function usePopularGames() {
  const language = useCatalogueLanguage();
  return useCall(contentCalls.popular, { language }, once);
}
