// The rebate's calls (the member centre's manualRebate): a table of their own, loaded with that
// page, so that the first paint carries only the promotions' (the header's unclaimed count). The
// production build replaces this module with their routing facts alone (scripts/callTable.ts,
// vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const promosCalls: LazyCallTables['promos'] = {
  rebateInfo: callDomains.promos.rebateInfo,
  rebateClaim: callDomains.promos.rebateClaim,
};
