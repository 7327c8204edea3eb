// The points mall's and the VIP page's calls: a table of their own, loaded with those pages, so
// that the first paint does not carry them. The production build replaces this module with their
// routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const pointsCalls: LazyCallTables['points'] = {
  pointBalance: callDomains.points.pointBalance,
  pointRewards: callDomains.points.pointRewards,
  pointRedeem: callDomains.points.pointRedeem,
  pointRedeemList: callDomains.points.pointRedeemList,
  pointConfig: callDomains.points.pointConfig,
  pointDetails: callDomains.points.pointDetails,
  pointConvert: callDomains.points.pointConvert,
  vipInfo: callDomains.points.vipInfo,
};
