// Cache entries named by call id, for a module that must not load the calls' tables to name them
// (the live channel's host, which refreshes what its events change). Off the first paint; the
// keys' shape stays keys.ts's own.
import type { CallDef } from '@portal/contract';
import { callKey, matchCall, type CallKey, type KeyMatcher } from './keys';

/** A token call named by its id alone: all its cache key needs. */
const named = (id: string) => ({ id, token: true }) as CallDef;

/** The cached answers of these calls, by id. */
export function matchIds(...ids: string[]): KeyMatcher {
  const matchers = ids.map((id) => matchCall(named(id)));
  return (key) => matchers.some((match) => match(key));
}

/** The key of a token call asked without a query, by id. */
export const sessionCallKey = (id: string, token: string): CallKey =>
  callKey(named(id), undefined, token);
