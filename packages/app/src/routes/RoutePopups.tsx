import { LOGIN_MODAL, useModals } from '@portal/ui';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LazyHome as Home } from '../pages/Home/lazy';
import { HELP_MODAL, REGISTER_MODAL } from '../popups/names';

/** /login: goes to / and opens the login pop-up (spec 2.1). */
export function LoginRoute() {
  // `open` alone: the controls object changes with every pop-up opened.
  const { open } = useModals();
  useEffect(() => open(LOGIN_MODAL), [open]);
  return <Navigate to="/" replace />;
}

/** /register: home with the register pop-up open (the URL keeps referralCode). */
export function RegisterRoute() {
  const { open } = useModals();
  useEffect(() => open(REGISTER_MODAL), [open]);
  return <Home />;
}

/** /help#topic: home with the help pop-up open on the topic; closing it goes back to /. */
export function HelpRoute() {
  const { open } = useModals();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const topic = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  useEffect(() => {
    open(HELP_MODAL, {
      topic,
      onTopicChange: (next: string) => void navigate(`/help#${next}`, { replace: true }),
      onClose: () => void navigate('/', { replace: true }),
    });
  }, [open, navigate, topic]);
  return <Home />;
}
