/** English texts of the agent centre's team: overview, accounts, downlines, reports and announcements (with en.ts). */
export const agentTeamEn: Record<string, string> = {};
