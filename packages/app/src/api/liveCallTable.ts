// The live channel's call: a table of its own, loaded with the chunk that opens the channel after
// login (session/LiveHost), so that the first paint does not carry it. The production build
// replaces this module with its routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';

export const liveCalls = callDomains.live;
