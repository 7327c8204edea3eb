import { useEffect } from 'react';
import { useRealityCheck } from '../../api/responsible';
import { REALITY_CHECK_MODAL } from '../../popups/names';
import { useAppModals, useIsAppModalOpen } from '../../popups/useAppModals';

/** How often an open game asks whether a reality check is due. */
const REALITY_CHECK_POLL_MS = 60_000;

/**
 * While a game is open its rounds are played inside its frame, where the app does not see the
 * refusal of a reality check due: the check is asked for each minute and shown over the game
 * once due. (Off, the operator's switch answers FEATURE_DISABLED, and nothing shows.)
 */
export function useRealityCheckWatch(): void {
  const modals = useAppModals();
  const isOpen = useIsAppModalOpen(REALITY_CHECK_MODAL);
  const { data } = useRealityCheck(true, {
    refreshInterval: REALITY_CHECK_POLL_MS,
    shouldRetryOnError: false,
  });
  const due = data?.due ?? false;
  useEffect(() => {
    if (due && !isOpen && data) modals.open(REALITY_CHECK_MODAL, { check: data });
  }, [due, isOpen, data, modals]);
}
