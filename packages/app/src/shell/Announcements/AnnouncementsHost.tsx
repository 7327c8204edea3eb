import { useModals } from '@portal/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useAnnouncements } from '../../api/hooks';
import { ANNOUNCEMENT_MODAL } from '../../popups/names';
import { useSession } from '../../session/SessionProvider';
import { dismissedIds, rememberDismissed } from './dismissed';

/**
 * The announcement pop-ups (spec 4.9): asked again on every login-state change, filtered by
 * execution (visitors B; members A, and F on their first login), each shown until closed once in
 * the session. Nothing is asked while a stored token is still being checked.
 */
export function AnnouncementsHost() {
  const { open } = useModals();
  const { token, isLogin, checking, member } = useSession();
  const who = isLogin && member ? `member:${member.account}` : 'anonymous';
  const execution =
    checking || (token && !isLogin) ? null : isLogin ? (member?.firstTimeLogin ? 'A,F' : 'A') : 'B';
  const { data } = useAnnouncements(execution);
  const shownFor = useRef<string>('');

  const pending = useMemo(() => {
    const closed = dismissedIds(who);
    return (data?.announcements ?? []).filter((a) => !closed.has(a.id));
  }, [data, who]);

  useEffect(() => {
    const signature = `${who}:${pending.map((a) => a.id).join(',')}`;
    if (pending.length === 0 || shownFor.current === signature) return;
    shownFor.current = signature;
    open(ANNOUNCEMENT_MODAL, {
      announcements: pending.map((a) => ({ id: String(a.id), title: a.title, content: a.content })),
      onDismiss: (announcement: { id: string }, dismissal: { remember: boolean }) => {
        if (dismissal.remember) rememberDismissed(who, Number(announcement.id));
      },
    });
  }, [pending, who, open]);

  return null;
}
