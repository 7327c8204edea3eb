// Social login's reads and writes (contract social.ts), loaded with the pop-ups and the page that
// use them: the providers' buttons, a sign-in's start (the browser then leaves for the provider),
// a first sign-in's registration details, and the providers linked to the account.
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { socialCalls } from './socialCallTable';
import { useCall } from './useCall';

/** The providers the operator offers; none while the flag is off. Kept for the visit. */
export const useSocialProviders = () =>
  useCall(socialCalls.socialProviders, undefined, { revalidateOnFocus: false });

/** Starts a sign-in: the provider's authorization address. */
export const useSocialStart = () => useCallMutation(socialCalls.socialStart);

/** A first sign-in waiting for its registration, by the code of the portal's address. */
export const useSocialSignup = (code: string | null) =>
  useCall(socialCalls.socialSignup, code ? { code } : undefined, {
    enabled: code !== null,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

/** The providers linked to the logged-in account. */
export const useSocialIdentities = () => useCall(socialCalls.socialIdentities);

/** Starts linking a provider to the account (My account). */
export const useSocialLink = () => useCallMutation(socialCalls.socialLink);

/** Unlinks a provider; the list is asked again. */
export const useSocialUnlink = () =>
  useCallMutation(socialCalls.socialUnlink, {
    invalidates: [matchCall(socialCalls.socialIdentities)],
    awaitInvalidation: true,
  });
