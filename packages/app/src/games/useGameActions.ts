import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppModals } from '../popups/useAppModals';
import { useSession } from '../session/SessionProvider';
import { useSiteSettings } from '../session/useSiteSettings';
import { launchGame } from './launchGame';
import type { LaunchSubject } from './launchTarget';

/** Choosing a game from a page: `launch` follows launchGame's rules (spec 2.10 and 6). */
export function useGameActions() {
  const navigate = useNavigate();
  const modals = useAppModals();
  const { isLogin, isTrial } = useSession();
  const trialPlay = useSiteSettings().flags.has('TRIALPLAY3');

  const launch = useCallback(
    (subject: LaunchSubject) =>
      launchGame(subject, { navigate, modals, isLogin, isTrial, trialPlay }),
    [navigate, modals, isLogin, isTrial, trialPlay],
  );

  return { launch };
}
