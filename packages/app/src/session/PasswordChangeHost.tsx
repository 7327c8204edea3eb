import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { matchSession } from '../api/keys';
import { onPasswordChangeRequired } from '../api/session';
import { CHANGE_PASSWORD_MODAL } from '../popups/names';
import { useAppModals, useIsAppModalOpen } from '../popups/useAppModals';
import { useSession } from './SessionProvider';

/**
 * The forced password change (spec 4.2 step 5, 4.7) as the server holds it: until the password is
 * changed, every call but the change, logout and the member info answers PASSWORD_CHANGE_REQUIRED.
 * Meeting it opens the change-password pop-up (asking the old password, unless the login's pop-up
 * is already open with it); once the change is made, what was refused meanwhile is asked again.
 */
export function PasswordChangeHost() {
  const modals = useAppModals();
  const isOpen = useIsAppModalOpen(CHANGE_PASSWORD_MODAL);
  // Listening only while the pop-up is closed: an open one (the login's, with the old password
  // it was given) is left as it is.
  useEffect(
    () =>
      isOpen
        ? undefined
        : onPasswordChangeRequired(() => modals.open(CHANGE_PASSWORD_MODAL, { forced: true })),
    [modals, isOpen],
  );

  const { token, member } = useSession();
  const { mutate } = useSWRConfig();
  const due = member?.passwordExpired ?? false;
  const wasDue = useRef(due);
  useEffect(() => {
    if (wasDue.current && !due && token) void mutate(matchSession(token));
    wasDue.current = due;
  }, [due, token, mutate]);
  return null;
}
