// The rebate's, invite friends' and the red envelope's calls (the member centre's manualRebate and
// referral, the /redEnvelope page and its teasers): a table of their own, loaded with those pages,
// so that the first paint carries only the promotions' (the header's unclaimed count). The
// production build replaces this module with their routing facts alone (scripts/callTable.ts,
// vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const promosCalls: LazyCallTables['promos'] = {
  rebateInfo: callDomains.promos.rebateInfo,
  rebateClaim: callDomains.promos.rebateClaim,
  referralInfo: callDomains.promos.referralInfo,
  referralClaim: callDomains.promos.referralClaim,
  redEnvelopes: callDomains.promos.redEnvelopes,
  redEnvelopeGrab: callDomains.promos.redEnvelopeGrab,
};
