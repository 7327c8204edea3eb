// The security centre's reads and writes (the member centre's securityCenter), over its own call
// table, loaded with the page.
import { calls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { profileCalls } from './profileCallTable';
import { useCall } from './useCall';

/** The account as the security centre shows it: avatar, bindings, the withdraw password. */
export const useProfile = () => useCall(profileCalls.profileInfo);

/** The account's live sessions, this one marked. */
export const useProfileSessions = () => useCall(profileCalls.profileSessions);

/** What a new avatar makes stale: this page's and the header's. */
const avatarStale = [matchCall(profileCalls.profileInfo), matchCall(calls.memberIcon)];

/** Uploads an avatar (a png or jpg File); the header shows it after. */
export const useAvatarUpload = () =>
  useCallMutation(profileCalls.avatarUpload, { invalidates: avatarStale, awaitInvalidation: true });

/** Picks a built-in avatar; the header shows it after. */
export const useAvatarPick = () =>
  useCallMutation(profileCalls.avatarPick, { invalidates: avatarStale, awaitInvalidation: true });

export const useMobileCode = () => useCallMutation(profileCalls.mobileCode);
export const useEmailCode = () => useCallMutation(profileCalls.emailCode);

/** A binding shows in this page and in the account the shell holds. */
const bindingStale = [matchCall(profileCalls.profileInfo), matchCall(calls.memberInfo)];
export const useMobileBind = () =>
  useCallMutation(profileCalls.mobileBind, { invalidates: bindingStale, awaitInvalidation: true });
export const useEmailBind = () =>
  useCallMutation(profileCalls.emailBind, { invalidates: bindingStale, awaitInvalidation: true });

/** Ends one other session, or all the others; the list is asked again. */
export const useSessionsLogout = () =>
  useCallMutation(profileCalls.sessionsLogout, {
    invalidates: [matchCall(profileCalls.profileSessions)],
    awaitInvalidation: true,
  });
