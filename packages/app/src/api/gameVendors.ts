// The vendor list (GCS_gameVendor), for the category pages' vendor lists: a module of its own so
// that it loads with those pages, off the first paint. The header, the side menu and the lobby
// take their vendors from the game menus (one call for every category at start).
import type { GameType } from '@portal/contract';
import { appConfig } from '../config';
import { calls } from './callTable';
import { once, useCall } from './useCall';

/**
 * The vendor list, kept until flushed (spec 4.10): a language change flushes it (spec 4.9), see
 * `useFlushLanguageCaches`.
 */
export const useGameVendors = (gameType?: GameType) =>
  useCall(
    calls.gameVendors,
    {
      platform: 'html5-desktop',
      merchantCode: appConfig.merchantCode,
      ...(gameType ? { gameType } : {}),
    },
    once,
  );
