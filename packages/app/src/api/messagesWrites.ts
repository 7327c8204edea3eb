// The messages domain's writes, loaded with the member centre's messages page.
import type { CallValue } from '@portal/contract';
import { useSWRConfig } from 'swr';
import { calls } from './callTable';
import { apiCall } from './client';
import { matchCall } from './keys';
import { useMutation } from './mutation';

type List = CallValue<typeof calls.messageList>;
type Unread = CallValue<typeof calls.unreadMessage>;

/**
 * Marks messages read: every page of the list and the header's count change at once (a message
 * opened is read, whatever the network does next), then settle on the server's figures, whether
 * the call went through or not. `ids` undefined marks them all.
 */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  return useMutation(
    async (ids?: readonly number[]) => {
      const readAt = new Date().toISOString();
      const marks = (id: number) => ids === undefined || ids.includes(id);
      let newlyRead = 0;
      await mutate<List>(
        matchCall(calls.messageList),
        (list) => {
          if (!list) return list;
          const unreadHere = list.messages.filter((m) => m.readAt === null && marks(m.id)).length;
          newlyRead = Math.max(newlyRead, unreadHere);
          return {
            ...list,
            messages: list.messages.map((m) =>
              m.readAt === null && marks(m.id) ? { ...m, readAt } : m,
            ),
            unreadMessage: ids === undefined ? 0 : Math.max(0, list.unreadMessage - unreadHere),
          };
        },
        { revalidate: false },
      );
      await mutate<Unread>(
        matchCall(calls.unreadMessage),
        (count) =>
          count && {
            unreadMessage: ids === undefined ? 0 : Math.max(0, count.unreadMessage - newlyRead),
          },
        { revalidate: false },
      );
      return apiCall(calls.messageRead, {
        body: ids === undefined ? { all: true } : { ids: [...ids] },
      });
    },
    { invalidates: [matchCall(calls.messageList), matchCall(calls.unreadMessage)] },
  ).trigger;
}
