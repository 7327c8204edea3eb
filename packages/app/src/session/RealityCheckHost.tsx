import { useEffect } from 'react';
import { onRealityCheckDue } from '../api/session';
import { REALITY_CHECK_MODAL, type AppModals } from '../popups/names';
import { useAppModals, useIsAppModalOpen } from '../popups/useAppModals';

type Check = NonNullable<AppModals[typeof REALITY_CHECK_MODAL]['check']>;

/**
 * The reality check (responsible play, RTS 13) as the server holds it: every interval of a play
 * session, launches and rounds answer REALITY_CHECK_DUE until it is answered. Meeting it opens the
 * reality-check pop-up (a chunk of its own); this part is all the first paint carries.
 */
export function RealityCheckHost() {
  const modals = useAppModals();
  const isOpen = useIsAppModalOpen(REALITY_CHECK_MODAL);
  useEffect(
    () =>
      isOpen
        ? undefined
        : onRealityCheckDue((check) =>
            modals.open(REALITY_CHECK_MODAL, check ? { check: check as Check } : {}),
          ),
    [modals, isOpen],
  );
  return null;
}
