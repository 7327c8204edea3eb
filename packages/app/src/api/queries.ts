// The queries of the home lobby's first calls and how a query becomes a URL: shared by the hooks,
// their preload in main.tsx (preloadHome.ts) and the start-up screen's early requests, which the
// build computes from here (scripts/startupScreen.ts). The same query gives the same URL, so each
// of them finds the answers the one before it asked for.

/** The banners of a group (spec 2.3), in the player's language. */
export type BannerGroup = 'w_home' | 'w_login' | 'w_register' | 'w_forget' | 'w_left_menu';

export const bannersQuery = (group: BannerGroup, language: string) =>
  ({ group, platform: 'W', language }) as const;
export const noticesQuery = (language: string) =>
  ({ platform: 'W', language, pageSize: 50 }) as const;
export const winnerBoardQuery = (language: string) =>
  ({ gameCategory: 'ALL', language, limitNum: 20 }) as const;

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x`, leaving out what is undefined, so that optional query fields stay optional. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
