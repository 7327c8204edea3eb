import { startTransition, Suspense, useEffect, useMemo, useRef } from 'react';
import { useAnnouncements } from '../../api/content';
import {
  ANNOUNCEMENT_MODAL,
  CHANGE_PASSWORD_MODAL,
  CHAT_ROOM_MODAL,
  FORGOT_PASSWORD_MODAL,
  LOGIN_MODAL,
  REGISTER_MODAL,
  RESET_PASSWORD_MODAL,
} from '../../popups/names';

/**
 * Pop-ups the player opened on purpose, or came by a link for (/reset-password, /chat):
 * announcements wait until they are closed.
 */
const BUSY = [
  LOGIN_MODAL,
  REGISTER_MODAL,
  FORGOT_PASSWORD_MODAL,
  CHANGE_PASSWORD_MODAL,
  RESET_PASSWORD_MODAL,
  CHAT_ROOM_MODAL,
] as const;
import { useSession } from '../../session/SessionProvider';
import { dismissedIds, rememberDismissed } from './dismissed';
import { useAppModals, useIsAppModalOpen } from '../../popups/useAppModals';
import { lazyNamed } from '../lazyChunk';

// The contract offers' pop-up (spec 2.1, 3) comes after login, with the announcements: its host
// and calls load only for a real account, never on the first paint.
const ContractHost = lazyNamed(() => import('../../popups/ContractPopup/host'), 'ContractHost');

/** Runs `task` when the browser is idle (within 2 s); returns what cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * The announcement pop-ups (spec 4.9): asked again on every login-state change, filtered by
 * execution (visitors B; members A, and F on their first login), each shown until closed once in
 * the session. Nothing is asked while a stored token is still being checked.
 */
export function AnnouncementsHost() {
  const { open } = useAppModals();
  const busy = useIsAppModalOpen(...BUSY);
  const { token, isLogin, checking, member } = useSession();
  const who = isLogin && member ? `member:${member.account}` : 'anonymous';
  const execution =
    checking || (token && !isLogin) ? null : isLogin ? (member?.firstTimeLogin ? 'A,F' : 'A') : 'B';
  const { data, mutate } = useAnnouncements(execution);
  const shownFor = useRef<string>('');

  // Spec 4.9: asked again on every login-state change. The call needs no token, so its cached
  // answer would otherwise stand for every later login of the tab: a session (its token) that was
  // not the first one asks the server again, for what was published since. An answer not cached
  // yet is being asked for already by the key's first use: asking again would fetch it twice.
  const cached = data !== undefined;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (execution === null) return;
    const session = `${execution}:${token ?? ''}`;
    if (asked.current !== null && asked.current !== session && cached) void mutate();
    asked.current = session;
  }, [execution, token, mutate, cached]);

  const pending = useMemo(() => {
    const closed = dismissedIds(who);
    return (data?.announcements ?? []).filter((a) => !closed.has(a.id));
  }, [data, who]);

  useEffect(() => {
    const signature = `${who}:${pending.map((a) => a.id).join(',')}`;
    if (busy || pending.length === 0 || shownFor.current === signature) return;
    // Opened once the page around it has settled: at start the lobby is still being drawn, and a
    // dialog's focus and enter animation would force the style of the whole page in the same
    // task (a long one on a phone). Two seconds at most.
    return whenIdle(() => {
      shownFor.current = signature;
      // A transition: its render comes in slices, not as one task.
      startTransition(() =>
        open(ANNOUNCEMENT_MODAL, {
          announcements: pending.map((a) => ({
            id: String(a.id),
            title: a.title,
            content: a.content,
          })),
          visitor: !isLogin,
          onDismiss: (announcement: { id: string }, dismissal: { remember: boolean }) => {
            if (dismissal.remember) rememberDismissed(who, Number(announcement.id));
          },
        }),
      );
    });
  }, [pending, who, open, busy, isLogin]);

  return isLogin && !member?.isTrial ? (
    // A chunk that fails to load falls to the router's boundary around this host.
    <Suspense fallback={null}>
      <ContractHost />
    </Suspense>
  ) : null;
}
