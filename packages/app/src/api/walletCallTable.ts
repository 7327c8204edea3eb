// The wallet's calls of the member centre's transferFund page (the member's wallets, the moves
// between them): a table of their own, loaded with that page, so that the first paint carries
// only the header's balance. The production build replaces this module with their routing facts
// alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const walletCalls: LazyCallTables['wallet'] = {
  merchantWallet: callDomains.wallet.merchantWallet,
  walletTransfer: callDomains.wallet.walletTransfer,
};
