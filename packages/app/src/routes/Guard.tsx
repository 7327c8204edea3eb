import { LoadingOverlay, useToast } from '@portal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import type { RouteHandle } from './handle';

/**
 * The navigation guard (spec 2.1, 6): login-required pages without a token go to /login (which
 * opens the login pop-up on /); agent pages need an agent, else /agent; trial accounts are kept
 * out of the member and agent centres with the 'in_need_true_account' warning.
 */
export function Guard({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const location = useLocation();
  const trialBlocked = Boolean(handle.noTrial && session.isTrial);
  // A session that ends while its page is open (a time-out taken, a logout pushed by the live
  // channel) goes home: the login pop-up is for arriving without one, not for being sent away.
  const [hadSession, setHadSession] = useState(Boolean(session.token));
  if (session.token && !hadSession) setHadSession(true);

  useEffect(() => {
    if (trialBlocked) toast.show({ variant: 'warning', title: t('in_need_true_account') });
  }, [trialBlocked, toast, t]);

  if (handle.loginRequired && !session.token)
    return (
      <Navigate
        to={hadSession ? '/' : handle.agentOnly ? '/agent' : '/login'}
        // The login leads back to the page that asked for it.
        state={{ from: `${location.pathname}${location.search}` }}
        replace
      />
    );
  if ((handle.loginRequired || handle.agentOnly) && session.checking)
    return <LoadingOverlay loading fullPage label={t('loading')} />;
  if (trialBlocked) return <Navigate to="/" replace />;
  if (handle.agentOnly && !session.isAgent) return <Navigate to="/agent" replace />;
  return <>{children}</>;
}
