// What the agent centre shows for each page of its menu (spec 2.8). The team's pages and the
// contracts' are apart, each page in a folder of its own under pages/.
import type { ReactNode } from 'react';
import { Transfer } from '../Transfer';
import { TransferPrefillProvider } from '../Transfer/TransferForm';
import { AgentAnnouncements } from '../AgentAnnouncements';
import { AgentDownlines } from '../AgentDownlines';
import { AgentRegister } from '../AgentRegister';
import { AgentIncome, TeamBets, TeamTransactions, UserLoss } from '../AgentReports';
import { AgentTeamOverview } from '../AgentTeamOverview';
import { ContractKindPage } from '../AgentSettlements';

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

type TeamPage = Exclude<AgentPage, ContractPage>;
type ContractPage =
  'agentDividendRecordCopy2' | 'agentDailyWages2' | 'agentHourSalary' | 'agentRealtimeSalary';

/** The team's pages: its overview, accounts, downlines, reports and announcements. */
const TEAM_PAGES: Record<TeamPage, () => ReactNode> = {
  agentAnnouncement: () => <AgentAnnouncements />,
  agentTeamOverview: () => <AgentTeamOverview />,
  registerCenter: () => <AgentRegister />,
  // A downline's row names it in the transfer form under the table.
  downlineManagmentView: () => (
    <TransferPrefillProvider>
      <AgentDownlines />
      <Transfer to="downline" />
    </TransferPrefillProvider>
  ),
  personalHistoryCopy: () => <TeamBets />,
  palStatementsAgentCopy: () => <UserLoss />,
  agentRevenueReport: () => <AgentIncome />,
  agentDownlineTransactionDetailsCopy: () => <TeamTransactions />,
};

/** The contracts' pages: each kind's contracts, offer form and settlements. */
const CONTRACT_PAGES: Record<ContractPage, () => ReactNode> = {
  agentDividendRecordCopy2: () => <ContractKindPage kind="dividend" />,
  agentDailyWages2: () => <ContractKindPage kind="daily" />,
  agentHourSalary: () => <ContractKindPage kind="hourly" />,
  agentRealtimeSalary: () => <ContractKindPage kind="realtime" />,
};

/** The page's content: every page has one (the tables are complete, or the type check fails). */
export const agentPageContent = (page: AgentPage): ReactNode =>
  ({ ...TEAM_PAGES, ...CONTRACT_PAGES })[page]();
