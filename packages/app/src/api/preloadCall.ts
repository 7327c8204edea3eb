import type { CallDef, CallQuery } from '@portal/contract';
import { mutate, preload } from 'swr';
import { apiCall } from './client';
import { callKey, type CallKey } from './keys';

// The answers of the calls preloaded at start that are already there, waiting for `seedAnswers`.
const answered: [CallKey, unknown][] = [];

/**
 * Asks a call (without a token) now, under the key its hook uses, so the hook finds the answer on
 * its way (SWR's `preload`), and keeps the answer for `seedAnswers`. Resolves with the answer.
 */
export function preloadCall<C extends CallDef>(def: C, query?: CallQuery<C>): Promise<unknown> {
  const key = callKey(def, query, null);
  return preload(key, () =>
    apiCall(def, (query === undefined ? {} : { query }) as never).then((value) => {
      answered.push([key, value]);
      return value;
    }),
  );
}

/**
 * Puts the preloaded answers that have come into SWR's cache before the first render. SWR reads a
 * preloaded answer only once a hook has mounted, then renders again at once and in one piece
 * (`useSyncExternalStore`): one long task per call on a phone. From the cache, the first render,
 * which React slices, shows them; the hooks' check on mount takes the same answer and changes
 * nothing.
 */
export function seedAnswers(): void {
  for (const [key, value] of answered.splice(0)) void mutate(key, value, { revalidate: false });
}
