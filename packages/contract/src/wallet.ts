/** The wallet: balance, the ledger behind it, game launch and the demo game. */
export const walletCalls = {} as const;
