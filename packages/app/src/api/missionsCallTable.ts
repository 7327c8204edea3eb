// The missions', the mission leaderboard's and the raffles' calls (the member centre's
// missionLeaderboard and its menu's red count): a table of their own, loaded with the member
// centre, so that the first paint does not carry them. The production build replaces this module
// with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const missionsCalls: LazyCallTables['missions'] = callDomains.missions;
