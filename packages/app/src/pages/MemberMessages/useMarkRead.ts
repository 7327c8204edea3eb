import type { CallValue } from '@portal/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { calls } from '../../api/callTable';
import { apiCall } from '../../api/client';

type List = CallValue<typeof calls.messageList>;
type Unread = CallValue<typeof calls.unreadMessage>;

const isKeyOf = (id: string) => (key: unknown) => Array.isArray(key) && key[0] === id;

/**
 * Marks messages read: every page of the list and the header's count change at once (a message
 * opened is read, whatever the network does next), then settle on the server's answer.
 * `ids` undefined marks them all.
 */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids?: readonly number[]) => {
      const readAt = new Date().toISOString();
      const marks = (id: number) => ids === undefined || ids.includes(id);
      let newlyRead = 0;
      await mutate<List>(
        isKeyOf(calls.messageList.id),
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
        isKeyOf(calls.unreadMessage.id),
        (count) =>
          count && {
            unreadMessage: ids === undefined ? 0 : Math.max(0, count.unreadMessage - newlyRead),
          },
        { revalidate: false },
      );
      try {
        await apiCall(calls.messageRead, {
          body: ids === undefined ? { all: true } : { ids: [...ids] },
        });
      } finally {
        // The server's figures, whether the call went through or not. Best effort: a page left
        // before the answer came (its cache gone with it) has nothing to refresh.
        const ignore = () => undefined;
        mutate(isKeyOf(calls.messageList.id)).catch(ignore);
        mutate(isKeyOf(calls.unreadMessage.id)).catch(ignore);
      }
    },
    [mutate],
  );
}
