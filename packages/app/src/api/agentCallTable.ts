// The agent centre's calls and the contract pop-up's: a table of their own, loaded with those
// pages, so that the first paint does not carry them. The production build replaces this module
// with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';

export const agentCalls = callDomains.agent;
