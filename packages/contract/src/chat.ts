import { Type, type Static } from 'typebox';
import { call } from './call';
import { closed, DateTime, Language, Str } from './shared';

/**
 * The chat room (spec 1 "a chat room", 2.1's pop-up of that name): one public room per language,
 * where signed-in members write and, when the operator allows it, visitors read. Text only: the
 * server keeps what was typed (never HTML), the app shows it as text, and only links to the
 * operator's allowed hosts become links. The operator moderates from the CLI: deletes a message,
 * mutes a member for a time, keeps a list of words that are masked.
 *
 * The room's reads are open (`optionalToken`): a member's token, when sent, makes the answer say
 * which messages are theirs and whether they may write; without one, a visitor reads only if the
 * operator allows it. What is said reaches every reader at once on the room's stream of
 * Server-Sent Events; each (re)connection starts with the latest messages, so a reader who was
 * away sees what was said and what was deleted meanwhile.
 */

/** The longest message, in characters (an emoji is one or two). */
export const CHAT_MAX_LENGTH = 200;
/** The latest messages a reader is shown when the room opens. */
export const CHAT_HISTORY = 50;
/** A member may write at most CHAT_BURST messages in CHAT_BURST_SECONDS (every room together). */
export const CHAT_BURST = 5;
export const CHAT_BURST_SECONDS = 30;
/** What a masked word of the operator's list reads as. */
export const CHAT_MASK = '***';
/** A mute's length, in minutes: from one minute to thirty days. */
export const CHAT_MUTE_MAX_MINUTES = 30 * 24 * 60;

/** A room's name: the language it is for, lower case (`es`, `en`, `pt-br` ...). */
export const ChatRoomName = Language;

export const ChatMessage = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    room: Type.String(),
    /** The writer's nickname, or the username with its middle hidden: never the login name. */
    author: Type.String(),
    text: Type.String(),
    sentAt: DateTime,
    /** Written by the session that asked. */
    own: Type.Boolean(),
  },
  closed,
);
export type ChatMessageValue = Static<typeof ChatMessage>;

/** The asking member in the room: what others see as their name, and whether they may write. */
export const ChatMe = Type.Object(
  {
    author: Type.String(),
    /** Until when the operator muted them; null when they are not muted. */
    mutedUntil: Type.Union([DateTime, Type.Null()]),
    /** False for a muted member and for a trial account (which reads only). */
    canPost: Type.Boolean(),
  },
  closed,
);
export type ChatMeValue = Static<typeof ChatMe>;

export const ChatRoomQuery = Type.Object({ room: ChatRoomName }, closed);

export const ChatRoomValue = Type.Object(
  {
    room: Type.String(),
    /** Whether visitors may read (the operator's choice). */
    visitorsRead: Type.Boolean(),
    maxLength: Type.Integer(),
    /** The hosts whose links are shown as links (and their subdomains); others stay text. */
    linkHosts: Type.Array(Type.String()),
    /** The latest CHAT_HISTORY messages, oldest first. */
    messages: Type.Array(ChatMessage),
    /** Null for a visitor. */
    me: Type.Union([ChatMe, Type.Null()]),
  },
  closed,
);

export const ChatPostBody = Type.Object(
  {
    room: ChatRoomName,
    /** One line; surrounding blanks are dropped, runs of blanks kept as one. */
    text: Str(CHAT_MAX_LENGTH, 1),
  },
  closed,
);

/** The room's stream: `history` first, then each message, each deletion, the reader's mute. */
export const ChatEvents = {
  history: Type.Object(
    { messages: Type.Array(ChatMessage), me: Type.Union([ChatMe, Type.Null()]) },
    closed,
  ),
  message: ChatMessage,
  deleted: Type.Object({ id: Type.Integer() }, closed),
  me: ChatMe,
} as const;
export type ChatEventKind = keyof typeof ChatEvents;
export type ChatEventData<K extends ChatEventKind> = Static<(typeof ChatEvents)[K]>;

export const ChatEvent = Type.Union(
  Object.entries(ChatEvents).map(([event, data]) =>
    Type.Object({ event: Type.Literal(event), data }, closed),
  ),
);

export const chatCalls = {
  chatRoom: call({
    id: 'chatRoom',
    method: 'GET',
    path: '/wps/chat/room',
    summary:
      "A chat room's latest messages and rules; a member's token says which are theirs and whether they may write; a visitor reads only when the operator allows it",
    token: false,
    optionalToken: true,
    enc: false,
    body: undefined,
    query: ChatRoomQuery,
    value: ChatRoomValue,
    errors: ['UNAUTHORIZED', 'FEATURE_DISABLED'],
  }),
  chatPost: call({
    id: 'chatPost',
    method: 'POST',
    path: '/wps/chat/messages',
    summary:
      'Writes a message in a chat room: one line, the operator’s masked words replaced, at most CHAT_BURST messages in CHAT_BURST_SECONDS',
    token: true,
    enc: false,
    body: ChatPostBody,
    query: undefined,
    value: ChatMessage,
    errors: ['UNAUTHORIZED', 'CHAT_MUTED', 'CHAT_TOO_FAST', 'TRIAL_FORBIDDEN', 'FEATURE_DISABLED'],
  }),
  chatEvents: call({
    id: 'chatEvents',
    method: 'GET',
    path: '/wps/chat/events',
    summary:
      "A chat room's stream (text/event-stream): history first, then message, deleted and me events as they happen",
    token: false,
    optionalToken: true,
    enc: false,
    stream: 'sse',
    body: undefined,
    query: ChatRoomQuery,
    value: ChatEvent,
    errors: ['UNAUTHORIZED', 'FEATURE_DISABLED', 'RATE_LIMITED'],
  }),
} as const;
