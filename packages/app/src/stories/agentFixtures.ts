// The agent centre's team calls in stories: contract-typed answers for the agent fixtures.
import type { CallDef } from '@portal/contract';
import type { Answer, NetworkOptions } from './network';

/** The answer to one of the agent team's calls, or undefined for any other call. */
export function teamAnswer(
  _def: CallDef,
  _query: URLSearchParams,
  _options: NetworkOptions,
): Answer | undefined {
  return undefined;
}
