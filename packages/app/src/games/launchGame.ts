import type { NavigateFunction } from 'react-router-dom';
import { GAME_GROUP_MODAL, LOGIN_MODAL, TRIAL_BLOCKED_MODAL } from '../popups/names';
import type { AppModalControls } from '../popups/useAppModals';
import { launchTarget, seamlessPath, type LaunchSubject } from './launchTarget';

export { vendorTarget } from './launchTarget';

/** What choosing a game needs from the page: the router, the pop-ups and the session. */
export interface LaunchContext {
  navigate: NavigateFunction;
  modals: AppModalControls;
  isLogin: boolean;
  isTrial: boolean;
  /** The operator lets trial accounts play the demo games (TRIALPLAY3). */
  trialPlay: boolean;
}

/**
 * Choosing a game (spec 2.10 and 6): pages and vendor lists open for everyone; starting a game
 * needs a member: a visitor gets the login pop-up, a trial account the 'register first' pop-up
 * and no game, unless the operator lets trial accounts play (TRIALPLAY3).
 */
export function launchGame(
  subject: LaunchSubject,
  { navigate, modals, isLogin, isTrial, trialPlay }: LaunchContext,
): void {
  const target = launchTarget(subject);
  if (target.kind === 'route') return void navigate(target.to);
  if (target.kind === 'groupPopup')
    return modals.open(GAME_GROUP_MODAL, {
      vassalage: target.vassalage,
      gameType: target.gameType,
    });
  if (!isLogin) return modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' });
  if (isTrial && !trialPlay) return modals.open(TRIAL_BLOCKED_MODAL);
  void navigate(seamlessPath(target.subject));
}
