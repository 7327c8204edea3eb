// The promos domain's reads: what a member may claim now (the header's count, so on the first
// paint). The claim is in promosWrites.ts.
import { calls } from './callTable';
import { live, useUnreadMessages } from './messages';
import { useCall, useCatalogueLanguage } from './useCall';

/** The promotions the member may claim, and the referral flag (spec 3 `availablePromo`). */
export function useAvailablePromo(enabled = true) {
  const language = useCatalogueLanguage();
  return useCall(calls.availablePromo, { language }, { ...live, enabled });
}

/**
 * The header's unclaimed count (spec 2.4): available promos plus unread messages. A trial account
 * does not load its messages (spec 6), nor does anyone while the operator's inbox (INBOX3) is off. `referral` is the server's `availablePromo.REFERRAL.enabled`,
 * undefined until it has answered (or when it could not).
 */
export function useUnclaimed({ isTrial, inbox }: { isTrial: boolean; inbox: boolean }) {
  const promo = useAvailablePromo();
  const unread = useUnreadMessages(!isTrial && inbox);
  const promos = promo.data?.availablePromoCount ?? 0;
  const messages = isTrial || !inbox ? 0 : (unread.data?.unreadMessage ?? 0);
  return {
    count: promos + messages,
    promos,
    messages,
    referral: promo.data?.availablePromo.REFERRAL.enabled,
  };
}
