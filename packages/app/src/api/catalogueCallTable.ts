// The catalogue's calls that only the /pvp centre makes (the PVP rooms): a table of their own,
// loaded with that centre's rooms, so that the first paint does not carry them. The production
// build replaces this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const catalogueCalls: LazyCallTables['catalogue'] = {
  pvpRooms: callDomains.catalogue.pvpRooms,
};
