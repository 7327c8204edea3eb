import type { CallDef, CallQuery } from '@portal/contract';

/**
 * The SWR key of a call: its id, its query and, for token calls, the token it was asked with.
 * The query stays an object: SWR hashes it stably (its fields in order, undefined ones left out),
 * so equal queries share one entry and the fetcher takes the query back as it was given.
 */
export type CallKey = readonly [id: string, query: object | null, token: string | null];

export function callKey(def: CallDef, query: unknown, token: string | null): CallKey {
  return [def.id, (query ?? null) as object | null, def.token || def.optionalToken ? token : null];
}

/** Picks cache entries by their key: what `mutate(matcher)` asks again or changes. */
export type KeyMatcher = (key: unknown) => boolean;

export const isCallKey = (key: unknown): key is CallKey => Array.isArray(key) && key.length === 3;

/**
 * The cached answers of `def`: all of them, or those whose query has each field of `query` (a
 * mutation that changes one vendor's list, one page ...). With `callKey`, the one place that knows
 * the key's shape.
 */
export function matchCall<C extends CallDef>(def: C, query?: Partial<CallQuery<C>>): KeyMatcher {
  return (key) => {
    if (!isCallKey(key) || key[0] !== def.id) return false;
    if (!query) return true;
    const asked = (key[1] ?? {}) as Record<string, unknown>;
    return Object.entries(query).every(([field, value]) => asked[field] === value);
  };
}

/**
 * What a session read: the token calls asked with `token`, or with any token when none is given
 * (what a logout takes away).
 */
export function matchSession(token?: string): KeyMatcher {
  return (key) => isCallKey(key) && key[2] !== null && (token === undefined || key[2] === token);
}
