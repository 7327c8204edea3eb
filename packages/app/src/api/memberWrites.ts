// The member domain's writes: registration and the passwords. Loaded with the pop-ups that make
// them, so that none of it is on the first paint (member.ts has the reads the shell needs).
import type { CallBody } from '@portal/contract';
import { calls as firstPaintCalls } from './callTable';
import { memberCalls as calls } from './memberCallTable';
import { socialCalls } from './socialCallTable';
import { apiCall } from './client';
import { matchCall } from './keys';
import { useCallMutation, useMutation } from './mutation';
import { useStartSession } from './session';
import { useLogin } from './sessionWrites';

type RegisterCall = typeof calls.register | typeof calls.registerMobile;

/**
 * Registers (spec 4.6): an invitation code is checked first when given, then the account is made
 * by username or by mobile, and the session it opens (`login: true`) starts.
 */
export function useRegister() {
  const start = useStartSession();
  return useMutation(
    async ({
      mode,
      body,
      affiliateCode,
      signupCode,
    }: {
      mode: 'username' | 'mobile' | 'social';
      body: CallBody<RegisterCall>;
      /** An invitation code to check before registering. */
      affiliateCode?: string | undefined;
      /** A first social sign-in's code (mode `social`): the account is linked to its identity. */
      signupCode?: string | undefined;
    }) => {
      if (affiliateCode)
        await apiCall(calls.affiliate, {
          query: { code: affiliateCode, domain: location.hostname },
        });
      if (mode === 'social') {
        const { password: _p, confirmPassword: _c, captcha: _captcha, ...fields } = body;
        const answer = await apiCall(socialCalls.socialRegister, {
          body: { ...fields, signupCode: signupCode ?? '' },
        });
        if (answer.session) await start(answer.session);
        return answer;
      }
      const call: RegisterCall = mode === 'mobile' ? calls.registerMobile : calls.register;
      const answer = await apiCall(call, { body });
      if (answer.session) await start(answer.session);
      return answer;
    },
  );
}

/** Sends the registration's SMS code. */
export const useSmsRegister = () => useCallMutation(calls.smsRegister);

/** Changes the password (spec 4.7); the login info is asked again before it resolves. */
export const useChangePassword = () =>
  useCallMutation(calls.changePassword, {
    invalidates: [matchCall(firstPaintCalls.memberInfo)],
    awaitInvalidation: true,
  });

/**
 * Sets a new password with the e-mailed link's token (spec 4.7). It ends the account's sessions:
 * if this tab held one, its member info, asked again, now answers 'not logged in'.
 */
export const usePasswordReset = () =>
  useCallMutation(calls.passwordReset, {
    invalidates: [matchCall(firstPaintCalls.memberInfo)],
    awaitInvalidation: true,
  });

/** Asks for the reset link by e-mail (spec 4.7). */
export const usePasswordEmail = () => useCallMutation(calls.passwordEmail);

/**
 * Resets the password with the SMS code (spec 4.7), then logs in with the new one under the
 * username the server names (the number may belong to an account whose username is not the
 * number). Resolves with the session, or null when that login was refused: the password did
 * change, and the code is spent.
 */
export function useResetByMobile() {
  const login = useLogin();
  return useMutation(async (body: CallBody<typeof calls.passwordVerification>) => {
    const { account } = await apiCall(calls.passwordVerification, { body });
    return login
      .trigger({ username: account, password: body.newPassword, type: 'username', area: 'member' })
      .catch(() => null);
  });
}
