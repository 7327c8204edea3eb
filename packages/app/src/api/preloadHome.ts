import { calls } from './callTable';
import { preloadCall } from './preloadCall';
import { bannersQuery, noticesQuery, winnerBoardQuery } from './queries';

/**
 * On a home address, what the lobby shows first is asked for at start, beside the system info:
 * its chunk, the banners, the notices and the winner board (answered early when the start-up
 * script of index.html asked for them already).
 * Otherwise each waits for the start-up check and then for the chunk, two round trips more
 * before the lobby can paint.
 */
export function preloadHome(language: string): void {
  void import('../pages/Home');
  // The first banner's picture is asked for by the start-up screen of index.html, which shows it.
  void preloadCall(calls.banners, bannersQuery('w_home', language));
  void preloadCall(calls.notices, noticesQuery(language));
  void preloadCall(calls.winnerBoard, winnerBoardQuery(language));
}
