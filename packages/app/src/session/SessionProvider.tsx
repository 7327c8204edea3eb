import { RESET_PASSWORD_PAGE, type CallValue } from '@portal/contract';
import type { calls } from '../api/callTable';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useMemberInfo } from '../api/member';
import {
  exchangeSignInCode,
  useEndSession,
  useStartSession,
  type SessionValue,
} from '../api/session';
import { tokenStore } from '../api/tokenStore';
import { useToken } from '../api/useToken';

export type { SessionValue };
export type MemberInfo = CallValue<typeof calls.memberInfo>;

export interface Session {
  token: string | null;
  /** A token is stored and its member info came back. */
  isLogin: boolean;
  /** A token is stored but the member info has not answered yet (start-up with a token). */
  checking: boolean;
  member: MemberInfo | undefined;
  isAgent: boolean;
  isTrial: boolean;
  /** Stores a new session (login, register, free play) and loads its member info. */
  signIn: (session: SessionValue) => Promise<void>;
  /** Ends the session on the server, then forgets it here (spec 4.8). */
  signOut: () => Promise<void>;
  reloadMember: () => Promise<unknown>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The login state of spec 3: the token (session storage), the member info it gives, and the
 * agent and trial flags decided by the account type (agents 1, 2, 41, 42; trial 4).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const member = useMemberInfo();

  // A token the server refuses (expired, ended elsewhere) is dropped: the visitor starts over.
  const refused = member.error?.code === 'UNAUTHORIZED';
  useEffect(() => {
    if (refused && token) tokenStore.set(null);
  }, [refused, token]);

  const signIn = useStartSession();
  const signOut = useEndSession();

  const data = token ? member.data : undefined;
  const value = useMemo<Session>(
    () => ({
      token,
      isLogin: Boolean(token && data),
      checking: Boolean(token && !data && !member.error),
      member: data,
      // The server decides both from the account type (agents 1, 2, 41, 42; trial 4).
      isAgent: data?.isAgent ?? false,
      isTrial: data?.isTrial ?? false,
      signIn,
      signOut,
      reloadMember: () => member.mutate(),
    }),
    [token, data, member, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

/**
 * Signs in at start with the code of the address (`?token=`, spec 4.2). The address carries a
 * single-use code, never a session token (a link could plant one, a history keep it): the code
 * leaves the address at once and is exchanged for a session of this tab. A used or expired code
 * opens nothing, and the visitor logs in as anyone would.
 */
export async function adoptUrlCode(location: Location = window.location): Promise<void> {
  const url = new URL(location.href);
  const code = url.searchParams.get('token');
  // The e-mailed reset link's token is no sign-in code: its page redeems it.
  if (!code || url.pathname === RESET_PASSWORD_PAGE) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  await exchangeSignInCode(code);
}
