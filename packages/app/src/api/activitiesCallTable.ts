// The activities' calls (applications to promotions): a table of their own, loaded with the
// promotions page, so that the first paint does not carry them. The production build replaces
// this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const activitiesCalls: LazyCallTables['activities'] = {
  activityList: callDomains.activities.activityList,
  activityApply: callDomains.activities.activityApply,
  activityApplication: callDomains.activities.activityApplication,
  activityClaim: callDomains.activities.activityClaim,
};
