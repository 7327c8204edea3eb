// The calls of the contract, for the API client and the hooks. The production build replaces
// this module with the calls' routing facts alone (scripts/callTable.ts, vite.config.ts), so the
// first paint carries no schema library; tests and stories use the contract's module as it is.
// The cashier's calls are not here: only its lazily loaded pages make them (cashierCallTable.ts);
// nor are the transfer wallets' (walletCallTable.ts).
import { calls as contractCalls, GATEWAY_VERSION, GATEWAY_VERSION_HEADER } from '@portal/contract';
import type { FirstPaintCalls } from './callTable.types';

export const calls: FirstPaintCalls = contractCalls;
export { MERCHANT_HEADER } from '@portal/contract';
/** The headers every call carries besides: the gateway version (as scripts/callTable.ts writes). */
export const GATEWAY_HEADERS: Readonly<Record<string, string>> = {
  [GATEWAY_VERSION_HEADER]: GATEWAY_VERSION,
};
