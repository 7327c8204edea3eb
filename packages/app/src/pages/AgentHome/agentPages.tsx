// What the agent centre shows for each page of its menu (spec 2.8). The team's pages and the
// contracts' are apart, each page in a folder of its own under pages/.
import type { ReactNode } from 'react';
import { Transfer } from '../Transfer';

/** The agent menu of spec 2.8, agentTeamOverview first and by default. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** The team's pages: its overview, accounts, downlines, reports and announcements. */
const TEAM_PAGES: Partial<Record<AgentPage, () => ReactNode>> = {
  downlineManagmentView: () => <Transfer to="downline" />,
};

/** The contracts' pages: the settlements of each kind. */
const CONTRACT_PAGES: Partial<Record<AgentPage, () => ReactNode>> = {};

/** The page's content, or undefined while the page has none. */
export const agentPageContent = (page: AgentPage): ReactNode =>
  (TEAM_PAGES[page] ?? CONTRACT_PAGES[page])?.();
