// The member's header hooks that only a logged-in page needs: a module of their own, imported by
// the lazily loaded member part of the header (shell/MemberActions), so that they stay out of the
// first paint that hooks.ts is part of.
import { calls } from './callTable';
import { useCatalogueLanguage } from './hooks';
import { useCall } from './useCall';

/**
 * What waits for a member changes behind the page's back (an operator sends a message, a
 * promotion starts): asked again on focus and every minute while the page is open.
 */
const live = { revalidateOnFocus: true, refreshInterval: 60_000 };

/** The unread message count (spec 7.1, 3 `unreadMessage`). */
export const useUnreadMessages = (enabled = true) =>
  useCall(calls.unreadMessage, undefined, { ...live, enabled });

/** The promotions the member may claim, and the referral flag (spec 3 `availablePromo`). */
export function useAvailablePromo(enabled = true) {
  const language = useCatalogueLanguage();
  return useCall(calls.availablePromo, { language }, { ...live, enabled });
}

/**
 * The header's unclaimed count (spec 2.4): available promos plus unread messages. A trial account
 * does not load its messages (spec 6). `referral` is the server's `availablePromo.REFERRAL.enabled`,
 * undefined until it has answered (or when it could not).
 */
export function useUnclaimed({ isTrial }: { isTrial: boolean }) {
  const promo = useAvailablePromo();
  const unread = useUnreadMessages(!isTrial);
  const promos = promo.data?.availablePromoCount ?? 0;
  const messages = isTrial ? 0 : (unread.data?.unreadMessage ?? 0);
  return {
    count: promos + messages,
    promos,
    messages,
    referral: promo.data?.availablePromo.REFERRAL.enabled,
  };
}

/** A page of the member's messages, newest first (the member centre's messageV2, spec 2.7). */
export const useMessages = (pageNo: number, pageSize: number) =>
  useCall(calls.messageList, { pageNo, pageSize }, live);
