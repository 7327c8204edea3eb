// Cache keys named by call id, for a module that must not load the calls' tables to name them
// (the live channel's host, which refreshes what its events change). Off the first paint.
import { isCallKey, type CallKey, type KeyMatcher } from './keys';

/** The cached answers of these calls, by id. */
export function matchIds(...ids: string[]): KeyMatcher {
  return (key) => isCallKey(key) && ids.includes(key[0]);
}

/** The key of a token call asked without a query, by id (as `callKey` makes it). */
export const sessionCallKey = (id: string, token: string): CallKey => [id, null, token];
