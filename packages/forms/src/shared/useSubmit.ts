import { useRef } from 'react';

/** What a form's `onSubmit` may return: nothing, or a promise the form waits for (busy till then). */
export type SubmitResult = void | Promise<unknown>;

/**
 * Wraps the caller's `onSubmit` so that a form cannot be sent twice: not while the caller says a
 * request is `pending`, and not while the promise of the last submit is unsettled (a second
 * Enter or click in between is dropped).
 */
export function useSubmitOnce<A>(onSubmit: (arg: A) => SubmitResult, pending: boolean) {
  const inFlight = useRef(false);
  return async (arg: A) => {
    if (inFlight.current || pending) return;
    inFlight.current = true;
    try {
      await onSubmit(arg);
    } finally {
      inFlight.current = false;
    }
  };
}
