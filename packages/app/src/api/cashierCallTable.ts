// The cashier's calls (deposits, withdrawals, transfers): a table of their own, loaded with the
// cashier's pages, so that the first paint does not carry them. The production build replaces
// this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';

export const cashierCalls = callDomains.cashier;
