import { LOGIN_MODAL, useModals } from '@portal/ui';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Home } from '../pages/Home';
import { HELP_MODAL, REGISTER_MODAL } from '../popups/names';

/** /login: goes to / and opens the login pop-up (spec 2.1). */
export function LoginRoute() {
  const modals = useModals();
  useEffect(() => modals.open(LOGIN_MODAL), [modals]);
  return <Navigate to="/" replace />;
}

/** /register: home with the register pop-up open (the URL keeps referralCode). */
export function RegisterRoute() {
  const modals = useModals();
  useEffect(() => modals.open(REGISTER_MODAL), [modals]);
  return <Home />;
}

/** /help#topic: home with the help pop-up open on the topic; closing it goes back to /. */
export function HelpRoute() {
  const modals = useModals();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const topic = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  useEffect(() => {
    modals.open(HELP_MODAL, {
      topic,
      onTopicChange: (next: string) => void navigate(`/help#${next}`, { replace: true }),
      onClose: () => void navigate('/', { replace: true }),
    });
  }, [modals, navigate, topic]);
  return <Home />;
}
