import { preload } from 'swr';
import { calls } from './callTable';
import { apiCall } from './client';
import { bannersQuery, noticesQuery, winnerBoardQuery } from './hooks';
import { artworkUrl } from '../games/toGridItem';
import { callKey } from './useCall';

function warmImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * On a home address, what the lobby shows first is asked for at start, beside the system info:
 * its chunk, the banners (and the first banner's picture), the notices and the winner board.
 * Otherwise each waits for the start-up check and then for the chunk, two round trips more
 * before the lobby can paint.
 */
export function preloadHome(language: string): void {
  void import('../pages/Home');
  const ask = <Q>(def: Parameters<typeof callKey>[0], query: Q) =>
    void preload(callKey(def, query, null), () => apiCall(def, { query } as never));
  const banners = bannersQuery('w_home', language);
  void preload(callKey(calls.banners, banners, null), async () => {
    const value = await apiCall(calls.banners, { query: banners });
    // The first banner is what a phone shows largest (Largest Contentful Paint): its picture is
    // asked for now, not once the lobby has rendered its carousel.
    const first = value.banners[0];
    if (first) warmImage(artworkUrl(first.url));
    return value;
  });
  ask(calls.notices, noticesQuery(language));
  ask(calls.winnerBoard, winnerBoardQuery(language));
}
