// The contracts' calls: the agent's offers and settlements (the agent centre's contract pages)
// and the member's side (the contract pop-up and the consolidated info). Loaded with those pages
// and the pop-up's host, never on the first paint.
import { RECORD_PAGE_SIZE, type CallQuery, type ContractKind } from '@portal/contract';
import { agentCalls as calls } from './agentCallTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { once, useCall } from './useCall';

type RangeQuery = Omit<CallQuery<typeof calls.agentSettlements>, 'kind' | 'pageSize'>;

/** A page of the contracts the agent offered, of one kind (or all), newest first. */
export const useAgentContracts = (kind: ContractKind | undefined, pageNo = 1) =>
  useCall(calls.agentContracts, {
    ...(kind ? { kind } : {}),
    pageNo,
    pageSize: RECORD_PAGE_SIZE,
  });

/** What a step of a contract changes: the lists of both sides and the consolidated info. */
const afterStep = [
  matchCall(calls.agentContracts),
  matchCall(calls.myContracts),
  matchCall(calls.consolidated),
];

/** Offers a direct downline agent a contract; the agent's list is asked again. */
export const useOfferContract = () =>
  useCallMutation(calls.agentOfferContract, { invalidates: afterStep });

/** A page of one kind's settled periods in a range of days, with the range's totals in and out. */
export const useSettlements = (kind: ContractKind, range: RangeQuery) =>
  useCall(calls.agentSettlements, { ...range, kind, pageSize: RECORD_PAGE_SIZE });

/** The account's own contracts with its upline, offers waiting first (the contract pop-up). */
export const useMyContracts = (enabled = true) =>
  useCall(calls.myContracts, undefined, { enabled });

/**
 * Accepts, rejects, withdraws or terminates a contract. Resolves once both sides' lists and the
 * consolidated info are fresh, so the pop-up and the tables show the new state at once.
 */
export const useContractAction = () =>
  useCallMutation(calls.contractAction, { invalidates: afterStep, awaitInvalidation: true });

/**
 * The consolidated contract info (spec 3): asked once a session, for a real (not trial) account
 * while the operator's agent policy is on; a step of a contract asks it again.
 */
export const useConsolidated = (enabled: boolean) =>
  useCall(calls.consolidated, undefined, { enabled, ...once });
