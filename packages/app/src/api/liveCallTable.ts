// The live models page's calls (the model list and the chat launch) and the live channel's: a table
// of their own, loaded with that page or the channel's chunk, so that the first paint does not
// carry them. The chat page's own calls are the
// server's page's, not the app's. The production build replaces this module with their routing
// facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const liveCalls: LazyCallTables['live'] = {
  liveModels: callDomains.live.liveModels,
  liveChatLaunch: callDomains.live.liveChatLaunch,
  liveEvents: callDomains.live.liveEvents,
};
