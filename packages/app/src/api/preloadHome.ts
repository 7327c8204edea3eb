import { preload } from 'swr';
import { calls } from './callTable';
import { apiCall } from './client';
import { bannersQuery, noticesQuery, winnerBoardQuery } from './queries';
import { callKey } from './useCall';

/**
 * On a home address, what the lobby shows first is asked for at start, beside the system info:
 * its chunk, the banners, the notices and the winner board (answered early when the start-up
 * script of index.html asked for them already).
 * Otherwise each waits for the start-up check and then for the chunk, two round trips more
 * before the lobby can paint.
 */
export function preloadHome(language: string): void {
  void import('../pages/Home');
  const ask = <Q>(def: Parameters<typeof callKey>[0], query: Q) =>
    void preload(callKey(def, query, null), () => apiCall(def, { query } as never));
  // The first banner's picture is asked for by the start-up screen of index.html, which shows it.
  ask(calls.banners, bannersQuery('w_home', language));
  ask(calls.notices, noticesQuery(language));
  ask(calls.winnerBoard, winnerBoardQuery(language));
}
