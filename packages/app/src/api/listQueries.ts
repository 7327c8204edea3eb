// The query of a game list centre's first page (/live, /fish, /rng, /pvp, /mxwin): shared by
// the page's list and its preload in main.tsx, so that both ask under the same key and the page
// finds the preloaded answer. No hook here: main.tsx imports it, and the first paint should
// not carry swr/infinite.
import type { CallQuery, GameType } from '@portal/contract';
import { appConfig } from '../config';
import type { calls } from './callTable';

export type GameListQuery = Pick<
  CallQuery<typeof calls.gameList>,
  'gameType' | 'vassalage' | 'gameClassify'
>;

/** The game list's query without its page: the portal's client, platform and merchant added. */
export const gameListBase = (query: GameListQuery) => ({
  clientType: appConfig.clientType,
  platform: appConfig.platform,
  merchant: appConfig.merchantCode,
  ...query,
});

/** A centre's list as its address gives it (spec 2.1): a vendor (`vassalage`), a sub-category. */
export function centreList(gameType: GameType, params: URLSearchParams): GameListQuery {
  const vassalage = params.get('vassalage');
  const classify = params.get('gameClassify') as GameListQuery['gameClassify'] | null;
  return {
    gameType,
    ...(vassalage ? { vassalage } : {}),
    ...(classify ? { gameClassify: classify } : {}),
  };
}
