import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { GAME_GROUP_MODAL, LOGIN_MODAL, TRIAL_BLOCKED_MODAL } from '../popups/names';
import { useSession } from '../session/SessionProvider';
import { launchTarget, seamlessPath, type LaunchSubject } from './launchTarget';
import { useAppModals } from '../popups/useAppModals';

/**
 * Choosing a game (spec 2.10 and 6): pages and vendor lists open for everyone; starting a game
 * needs a member: a visitor gets the login pop-up, a trial account the 'register first' pop-up
 * and no game.
 */
export function useGameActions() {
  const navigate = useNavigate();
  const modals = useAppModals();
  const { isLogin, isTrial } = useSession();

  const launch = useCallback(
    (subject: LaunchSubject) => {
      const target = launchTarget(subject);
      if (target.kind === 'route') return void navigate(target.to);
      if (target.kind === 'groupPopup')
        return modals.open(GAME_GROUP_MODAL, {
          vassalage: target.vassalage,
          gameType: target.gameType,
        });
      if (!isLogin) return modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' });
      if (isTrial) return modals.open(TRIAL_BLOCKED_MODAL);
      void navigate(seamlessPath(target.subject));
    },
    [navigate, modals, isLogin, isTrial],
  );

  return { launch };
}
