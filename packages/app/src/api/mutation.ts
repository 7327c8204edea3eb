import type { CallDef, CallValue } from '@portal/contract';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall, type CallOptions } from './client';
import type { KeyMatcher } from './keys';

// The writes' kernel. Only the modules of writes import it (pop-ups, the member centre, the game
// grids), which load lazily: none of it is on the first paint.

export interface MutationOptions {
  /**
   * The cached calls this write changes (`matchCall`): asked again once it has settled, whether it
   * went through or not (a refusal may be the news that the cache was behind). Not waited for.
   */
  invalidates?: readonly KeyMatcher[];
  /**
   * A success waits for them before it resolves (a pop-up that closes on the fresh member info).
   * @default false
   */
  awaitInvalidation?: boolean;
}

export interface Mutation<A, R> {
  /** Runs the write; resolves with its answer, rejects with its failure (also kept in `error`). */
  trigger: (arg: A) => Promise<R>;
  /** From a trigger until it settles. */
  pending: boolean;
  /** The last trigger's failure (an `ApiError` for a refused call), cleared by the next one. */
  error: unknown;
  /** Forgets the failure. */
  reset: () => void;
}

const ignore = () => undefined;

/**
 * A write as an SWR mutation, with the pending and error state every form needs: `run` does the
 * write (one call, or the steps of one flow: check a code, register, start the session), and the
 * caches it declares in `invalidates` are asked again afterwards through SWR's `mutate`.
 * `trigger` keeps its identity across renders.
 */
export function useMutation<A, R>(
  run: (arg: A) => Promise<R>,
  options: MutationOptions = {},
): Mutation<A, R> {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ pending: boolean; error?: unknown }>({ pending: false });
  const latest = useRef({ run, options, mutate });
  const serials = useRef(0);
  // The trigger keeps its identity and calls what the last render gave.
  useLayoutEffect(() => {
    latest.current = { run, options, mutate };
  });

  const trigger = useCallback(async (arg: A) => {
    const serial = ++serials.current;
    const settle = (next: { pending: boolean; error?: unknown }) => {
      // Only the latest trigger speaks for the state.
      if (serial === serials.current) setState(next);
    };
    const invalidate = () => {
      const { options: current, mutate: mutateNow } = latest.current;
      // Best effort: a page left before the answer came (its cache gone with it) has nothing to
      // ask again.
      return Promise.all(
        (current.invalidates ?? []).map((match) => mutateNow(match).catch(ignore)),
      );
    };
    settle({ pending: true });
    let answer: R;
    try {
      answer = await latest.current.run(arg);
    } catch (error) {
      void invalidate();
      settle({ pending: false, error });
      throw error;
    }
    const asked = invalidate();
    if (latest.current.options.awaitInvalidation) await asked;
    settle({ pending: false });
    return answer;
  }, []);
  const reset = useCallback(() => setState({ pending: false }), []);
  return { trigger, pending: state.pending, error: state.error, reset };
}

/** `useMutation` over one call of the contract: `trigger` takes the call's body, query or token. */
export function useCallMutation<C extends CallDef>(
  def: C,
  options: MutationOptions = {},
): Mutation<CallOptions<C>, CallValue<C>> {
  return useMutation((arg: CallOptions<C>) => apiCall(def, arg), options);
}
