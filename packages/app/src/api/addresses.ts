// The unknown-address check's reads and writes (LOGINIPVERF3), over its own call table: the
// login's verification step, and the remembered networks of My account.
import type { CallBody } from '@portal/contract';
import { addressesCalls } from './addressesCallTable';
import { apiCall } from './client';
import { matchCall } from './keys';
import { useCallMutation, useMutation } from './mutation';
import { useStartSession } from './session';
import { useCall } from './useCall';

/** Sends the challenge's code on the chosen channel. */
export const useAddressCode = () => useCallMutation(addressesCalls.addressCode);

/**
 * Gives the code back and starts the session it opens, as a login does (useLogin); resolves with
 * the session.
 */
export function useAddressVerify() {
  const start = useStartSession();
  return useMutation(async (body: CallBody<typeof addressesCalls.addressVerify>) => {
    const session = await apiCall(addressesCalls.addressVerify, { body });
    await start(session);
    return session;
  });
}

/** The account's remembered networks, this one marked (asked only while the operator offers the check). */
export const useKnownAddresses = () => useCall(addressesCalls.knownAddresses);

/** Forgets one remembered network; the list is asked again. */
export const useAddressForget = () =>
  useCallMutation(addressesCalls.addressForget, {
    invalidates: [matchCall(addressesCalls.knownAddresses)],
    awaitInvalidation: true,
  });
