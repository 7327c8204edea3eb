import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LazyHome as Home } from '../pages/Home/lazy';
import type { CHAT_ROOM_MODAL, REGISTER_MODAL } from '../popups/names';
import { HELP_MODAL, LOGIN_MODAL, RESET_PASSWORD_MODAL } from '../popups/names';
import { useAppModals } from '../popups/useAppModals';

/**
 * /login: goes to / and opens the login pop-up (spec 2.1); a login-required page that sent the
 * player here (its address in the navigation's state) is where the login leads back to.
 */
export function LoginRoute() {
  // `open` alone: the controls object changes with every pop-up opened.
  const { open } = useAppModals();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  // Only an address of this site: a path, never another origin (`//host`).
  const returnTo = typeof from === 'string' && /^\/(?!\/)/u.test(from) ? from : undefined;
  // A social sign-in the provider or the server refused comes back here to say why.
  const socialError = useLocation().search.match(/[?&]socialError=([A-Z_]{1,40})(?:&|$)/u)?.[1];
  useEffect(
    () =>
      open(LOGIN_MODAL, {
        ...(returnTo ? { returnTo } : {}),
        ...(socialError ? { socialError } : {}),
      }),
    [open, returnTo, socialError],
  );
  return <Navigate to="/" replace />;
}

/**
 * Home with a pop-up open: /register (the URL keeps referralCode) and /chat (a link the operator
 * can share to the chat room).
 */
export function PopupOverHome({ name }: { name: typeof REGISTER_MODAL | typeof CHAT_ROOM_MODAL }) {
  const { open } = useAppModals();
  useEffect(() => open(name), [open, name]);
  return <Home />;
}

/** /help#topic: home with the help pop-up open on the topic; closing it goes back to /. */
export function HelpRoute() {
  const { open } = useAppModals();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const topic = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  useEffect(() => {
    open(HELP_MODAL, {
      ...(topic === undefined ? {} : { topic }),
      onTopicChange: (next: string) => void navigate(`/help#${next}`, { replace: true }),
      onClose: () => void navigate('/', { replace: true }),
    });
  }, [open, navigate, topic]);
  return <Home />;
}

/**
 * /reset-password?token=…, the link of the reset e-mail (spec 4.7): goes to / and opens the pop-up
 * that sets the new password with the token. The token leaves the address at once, so that it is
 * kept neither in the history nor in what the pages of / send as their referrer.
 */
export function ResetPasswordRoute() {
  const { open } = useAppModals();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useEffect(() => open(RESET_PASSWORD_MODAL, { token }), [open, token]);
  return <Navigate to="/" replace />;
}
