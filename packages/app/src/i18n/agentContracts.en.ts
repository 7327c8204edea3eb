/** English texts of the contracts between an agent and a downline, their settlements and the contract pop-up (with en.ts). */
export const agentContractsEn: Record<string, string> = {};
