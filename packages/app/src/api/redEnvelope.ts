// The red envelopes (contract redEnvelope.ts), loaded with their page and the teasers of the
// promotions page and the reward centre: the campaigns (asked with the session's token when there
// is one, so that each says the member's own envelope) and the grab.
import { calls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { promosCalls } from './promosCallTable';
import { recordsCalls } from './recordsCallTable';
import { useCall, useCatalogueLanguage } from './useCall';

/** Asked again this often while a page shows them: the envelopes left go down as others grab. */
const REFRESH_MS = 30_000;

/** The campaigns running, upcoming and ended lately, each with its envelopes left. */
export function useRedEnvelopes() {
  const language = useCatalogueLanguage();
  return useCall(promosCalls.redEnvelopes, { language }, { refreshInterval: REFRESH_MS });
}

/**
 * Grabs the member's envelope of a campaign: paid once by the server (through the ledger); the
 * campaigns, the balance and the records it shows in are asked again, whatever the answer.
 */
export const useGrabRedEnvelope = () =>
  useCallMutation(promosCalls.redEnvelopeGrab, {
    invalidates: [
      matchCall(promosCalls.redEnvelopes),
      matchCall(calls.balance),
      matchCall(recordsCalls.transactions),
    ],
    awaitInvalidation: true,
  });
