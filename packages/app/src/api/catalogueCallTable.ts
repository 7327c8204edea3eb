// The catalogue's calls that only lazily loaded pages make (the /pvp centre's rooms, the /search
// page's game search): a table of their own, loaded with those pages, so that the first paint does not carry them. The production
// build replaces this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const catalogueCalls: LazyCallTables['catalogue'] = {
  pvpRooms: callDomains.catalogue.pvpRooms,
  gameSearch: callDomains.catalogue.gameSearch,
};
