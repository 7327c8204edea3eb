// The session domain's writes: the calls that open a session (login, free play) and what they
// need first (a captcha challenge, an SMS code). Loaded with the pop-ups that make them.
import type { CallBody } from '@portal/contract';
import { calls } from './callTable';
import { apiCall } from './client';
import { useCallMutation, useMutation } from './mutation';
import { useStartSession } from './session';

/** Logs in (spec 4.2) and starts the session it opens; resolves with it. */
export function useLogin() {
  const start = useStartSession();
  return useMutation(async (body: CallBody<typeof calls.login>) => {
    const session = await apiCall(calls.login, { body });
    await start(session);
    return session;
  });
}

/** Starts a free trial session (spec 6). */
export function useFreePlay() {
  const start = useStartSession();
  return useMutation(async (body: CallBody<typeof calls.freeplay>) => {
    const session = await apiCall(calls.freeplay, { body });
    await start(session);
    return session;
  });
}

/** A new proof-of-work challenge for the captcha widget (spec 4.5). */
export const useCaptchaChallenge = () => useCallMutation(calls.captcha);

/** Sends an SMS code to a number without a session (code login, reset by phone). */
export const useSmsNoLogin = () => useCallMutation(calls.smsNoLogin);
