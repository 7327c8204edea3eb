/** Spanish texts of the contracts between an agent and a downline, their settlements and the contract pop-up (with areas.es.ts). */
export const agentContractsEs: Record<string, string> = {};
