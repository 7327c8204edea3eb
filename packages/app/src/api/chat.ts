// The chat room's reads and writes (contract chat.ts), loaded with its pop-up: the room (SWR, asked
// with the session's token when there is one), kept current by the room's stream while it is
// open, polled only while the stream is down; and the writing of a message.
import {
  CHAT_HISTORY,
  type CallValue,
  type ChatEventData,
  type ChatEventKind,
  type ChatMessageValue,
} from '@portal/contract';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall } from './client';
import { chatCalls } from './chatCallTable';
import { openEventStream } from './eventStream';
import { callKey } from './keys';
import { useMutation } from './mutation';
import { useCall } from './useCall';
import { useToken } from './useToken';

type Room = CallValue<typeof chatCalls.chatRoom>;

const KINDS: readonly ChatEventKind[] = ['history', 'message', 'deleted', 'me'];
/** While the stream is down the room is asked again this often. */
const POLL_MS = 10_000;
/** Messages kept in the pop-up: the history and what came after, the oldest let go. */
const KEEP = CHAT_HISTORY * 4;

/** `messages` with `message` in id order, once (the writer's answer and the stream both bring it). */
function withMessage(messages: ChatMessageValue[], message: ChatMessageValue): ChatMessageValue[] {
  if (messages.some((m) => m.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.id - b.id).slice(-KEEP);
}

/** What each event of the stream does to the room's cached answer. */
function applyEvent(room: Room, kind: ChatEventKind, data: unknown): Room {
  switch (kind) {
    case 'history': {
      const history = data as ChatEventData<'history'>;
      return { ...room, messages: history.messages, me: history.me };
    }
    case 'message':
      return { ...room, messages: withMessage(room.messages, data as ChatMessageValue) };
    case 'deleted': {
      const { id } = data as ChatEventData<'deleted'>;
      return { ...room, messages: room.messages.filter((m) => m.id !== id) };
    }
    case 'me':
      return room.me ? { ...room, me: data as ChatEventData<'me'> } : room;
    default:
      return room;
  }
}

/**
 * The room `room` (a language code): its latest messages and rules, and the member's standing in
 * it. Its stream keeps the answer current while `live` (the pop-up is open); without the stream
 * (refused, or down) the room is asked again every few seconds.
 */
export function useChatRoom(room: string, live = true) {
  const token = useToken();
  const { mutate } = useSWRConfig();
  const [streaming, setStreaming] = useState(false);
  const result = useCall(
    chatCalls.chatRoom,
    { room },
    { refreshInterval: streaming ? 0 : POLL_MS },
  );
  const ready = result.data !== undefined;

  useEffect(() => {
    // Opened once the room has answered: a room refused (closed, or a visitor not let in) has no
    // stream to open.
    if (!live || !ready) return undefined;
    const key = callKey(chatCalls.chatRoom, { room }, token);
    return openEventStream({
      path: `${chatCalls.chatEvents.path}?room=${encodeURIComponent(room)}`,
      headers: (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {}),
      kinds: KINDS,
      on: (kind, data) =>
        void mutate<Room>(key, (current) => current && applyEvent(current, kind, data), {
          revalidate: false,
        }),
      state: setStreaming,
    });
  }, [live, ready, room, token, mutate]);

  return { ...result, streaming };
}

/** Writes a message in `room`: the answer goes into the room at once (the stream brings it too). */
export function useChatPost(room: string) {
  const token = useToken();
  const { mutate } = useSWRConfig();
  return useMutation(async (text: string) => {
    const message = await apiCall(chatCalls.chatPost, { body: { room, text } });
    await mutate<Room>(
      callKey(chatCalls.chatRoom, { room }, token),
      (current) => current && { ...current, messages: withMessage(current.messages, message) },
      { revalidate: false },
    );
    return message;
  });
}
