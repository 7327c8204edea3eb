// A contract's life (spec 4.11) as one table: every change of a contract's status is looked up
// here before it is written, so that no code path can move a contract in a way the table lacks.
import type { ContractAction, ContractStatus } from '@portal/contract';
import { ApiError } from '../http/errors';

/**
 * Who takes a step: the contract's upline, its downline, the operator (CLI), or the portal itself
 * (a contract ended because another one was accepted).
 */
export type ContractParty = 'upline' | 'downline' | 'operator' | 'portal';

/** The members' actions, and the portal's `end`. */
export type ContractStep = ContractAction | 'end';

interface Transition {
  from: ContractStatus;
  step: ContractStep;
  by: readonly ContractParty[];
  to: ContractStatus;
}

export const CONTRACT_TRANSITIONS: readonly Transition[] = [
  { from: 'offered', step: 'accept', by: ['downline'], to: 'active' },
  { from: 'offered', step: 'reject', by: ['downline'], to: 'rejected' },
  // The operator withdraws a house offer, or any offer it ends from the CLI.
  { from: 'offered', step: 'withdraw', by: ['upline', 'operator', 'portal'], to: 'withdrawn' },
  { from: 'active', step: 'terminate', by: ['upline', 'downline', 'operator'], to: 'terminated' },
  { from: 'active', step: 'end', by: ['portal'], to: 'ended' },
];

const PAST: Record<ContractStep, string> = {
  accept: 'accepted',
  reject: 'rejected',
  withdraw: 'withdrawn',
  terminate: 'terminated',
  end: 'ended',
};

const PARTY_TEXT: Record<ContractParty, string> = {
  upline: 'its upline',
  downline: 'its downline',
  operator: 'the operator',
  portal: 'the portal',
};

/**
 * The status after `step` by `by` from `from`; a step the table lacks for that status, or one it
 * has for another party, is refused with CONTRACT_STATE (409) and a message saying which.
 */
export function contractTransition(
  from: ContractStatus,
  step: ContractStep,
  by: ContractParty,
  contractId?: number,
): ContractStatus {
  const name = contractId === undefined ? 'This contract' : `Contract ${contractId}`;
  const row = CONTRACT_TRANSITIONS.find((t) => t.from === from && t.step === step);
  if (!row)
    throw new ApiError('CONTRACT_STATE', {
      message: `${name} is ${from}: it cannot be ${PAST[step]}`,
      value: { status: from },
    });
  if (!row.by.includes(by))
    throw new ApiError('CONTRACT_STATE', {
      message: `${name} can be ${PAST[step]} only by ${row.by
        .filter((p) => p !== 'portal')
        .map((p) => PARTY_TEXT[p])
        .join(' or ')}`,
      value: { status: from },
    });
  return row.to;
}

/** The statuses from which a step leads somewhere, whoever takes it. */
export const statusesFor = (step: ContractStep): ContractStatus[] =>
  CONTRACT_TRANSITIONS.filter((t) => t.step === step).map((t) => t.from);
