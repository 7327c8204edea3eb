// The session domain's part that the session provider (on the first paint) needs: what starting
// and ending a session does to the cache. The calls that open one (login, free play, their
// captcha and SMS code) are in sessionWrites.ts, loaded with the pop-ups.
import type { CallValue } from '@portal/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { calls } from './callTable';
import { apiCall } from './client';
import { matchSession } from './keys';
import { tokenStore } from './tokenStore';

export type SessionValue = CallValue<typeof calls.login>;

/** Stores a new session's token and asks for what it reads (its member info first). */
export function useStartSession() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (session: SessionValue) => {
      tokenStore.set(session.token);
      await mutate(matchSession(session.token));
    },
    [mutate],
  );
}

/** Ends the session on the server (spec 4.8), then forgets it here with all it read. */
export function useEndSession() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await apiCall(calls.logout);
    } finally {
      tokenStore.set(null);
      await mutate(matchSession(), undefined, { revalidate: false });
    }
  }, [mutate]);
}

/**
 * Exchanges the sign-in code of the address (spec 4.2) for a session of this tab, and stores its
 * token; a used or expired code leaves the visitor logged out, as anyone who has not logged in.
 */
export async function exchangeSignInCode(code: string): Promise<void> {
  try {
    tokenStore.set((await apiCall(calls.sessionExchange, { body: { code } })).token);
  } catch {
    // Nothing to undo: the visitor is simply not logged in.
  }
}

/** Listens for a call refused until the password is changed (PASSWORD_CHANGE_REQUIRED). */
export { onPasswordChangeRequired } from './client';

/** Listens for a call refused until the reality check is answered (REALITY_CHECK_DUE). */
export { onRealityCheckDue } from './client';
