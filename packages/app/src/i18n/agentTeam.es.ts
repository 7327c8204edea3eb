/** Spanish texts of the agent centre's team: overview, accounts, downlines, reports and announcements (with areas.es.ts). */
export const agentTeamEs: Record<string, string> = {};
