// The messages domain's reads: the unread count (on the header, so on the first paint) and the
// member's messages. Marking them read is in messagesWrites.ts.
import { calls } from './callTable';
import { liveFallback } from './liveState';
import { useCall } from './useCall';

/**
 * What waits for a member changes behind the page's back (an operator sends a message, a
 * promotion starts): asked again on focus and every minute while the page is open.
 */
export const live = { revalidateOnFocus: true, refreshInterval: 60_000 };

/**
 * The unread message count (spec 7.1, 3 `unreadMessage`): pushed by the live channel while it is
 * open (session/LiveHost), asked every minute while it is not.
 */
export const useUnreadMessages = (enabled = true) =>
  useCall(calls.unreadMessage, undefined, { ...liveFallback(60_000), enabled });

/** A page of the member's messages, newest first (the member centre's messageV2, spec 2.7). */
export const useMessages = (pageNo: number, pageSize: number) =>
  useCall(calls.messageList, { pageNo, pageSize }, liveFallback(60_000));
