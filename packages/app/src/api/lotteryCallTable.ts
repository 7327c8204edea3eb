// The lottery pages' calls (a prize mode's games, a lottery game's address): a table of their own,
// loaded with those pages, so that the first paint does not carry them. The production build
// replaces this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

const { vnGameMenu, vnRecentGames, vnOpenedNumbers, lottoOpenedNumbers, lotteryLaunch } =
  callDomains.lottery;

export const lotteryCalls: LazyCallTables['lottery'] = {
  vnGameMenu,
  vnRecentGames,
  vnOpenedNumbers,
  lottoOpenedNumbers,
  lotteryLaunch,
};
