// The agent centre's team (spec 2.8): the overview, the invitation and the accounts the agent
// opens, the downlines, the reports and the announcements addressed to agents. Loaded with the
// agent centre's pages only.
import { RECORD_PAGE_SIZE, type CallQuery } from '@portal/contract';
import { agentCalls as calls } from './agentCallTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { useCall, useCatalogueLanguage } from './useCall';

type Paged<C> = Omit<C, 'pageSize'>;

/** The team's size and its figures for today, yesterday, this month and the chosen range. */
export const useTeamOverview = (query: CallQuery<typeof calls.agentTeamOverview>) =>
  useCall(calls.agentTeamOverview, query);

/** The agent's invitation code and registration link. */
export const useAgentInvite = () => useCall(calls.agentInvite);

/**
 * Opens a member or sub-agent account under the agent. The downlines, the overview (its team
 * size, its new members) and the consolidated contract info are asked again, whatever the answer: a refusal such as a taken name may
 * be the news that another tab opened it.
 */
export const useOpenAccount = () =>
  useCallMutation(calls.agentOpenAccount, {
    // A first sub-agent turns the contract kinds on in the consolidated info (the agent menu).
    invalidates: [
      matchCall(calls.agentDownlines),
      matchCall(calls.agentTeamOverview),
      matchCall(calls.consolidated),
    ],
  });

/** A page of the direct downlines of the agent or of a sub-agent (`of`), or a team search. */
export const useDownlines = (query: Paged<CallQuery<typeof calls.agentDownlines>>) =>
  useCall(calls.agentDownlines, { ...query, pageSize: RECORD_PAGE_SIZE });

/** A page of the team's rounds and tickets, the games' names in the player's language. */
export function useTeamBets(query: Paged<Omit<CallQuery<typeof calls.agentTeamBets>, 'language'>>) {
  const language = useCatalogueLanguage();
  return useCall(calls.agentTeamBets, { ...query, pageSize: RECORD_PAGE_SIZE, language });
}

/** A page of the team members' results over the range, the biggest losses first. */
export const useUserLoss = (query: Paged<CallQuery<typeof calls.agentUserLoss>>) =>
  useCall(calls.agentUserLoss, { ...query, pageSize: RECORD_PAGE_SIZE });

/** A page of the agent's own income from its contracts, a line a day. */
export const useAgentIncome = (query: Paged<CallQuery<typeof calls.agentIncome>>) =>
  useCall(calls.agentIncome, { ...query, pageSize: RECORD_PAGE_SIZE });

/** A page of the team members' wallet movements over the range. */
export const useTeamTransactions = (query: Paged<CallQuery<typeof calls.agentTeamTransactions>>) =>
  useCall(calls.agentTeamTransactions, { ...query, pageSize: RECORD_PAGE_SIZE });

/** A page of the announcements addressed to agents, newest first, in the player's language. */
export function useAgentAnnouncements(pageNo: number) {
  const language = useCatalogueLanguage();
  return useCall(calls.agentAnnouncements, { pageNo, pageSize: RECORD_PAGE_SIZE, language });
}
