import type { GameType } from '@portal/contract';
import { calls } from './callTable';
import { centreList, gameListBase } from './listQueries';
import { preloadCall } from './preloadCall';
import { loadCentres } from '../pages/CategoryCentre/lazy';

/**
 * The grid's page (spec 9: 24), which the page asks with (@portal/ui's DEFAULT_PAGE_SIZE; the
 * test pins that the two agree): importing the grid's module, or the contract's, would bring it
 * into the first paint.
 */
const CENTRE_PAGE_SIZE = 24;

/** The game list centres (spec 2.1, 2.9: GameListCenter), one category each. */
export const CENTRE_PATHS: readonly string[] = ['/live', '/fish', '/rng', '/pvp', '/mxwin'];

/**
 * On a centre's address, what its first screen shows is asked for at start, beside the system
 * info: its chunk and the first page of its games, under the key the page's list uses. Otherwise
 * both wait for the start-up, the chunk and the game menus: on a phone the first tiles' pictures
 * (the page's largest paint) came seconds after the page. (Its vendors, under the list's fold
 * on a phone, are left to the page: the first paint's budget has no room for their query.)
 */
export function preloadCentre(pathname: string, search: string, language: string): void {
  void loadCentres();
  const gameType = pathname.slice(1).toUpperCase() as GameType;
  void preloadCall(calls.gameList, {
    ...gameListBase(centreList(gameType, new URLSearchParams(search))),
    pageNo: 1,
    pageSize: CENTRE_PAGE_SIZE,
    language,
  });
}
