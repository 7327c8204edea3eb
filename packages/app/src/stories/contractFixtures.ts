// The contracts' calls in stories: contract-typed answers for the agent and member fixtures.
import type { CallDef } from '@portal/contract';
import type { Answer, NetworkOptions } from './network';

/** The answer to one of the contracts' calls, or undefined for any other call. */
export function contractAnswer(
  _def: CallDef,
  _query: URLSearchParams,
  _options: NetworkOptions,
): Answer | undefined {
  return undefined;
}
